import { listingKeys } from '../../../components/listings/api/listing-keys';
import {
  fetchPropertyList,
  LISTING_FETCH_FAILURES,
} from '../../../components/listings/api/property-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import { PAGE_SIZE } from '../../../../core/listing-search';
import { searchQueryString } from '../../../../core/search-fields';

/** GET /api/properties with the filter payload, a page and the page size of 24. */
export function searchProperties(filters: PropertySearchFilters, page: number) {
  const query = searchQueryString(filters, { page, limit: PAGE_SIZE });
  return fetchPropertyList(`/api/properties?${query}`, LISTING_FETCH_FAILURES.properties);
}

export const propertySearchQueryOptions = (filters: PropertySearchFilters, page: number) =>
  queryOptions({
    queryKey: listingKeys.list('search', filters, page),
    queryFn: () => searchProperties(filters, page),
    // Spec section 9: the main list's cache lifetime is 1 s (results go stale fast).
    gcTime: 1000,
    // The previous page stays on screen while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export function usePropertySearch(filters: PropertySearchFilters, page: number) {
  return useQuery(propertySearchQueryOptions(filters, page));
}
