import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyDetailSchema } from '../../../../contract/properties';
import { apiRequest } from '../../../lib/api';

/** GET /api/properties/{id}: one listing in full (400 for a malformed id, 404 when not shown). */
export const getProperty = (id: string) =>
  apiRequest(`/api/properties/${encodeURIComponent(id)}`, { schema: propertyDetailSchema });

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['property', id], queryFn: () => getProperty(id) });

/** The listing of the property page. */
export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
