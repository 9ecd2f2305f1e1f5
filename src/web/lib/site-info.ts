import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '../../contract/system';
import { apiRequest, lazySchema } from './api';

/**
 * The site info the server embedded in the page, if it did (not under the Vite dev server).
 * It is read as it is, not parsed with its schema: the server writes it from the same typed
 * value as GET /api/site, and a server test checks the embedded copy against the schema
 * (src/server/app.test.ts, 'page shell'), so the browser need not load zod and the contract
 * before the first view.
 */
function readEmbeddedSiteInfo(): SiteInfoResponse | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return undefined;
  try {
    const value: unknown = JSON.parse(element.textContent);
    // anything but the object the server writes is ignored: the query asks the API instead
    return typeof value === 'object' && value !== null && 'identity' in value
      ? (value as SiteInfoResponse)
      : undefined;
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

const siteInfoResponseSchema = lazySchema(() =>
  import('../../contract/system').then((m) => m.siteInfoResponseSchema),
);

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
