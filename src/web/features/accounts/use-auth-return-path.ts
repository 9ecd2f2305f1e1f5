import { useRouter } from 'wouter';
import { useSearch as useRawSearch } from 'wouter/use-browser-location';
import { safeReturnPath } from '../../../core/return-path';

/**
 * Where /auth leads once the visitor is signed in: its `return` parameter when that is a path
 * of this site (a page that asked them to log in, e.g. to save a favorite), else the home page.
 * The raw query string is read (wouter's own search is decoded, which would unwrap a return
 * path that itself carries an encoded `return`); on the server, the request's.
 */
export function useAuthReturnPath(): string {
  const search = useRawSearch({ ssrSearch: useRouter().ssrSearch });
  return safeReturnPath(new URLSearchParams(search).get('return'));
}
