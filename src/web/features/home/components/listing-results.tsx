import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyListResponse } from '../../../../contract/properties';
import { PAGE_SIZE } from '../../../../core/listing-search';
import { hasFilters, type FilterPayload } from '../../../../core/search-fields';
import { messageText } from '../../../../core/spec-messages';
import { ListingQueryBody } from './listing-query-body';
import { PaginationBar } from './pagination-bar';

/** What the results heading says is being shown. */
export function resultsTitle(filters: FilterPayload): string {
  if (filters.mlsNumber) return `MLS #${filters.mlsNumber}`;
  if (filters.polygon) return 'Homes for sale in the map area';
  if (filters.address) return `Listings at ${filters.address}`;
  if (filters.subdivision) return `Homes for sale in ${filters.subdivision}`;
  if (filters.zipCode) return `Homes for sale in ${filters.zipCode}`;
  if (filters.city) return `Homes for sale in ${filters.city}`;
  if (filters.keywords) return `Homes matching “${filters.keywords}”`;
  return 'All active listings';
}

/**
 * After a new search, the results come into view (issue 41): on a phone the hero fills the
 * screen, and a search typed there changed nothing the visitor could see. A heading already
 * in the upper half of the screen is left where it is (a wide screen shows the first cards).
 * When the page moves, the focus goes with it to the heading (issue 45): left in the search
 * box it was off the screen, and the next Tab jumped back up to the city chips.
 */
export function revealResults(): void {
  const heading = document.getElementById('results-heading');
  if (!heading) return;
  const { top } = heading.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight / 2) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
}

type ListingResultsProps = {
  filters: FilterPayload;
  page: number;
  results: UseQueryResult<PropertyListResponse>;
  onPage: (page: number) => void;
  photoSources: readonly string[];
  returnTo: string;
  /** Beside the heading: what the visitor can do with this search (Save this search). */
  action?: ReactNode;
  /** Between the heading and the list: the map, when the visitor asked for it. */
  beforeList?: ReactNode;
  /** Under the heading: what the search understood (its chips). */
  understood?: ReactNode;
  /** In the empty state: what was searched and what to try instead. */
  emptyHelp?: ReactNode;
};

/** The search results: heading, grid, pagination, and the loading, error and empty states. */
export function ListingResults({
  filters,
  page,
  results,
  onPage,
  photoSources,
  returnTo,
  action,
  beforeList,
  understood,
  emptyHelp,
}: ListingResultsProps) {
  const { data, error, isFetching } = results;

  const changePage = (next: number) => {
    onPage(next);
    // The new page starts at its top, under the sticky header (scroll-margin on the section).
    document.getElementById('results-heading')?.scrollIntoView({ block: 'start' });
  };

  const body = (
    <ListingQueryBody
      query={results}
      errorTitle="Failed to fetch properties"
      loadingLabel="Loading properties..."
      skeletonCount={PAGE_SIZE}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-16 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">
            {hasFilters(filters)
              ? messageText('screen.noPropertiesForSearch')
              : messageText('screen.noProperties')}
          </p>
          {emptyHelp}
        </div>
      }
      photoSources={photoSources}
      returnTo={returnTo}
    />
  );

  return (
    <section aria-labelledby="results-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="results-heading"
          tabIndex={-1}
          // where focus goes when Previous / Next change the page (app/route-focus.tsx)
          data-results-heading=""
          className="min-w-0 text-2xl font-semibold break-words outline-none"
        >
          {resultsTitle(filters)}
        </h2>
        {action}
      </div>
      {understood}
      {beforeList}
      {body}
      {data && !error && data.total > 0 && (
        <PaginationBar
          page={page}
          totalPages={Math.max(1, data.totalPages)}
          total={data.total}
          disabled={isFetching}
          onPage={changePage}
        />
      )}
    </section>
  );
}
