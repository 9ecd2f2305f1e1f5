/**
 * Where Back to Search leads: the `return` query parameter when it is a path of this site
 * ('/?city=Pine&page=2'), else the home page. Anything else (another origin, a
 * protocol-relative '//host', a backslash trick, script URLs) would make the button an open
 * redirect, so it falls back to '/'.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes have no business in our own list URLs.
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
