import { listingKeys } from '../../../components/listings/api/listing-keys';
import {
  fetchPropertyList,
  LISTING_FETCH_FAILURES,
} from '../../../components/listings/api/property-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import { DEFAULT_SORT, PAGE_SIZE, type SortValue } from '../../../../core/listing-search';
import { searchQueryString } from '../../../../core/search-fields';

/** GET /api/properties with the filter payload, a page, the page size of 24 and the order. */
export function searchProperties(
  filters: PropertySearchFilters,
  page: number,
  sort: SortValue = DEFAULT_SORT,
) {
  const query = searchQueryString(filters, {
    page,
    limit: PAGE_SIZE,
    ...(sort === DEFAULT_SORT ? {} : { sort }),
  });
  return fetchPropertyList(`/api/properties?${query}`, LISTING_FETCH_FAILURES.properties);
}

export const propertySearchQueryOptions = (
  filters: PropertySearchFilters,
  page: number,
  sort: SortValue = DEFAULT_SORT,
) =>
  queryOptions({
    queryKey: [...listingKeys.list('search', filters, page), sort],
    queryFn: () => searchProperties(filters, page, sort),
    // Spec section 9: the main list's cache lifetime is 1 s (results go stale fast). The
    // results the server rendered are not lost to it while the page is taken over, however
    // slowly: hydrate() builds their entry without these options (TanStack's 5 min), and an
    // entry's gcTime only ever grows (search-properties-hydration.test.ts). The server's render
    // keeps it until the markup is made: it may wait longer than 1 s for the page's other data
    // or code, and a result dropped by then rendered as the loading state (server-render.test).
    gcTime: typeof window === 'undefined' ? Infinity : 1000,
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export function usePropertySearch(
  filters: PropertySearchFilters,
  page: number,
  sort: SortValue = DEFAULT_SORT,
) {
  return useQuery(propertySearchQueryOptions(filters, page, sort));
}
