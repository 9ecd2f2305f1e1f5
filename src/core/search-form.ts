import { DEFAULT_STATUS } from './listing-search';
import { digitsOnly } from './number-format';
import {
  FORM_FIELDS,
  SEARCH_FIELDS,
  type FilterPayload,
  type FormField,
  type SearchField,
} from './search-fields';

/*
 * What the visitor types into the Property Search form becomes a search (visitor spec sections
 * 3 and 5). The search box's text is read by search-interpreter.ts.
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
    case 'decimal':
      return field.pattern.test(entry.trim()) ? Number(entry.trim()) : undefined;
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
