import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityMarketSchema } from '../../../../contract/market';
import { apiRequest } from '../../../lib/api';

/** GET /api/cities/{slug}/market: a city's market figures and 12-month chart. */
export const getCityMarket = (slug: string) =>
  apiRequest(`/api/cities/${encodeURIComponent(slug)}/market`, { schema: cityMarketSchema });

export const cityMarketQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['city-market', slug], queryFn: () => getCityMarket(slug) });

/** Nothing is asked for a slug that names no city of ours (`slug` null). */
export function useCityMarket(slug: string | null) {
  return useQuery({ ...cityMarketQueryOptions(slug ?? ''), enabled: slug !== null });
}
