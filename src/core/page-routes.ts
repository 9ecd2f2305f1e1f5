import { FILTER_URL_ORDER } from './search-fields';

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
  // a signed-in visitor's saved searches and their e-mail alerts (issue 23)
  savedSearches: '/saved-searches',
  justListed: '/just-listed',
  compare: '/compare',
  priceComparison: '/price-comparison/:id',
  comparison: '/comparison/:propertyId',
  // three addresses of the one new-client form (visitor spec section 2)
  contact: '/contact',
  newClient: '/new-client',
  newClientContact: '/new-client-contact',
  // the back office (back-office spec section 2): its code is never part of a visitor's download
  admin: '/admin',
  adminCache: '/admin/cache',
  adminOperations: '/admin/operations',
  // CRM contacts (issue 19): one list page at five addresses (the hot-leads ones list the Hot
  // Lead stage), and the contact page at two; `contact` above is the new-client form
  adminContacts: '/admin/contacts',
  contacts: '/contacts',
  leads: '/leads',
  adminHotLeads: '/admin/hot-leads',
  hotLeads: '/hot-leads',
  adminContactDetail: '/admin/contacts/:id',
  contactDetail: '/contacts/:id',
  // the buyer file (issue 20): the staff's update tool, and the CRM field mapping at the two
  // addresses of the spec (one page)
  adminBfrUpdate: '/admin/bfr-update',
  adminFubMapping: '/admin/fub-mapping',
  adminFubMappingFixed: '/admin/fub-mapping-fixed',
  adminBfrAutomation: '/admin/bfr-automation',
  // the Google destinations of leads (issue 27): the Apps Script webhook, the legacy form
  adminGoogleSheets: '/admin/google-sheets',
  adminGoogleForms: '/admin/google-forms',
  // the team's showing planner (issue 24)
  adminShowings: '/admin/showings',
  // the client's buyer file form (issue 21), opened from their BFR link (/bfr/{id}, answered by
  // the server): public, never indexed, its data only for the browser the link granted
  bfrForm: '/bfr-form',
  // a city's market figures and listings (issue 24), one per city we carry
  cityPage: '/homes-for-sale/:slug',
} as const;

export type PageName = keyof typeof PAGES;

/**
 * Every query parameter a page reads, in a fixed order. The server renders anonymous pages with
 * these alone and keys its render cache on them, so made-up parameters neither change a page
 * nor fill the cache. Add a parameter here when a page starts reading one.
 */
export const PAGE_QUERY_PARAMS = [
  // the home search (features/home/home-url.ts) and Just Listed
  ...FILTER_URL_ORDER,
  'status',
  'page',
  'sort',
  // compare, property return link, new-client listing, sign-in error and return path
  'ids',
  'return',
  'property',
  'error',
  // the admin panel's open tab
  'tab',
  // the contacts list: search term and grid or list view ('page' above)
  'q',
  'view',
  // the password-reset link: such pages are never cached
  'token',
  // the client's buyer file form: the contact whose file it opens (either name)
  'contactId',
  'contact',
  // a saved comparison's link (/compare?saved=)
  'saved',
] as const;

/**
 * Query parameters whose pages are personal: rendered for each request, never cached. A contacts
 * search term (`q`) may be a person's name, e-mail or phone; a buyer file's contact id names one
 * client (and each id would be one more cache entry); a saved comparison's name is its owner's,
 * and a deleted or renamed one must not be served from the cache.
 */
export const UNCACHED_PAGE_PARAMS: readonly string[] = [
  'token',
  'q',
  'contactId',
  'contact',
  'saved',
];

/**
 * A page URL with only the known parameters, in PAGE_QUERY_PARAMS order (repeated ones keep
 * their own order), e.g. `/?city=Payson&page=2`.
 */
export function normalizedPageUrl(pathname: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    for (const value of search.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

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
