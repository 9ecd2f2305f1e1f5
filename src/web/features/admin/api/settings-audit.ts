import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsAuditReplySchema } from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';

/** GET /api/admin/settings/audit: the last 50 settings changes (never a secret's value). */
export const getSettingsAudit = () =>
  apiRequest('/api/admin/settings/audit', { schema: settingsAuditReplySchema });

export const settingsAuditKeys = { all: ['admin', 'settings-audit'] as const };

export const settingsAuditQueryOptions = () =>
  queryOptions({ queryKey: settingsAuditKeys.all, queryFn: getSettingsAudit });

export function useSettingsAudit() {
  return useQuery(settingsAuditQueryOptions());
}
