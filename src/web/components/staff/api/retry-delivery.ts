import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { toast } from '../../ui/use-toast';

/** POST /api/admin/lead-deliveries/{id}/retry: makes a failed (or given-up) delivery due now. */
export const retryDelivery = (id: number) =>
  apiRequest(`/api/admin/lead-deliveries/${id}/retry`, {
    method: 'POST',
    schema: messageResponseSchema,
  });

export const RETRY_TOASTS = { queued: 'Delivery queued', failed: 'Retry failed' } as const;

/**
 * Retries one delivery now (the operations view, the Google pages): toasts the server's answer
 * and asks again for what lists it, `listKey` (also after a 404: the delivery went out or was
 * given up meanwhile, so the list is out of date).
 */
export function useRetryDelivery(listKey: QueryKey) {
  const client = useQueryClient();
  const refetchList = () => client.invalidateQueries({ queryKey: listKey });
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: async (reply) => {
      toast({ title: RETRY_TOASTS.queued, description: reply.message });
      await refetchList();
    },
    onError: async (error) => {
      const failure = parseServerError(error);
      toast({
        variant: 'destructive',
        title: RETRY_TOASTS.failed,
        description: failure.userMessage,
      });
      if (failure.status === 404) await refetchList();
    },
  });
}
