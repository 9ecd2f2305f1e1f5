import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_STATUS, JUST_LISTED_LIMIT, type SortValue } from '../../../../core/listing-search';
import { searchQueryString } from '../../../../core/search-fields';
import { listingKeys } from '../../../components/listings/api/listing-keys';
import {
  fetchPropertyList,
  LISTING_FETCH_FAILURES,
} from '../../../components/listings/api/property-list';

export type JustListedFilters = { city: string | null; sort: SortValue };

/**
 * GET /api/properties?status=ACTIVE&justListed=true&limit=50: active listings on the market 7
 * days or less, one page of 50 (spec section 7, with the API's own just-listed filter), in a
 * city or all of them, in the API's sort.
 */
export function getJustListed({ city, sort }: JustListedFilters, page: number) {
  const query = searchQueryString(
    { status: DEFAULT_STATUS, justListed: true, ...(city ? { city } : {}) },
    { page, limit: JUST_LISTED_LIMIT, sort },
  );
  return fetchPropertyList(`/api/properties?${query}`, LISTING_FETCH_FAILURES.properties);
}

export const justListedQueryOptions = (filters: JustListedFilters) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list('just-listed', filters),
    queryFn: ({ pageParam }) => getJustListed(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // The listings already shown stay (dimmed) while another city or sort loads.
    placeholderData: keepPreviousData,
  });

/** The Just Listed pages loaded so far; fetchNextPage loads the next 50 ('Load more'). */
export function useJustListed(filters: JustListedFilters) {
  return useInfiniteQuery(justListedQueryOptions(filters));
}
