import { Calculator } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { PropertySummary } from '../../../contract/properties';
import { compareHref } from '../../../core/compare-listings';
import {
  apiSortOf,
  justListedQuery,
  justListedStats,
  loadedListings,
  readJustListedUrl,
  sortForDisplay,
  type JustListedView,
} from '../../../core/just-listed';
import { JUST_LISTED_DAYS, JUST_LISTED_LIMIT } from '../../../core/listing-search';
import { PAGES } from '../../../core/page-routes';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import { messageText } from '../../../core/spec-messages';
import { MortgageCalculatorDialog } from '../../components/calculators/mortgage-calculator-dialog';
import { ListingGridSkeleton } from '../../components/listings/listing-grid';
import { useRestoreListScrollPosition } from '../../components/listings/list-scroll-position';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useJustListed } from './api/get-just-listed';
import { CompareBar } from './components/compare-bar';
import { JustListedFilters } from './components/filters';
import { JustListedCard } from './components/just-listed-card';
import { LoadError } from '../../components/listings/load-error';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';
import { useCompareSelection } from '../../components/listings/compare-selection';

// The same columns as the shared listing grid: 1 on phones, then 2, 3 and 4 as the grid widens.
const GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4';

/** Listings of all loaded pages, each once (a listing can move between pages while paging). */
function uniqueListings(pages: readonly { properties: PropertySummary[] }[]): PropertySummary[] {
  const seen = new Set<number>();
  const listings: PropertySummary[] = [];
  for (const page of pages) {
    for (const listing of page.properties) {
      if (seen.has(listing.id)) continue;
      seen.add(listing.id);
      listings.push(listing);
    }
  }
  return listings;
}

function EmptyState({ city, onAllCities }: { city: string | null; onAllCities: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <h2 className="text-lg font-semibold">{messageText('screen.noProperties')}</h2>
      <p className="max-w-prose text-on-main-muted">
        {city
          ? `No active listings in ${city} came on the market in the last ${JUST_LISTED_DAYS} days.`
          : `No active listings came on the market in the last ${JUST_LISTED_DAYS} days.`}
      </p>
      {city && (
        <Button variant="outline" onClick={onAllCities}>
          Show all cities
        </Button>
      )}
    </div>
  );
}

/**
 * /just-listed (visitor spec section 2): active listings on the market 7 days or less, 50 at
 * a time with Load more; city filter and sort (in the URL); stat cards; the JUST LISTED badge
 * with 'Brand New' / 'This Week'; picking 2 to 4 listings for /compare; the mortgage calculator.
 */
export function JustListedPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = readJustListedUrl(search);
  const query = useJustListed({ city: view.city, sort: apiSortOf(view.sort) });
  const selection = useCompareSelection();
  const site = useSiteInfo().data;
  const photoSources = site?.photoSources ?? [];
  useDocumentTitle(site ? teamTitle(PAGE_TITLES.justListed, site.identity) : null);
  useRestoreListScrollPosition(query.isSuccess && !query.isPlaceholderData);

  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = query;
  const pages = data?.pages ?? [];
  const listings = uniqueListings(pages);
  const total = pages.at(-1)?.total ?? 0;
  const stats = justListedStats(listings, total);
  const loaded = loadedListings(stats, view.sort);
  const shown = sortForDisplay(listings, view.sort);
  const returnTo = `${PAGES.justListed}${search ? `?${search}` : ''}`;
  // an error of the first page replaces the list; one of a later page shows under it
  const firstPageFailed = error && !query.isFetchNextPageError;

  const show = (next: JustListedView) => {
    const nextQuery = justListedQuery(next);
    navigate(`${PAGES.justListed}${nextQuery ? `?${nextQuery}` : ''}`, { replace: true });
  };

  let body;
  if (firstPageFailed) {
    body = (
      <LoadError
        title="Failed to fetch properties"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (isPending) {
    body = <ListingGridSkeleton count={8} label="Loading just-listed properties..." />;
  } else if (listings.length === 0) {
    body = <EmptyState city={view.city} onAllCities={() => show({ ...view, city: null })} />;
  } else {
    body = (
      <>
        <div className="@container">
          <ul
            className={cn(GRID, isPlaceholderData && 'opacity-60 transition-opacity')}
            aria-busy={isPlaceholderData || undefined}
            aria-label="Just listed properties"
          >
            {shown.map((property) => (
              <li key={property.id}>
                <JustListedCard
                  property={property}
                  selected={selection.selected.includes(property.id)}
                  onSelectedChange={selection.toggle}
                  photoSources={photoSources}
                  returnTo={returnTo}
                />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col items-center gap-3 text-sm text-on-main-muted">
          <p>
            Showing {loaded ?? listings.length.toLocaleString('en-US')} of{' '}
            {total.toLocaleString('en-US')} just-listed {total === 1 ? 'property' : 'properties'}
            {view.sort === 'city' && query.hasNextPage && ' (sorted by city among those loaded)'}
          </p>
          {query.isFetchNextPageError && error ? (
            <LoadError
              compact
              title="Failed to load more properties"
              error={error}
              onRetry={() => void query.fetchNextPage()}
              retrying={query.isFetchingNextPage}
            />
          ) : (
            query.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage || isPlaceholderData}
              >
                {query.isFetchingNextPage ? 'Loading...' : `Load more (next ${JUST_LISTED_LIMIT})`}
              </Button>
            )
          )}
        </div>
      </>
    );
  }

  return (
    <div
      className={cn(
        'mx-auto max-w-screen-2xl px-4 py-8 sm:px-6',
        selection.selected.length > 0 && 'pb-40 sm:pb-28',
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Just Listed</h1>
          <p className="mt-1 text-on-main-muted">
            Active listings on the market {JUST_LISTED_DAYS} days or less. Select 2 to 4 homes to
            compare them side by side.
          </p>
        </div>
        <MortgageCalculatorDialog
          trigger={
            <Button variant="outline">
              <Calculator aria-hidden="true" />
              Mortgage Calculator
            </Button>
          }
        />
      </div>

      <div className="mt-6">
        {firstPageFailed ? null : isPending ? (
          <StatCardsSkeleton />
        ) : (
          <StatCards stats={stats} sort={view.sort} />
        )}
        {!isPending && loaded && (
          <p className="mt-2 text-sm text-on-main-muted" data-testid="just-listed-scope">
            Showing {loaded} of {total.toLocaleString('en-US')}. Average Price, Brand New and Cities
            are of these {listings.length.toLocaleString('en-US')}; Load more at the end of the list
            adds the rest.
          </p>
        )}
      </div>

      <div className="mt-6">
        <JustListedFilters view={view} onChange={show} />
      </div>

      <section aria-labelledby="just-listed-listings" className="mt-6">
        {/* the cards' titles are h3: their section is named by an h2 (no level skipped) */}
        <h2 id="just-listed-listings" className="sr-only">
          Listings
        </h2>
        {/* The bar floats at the bottom of the screen, but comes before the cards in the
            keyboard's order: Compare Selected is the next stop after the list's heading, not
            after every card (issue 45). */}
        <CompareBar
          count={selection.selected.length}
          refused={selection.refused}
          onClear={selection.clear}
          onCompare={() => navigate(compareHref(selection.selected))}
        />
        {body}
      </section>
    </div>
  );
}
