import { DEFAULT_STATUS } from './listing-search';
import { digitsOnly } from './number-format';
import {
  FORM_FIELDS,
  SEARCH_FIELDS,
  type FilterPayload,
  type FormField,
  type LocationField,
  type SearchField,
} from './search-fields';

/*
 * What the visitor types becomes a search (visitor spec sections 3 and 5): the Property Search
 * form's values, and the home search box.
 */

/** How a form field holds its entry: a checkbox, a group of checkboxes, or the text typed. */
type FormEntry<F> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'enum-list' }
    ? string[]
    : string;

/** The Property Search form's values as typed (numbers may carry thousands separators). */
export type SearchFormValues = {
  [N in FormField]: FormEntry<(typeof SEARCH_FIELDS)[N]>;
};

/** What an empty form field holds: nothing typed, nothing checked, the 'All …' choice. */
function emptyEntry(field: SearchField): SearchFormValues[FormField] {
  if (field.kind === 'boolean') return false;
  if (field.kind === 'enum-list') return [];
  if (field.kind === 'enum') return field.anyValue;
  return '';
}

// Object.fromEntries loses the key of each entry, so the one table-wide assertion is here.
export const EMPTY_SEARCH_FORM = Object.fromEntries(
  FORM_FIELDS.map((name) => [name, emptyEntry(SEARCH_FIELDS[name])]),
) as SearchFormValues;

/** A whole number >= 0 from an entry with separators, or undefined when empty or invalid. */
function wholeNumber(entry: string): number | undefined {
  const digits = digitsOnly(entry);
  if (!digits) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A room count rounded to the field's step and raised to its minimum (a half bath is real). */
function roomCount(entry: string, { step, min }: { step: number; min: number }) {
  const n = Number(entry.trim());
  if (!entry.trim() || !Number.isFinite(n)) return undefined;
  return Math.max(min, Math.round(n / step) * step);
}

/** The filter a form entry asks for, or undefined when it asks for none. */
function filterOf(field: SearchField, entry: SearchFormValues[FormField]) {
  if (typeof entry === 'boolean') return entry || undefined;
  if (Array.isArray(entry)) {
    if (field.kind !== 'enum-list') return undefined;
    const chosen = new Set(entry.filter((value) => field.values.includes(value)));
    return chosen.size > 0 ? [...chosen] : undefined;
  }
  switch (field.kind) {
    case 'whole-number':
      return wholeNumber(entry);
    case 'room-count':
      return roomCount(entry, field);
    case 'enum':
      return field.values.includes(entry) ? entry : undefined;
    default:
      return entry.trim() || undefined;
  }
}

/**
 * Builds the filter payload from the form (spec sections 3 and 5): status is always ACTIVE,
 * separators are stripped, text is trimmed, and empty fields are left out.
 */
export function buildFilterPayload(form: SearchFormValues): FilterPayload {
  const payload: Record<string, unknown> = { status: DEFAULT_STATUS };
  for (const name of FORM_FIELDS) {
    const value = filterOf(SEARCH_FIELDS[name], form[name]);
    if (value !== undefined) payload[name] = value;
  }
  // filterOf gives each field a value of its kind (checked by the tests and the API's schema)
  return payload as FilterPayload;
}

/** What the home search box asks for, and the text to show in the box afterwards. */
export type SearchBoxResult = {
  filters: Pick<FilterPayload, LocationField>;
  boxText: string;
};

const DIGITS = /^\d+$/;
const STARTS_WITH_HOUSE_NUMBER = /^\d+\s/;
const STATE_OR_ZIP = /^(az|arizona)?\s*(\d{5}(-\d{4})?)?$/i;

/**
 * Parses the home search box (visitor spec section 5): a ZIP (or ZIP+4) searches by ZIP;
 * digits only search by MLS number (DESIGN.md section 6: the spec's branch was unreachable);
 * a house number then a space is an address (the part before a comma; a town after the comma
 * narrows it); text with a comma searches the city before the comma; any other text is a city
 * and ', AZ' is appended to the box. Empty input gives null: nothing happens.
 */
export function parseSearchBox(input: string): SearchBoxResult | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (SEARCH_FIELDS.zipCode.pattern.test(text))
    return { filters: { zipCode: text }, boxText: text };
  if (DIGITS.test(text)) return { filters: { mlsNumber: text }, boxText: text };
  const [head = '', ...rest] = text.split(',').map((part) => part.trim());
  if (STARTS_WITH_HOUSE_NUMBER.test(text)) {
    const town = rest.find((part) => part !== '' && !STATE_OR_ZIP.test(part));
    return { filters: town ? { address: head, city: town } : { address: head }, boxText: text };
  }
  if (rest.length > 0) return head ? { filters: { city: head }, boxText: text } : null;
  return { filters: { city: text }, boxText: `${text}, AZ` };
}
