import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Columns3, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  renameComparisonRequestSchema,
  type ComparedListingEntry,
  type RenameComparisonRequest,
  type SavedComparison,
} from '../../../../contract/saved-comparisons';
import { formatDate } from '../../../../core/date-time-format';
import { formatPrice, listingTitle } from '../../../../core/listing-display';
import { PAGES } from '../../../../core/page-routes';
import {
  COMPARISON_NAME_MAX,
  SAVED_COMPARISON_TEXT,
  savedComparisonHref,
} from '../../../../core/saved-comparisons';
import { TextField } from '../../../components/forms/text-field';
import { LoadFailed } from './load-failed';
import {
  useDeleteComparison,
  useRenameComparison,
  useSavedComparisons,
} from '../../../components/saved-comparisons/api/saved-comparisons';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors, parseServerError } from '../../../lib/server-error';

/** The anchor of the section (the compare page's "Your saved comparisons" link). */
export const SAVED_COMPARISONS_ANCHOR = 'saved-comparisons';

export const SAVED_COMPARISONS_TEXT = {
  title: 'Saved comparisons',
  loading: 'Loading your saved comparisons...',
  emptyTitle: 'No saved comparisons yet',
  empty:
    'Select 2 to 4 listings on Just Listed, compare them, and save the comparison under a name to open it here again.',
  justListed: 'Choose properties on Just Listed',
  errorTitle: 'Unable to load your saved comparisons',
  open: 'Open',
  rename: 'Rename',
  renameTitle: 'Rename comparison',
  name: 'Name',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this comparison?',
  deleteDescription: (name: string) =>
    `"${name}" will be removed from your saved comparisons and its link will stop working. The listings themselves stay on the site.`,
  renameFailed: 'Could not rename the comparison',
  deleteFailed: 'Could not delete the comparison',
} as const;

const comparisonCount = (n: number) => `${n} saved ${n === 1 ? 'comparison' : 'comparisons'}`;

/** '3 properties · 1 no longer available · Saved Nov 05, 2026'. */
function summaryOf(comparison: SavedComparison): string {
  const gone = comparison.listings.filter((l) => !l.available).length;
  return [
    `${comparison.listings.length} properties`,
    gone > 0 ? `${gone} no longer available` : null,
    `Saved ${formatDate(comparison.createdAt) ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(' · ');
}

function ListingLine({ entry }: { entry: ComparedListingEntry }) {
  const { property } = entry;
  if (!property) {
    return (
      <li className="flex items-center gap-1.5 text-muted-foreground">
        <Ban className="size-3.5 shrink-0" aria-hidden="true" />
        <span>
          {SAVED_COMPARISON_TEXT.unavailable}{' '}
          <span className="text-xs">(Property ID {entry.id})</span>
        </span>
      </li>
    );
  }
  const place = [property.city, formatPrice(property.price)].filter(Boolean).join(' · ');
  return (
    <li className="min-w-0">
      <p className="truncate font-medium">{listingTitle(property)}</p>
      <p className="truncate text-xs text-muted-foreground">{place}</p>
    </li>
  );
}

function RenameDialog({ userId, comparison }: { userId: number; comparison: SavedComparison }) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const rename = useRenameComparison(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RenameComparisonRequest>({
    resolver: zodResolver(renameComparisonRequestSchema),
    defaultValues: { name: comparison.name },
  });

  const submit = handleSubmit(({ name }) => {
    rename.mutate(
      { id: comparison.id, name },
      {
        onSuccess: () => {
          toast({ title: SAVED_COMPARISON_TEXT.renamed });
          setOpen(false);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['name'])) return;
          toast({
            variant: 'destructive',
            title: SAVED_COMPARISONS_TEXT.renameFailed,
            description: parseServerError(error).userMessage,
          });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset({ name: comparison.name });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Pencil aria-hidden="true" />
          {SAVED_COMPARISONS_TEXT.rename} <span className="sr-only">{comparison.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SAVED_COMPARISONS_TEXT.renameTitle}</DialogTitle>
          <DialogDescription className="break-words">{comparison.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <TextField
            id={`${uid}-name`}
            label={SAVED_COMPARISONS_TEXT.name}
            required
            maxLength={COMPARISON_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <DialogFormFooter
            submit={SAVED_COMPARISONS_TEXT.save}
            pending={rename.isPending}
            pendingLabel={SAVED_COMPARISONS_TEXT.saving}
            cancel={SAVED_COMPARISONS_TEXT.cancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ComparisonCard({
  userId,
  comparison,
  deleting,
  onDelete,
}: {
  userId: number;
  comparison: SavedComparison;
  deleting: boolean;
  onDelete: () => void;
}) {
  const href = savedComparisonHref(comparison.shareId);
  const deleteButton: ReactElement = (
    <Button variant="ghost" size="sm" className="text-destructive" disabled={deleting}>
      <Trash2 aria-hidden="true" />
      {SAVED_COMPARISONS_TEXT.delete} <span className="sr-only">{comparison.name}</span>
    </Button>
  );
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid="saved-comparison"
    >
      <div className="min-w-0">
        <h3 className="text-lg leading-tight font-semibold break-words">
          <Link href={href} className="hover:underline">
            {comparison.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{summaryOf(comparison)}</p>
      </div>
      <ul className="grid gap-1 text-sm" aria-label={`Properties in ${comparison.name}`}>
        {comparison.listings.map((entry) => (
          <ListingLine key={entry.id} entry={entry} />
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-1 border-t border-border pt-3">
        <Button asChild size="sm">
          <Link href={href}>
            <Columns3 aria-hidden="true" />
            {SAVED_COMPARISONS_TEXT.open} <span className="sr-only">{comparison.name}</span>
          </Link>
        </Button>
        <RenameDialog userId={userId} comparison={comparison} />
        <ConfirmDialog
          trigger={deleteButton}
          title={SAVED_COMPARISONS_TEXT.deleteTitle}
          description={SAVED_COMPARISONS_TEXT.deleteDescription(comparison.name)}
          cancel={SAVED_COMPARISONS_TEXT.cancel}
          confirm={SAVED_COMPARISONS_TEXT.delete}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/**
 * The signed-in visitor's saved comparisons on /favorites: each opens at /compare?saved=, and
 * can be renamed or deleted (after a confirmation). Listings the site may no longer show are
 * listed as no longer available.
 */
export function SavedComparisonsSection({ userId }: { userId: number }) {
  const { data, error, isPending, isFetching, refetch } = useSavedComparisons(userId);
  // here, not in the card: the card is gone when the deletion is done, and its callbacks too
  const remove = useDeleteComparison(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteComparison = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: SAVED_COMPARISON_TEXT.deleted });
        // the card and its focused button are gone: keep the keyboard on the section
        headingRef.current?.focus();
      },
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: SAVED_COMPARISONS_TEXT.deleteFailed,
          description: parseServerError(failure).userMessage,
        }),
    });

  // /favorites#saved-comparisons (from a comparison's page): the section comes into view once
  // it has its height
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === `#${SAVED_COMPARISONS_ANCHOR}`) {
      headingRef.current?.scrollIntoView?.();
    }
  }, [loaded]);

  let body: ReactElement;
  if (error) {
    body = (
      <LoadFailed
        title={SAVED_COMPARISONS_TEXT.errorTitle}
        heading="h3"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (isPending) {
    body = (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{SAVED_COMPARISONS_TEXT.loading}</span>
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-10 text-center">
        <Columns3 className="size-8 text-muted-foreground" aria-hidden="true" />
        <h3 className="font-semibold">{SAVED_COMPARISONS_TEXT.emptyTitle}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{SAVED_COMPARISONS_TEXT.empty}</p>
        <Button asChild variant="outline">
          <Link href={PAGES.justListed}>{SAVED_COMPARISONS_TEXT.justListed}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((comparison) => (
          <ComparisonCard
            key={comparison.id}
            userId={userId}
            comparison={comparison}
            deleting={remove.isPending && remove.variables === comparison.id}
            onDelete={() => deleteComparison(comparison.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      id={SAVED_COMPARISONS_ANCHOR}
      aria-labelledby={`${SAVED_COMPARISONS_ANCHOR}-title`}
      className="mt-10"
    >
      <div className="mb-4">
        <h2
          id={`${SAVED_COMPARISONS_ANCHOR}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {SAVED_COMPARISONS_TEXT.title}
        </h2>
        <p aria-live="polite" className="h-5 text-sm leading-5 text-muted-foreground">
          {data && data.length > 0 ? comparisonCount(data.length) : ''}
        </p>
      </div>
      {body}
    </section>
  );
}
