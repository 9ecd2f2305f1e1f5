import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsAuditReplySchema } from '../../../../contract/admin-settings';
import { settingsAuditKeys } from '../../../components/staff/api/admin-settings';
import { apiRequest } from '../../../lib/api';

export { settingsAuditKeys };

/** GET /api/admin/settings/audit: the last 50 settings changes (never a secret's value). */
export const getSettingsAudit = () =>
  apiRequest('/api/admin/settings/audit', { schema: settingsAuditReplySchema });

export const settingsAuditQueryOptions = () =>
  queryOptions({ queryKey: settingsAuditKeys.all, queryFn: getSettingsAudit });

export function useSettingsAudit() {
  return useQuery(settingsAuditQueryOptions());
}
