import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertListSchema } from '../../../../contract/alerts';
import { messageResponseSchema } from '../../../../contract/auth';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { messageText } from '../../../../core/spec-messages';

/** How often the banner asks for the open alerts (back-office spec section 9). */
export const ALERTS_POLL_MS = 30_000;

/** The spec's toast when an alert cannot be resolved (back-office spec section 8). */
export const RESOLVE_FAILED = messageText('alerts.resolveFailed');

/** GET /api/admin/alerts: the open alerts (admins only). */
export const getAlerts = () => apiRequest('/api/admin/alerts', { schema: alertListSchema });

export const alertKeys = { all: ['admin', 'alerts'] as const };

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.all,
    queryFn: getAlerts,
    refetchInterval: ALERTS_POLL_MS,
  });

/** The open alerts, asked again every 30 seconds while the banner is shown. */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}

/** POST /api/admin/alerts/{id}/resolve: the alert is closed on the server. */
export const resolveAlert = (id: number) =>
  apiRequest(`/api/admin/alerts/${id}/resolve`, { method: 'POST', schema: messageResponseSchema });

/**
 * Resolves an alert, then asks for the alerts again. A failure says 'Failed to resolve alert'
 * and asks again too: an alert another admin resolved meanwhile then leaves the banner.
 */
export function useResolveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: RESOLVE_FAILED,
        description: parseServerError(error).userMessage,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
