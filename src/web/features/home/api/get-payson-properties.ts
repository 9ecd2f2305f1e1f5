import { listingKeys } from '../../../components/listings/api/listing-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListResponseSchema } from '../../../../contract/properties';
import { PAYSON_HOME_LIMIT } from '../../../../core/listing-search';
import { apiRequest } from '../../../lib/api';

/** GET /api/properties?payson=true&limit=12: the home page's Payson listings. */
export const getPaysonProperties = () =>
  apiRequest(`/api/properties?payson=true&limit=${PAYSON_HOME_LIMIT}`, {
    schema: propertyListResponseSchema,
  });

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
