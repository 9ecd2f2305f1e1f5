import { listingKeys } from '../../../components/listings/api/listing-keys';
import {
  fetchPropertyList,
  LISTING_FETCH_FAILURES,
} from '../../../components/listings/api/property-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYSON_HOME_LIMIT } from '../../../../core/listing-search';

/** GET /api/properties?payson=true&limit=12: the home page's Payson listings. */
export const getPaysonProperties = () =>
  fetchPropertyList(
    `/api/properties?payson=true&limit=${PAYSON_HOME_LIMIT}`,
    LISTING_FETCH_FAILURES.payson,
  );

export const paysonPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.list('payson'),
    queryFn: getPaysonProperties,
    // Spec section 9: the Payson list is fresh for 60 s.
    staleTime: 60_000,
  });

export function usePaysonProperties() {
  return useQuery(paysonPropertiesQueryOptions());
}
