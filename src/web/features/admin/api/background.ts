import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  backgroundImageReplySchema,
  backgroundSettingsSchema,
  type AdminSettingsView,
  type BackgroundSettings,
} from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';
import { adminSettingsKeys } from './admin-settings';
import { settingsAuditKeys } from './settings-audit';
import { refreshSiteAppearance } from './site-appearance';

/** POST /api/admin/background: the Main Area Background editor (the spec: ok means saved). */
export const saveBackground = (background: BackgroundSettings) =>
  apiRequest('/api/admin/background', {
    method: 'POST',
    body: background,
    schema: backgroundSettingsSchema,
  });

export function useSaveBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBackground,
    onSuccess: (backgroundSettings) => {
      const view = client.getQueryData<AdminSettingsView>(adminSettingsKeys.all);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminSettingsKeys.all }),
        refreshSiteAppearance(client, view && { ...view, backgroundSettings }),
        client.invalidateQueries({ queryKey: settingsAuditKeys.all }),
      ]);
    },
  });
}

/**
 * POST /api/admin/background/image: the picked file as it is (PNG, JPEG, WebP or GIF, at most
 * 2 MB); the server keeps it once and answers the address to put in `imageUrl`.
 */
export const uploadBackgroundImage = (file: Blob) =>
  apiRequest('/api/admin/background/image', {
    method: 'POST',
    file,
    schema: backgroundImageReplySchema,
  });

export function useUploadBackgroundImage() {
  return useMutation({ mutationFn: uploadBackgroundImage });
}
