import { ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PropertyDetail } from '../../../contract/properties';
import { COMPARE_IDS_MESSAGE, compareHref, parseCompareIds } from '../../../core/compare-listings';
import { PAGES } from '../../../core/page-routes';
import { isMissingListing, useListings } from '../../components/listings/api/get-listing';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { NETWORK_ERROR_MESSAGE, parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompareTable } from './components/compare-table';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
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
function CannotCompare({ message }: { message: string }) {
  return (
    <PageFrame>
      <BackLink />
      <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
        <h1 className="text-2xl font-semibold">Nothing to Compare</h1>
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
      <span className="sr-only">Loading properties...</span>
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

/**
 * /compare?ids=12,34,56: 2 to 4 listings side by side (from the Just Listed page's Compare
 * Selected), each read with GET /api/properties/{id}. Ids that are malformed, too few or too
 * many, and listings that are gone, are explained with a way back to Just Listed.
 */
export function ComparePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const parsed = parseCompareIds(new URLSearchParams(search).get('ids'));
  const ids = parsed.ok ? parsed.ids : [];
  const results = useListings(ids);
  const site = useSiteInfo().data;
  useDocumentTitle(site ? `Compare Properties | ${site.identity.teamName}` : null);

  if (!parsed.ok) return <CannotCompare message={parsed.message} />;

  const missing = ids.filter((_, i) => isMissingListing(results[i]?.error));
  const failed = results.filter((result) => result.error && !isMissingListing(result.error));
  const pending = results.some((result) => result.isPending && !result.error);
  const found = results
    .map((result) => result.data)
    .filter((property): property is PropertyDetail => property !== undefined);
  const missingText =
    missing.length === 1
      ? `Property ${missing[0]} was not found: it may have sold or left the market.`
      : `Properties ${missing.join(', ')} were not found: they may have sold or left the market.`;

  if (failed.length > 0 && !pending) {
    // Only a reply has a message to show; anything else means the request got no answer.
    const failure = parseServerError(failed[0]?.error);
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
          <Button
            variant="outline"
            onClick={() => failed.forEach((result) => void result.refetch())}
            disabled={failed.some((result) => result.isFetching)}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      </PageFrame>
    );
  }

  if (!pending && found.length < ids.length && found.length < 2) {
    return <CannotCompare message={`${missingText} ${COMPARE_IDS_MESSAGE}`} />;
  }

  const returnTo = compareHref(ids);
  const remove = (id: number) =>
    navigate(compareHref(ids.filter((other) => other !== id)), { replace: true });

  return (
    <PageFrame>
      <BackLink />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Compare Properties</h1>
      <p className="mt-1 text-muted-foreground">
        {pending ? ids.length : found.length} properties side by side. The best value of each row is
        marked.
      </p>
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
            properties={found}
            photoSources={site?.photoSources ?? []}
            returnTo={returnTo}
            onRemove={remove}
          />
        </div>
      )}
    </PageFrame>
  );
}
