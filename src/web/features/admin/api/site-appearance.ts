import type { QueryClient } from '@tanstack/react-query';
import type { SiteInfoResponse } from '../../../../contract/system';
import { appearanceStyleSheet } from '../../../../core/site-appearance';
import { siteInfoQueryKey } from '../../../lib/site-info';

/**
 * After a save: the site info (name, look, layout) is read again, and the look the server
 * wrote into this page's head is rewritten from it, so the admin sees the change on the
 * visitor pages without reloading.
 */
export async function refreshSiteAppearance(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: siteInfoQueryKey });
  const site = client.getQueryData<SiteInfoResponse>(siteInfoQueryKey);
  const style = document.getElementById('site-appearance');
  if (site && style) style.textContent = appearanceStyleSheet(site.appearance);
}
