import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheSummarySchema } from '../../../../contract/mls-cache';
import { apiRequest } from '../../../lib/api';
import { CACHE_POLL_MS, cityCacheKeys } from './city-cache-keys';

/** GET /api/admin/automated-cache/summary: running or not, and the counts of the cards. */
export const getCacheSummary = () =>
  apiRequest('/api/admin/automated-cache/summary', { schema: cacheSummarySchema });

export const cacheSummaryQueryOptions = () =>
  queryOptions({
    queryKey: cityCacheKeys.summary(),
    queryFn: getCacheSummary,
    refetchInterval: CACHE_POLL_MS,
  });

/** The caching summary, asked again every 5 seconds while the page is open. */
export function useCacheSummary() {
  return useQuery(cacheSummaryQueryOptions());
}
