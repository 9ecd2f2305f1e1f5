import { Ban, Loader2 } from 'lucide-react';
import type { BfrLink } from '../../../../contract/bfr';
import { formatDateTime } from '../../../../core/date-time-format';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useBfrLinks } from '../api/get-bfr-links';
import { useRevokeBfrLink } from '../api/revoke-bfr-link';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { OnOffBadge } from './monitor-badge';

/** Revoke, after a confirmation that says what it does and that generating again replaces it. */
function RevokeButton({ link, onRevoked }: { link: BfrLink; onRevoked: (link: BfrLink) => void }) {
  const revoke = useRevokeBfrLink();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-busy={revoke.isPending || undefined}
          className="text-destructive"
        >
          {revoke.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Ban aria-hidden="true" />
          )}
          {revoke.isPending ? TEXT.revoking : TEXT.revoke}
        </Button>
      }
      title={TEXT.revokeTitle}
      description={TEXT.revokeDescription}
      cancel={TEXT.cancel}
      confirm={TEXT.revokeConfirm}
      onConfirm={() =>
        revoke.mutate(link.obfuscatedId, {
          onSuccess: ({ link: revoked }) => onRevoked(revoked),
        })
      }
    />
  );
}

/** A contact's links, newest first: when made, Active or Revoked, and Revoke on the active one. */
export function BfrLinksList({
  contactId,
  onRevoked,
}: {
  contactId: number;
  onRevoked: (link: BfrLink) => void;
}) {
  const links = useBfrLinks(contactId);

  let body;
  if (links.data) {
    body =
      links.data.links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.noLinks}</p>
      ) : (
        <ul className="grid gap-2">
          {links.data.links.map((link) => (
            <li
              key={link.obfuscatedId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <OnOffBadge
                    on={link.isActive}
                    onText={TEXT.linkActive}
                    offText={TEXT.linkRevoked}
                  />
                  <span>
                    <span className="text-muted-foreground">{TEXT.created}</span>{' '}
                    <time dateTime={link.createdAt}>
                      {formatDateTime(link.createdAt) ?? link.createdAt}
                    </time>
                  </span>
                </div>
                <code className="font-mono text-xs break-all text-muted-foreground">
                  {link.url}
                </code>
              </div>
              {link.isActive && <RevokeButton link={link} onRevoked={onRevoked} />}
            </li>
          ))}
        </ul>
      );
  } else if (links.error) {
    body = (
      <CardLoadError
        title={TEXT.linksErrorTitle}
        error={links.error}
        retrying={links.isFetching}
        onRetry={() => void links.refetch()}
      />
    );
  } else {
    body = <CardSkeleton lines={2} />;
  }

  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="font-semibold">{TEXT.linksTitle(contactId)}</h3>
      {body}
    </div>
  );
}
