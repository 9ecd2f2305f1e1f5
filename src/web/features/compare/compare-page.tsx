import { ArrowLeft, Bookmark, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PropertyDetail } from '../../../contract/properties';
import { COMPARE_IDS_MESSAGE, compareHref, parseCompareIds } from '../../../core/compare-listings';
import { PAGES } from '../../../core/page-routes';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import {
  isShareId,
  SAVED_COMPARISON_PARAM,
  savedComparisonHref,
} from '../../../core/saved-comparisons';
import { useFavoritesSession } from '../../components/favorites/favorites-session';
import { isMissingListing, useListings } from '../../components/listings/api/get-listing';
import { useSharedComparison } from '../../components/saved-comparisons/api/saved-comparisons';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { NETWORK_ERROR_MESSAGE, parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMounted } from '../../lib/use-mounted';
import { CompareTable, type CompareColumn } from './components/compare-table';
import { SAVE_AFTER_LOGIN_PARAM, SaveComparisonDialog } from './components/save-comparison-dialog';

/** Tools the app adds for staff (saving the selection for a client), given the compared ids. */
export type CompareStaffActions = ComponentType<{ propertyIds: number[] }>;

export const COMPARE_TEXT = {
  title: 'Compare Properties',
  savedEyebrow: 'Saved comparison',
  savedNotFoundTitle: 'Comparison not found',
  savedNotFound:
    'This comparison link is not valid, or the comparison was deleted. You can compare listings again from Just Listed.',
  loading: 'Loading properties...',
  savedComparisons: 'Your saved comparisons',
} as const;

function BackLink() {
  return (
    <Button asChild variant="onMain" size="sm" className="-ml-3">
      <Link href={PAGES.justListed}>
        <ArrowLeft aria-hidden="true" />
        Back to Just Listed
      </Link>
    </Button>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">{children}</div>;
}

/** No comparison possible: why, and the way back to pick listings. */
function CannotCompare({
  title = 'Nothing to Compare',
  message,
}: {
  title?: string;
  message: string;
}) {
  return (
    <PageFrame>
      <BackLink />
      <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground" data-testid="compare-message">
          {message}
        </p>
        <Button asChild className="mt-2">
          <Link href={PAGES.justListed}>Choose properties on Just Listed</Link>
        </Button>
      </div>
    </PageFrame>
  );
}

function CompareSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="mt-6">
      <span className="sr-only">{COMPARE_TEXT.loading}</span>
      <div className="flex gap-4 overflow-hidden" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="w-56 min-w-52 space-y-3">
            <Skeleton className="aspect-[4/3] w-full rounded-lg" />
            <Skeleton className="h-5 w-3/4" />
            {Array.from({ length: 8 }, (_, row) => (
              <Skeleton key={row} className="h-6 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A request that failed for another reason than a missing listing: the message and Retry. */
function LoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  // Only a reply has a message to show; anything else means the request got no answer.
  const failure = parseServerError(error);
  return (
    <PageFrame>
      <BackLink />
      <div
        role="alert"
        className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-card px-6 py-10 text-center"
      >
        <h1 className="text-2xl font-semibold text-destructive">Unable to load the comparison</h1>
        <p className="text-sm break-words text-muted-foreground">
          {failure.status === null ? NETWORK_ERROR_MESSAGE : failure.userMessage}
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </PageFrame>
  );
}

/** The listings of `ids`, each read with GET /api/properties/{id}; 404s are missing, not failures. */
function useComparedListings(ids: readonly number[]) {
  const results = useListings(ids);
  const failed = results.filter((result) => result.error && !isMissingListing(result.error));
  return {
    byId: new Map(
      results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])),
    ),
    missing: ids.filter((_, i) => isMissingListing(results[i]?.error)),
    pending: results.some((result) => result.isPending && !result.error),
    failed: failed.length > 0 ? failed : null,
    retry: () => failed.forEach((result) => void result.refetch()),
    retrying: failed.some((result) => result.isFetching),
  };
}

/**
 * The save dialog's open state. It opens by itself once, when the visitor comes back from
 * signing in to save (/compare?ids=…&save=1); the parameter is then taken out of the address.
 * The parameter is read in the browser only (the server renders the page without it), and
 * acted on after hydration, so the server's markup and the browser's first render match.
 */
function useSaveDialog(ids: readonly number[], signedIn: boolean | undefined) {
  const [, navigate] = useLocation();
  const mounted = useMounted();
  const [fromLogin] = useState(
    () =>
      typeof window !== 'undefined' &&
      new URLSearchParams(window.location.search).has(SAVE_AFTER_LOGIN_PARAM),
  );
  const [state, setState] = useState<'auto' | 'open' | 'closed'>('auto');
  const href = compareHref(ids);
  useEffect(() => {
    if (fromLogin) navigate(href, { replace: true });
  }, [fromLogin, href, navigate]);
  const open = state === 'open' || (state === 'auto' && mounted && fromLogin && signedIn === true);
  return [open, (next: boolean) => setState(next ? 'open' : 'closed')] as const;
}

/** /compare?ids=12,34,56: the selection made on Just Listed, which may be saved under a name. */
function SelectionComparison({
  ids,
  staffActions: StaffActions,
}: {
  ids: number[];
  staffActions: CompareStaffActions | null;
}) {
  const [, navigate] = useLocation();
  const site = useSiteInfo().data;
  const { userId } = useFavoritesSession();
  const { byId, missing, pending, failed, retry, retrying } = useComparedListings(ids);
  const [saveOpen, setSaveOpen] = useSaveDialog(
    ids,
    userId === undefined ? undefined : userId !== null,
  );
  const found = ids
    .map((id) => byId.get(id))
    .filter((property): property is PropertyDetail => property !== undefined);
  const missingText =
    missing.length === 1
      ? `Property ${missing[0]} was not found: it may have sold or left the market.`
      : `Properties ${missing.join(', ')} were not found: they may have sold or left the market.`;

  if (failed && !pending)
    return <LoadFailed error={failed[0]?.error} {...{ retrying }} onRetry={retry} />;

  if (!pending && found.length < ids.length && found.length < 2) {
    return <CannotCompare message={`${missingText} ${COMPARE_IDS_MESSAGE}`} />;
  }

  const shownIds = found.map((property) => property.id);
  const remove = (id: number) =>
    navigate(compareHref(ids.filter((other) => other !== id)), { replace: true });

  return (
    <PageFrame>
      <BackLink />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{COMPARE_TEXT.title}</h1>
          <p className="mt-1 text-on-main-muted">
            {pending ? ids.length : found.length} properties side by side. The best value of each
            row is marked.
          </p>
        </div>
        {!pending && (
          <div className="flex flex-wrap gap-2">
            <SaveComparisonDialog
              propertyIds={shownIds}
              open={saveOpen}
              onOpenChange={setSaveOpen}
              onSaved={(shareId) => navigate(savedComparisonHref(shareId))}
              trigger={
                <Button variant="outline">
                  <Bookmark aria-hidden="true" />
                  Save comparison
                </Button>
              }
            />
            {StaffActions && <StaffActions propertyIds={shownIds} />}
          </div>
        )}
      </div>
      {missing.length > 0 && !pending && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {missingText}
        </p>
      )}
      {pending ? (
        <CompareSkeleton count={ids.length} />
      ) : (
        <div className="mt-6">
          <CompareTable
            columns={found.map((property) => ({ id: property.id, property }))}
            photoSources={site?.photoSources ?? []}
            returnTo={compareHref(ids)}
            onRemove={remove}
          />
        </div>
      )}
    </PageFrame>
  );
}

const unavailableText = (n: number) =>
  n === 1
    ? '1 property in this comparison is no longer available: it may have sold or left the market.'
    : `${n} properties in this comparison are no longer available: they may have sold or left the market.`;

/**
 * /compare?saved={shareId}: a saved comparison, opened from the favorites page or a link staff
 * sent. It shows the name and the listings in their saved order; a listing the site may no
 * longer show keeps its column, marked no longer available.
 */
function SavedComparisonView({ shareId }: { shareId: string }) {
  const site = useSiteInfo().data;
  const { userId } = useFavoritesSession();
  const valid = isShareId(shareId);
  const saved = useSharedComparison(valid ? shareId : null);
  const listings = saved.data?.listings ?? [];
  const availableIds = listings.filter((l) => l.available).map((l) => l.id);
  const { byId, pending, failed, retry, retrying } = useComparedListings(availableIds);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = saved.data?.name;
  // arriving from Save (its dialog and button are gone), the keyboard starts at the name
  useEffect(() => {
    if (name !== undefined && document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  }, [name]);

  if (!valid || isMissingListing(saved.error)) {
    return (
      <CannotCompare title={COMPARE_TEXT.savedNotFoundTitle} message={COMPARE_TEXT.savedNotFound} />
    );
  }
  if (saved.error) {
    return (
      <LoadFailed
        error={saved.error}
        retrying={saved.isFetching}
        onRetry={() => void saved.refetch()}
      />
    );
  }
  if (failed && !pending)
    return <LoadFailed error={failed[0]?.error} {...{ retrying }} onRetry={retry} />;

  // a listing can also go between the comparison's reply and its own (404): unavailable too
  const columns: CompareColumn[] = listings.map(({ id }) => ({
    id,
    property: byId.get(id) ?? null,
  }));
  const unavailable = columns.filter((column) => column.property === null).length;
  const loading = saved.isPending || pending;

  return (
    <PageFrame>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink />
        {userId != null && (
          <Button asChild variant="onMain" size="sm">
            <Link href={`${PAGES.favorites}#saved-comparisons`}>
              <Bookmark aria-hidden="true" />
              {COMPARE_TEXT.savedComparisons}
            </Link>
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm font-medium text-on-main-muted">{COMPARE_TEXT.savedEyebrow}</p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight break-words outline-none"
      >
        {name ?? COMPARE_TEXT.title}
      </h1>
      {!loading && (
        <p className="mt-1 text-on-main-muted">
          {columns.length} properties side by side. The best value of each row is marked.
        </p>
      )}
      {!loading && unavailable > 0 && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {unavailableText(unavailable)}
        </p>
      )}
      {loading ? (
        <CompareSkeleton count={Math.max(listings.length, 2)} />
      ) : (
        <div className="mt-6">
          <CompareTable
            columns={columns}
            photoSources={site?.photoSources ?? []}
            returnTo={savedComparisonHref(shareId)}
            onRemove={null}
          />
        </div>
      )}
    </PageFrame>
  );
}

/**
 * /compare?ids=12,34,56: 2 to 4 listings side by side (from the Just Listed page's Compare
 * Selected), which a signed-in visitor may save under a name; /compare?saved={shareId}: a saved
 * comparison. Ids that are malformed, too few or too many, and listings that are gone, are
 * explained with a way back to Just Listed.
 */
export function ComparePage({
  staffActions = null,
}: {
  staffActions?: CompareStaffActions | null;
}) {
  const params = new URLSearchParams(useSearch());
  const site = useSiteInfo().data;
  const shareId = params.get(SAVED_COMPARISON_PARAM);
  // The app moves between pages without a page load, so the window keeps the scroll of the page
  // before: Compare Selected is pressed far down Just Listed, and on a phone this shorter page
  // then opened at its footer. It opens at its top; only on arrival, so removing a column (which
  // changes the address, not the page) leaves the visitor where they are.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useDocumentTitle(
    site
      ? teamTitle(PAGE_TITLES[shareId === null ? 'compare' : 'savedComparison'], site.identity)
      : null,
  );
  if (shareId !== null) return <SavedComparisonView key={shareId} shareId={shareId} />;
  const parsed = parseCompareIds(params.get('ids'));
  if (!parsed.ok) return <CannotCompare message={parsed.message} />;
  return <SelectionComparison ids={parsed.ids} staffActions={staffActions} />;
}
