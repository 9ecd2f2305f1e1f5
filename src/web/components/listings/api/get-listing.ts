import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { propertyDetailSchema } from '../../../../contract/properties';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { listingKeys } from './listing-keys';

/** GET /api/properties/{id}: one listing in full (404 when it is gone or may not be shown). */
export const getListing = (id: number) =>
  apiRequest(`/api/properties/${id}`, { schema: propertyDetailSchema });

export const listingQueryOptions = (id: number) =>
  queryOptions({ queryKey: listingKeys.detail(id), queryFn: () => getListing(id) });

/** One listing (the property page); nothing is asked while `enabled` is false. */
export function useListing(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listingQueryOptions(id), enabled });
}

/** Several listings fetched side by side (the compare page). */
export function useListings(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => listingQueryOptions(id)) });
}

/**
 * A listing that is gone (404) or an id the API refuses (400): asking again cannot help, and a
 * page says so instead of failing.
 */
export function isMissingListing(error: unknown): boolean {
  const { status } = parseServerError(error);
  return status === 404 || status === 400;
}
