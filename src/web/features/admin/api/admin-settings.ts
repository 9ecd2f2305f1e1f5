import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsSaveReplySchema,
  adminSettingsViewSchema,
  type AdminSettingsUpdate,
  type AdminSettingsView,
} from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';
import { settingsAuditKeys } from './settings-audit';
import { refreshSiteAppearance } from './site-appearance';

/** GET /api/admin/settings: every section, secrets masked (never their values). */
export const getAdminSettings = () =>
  apiRequest('/api/admin/settings', { schema: adminSettingsViewSchema });

export const adminSettingsKeys = { all: ['admin', 'settings'] as const };

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.all, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

/**
 * Saves some sections (only the fields given; a blank secret keeps the stored one, null
 * removes it). The spec names three verbs: POST for the CRM card, PUT for the Apps Script
 * card (it answers {success, message}), PATCH for the rest; all merge the same way.
 */
export async function saveAdminSettings(
  change: AdminSettingsUpdate,
  method: 'POST' | 'PATCH' | 'PUT' = 'PATCH',
): Promise<AdminSettingsView> {
  if (method === 'PUT') {
    const reply = await apiRequest('/api/admin/settings', {
      method,
      body: change,
      schema: adminSettingsSaveReplySchema,
    });
    return reply.settings;
  }
  return apiRequest('/api/admin/settings', {
    method,
    body: change,
    schema: adminSettingsViewSchema,
  });
}

/** The settings cache takes the server's answer; what the visitor pages read is refetched. */
export function useSaveAdminSettings(method: 'POST' | 'PATCH' | 'PUT' = 'PATCH') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminSettingsUpdate) => saveAdminSettings(change, method),
    onSuccess: async (view) => {
      client.setQueryData(adminSettingsKeys.all, view);
      await Promise.all([
        refreshSiteAppearance(client, view),
        client.invalidateQueries({ queryKey: settingsAuditKeys.all }),
      ]);
    },
  });
}
