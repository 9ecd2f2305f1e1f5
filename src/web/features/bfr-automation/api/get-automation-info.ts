import { queryOptions, useQuery } from '@tanstack/react-query';
import { bfrAutomationInfoSchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrAutomationKeys } from './bfr-automation-keys';

/** GET /api/admin/bfr/automation: the webhook's address, the signature check, the CRM, the link field. */
export const getAutomationInfo = () =>
  apiRequest('/api/admin/bfr/automation', { schema: bfrAutomationInfoSchema });

export const automationInfoQueryOptions = () =>
  queryOptions({ queryKey: bfrAutomationKeys.info(), queryFn: getAutomationInfo });

/** The webhook settings the Webhook URL and Automation Status cards show. */
export function useAutomationInfo() {
  return useQuery(automationInfoQueryOptions());
}
