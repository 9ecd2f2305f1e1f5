import { PAGES } from './page-routes';

/**
 * Where a page leads back to: the `return` query parameter when it is a path of this site
 * ('/?city=Pine&page=2'), else the home page. Anything else (another origin, a
 * protocol-relative '//host', a backslash trick, script URLs) would make the link an open
 * redirect, so it falls back to '/'. Used by the property page's Back to Search and by /auth
 * after login.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes have no business in our own URLs.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
  }
  try {
    const url = new URL(value, 'https://ridgeline.invalid');
    if (url.origin !== 'https://ridgeline.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The login page, coming back to `returnTo` (a path of this site) once signed in. */
export function loginHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? PAGES.auth : `${PAGES.auth}?return=${encodeURIComponent(path)}`;
}
