import { useSaveAdminSettings as useSaveSettings } from '../../../components/staff/api/admin-settings';
import { refreshSiteAppearance } from './site-appearance';

export {
  adminSettingsKeys,
  adminSettingsQueryOptions,
  getAdminSettings,
  saveAdminSettings,
  useAdminSettings,
} from '../../../components/staff/api/admin-settings';

/** The panel's saves: what the visitor pages read (name, look) is refetched too. */
export function useSaveAdminSettings(method: 'POST' | 'PATCH' | 'PUT' = 'PATCH') {
  return useSaveSettings(method, refreshSiteAppearance);
}
