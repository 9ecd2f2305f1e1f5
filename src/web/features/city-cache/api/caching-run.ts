import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../contract/auth';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { cityCacheKeys } from './city-cache-keys';
import { messageText } from '../../../../core/spec-messages';

/** The spec's failure toasts (back-office spec section 8); {message} is the server's message. */
export const startFailedText = (message: string) => messageText('cache.startFailed', { message });
export const stopFailedText = (message: string) => messageText('cache.stopFailed', { message });

/**
 * POST /api/admin/automated-cache/start: starts a caching run (high-priority cities first). While
 * one runs, the server says so and queues again the cities left without a job.
 */
export const startCaching = () =>
  apiRequest('/api/admin/automated-cache/start', { method: 'POST', schema: messageResponseSchema });

/** POST /api/admin/automated-cache/stop: stops the run; starting again resumes it. */
export const stopCaching = () =>
  apiRequest('/api/admin/automated-cache/stop', { method: 'POST', schema: messageResponseSchema });

/**
 * A start or stop: the server's message as a toast (or the spec's failure text with it), then
 * the summary and the cities asked again, whichever way it went.
 */
function useCachingMutation(mutationFn: typeof startCaching, failedText: (m: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ message }) => {
      toast({ title: message });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: failedText(parseServerError(error).userMessage) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: cityCacheKeys.all }),
  });
}

export const useStartCaching = () => useCachingMutation(startCaching, startFailedText);
export const useStopCaching = () => useCachingMutation(stopCaching, stopFailedText);
