import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxRecordSchema } from '../../../../contract/properties';
import { listingKeys } from '../../../components/listings/api/listing-keys';
import { apiRequest } from '../../../lib/api';

/** GET /api/properties/{id}/tax-records: the listing's annual tax and its year. */
export const getTaxRecord = (id: number) =>
  apiRequest(`/api/properties/${id}/tax-records`, { schema: taxRecordSchema });

export const taxRecordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: listingKeys.taxRecord(id),
    queryFn: () => getTaxRecord(id),
  });

/** Asked by the page once the listing is known, so a missing listing costs one request, not two. */
export function useTaxRecord(id: number) {
  return useQuery(taxRecordQueryOptions(id));
}
