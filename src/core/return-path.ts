import { PAGES } from './page-routes';

const BASE = 'https://ridgeline.invalid';

/** A path that a browser resolves on this site: one '/', then anything but '/' or '\\'. */
function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/**
 * Where a page leads back to: the `return` query parameter when it is a path of this site
 * ('/?city=Pine&page=2'), else the home page. Anything else (another origin, a
 * protocol-relative '//host', a backslash trick, script URLs) would make the link an open
 * redirect, so it falls back to '/'. The path is normalised by the URL parser and the RESULT
 * is checked again (issue 39): dot segments turn '/.//evil.example' into '//evil.example',
 * which a link would take off-site. Used by the property page's Back to Search and by /auth
 * after login, on the server (the rendered page) and in the browser alike.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !isSameSitePath(value)) return '/';
  // Control characters and backslashes have no business in our own URLs.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
  }
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // what the link will hold must itself be a path of this site, and stay the same when a
    // browser reads it again
    if (!isSameSitePath(path)) return '/';
    const again = new URL(path, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path)
      return '/';
    return path;
  } catch {
    return '/';
  }
}

/** The login page, coming back to `returnTo` (a path of this site) once signed in. */
export function loginHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? PAGES.auth : `${PAGES.auth}?return=${encodeURIComponent(path)}`;
}
