/**
 * The query keys of CRM contact data, one factory for every fetcher and mutation of the
 * feature. A contact's own data (the contact, its notes, e-mails and activity) sits under
 * `contact(id)`, so one invalidation asks for all of it again.
 *
 * Contacts are personal data: they stay in this in-memory cache only (docs/DESIGN.md, point
 * 13), never in sessionStorage or localStorage, and are not prefetched into server pages.
 */
export const contactKeys = {
  all: ['crm', 'contacts'] as const,
  /** Every list of contacts: the search's pages, the plain list's and the new leads. */
  lists: () => [...contactKeys.all, 'list'] as const,
  /** `stage` (the hot-leads pages) is the CRM's own filter: a page of one stage. */
  page: (page: number, limit: number, stage?: string) =>
    [...contactKeys.lists(), 'all', { page, limit, stage }] as const,
  search: (q: string, page: number, limit: number, stage?: string) =>
    [...contactKeys.lists(), 'search', { q, page, limit, stage }] as const,
  /** The newest contacts of the last `days` days (the page's new leads). */
  recent: (days: number, limit: number) =>
    [...contactKeys.lists(), 'recent', { days, limit }] as const,
  contact: (id: number) => [...contactKeys.all, 'contact', id] as const,
  notes: (id: number) => [...contactKeys.contact(id), 'notes'] as const,
  crmNotes: (id: number) => [...contactKeys.contact(id), 'crm-notes'] as const,
  emails: (id: number) => [...contactKeys.contact(id), 'emails'] as const,
  activities: (id: number) => [...contactKeys.contact(id), 'activities'] as const,
  /** The comparisons staff saved for the contact (issue 27). */
  comparisons: (id: number) => [...contactKeys.contact(id), 'comparisons'] as const,
};

/** Contacts queries stay fresh 5 minutes and are kept 10 minutes (back-office spec section 9). */
export const CONTACTS_STALE_MS = 5 * 60_000;
export const CONTACTS_GC_MS = 10 * 60_000;
export const contactsCacheTimes = { staleTime: CONTACTS_STALE_MS, gcTime: CONTACTS_GC_MS };

/** How many notes and e-mails the interaction lists ask for (back-office spec section 9). */
export const NOTES_LIMIT = 100;
export const EMAILS_LIMIT = 50;
