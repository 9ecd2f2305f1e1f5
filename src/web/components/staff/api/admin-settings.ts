import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  adminSettingsSaveReplySchema,
  adminSettingsViewSchema,
  type AdminSettingsUpdate,
  type AdminSettingsView,
} from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';

/*
 * The admin settings API for every back-office page that edits a settings section (the admin
 * panel, the Google Sheets and Google Forms pages): one query key, so a save on one page is
 * what the others show.
 */

/** GET /api/admin/settings: every section, secrets masked (never their values). */
export const getAdminSettings = () =>
  apiRequest('/api/admin/settings', { schema: adminSettingsViewSchema });

export const adminSettingsKeys = { all: ['admin', 'settings'] as const };

/** The audit trail's key: a save adds to it. */
export const settingsAuditKeys = { all: ['admin', 'settings-audit'] as const };

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

/**
 * A save: the settings cache takes the server's answer and the audit trail is read again;
 * `afterSave` refreshes whatever else the page shows of the settings.
 */
export function useSaveAdminSettings(
  method: 'POST' | 'PATCH' | 'PUT' = 'PATCH',
  afterSave?: (client: QueryClient, view: AdminSettingsView) => Promise<void>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminSettingsUpdate) => saveAdminSettings(change, method),
    onSuccess: async (view) => {
      client.setQueryData(adminSettingsKeys.all, view);
      await Promise.all([
        afterSave?.(client, view),
        client.invalidateQueries({ queryKey: settingsAuditKeys.all }),
      ]);
    },
  });
}
