import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityCacheStatusListSchema } from '../../../../contract/mls-cache';
import { apiRequest } from '../../../lib/api';
import { CACHE_POLL_MS, cityCacheKeys } from './city-cache-keys';

/** GET /api/admin/automated-cache/status: every city with its caching progress. */
export const getCacheStatus = () =>
  apiRequest('/api/admin/automated-cache/status', { schema: cityCacheStatusListSchema });

export const cacheStatusQueryOptions = () =>
  queryOptions({
    queryKey: cityCacheKeys.status(),
    queryFn: getCacheStatus,
    refetchInterval: CACHE_POLL_MS,
  });

/** The cities' caching progress, asked again every 5 seconds while the page is open. */
export function useCacheStatus() {
  return useQuery(cacheStatusQueryOptions());
}
