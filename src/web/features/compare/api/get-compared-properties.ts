import { queryOptions, useQueries } from '@tanstack/react-query';
import { propertyDetailSchema } from '../../../../contract/properties';
import { apiRequest } from '../../../lib/api';

/** GET /api/properties/{id}: one listing in full (404 when it is gone or not shown). */
export const getComparedProperty = (id: number) =>
  apiRequest(`/api/properties/${id}`, { schema: propertyDetailSchema });

/** The same cache entry as the property page's, so opening a compared listing is instant. */
export const comparedPropertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['property', String(id)],
    queryFn: () => getComparedProperty(id),
  });

/** Each compared listing, fetched side by side. */
export function useComparedProperties(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => comparedPropertyQueryOptions(id)) });
}
