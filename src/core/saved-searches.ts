import { DEFAULT_STATUS } from './listing-search';
import { PAGES } from './page-routes';
import { FILTER_URL_ORDER, type FilterPayload } from './search-fields';
import { searchParts } from './search-summary';

/*
 * Saved searches (issue 23, decision 023): a signed-in visitor keeps a home-page search under a
 * name, with how often its alerts are e-mailed. The search is kept as the query parameters of
 * GET /api/properties (no page or limit), so it runs exactly as it did on the home page.
 */

/** How often a saved search's new listings are e-mailed; 'off' keeps the search without mail. */
export const SAVED_SEARCH_FREQUENCIES = [
  { value: 'instant', label: 'Instant', help: 'Within 15 minutes of a listing reaching us' },
  { value: 'daily', label: 'Daily', help: 'One e-mail a day with the new listings' },
  { value: 'weekly', label: 'Weekly', help: 'One e-mail a week with the new listings' },
  { value: 'off', label: 'Off', help: 'No e-mails: the search stays saved to run yourself' },
] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]['value'];
export const SAVED_SEARCH_FREQUENCY_VALUES = SAVED_SEARCH_FREQUENCIES.map((f) => f.value);
export const DEFAULT_SAVED_SEARCH_FREQUENCY: SavedSearchFrequency = 'daily';

/** A frequency's entry (label and help line); the default's for an unknown value. */
export function frequencyOf(value: string) {
  return (
    SAVED_SEARCH_FREQUENCIES.find((f) => f.value === value) ??
    SAVED_SEARCH_FREQUENCIES.find((f) => f.value === DEFAULT_SAVED_SEARCH_FREQUENCY)!
  );
}

/** The longest name: room for "Payson · $300,000–$500,000 · 3+ beds", short enough for a row. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** How many searches one visitor keeps at most. */
export const MAX_SAVED_SEARCHES = 50;

/** A saved search: the query parameters of GET /api/properties, repeated ones as arrays. */
export type SavedSearchQuery = Record<string, string | string[]>;

/** The parameters a saved search keeps, in the order its address writes them. */
export const SAVED_SEARCH_PARAMS: readonly string[] = [...FILTER_URL_ORDER, 'status'];

/** The texts of saved searches, shared by the screens, the API and their tests. */
export const SAVED_SEARCH_TEXT = {
  nameRequired: 'Enter a name for this search',
  nameTooLong: `Use at most ${SAVED_SEARCH_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a saved search named "${name}"`,
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  frequencyInvalid: 'Choose Instant, Daily, Weekly or Off',
  queryInvalid: 'Send the search as its query parameters (text values)',
  notAFilter: (name: string) => `Not a search filter: ${name.slice(0, 40)}`,
  oneValue: (label: string) => `${label} takes one value`,
  nothingToChange: 'Send a new name, frequency or search',
  saved: 'Search saved',
  renamed: 'Search renamed',
  frequencyChanged: 'Alert frequency changed',
  deleted: 'Search deleted',
} as const;

type Payload = Partial<FilterPayload> & { status?: string };

/**
 * A search as a saved query: the filters that are set, as the text of their query parameters
 * (lists as arrays, each value once), in address order, and the status (ACTIVE unless the
 * search names another). A saved query given again comes back in that order.
 */
export function toSavedQuery(payload: Payload | SavedSearchQuery): SavedSearchQuery {
  const query: SavedSearchQuery = {};
  for (const name of SAVED_SEARCH_PARAMS) {
    const value = (payload as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[name] = [...new Set(value.map(String))];
    } else {
      query[name] = String(value);
    }
  }
  query.status ??= DEFAULT_STATUS;
  return query;
}

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The home page showing a saved search: its filters in the address, and the status only when it
 * is not ACTIVE or there is no filter (a bare status means "all active listings" there, as
 * after Clear; a bare / would be the default Payson search).
 */
export function savedSearchHref(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  let filters = 0;
  for (const name of SAVED_SEARCH_PARAMS) {
    const value = query[name];
    if (name === 'status' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    filters += 1;
  }
  const status = first(query.status)?.toUpperCase() ?? DEFAULT_STATUS;
  if (status !== DEFAULT_STATUS || filters === 0) params.append('status', status);
  return `${PAGES.home}?${params.toString()}`;
}

const SEPARATOR = ' · ';

/** 'COMING SOON' -> 'Coming soon'. */
const statusWords = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/**
 * A short human summary of a saved search's filters, e.g. "Payson · $300,000–$500,000 · 3+ beds
 * · Horse Property". It is built from the field table (search-fields.ts), so a filter added there
 * is described without a change here. A status other than ACTIVE leads ("Sold · Payson"); no
 * filter at all reads "All active listings".
 */
export function describeSearch(query: SavedSearchQuery): string {
  const parts = searchParts(query).map((part) => part.label);
  const status = first(query.status)?.toUpperCase() ?? DEFAULT_STATUS;
  if (parts.length === 0) return `All ${status.toLowerCase()} listings`;
  return [...(status === DEFAULT_STATUS ? [] : [statusWords(status)]), ...parts].join(SEPARATOR);
}

/**
 * The name the save dialog suggests: the summary, cut at a separator (then with an ellipsis) so
 * it fits the name's length.
 */
export function suggestedSearchName(query: SavedSearchQuery): string {
  const summary = describeSearch(query);
  if (summary.length <= SAVED_SEARCH_NAME_MAX) return summary;
  const parts = summary.split(SEPARATOR);
  let name = parts[0]!;
  for (const part of parts.slice(1)) {
    const next = `${name}${SEPARATOR}${part}`;
    if (next.length + 2 > SAVED_SEARCH_NAME_MAX) break;
    name = next;
  }
  return name.length + 2 <= SAVED_SEARCH_NAME_MAX
    ? `${name} …`
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
