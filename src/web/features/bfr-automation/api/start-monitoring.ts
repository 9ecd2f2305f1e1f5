import { contactMonitorReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { useMonitorAction } from './monitor-action';

/** POST /api/admin/contact-monitor/start: monitoring on until stopped. */
export const startMonitoring = () =>
  apiRequest('/api/admin/contact-monitor/start', {
    method: 'POST',
    schema: contactMonitorReplySchema,
  });

/** Start: 'Monitoring Started', or 'Failed to Start' / 'Error'. */
export const useStartMonitoring = () =>
  useMonitorAction(startMonitoring, {
    done: TEXT.monitoringStarted,
    failed: TEXT.failedToStart,
    error: TEXT.startError,
  });
