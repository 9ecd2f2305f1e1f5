import { queryOptions, useQuery } from '@tanstack/react-query';
import { isMissingListing } from '../../../components/listings/api/get-listing';
import { requestComparison } from './comparison-request';

/** GET /api/spark-comparison/{id}: the same reply as the price comparison, for the CMA page. */
export const getMarketAnalysis = (id: string) =>
  requestComparison(`/api/spark-comparison/${encodeURIComponent(id)}`);

export const marketAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['market-analysis', id],
    queryFn: () => getMarketAnalysis(id),
    // The spec retries this call once; a bad or unknown id would only fail again.
    retry: (failureCount, error) => failureCount < 1 && !isMissingListing(error),
  });

/** The comparative market analysis page's data. */
export function useMarketAnalysis(id: string, enabled: boolean) {
  return useQuery({ ...marketAnalysisQueryOptions(id), enabled });
}
