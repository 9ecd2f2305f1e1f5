import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoResponseSchema, type SiteInfoResponse } from '../../contract/system';
import { apiRequest } from './api';

/** The site info the server embedded in the page, if it did (not under the Vite dev server). */
function readEmbeddedSiteInfo(): SiteInfoResponse | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return undefined;
  try {
    const parsed = siteInfoResponseSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// Read once per page: every useSiteInfo() call builds its options, on every render of the
// header, footer, hero and pages, and the script element does not change.
let embedded: { value: SiteInfoResponse | undefined } | null = null;
function embeddedSiteInfo(): SiteInfoResponse | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= { value: readEmbeddedSiteInfo() };
  return embedded.value;
}

export const siteInfoQueryKey = ['site-info'] as const;

export const getSiteInfo = () => apiRequest('/api/site', { schema: siteInfoResponseSchema });

export const siteInfoQueryOptions = () => {
  const initialData = embeddedSiteInfo();
  return queryOptions({
    queryKey: siteInfoQueryKey,
    queryFn: getSiteInfo,
    ...(initialData ? { initialData } : {}),
  });
};

/** Agent identity and data freshness for the header, hero and footer. */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
