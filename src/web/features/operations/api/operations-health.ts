import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsHealthSchema } from '../../../../contract/operations';
import { useRetryDelivery as useSharedRetry } from '../../../components/staff/api/retry-delivery';
import { apiRequest } from '../../../lib/api';

export { RETRY_TOASTS } from '../../../components/staff/api/retry-delivery';

/** How often the operations view asks again while it is open. */
export const HEALTH_POLL_MS = 30_000;

/** GET /api/admin/health: feed freshness, cities, lead deliveries, mail, job queues and alerts. */
export const getOperationsHealth = () =>
  apiRequest('/api/admin/health', { schema: operationsHealthSchema });

export const operationsKeys = {
  all: ['admin', 'operations'] as const,
  health: () => [...operationsKeys.all, 'health'] as const,
};

export const operationsHealthQueryOptions = () =>
  queryOptions({ queryKey: operationsKeys.health(), queryFn: getOperationsHealth });

/** The health, asked again every 30 seconds while the view is open (and the tab visible). */
export function useOperationsHealth() {
  return useQuery({ ...operationsHealthQueryOptions(), refetchInterval: HEALTH_POLL_MS });
}

/** Retries one delivery now and asks for the health again. */
export function useRetryDelivery() {
  return useSharedRetry(operationsKeys.all);
}
