import { contactMonitorReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { useMonitorAction } from './monitor-action';

/** POST /api/admin/contact-monitor/stop: monitoring off. */
export const stopMonitoring = () =>
  apiRequest('/api/admin/contact-monitor/stop', {
    method: 'POST',
    schema: contactMonitorReplySchema,
  });

/** Stop: 'Monitoring Stopped', or 'Failed to Stop' / 'Error'. */
export const useStopMonitoring = () =>
  useMonitorAction(stopMonitoring, {
    done: TEXT.monitoringStopped,
    failed: TEXT.failedToStop,
    error: TEXT.stopError,
  });
