import { useState } from 'react';
import type { User } from '../../../../contract/auth';
import { cn } from '../../../lib/cn';

function initials(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const fromName = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;
  return (fromName || user.username.charAt(0)).toUpperCase();
}

type UserAvatarProps = {
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'profileImageUrl'>;
  className?: string;
};

/** Profile photo, or initials when there is none or it fails to load. Decorative: the name is shown beside it. */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = user.profileImageUrl;
  const base = cn('size-8 shrink-0 rounded-full', className);

  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={32}
        height={32}
        // Google profile photos refuse requests that carry a referrer from other sites.
        referrerPolicy="no-referrer"
        className={cn(base, 'object-cover')}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'flex items-center justify-center bg-primary text-xs font-semibold text-primary-foreground',
      )}
    >
      {initials(user)}
    </span>
  );
}
