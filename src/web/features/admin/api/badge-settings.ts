import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSettingsViewSchema,
  type BadgeSettingsUpdate,
} from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';
import { badgeSettingsQueryOptions } from '../../../components/listings/api/get-badge-settings';
import { adminSettingsKeys } from './admin-settings';
import { settingsAuditKeys } from './settings-audit';
import { refreshSiteAppearance } from './site-appearance';

/** PATCH /api/admin/badge-settings: the Badge Styling tab's colours and styles. */
export const saveBadgeSettings = (change: BadgeSettingsUpdate) =>
  apiRequest('/api/admin/badge-settings', {
    method: 'PATCH',
    body: change,
    schema: adminSettingsViewSchema,
  });

export function useSaveBadgeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBadgeSettings,
    onSuccess: async (view) => {
      client.setQueryData(adminSettingsKeys.all, view);
      await Promise.all([
        client.invalidateQueries({ queryKey: badgeSettingsQueryOptions().queryKey }),
        refreshSiteAppearance(client, view),
        client.invalidateQueries({ queryKey: settingsAuditKeys.all }),
      ]);
    },
  });
}
