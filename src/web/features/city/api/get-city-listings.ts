import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_STATUS, PAGE_SIZE } from '../../../../core/listing-search';
import { searchQueryString } from '../../../../core/search-fields';
import { listingKeys } from '../../../components/listings/api/listing-keys';
import {
  fetchPropertyList,
  LISTING_FETCH_FAILURES,
} from '../../../components/listings/api/property-list';

/** The first page of a city's active listings: the home search's query for that city. */
export function getCityListings(city: string) {
  const query = searchQueryString({ status: DEFAULT_STATUS, city }, { page: 1, limit: PAGE_SIZE });
  return fetchPropertyList(`/api/properties?${query}`, LISTING_FETCH_FAILURES.properties);
}

export const cityListingsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: listingKeys.list('city-page', city),
    queryFn: () => getCityListings(city),
  });

export function useCityListings(city: string) {
  return useQuery(cityListingsQueryOptions(city));
}
