import { contactMonitorReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { useMonitorAction } from './monitor-action';

/**
 * POST /api/admin/trigger-monitoring: a check now, and monitoring on for the next
 * MONITOR_WINDOW_MINUTES.
 */
export const triggerMonitoring = () =>
  apiRequest('/api/admin/trigger-monitoring', {
    method: 'POST',
    schema: contactMonitorReplySchema,
  });

/** Trigger Check: 'Monitoring Triggered', or 'Failed to Trigger' / 'Error'. */
export const useTriggerMonitoring = () =>
  useMonitorAction(triggerMonitoring, {
    done: TEXT.monitoringTriggered,
    failed: TEXT.failedToTrigger,
    error: TEXT.triggerError,
  });
