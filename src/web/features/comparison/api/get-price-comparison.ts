import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestComparison } from './comparison-request';

/** GET /api/properties/spark-comparison/{id}: the listing and up to 4 comparables. */
export const getPriceComparison = (id: string) =>
  requestComparison(`/api/properties/spark-comparison/${encodeURIComponent(id)}`);

export const priceComparisonQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['price-comparison', id], queryFn: () => getPriceComparison(id) });

/** The price comparison page's data (no retry: the app's default). */
export function usePriceComparison(id: string, enabled: boolean) {
  return useQuery({ ...priceComparisonQueryOptions(id), enabled });
}
