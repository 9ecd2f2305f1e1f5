import { PAGES } from '../../../core/page-routes';
import { safeReturnPath } from '../../../core/return-path';

/**
 * The contacts list's address: the search term (`q`), the page and the view are kept in the
 * query string, so a reload, Back and the contact page's way back show the same search.
 */

export type ContactsView = 'grid' | 'list';
export type ContactsUrl = { q: string; page: number; view: ContactsView };

/** The five addresses of the list (back-office spec section 2). */
export const CONTACTS_LIST_PATHS: readonly string[] = [
  PAGES.adminContacts,
  PAGES.contacts,
  PAGES.leads,
  PAGES.adminHotLeads,
  PAGES.hotLeads,
];

const MAX_PAGE = 100_000;

function pageOf(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** What the query string asks for; anything unreadable is the default (page 1, grid). */
export function readContactsUrl(search: string): ContactsUrl {
  const params = new URLSearchParams(search);
  return {
    q: (params.get('q') ?? '').trim(),
    page: pageOf(params.get('page')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The list at `pathname` showing `state`, defaults left out ('/admin/contacts?q=ann&page=2'). */
export function contactsHref(pathname: string, state: ContactsUrl): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'list') params.set('view', 'list');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A contact's page, coming back to the list it was opened from. */
export function contactDetailHref(id: number, returnTo?: string): string {
  const path = PAGES.adminContactDetail.replace(':id', String(id));
  const back = returnTo === undefined ? null : contactsReturnPath(returnTo);
  return back && back !== PAGES.adminContacts ? `${path}?return=${encodeURIComponent(back)}` : path;
}

/**
 * Where the contact page's back link leads: the list (with its search) the contact was opened
 * from, when `value` is one of the list's addresses; else /admin/contacts.
 */
export function contactsReturnPath(value: string | null | undefined): string {
  const path = safeReturnPath(value);
  const pathname = path.split(/[?#]/)[0] ?? '';
  return CONTACTS_LIST_PATHS.includes(pathname) ? path : PAGES.adminContacts;
}

/** A contact id from the address ('42'), or null when it names none. */
export function parseContactId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
