import { useEffect } from 'react';
import type { SiteIdentity } from '../../contract/system';
import { useSiteInfo } from './site-info';

/**
 * The tab title names the page while it is open, as the server writes it for a first load
 * (an effect: there is no document while the server renders, and client-side navigation would
 * keep the previous page's title otherwise). Null leaves the title alone, for a title that
 * waits on data (the site's name, a listing).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * The title made from the site's identity (core/page-titles.ts: the same words the server
 * writes for a first load), once the site info is known.
 */
export function useSiteTitle(make: (identity: SiteIdentity) => string) {
  const identity = useSiteInfo().data?.identity;
  useDocumentTitle(identity ? make(identity) : null);
}
