import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoResponseSchema, type SiteInfoResponse } from '../../contract/system';
import { apiRequest } from './api';

/** The site info the server embedded in the page, if it did (not under the Vite dev server). */
function embeddedSiteInfo(): SiteInfoResponse | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return undefined;
  try {
    const parsed = siteInfoResponseSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const getSiteInfo = () => apiRequest('/api/site', { schema: siteInfoResponseSchema });

export const siteInfoQueryOptions = () => {
  const initialData = embeddedSiteInfo();
  return queryOptions({
    queryKey: ['site-info'],
    queryFn: getSiteInfo,
    ...(initialData ? { initialData } : {}),
  });
};

/** Agent identity and data freshness for the header, hero and footer. */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
