import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../contract/auth';
import { operationsHealthSchema } from '../../../../contract/operations';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';

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

/** POST /api/admin/lead-deliveries/{id}/retry: makes a failed (or given-up) delivery due now. */
export const retryDelivery = (id: number) =>
  apiRequest(`/api/admin/lead-deliveries/${id}/retry`, {
    method: 'POST',
    schema: messageResponseSchema,
  });

export const RETRY_TOASTS = { queued: 'Delivery queued', failed: 'Retry failed' } as const;

/**
 * Retries one delivery now: toasts the server's answer and asks for the health again (also
 * after a 404: the delivery went out or was given up meanwhile, so the list is out of date).
 */
export function useRetryDelivery() {
  const client = useQueryClient();
  const refetchHealth = () => client.invalidateQueries({ queryKey: operationsKeys.all });
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: async (reply) => {
      toast({ title: RETRY_TOASTS.queued, description: reply.message });
      await refetchHealth();
    },
    onError: async (error) => {
      const failure = parseServerError(error);
      toast({
        variant: 'destructive',
        title: RETRY_TOASTS.failed,
        description: failure.userMessage,
      });
      if (failure.status === 404) await refetchHealth();
    },
  });
}
