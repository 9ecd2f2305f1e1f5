/**
 * The browser pages that exist, as wouter-style patterns. The web router registers its
 * routes from this table and the server answers 404 (with the same shell) for any other
 * path, so crawlers see a real 404 and the SPA shows 'Page Not Found'. Add a page here
 * when its route is added to the web router.
 */
export const PAGES = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  property: '/property/:id',
  favorites: '/favorites',
  justListed: '/just-listed',
  compare: '/compare',
  priceComparison: '/price-comparison/:id',
  comparison: '/comparison/:propertyId',
  // three addresses of the one new-client form (visitor spec section 2)
  contact: '/contact',
  newClient: '/new-client',
  newClientContact: '/new-client-contact',
} as const;

export type PageName = keyof typeof PAGES;

/** Paths that redirect to another page, keeping the query string (visitor spec section 2). */
export const PAGE_REDIRECTS: Record<string, string> = {
  '/properties': '/',
};

/** The regular expression of a page pattern ('/property/:id'): parameters captured in order, trailing slash allowed. */
export function pagePattern(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const matchers = Object.values(PAGES).map(pagePattern);

/** True when the path (without query string) is one of our pages. */
export function isKnownPage(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname));
}
