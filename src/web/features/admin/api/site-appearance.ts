import type { QueryClient } from '@tanstack/react-query';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import { appearanceStyleSheet } from '../../../../core/site-appearance';
import { pickRandomMainAnimation } from '../../../lib/main-animation';
import { siteInfoQueryKey } from '../../../lib/site-info';

/**
 * After a save: the site info (name, layout) is read again, and the look the server wrote into
 * this page's head is rewritten from the saved settings, so the admin sees the change on the
 * visitor pages without reloading.
 */
export async function refreshSiteAppearance(
  client: QueryClient,
  settings:
    | Pick<
        AdminSettingsView,
        'backgroundSettings' | 'badgeSettings' | 'animationSettings' | 'performanceSettings'
      >
    | undefined,
): Promise<void> {
  await client.invalidateQueries({ queryKey: siteInfoQueryKey });
  const style = document.getElementById('site-appearance');
  if (settings && style) {
    style.textContent = appearanceStyleSheet({
      background: settings.backgroundSettings,
      badges: settings.badgeSettings,
      animation: settings.animationSettings,
      motion: settings.performanceSettings,
    });
    pickRandomMainAnimation();
  }
}
