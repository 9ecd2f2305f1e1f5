import { Heart } from 'lucide-react';
import { useLocation } from 'wouter';
import { loginHref } from '../../../core/return-path';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { useIsFavorite, useToggleFavorite } from './api/favorites';
import { useFavoritesSession } from './favorites-session';
import { rememberPendingFavorite } from './pending-favorite';

export const FAVORITE_LABELS = {
  save: 'Save to favorites',
  remove: 'Remove from favorites',
} as const;

type FavoriteButtonProps = {
  propertyId: number;
  /** 'icon': a round heart over a card's photo; 'labeled': a heart with its label (property page). */
  appearance?: 'icon' | 'labeled';
  className?: string;
  /** The element naming the listing (a card's title), so each heart says which one it saves. */
  'aria-describedby'?: string;
};

/**
 * The heart of a listing. Signed in, it saves or removes the listing at once (every heart of
 * the listing agrees: one shared query). Anonymous, it remembers the listing and asks the
 * visitor to log in; the listing is saved after login and they come back to this page.
 */
export function FavoriteButton({
  propertyId,
  appearance = 'icon',
  className,
  'aria-describedby': describedBy,
}: FavoriteButtonProps) {
  const { userId } = useFavoritesSession();
  const saved = useIsFavorite(propertyId);
  const { mutate } = useToggleFavorite();
  const [, navigate] = useLocation();
  const label = saved ? FAVORITE_LABELS.remove : FAVORITE_LABELS.save;

  const onClick = () => {
    // The session is still being checked (a moment after the page opens): nothing to act for.
    if (userId === undefined) return;
    if (userId === null) {
      rememberPendingFavorite(propertyId);
      toast({
        title: 'Log in to save favorites',
        description: 'Log in or create a free account, and we will save this property for you.',
      });
      // the address as it is (wouter's own search is decoded), read at the click
      navigate(loginHref(window.location.pathname + window.location.search));
      return;
    }
    mutate({ userId, propertyId, save: !saved });
  };

  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('size-5 transition-colors', saved && 'fill-red-600 text-red-600')}
    />
  );

  if (appearance === 'labeled') {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-pressed={saved}
        aria-describedby={describedBy}
        onClick={onClick}
        className={className}
        data-testid="favorite-button"
      >
        {heart}
        {/* Both labels share one cell, so the button keeps its width when it toggles. */}
        <span className="grid justify-items-center">
          <span
            className={cn('col-start-1 row-start-1', saved && 'invisible')}
            aria-hidden={saved || undefined}
          >
            {FAVORITE_LABELS.save}
          </span>
          <span
            className={cn('col-start-1 row-start-1', !saved && 'invisible')}
            aria-hidden={!saved || undefined}
          >
            {FAVORITE_LABELS.remove}
          </span>
        </span>
      </Button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={onClick}
      data-testid="favorite-button"
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-sm transition-colors hover:bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {heart}
    </button>
  );
}
