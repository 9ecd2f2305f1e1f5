import { HOME_TYPES, PROPERTY_FEATURES } from './listing-search';
import { formatUsd, formatWholeNumber } from './number-format';
import {
  FILTER_URL_ORDER,
  SEARCH_FIELDS,
  SEARCH_RANGES,
  type FilterField,
  type SearchField,
} from './search-fields';

/*
 * A search in a few words, part by part ('Payson', '$300,000–$500,000', '3+ beds', 'Horse
 * Property'): the saved searches' summaries and the home page's removable chips. Built from
 * the field table (search-fields.ts), so a filter added there is described without a change
 * here.
 */

/** A search's parameters as text (a saved query) or values (a filter payload). */
export type SummaryQuery = Partial<
  Record<string, string | string[] | number | boolean | undefined>
>;

const first = (value: SummaryQuery[string]): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined || one === false ? undefined : String(one).trim() || undefined;
};

const isFilter = (name: string): name is FilterField => name in SEARCH_FIELDS;

/** How a min/max pair reads, by the pair's minimum field; others read "Legend 1–5". */
const RANGE_STYLES: Partial<Record<FilterField, { value: (n: number) => string; unit: string }>> = {
  minPrice: { value: formatUsd, unit: '' },
  minBeds: { value: String, unit: 'beds' },
  minBaths: { value: String, unit: 'baths' },
  minSqft: { value: formatWholeNumber, unit: 'sq ft' },
  minLotAcres: { value: String, unit: 'acres' },
};

function numberOf(value: SummaryQuery[string]): number | undefined {
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
  subdivision: (v) => v,
  keywords: (v) => `"${v}"`,
};

/** One filter that is not part of a min/max pair, as a few words; null when it is not set. */
function describeField(
  name: FilterField,
  field: SearchField,
  value: NonNullable<SummaryQuery[string]>,
): string | null {
  const values = (Array.isArray(value) ? value : [value])
    .map((v) => String(v).trim())
    .filter(Boolean);
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

/** One part of a search's summary: its words and the filters it stands for (a chip's ×). */
export type SearchPart = { label: string; fields: FilterField[] };

/**
 * The parts of a search's summary, in address order (each min/max pair at its minimum's
 * place): the saved searches' summaries and the home page's chips (issue 40) read alike.
 */
export function searchParts(query: SummaryQuery): SearchPart[] {
  const parts: SearchPart[] = [];
  const inRange = new Set<string>(SEARCH_RANGES.flatMap((r) => [r.min, r.max]));
  for (const name of FILTER_URL_ORDER) {
    const range = SEARCH_RANGES.find((r) => r.min === name);
    if (range) {
      const label = describeRange(range, numberOf(query[range.min]), numberOf(query[range.max]));
      if (label) parts.push({ label, fields: [range.min, range.max] });
      continue;
    }
    const value = query[name];
    if (inRange.has(name) || value === undefined || !isFilter(name)) continue;
    const label = describeField(name, SEARCH_FIELDS[name], value);
    if (label) parts.push({ label, fields: [name] });
  }
  return parts;
}
