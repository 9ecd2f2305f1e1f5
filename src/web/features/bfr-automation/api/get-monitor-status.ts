import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactMonitorStatusSchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrAutomationKeys, MONITOR_POLL_MS } from './bfr-automation-keys';

/** GET /api/admin/contact-monitor/status: on or off, the last check, until when. */
export const getMonitorStatus = () =>
  apiRequest('/api/admin/contact-monitor/status', { schema: contactMonitorStatusSchema });

export const monitorStatusQueryOptions = () =>
  queryOptions({
    queryKey: bfrAutomationKeys.status(),
    queryFn: getMonitorStatus,
    refetchInterval: MONITOR_POLL_MS,
  });

/** The monitoring status, asked again every 10 seconds while the page is open. */
export function useMonitorStatus() {
  return useQuery(monitorStatusQueryOptions());
}
