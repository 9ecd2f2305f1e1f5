import { Ban, Columns3, Copy, NotebookPen, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { ContactComparison } from '../../../../contract/saved-comparisons';
import { formatDate } from '../../../../core/date-time-format';
import { listingTitle } from '../../../../core/listing-display';
import { PAGES } from '../../../../core/page-routes';
import { SAVED_COMPARISON_TEXT, savedComparisonHref } from '../../../../core/saved-comparisons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import {
  useContactComparisons,
  useDeleteContactComparison,
  useSendComparisonNote,
} from '../api/contact-comparisons';

export const CONTACT_COMPARISONS_TEXT = {
  title: 'Saved comparisons',
  loading: 'Loading saved comparisons...',
  empty:
    'None yet. Compare listings (Just Listed, then Compare Selected) and choose Save for a client.',
  justListed: 'Open Just Listed',
  failed: 'Unable to load the saved comparisons',
  open: 'Open',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy this link',
  sendNote: 'Add link to notes',
  noteSent: 'Link added to the notes',
  noteFailed: 'Could not add the note',
  delete: 'Delete',
  deleteTitle: 'Delete this comparison?',
  deleteDescription: (name: string) =>
    `"${name}" will be removed from this contact and its link will stop working for anyone who has it.`,
  cancel: 'Cancel',
  deleteFailed: 'Could not delete the comparison',
} as const;

/** '3 properties · 1 no longer available · by dana, Nov 05, 2026'. */
function summaryOf(comparison: ContactComparison): string {
  const gone = comparison.listings.filter((l) => !l.available).length;
  const by = [
    comparison.createdBy && `by ${comparison.createdBy}`,
    formatDate(comparison.createdAt),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `${comparison.listings.length} properties`,
    gone > 0 ? `${gone} no longer available` : null,
    by,
  ]
    .filter(Boolean)
    .join(' · ');
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: CONTACT_COMPARISONS_TEXT.copied, description: url });
  } catch {
    // no clipboard (permissions, an old browser): the link is shown to copy by hand
    toast({ title: CONTACT_COMPARISONS_TEXT.copyFailed, description: url });
  }
}

function ComparisonItem({
  contactId,
  comparison,
  deleting,
  onDelete,
}: {
  contactId: number;
  comparison: ContactComparison;
  deleting: boolean;
  onDelete: () => void;
}) {
  const send = useSendComparisonNote(contactId);
  const href = savedComparisonHref(comparison.shareId);
  const names = comparison.listings
    .map((entry) =>
      entry.property ? listingTitle(entry.property) : SAVED_COMPARISON_TEXT.unavailable,
    )
    .join(' · ');
  const anyGone = comparison.listings.some((entry) => !entry.available);
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="contact-comparison">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          <Link href={href} className="hover:underline">
            {comparison.name}
          </Link>
        </p>
        <p className="text-xs text-muted-foreground">{summaryOf(comparison)}</p>
        <p className="mt-1 flex items-start gap-1 text-sm break-words">
          {anyGone && <Ban className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />}
          {names}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button asChild size="sm" variant="outline">
          <Link href={href}>
            <Columns3 aria-hidden="true" />
            {CONTACT_COMPARISONS_TEXT.open} <span className="sr-only">{comparison.name}</span>
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void copyLink(comparison.url)}>
          <Copy aria-hidden="true" />
          {CONTACT_COMPARISONS_TEXT.copy} <span className="sr-only">of {comparison.name}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
          onClick={() =>
            send.mutate(comparison.id, {
              onSuccess: () => toast({ title: CONTACT_COMPARISONS_TEXT.noteSent }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: CONTACT_COMPARISONS_TEXT.noteFailed,
                  description: parseServerError(error).userMessage,
                }),
            })
          }
        >
          <NotebookPen aria-hidden="true" />
          {CONTACT_COMPARISONS_TEXT.sendNote} <span className="sr-only">: {comparison.name}</span>
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive" disabled={deleting}>
              <Trash2 aria-hidden="true" />
              {CONTACT_COMPARISONS_TEXT.delete} <span className="sr-only">{comparison.name}</span>
            </Button>
          }
          title={CONTACT_COMPARISONS_TEXT.deleteTitle}
          description={CONTACT_COMPARISONS_TEXT.deleteDescription(comparison.name)}
          cancel={CONTACT_COMPARISONS_TEXT.cancel}
          confirm={CONTACT_COMPARISONS_TEXT.delete}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/**
 * The comparisons staff saved for the contact (from /compare, Save for a client): open, copy
 * the link, add it to the notes again, delete.
 */
export function ContactComparisons({ contactId }: { contactId: number }) {
  const { data, error } = useContactComparisons(contactId);
  // here, not in the item: the item is gone when the deletion is done, and its callbacks too
  const remove = useDeleteContactComparison(contactId);
  const deleteComparison = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: SAVED_COMPARISON_TEXT.deleted }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: CONTACT_COMPARISONS_TEXT.deleteFailed,
          description: parseServerError(failure).userMessage,
        }),
    });
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {CONTACT_COMPARISONS_TEXT.failed}: {parseServerError(error).userMessage}
      </p>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">{CONTACT_COMPARISONS_TEXT.loading}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {CONTACT_COMPARISONS_TEXT.empty}{' '}
        <Link href={PAGES.justListed} className="text-primary underline underline-offset-2">
          {CONTACT_COMPARISONS_TEXT.justListed}
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {data.map((comparison) => (
        <ComparisonItem
          key={comparison.id}
          contactId={contactId}
          comparison={comparison}
          deleting={remove.isPending && remove.variables === comparison.id}
          onDelete={() => deleteComparison(comparison.id)}
        />
      ))}
    </ul>
  );
}
