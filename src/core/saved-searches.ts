import { DEFAULT_STATUS, HOME_TYPES, PROPERTY_FEATURES } from './listing-search';
import { formatUsd, formatWholeNumber } from './number-format';
import { PAGES } from './page-routes';
import {
  FILTER_URL_ORDER,
  SEARCH_FIELDS,
  SEARCH_RANGES,
  type FilterField,
  type FilterPayload,
  type SearchField,
} from './search-fields';

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

const isFilter = (name: string): name is FilterField => name in SEARCH_FIELDS;

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

/** How a min/max pair reads, by the pair's minimum field; others read "Legend 1–5". */
const RANGE_STYLES: Partial<Record<FilterField, { value: (n: number) => string; unit: string }>> = {
  minPrice: { value: formatUsd, unit: '' },
  minBeds: { value: String, unit: 'beds' },
  minBaths: { value: String, unit: 'baths' },
  minSqft: { value: formatWholeNumber, unit: 'sq ft' },
};

function numberOf(value: string | string[] | undefined): number | undefined {
  const text = first(value)?.replaceAll(',', '');
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** '$300,000–$500,000', '3+ beds', 'Up to 2,000 sq ft', '2 baths'. */
function describeRange(
  range: (typeof SEARCH_RANGES)[number],
  low: number | undefined,
  high: number | undefined,
): string | null {
  if (low === undefined && high === undefined) return null;
  const style = RANGE_STYLES[range.min];
  const show = style?.value ?? formatWholeNumber;
  const unit = style ? (style.unit ? ` ${style.unit}` : '') : '';
  const lead = style ? '' : `${range.legend} `;
  if (low !== undefined && high !== undefined) {
    if (low === high) return `${lead}${show(low)}${unit}`;
    return `${lead}${show(low)}–${show(high)}${unit}`;
  }
  if (low !== undefined) return `${lead}${show(low)}+${unit}`;
  return `${style ? 'Up to ' : `${lead}up to `}${show(high!)}${unit}`;
}

/** The label of an option value: the form's own label where it has one, else the value in words. */
const OPTION_LABELS: ReadonlyMap<string, string> = new Map([
  ...HOME_TYPES.map((t) => [t.value, t.label] as const),
  ...PROPERTY_FEATURES.map((f) => [f.value, f.label] as const),
]);
function optionLabel(value: string): string {
  const known = OPTION_LABELS.get(value);
  if (known) return known;
  const words = value.replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the search box's fields read; any other text field reads "Label: value". */
const LOCATION_TEXT: Partial<Record<FilterField, (value: string) => string>> = {
  mlsNumber: (v) => `MLS #${v}`,
  city: (v) => v,
  zipCode: (v) => `ZIP ${v}`,
  address: (v) => v,
};

/** One filter that is not part of a min/max pair, as a few words; null when it is not set. */
function describeField(
  name: FilterField,
  field: SearchField,
  value: string | string[],
): string | null {
  const values = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
  const one = values[0];
  if (one === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return one === 'true' || one === '1' ? field.label : null;
    case 'enum':
      return one === field.anyValue ? null : optionLabel(one);
    case 'enum-list':
      return [...new Set(values)].map(optionLabel).join(', ');
    case 'area':
      return field.label;
    case 'text':
    case 'pattern':
      return LOCATION_TEXT[name]?.(one) ?? `${field.label}: ${one}`;
    default:
      return `${field.label}: ${one}`;
  }
}

const SEPARATOR = ' · ';

/** The parts of a search's summary, in address order (each min/max pair at its minimum's place). */
function summaryParts(query: SavedSearchQuery): string[] {
  const parts: string[] = [];
  const inRange = new Set<string>(SEARCH_RANGES.flatMap((r) => [r.min, r.max]));
  for (const name of FILTER_URL_ORDER) {
    const range = SEARCH_RANGES.find((r) => r.min === name);
    const part = range
      ? describeRange(range, numberOf(query[range.min]), numberOf(query[range.max]))
      : inRange.has(name) || query[name] === undefined || !isFilter(name)
        ? null
        : describeField(name, SEARCH_FIELDS[name], query[name]);
    if (part) parts.push(part);
  }
  return parts;
}

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
  const parts = summaryParts(query);
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
