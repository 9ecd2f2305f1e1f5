/**
 * Listing search rules shared by the browser and the server (visitor spec sections 3-5 and 9):
 * the constants, the home-type and feature values, the home search-box parser and the
 * filter-payload builder of the Property Search form.
 */

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const PAYSON_HOME_LIMIT = 12;
export const JUST_LISTED_LIMIT = 50;
/** A listing on the market this many days or less is "just listed" (and highlighted as new). */
export const JUST_LISTED_DAYS = 7;
export const DEFAULT_CITY = 'Payson';
export const DEFAULT_STATUS = 'ACTIVE';

/** Statuses a visitor may search by (withdrawn and expired listings are never public). */
export const SEARCHABLE_STATUSES = [
  'ACTIVE',
  'PENDING',
  'CONTINGENT',
  'COMING SOON',
  'SOLD',
] as const;
export type SearchableStatus = (typeof SEARCHABLE_STATUSES)[number];

export const SORT_VALUES = ['newest', 'price-low', 'price-high'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** Home type values of the search form ('all' is never sent). */
export const HOME_TYPES = [
  { value: 'all', label: 'All Home Types' },
  { value: 'single-family', label: 'Single Family' },
  { value: 'condo-townhouse', label: 'Condo / Townhouse' },
  { value: 'manufactured-mobile', label: 'Manufactured / Mobile' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'land', label: 'Land' },
] as const;
export const HOME_TYPE_VALUES = [
  'single-family',
  'condo-townhouse',
  'manufactured-mobile',
  'apartment',
  'commercial',
  'land',
] as const;
export type HomeType = (typeof HOME_TYPE_VALUES)[number];

/**
 * Property features of the search form. A listing matches when its description or public
 * remarks contain the feature's words (the form's helper note says so to the visitor).
 */
export const PROPERTY_FEATURES = [
  { value: 'horse-property', label: 'Horse Property', words: 'horse' },
  { value: 'waterfront', label: 'Waterfront', words: 'waterfront' },
  { value: 'golf-course', label: 'Golf Course', words: 'golf' },
  { value: 'mountain-view', label: 'Mountain View', words: 'mountain view' },
  { value: 'pool', label: 'Pool', words: 'pool' },
  { value: 'gated-community', label: 'Gated Community', words: 'gated' },
] as const;
export const PROPERTY_FEATURE_VALUES = [
  'horse-property',
  'waterfront',
  'golf-course',
  'mountain-view',
  'pool',
  'gated-community',
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURE_VALUES)[number];

/** The words a feature value searches for in the description and remarks. */
export function featureWords(feature: PropertyFeature): string {
  return PROPERTY_FEATURES.find((f) => f.value === feature)?.words ?? feature;
}

/** Quick searches of the form: a label and the city it searches. */
export const QUICK_SEARCHES = [
  { label: 'Payson AZ', city: 'Payson' },
  { label: 'Phoenix AZ', city: 'Phoenix' },
  { label: 'Scottsdale AZ', city: 'Scottsdale' },
] as const;

/** The filter payload of the spec: only non-empty fields are present. */
export type FilterPayload = {
  status: string;
  mlsNumber?: string;
  city?: string;
  zipCode?: string;
  address?: string;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  maxBeds?: number;
  minBaths?: number;
  maxBaths?: number;
  minSqft?: number;
  maxSqft?: number;
  propertyType?: HomeType;
  justListed?: boolean;
  propertyFeatures?: PropertyFeature[];
};

/**
 * The filter fields in the order a search's URL writes them, so equal searches read alike (the
 * home page's URL, and the server's render cache key).
 */
export const FILTER_URL_ORDER = [
  'mlsNumber',
  'city',
  'zipCode',
  'address',
  'minPrice',
  'maxPrice',
  'minBeds',
  'maxBeds',
  'minBaths',
  'maxBaths',
  'minSqft',
  'maxSqft',
  'propertyType',
  'justListed',
  'propertyFeatures',
] as const satisfies readonly (keyof FilterPayload)[];

/** What the home search box asks for, and the text to show in the box afterwards. */
export type SearchBoxResult = {
  filters: Pick<FilterPayload, 'zipCode' | 'mlsNumber' | 'address' | 'city'>;
  boxText: string;
};

const ZIP = /^\d{5}(-\d{4})?$/;
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
  if (ZIP.test(text)) return { filters: { zipCode: text }, boxText: text };
  if (DIGITS.test(text)) return { filters: { mlsNumber: text }, boxText: text };
  const [head = '', ...rest] = text.split(',').map((part) => part.trim());
  if (STARTS_WITH_HOUSE_NUMBER.test(text)) {
    const town = rest.find((part) => part !== '' && !STATE_OR_ZIP.test(part));
    return { filters: town ? { address: head, city: town } : { address: head }, boxText: text };
  }
  if (rest.length > 0) return head ? { filters: { city: head }, boxText: text } : null;
  return { filters: { city: text }, boxText: `${text}, AZ` };
}

/** The Property Search form's values as typed (numbers may carry thousands separators). */
export type SearchFormValues = {
  mlsNumber: string;
  city: string;
  propertyType: string;
  propertyFeatures: string[];
  minPrice: string;
  maxPrice: string;
  minBeds: string;
  maxBeds: string;
  minBaths: string;
  maxBaths: string;
  minSqft: string;
  maxSqft: string;
  justListed: boolean;
};

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  mlsNumber: '',
  city: '',
  propertyType: 'all',
  propertyFeatures: [],
  minPrice: '',
  maxPrice: '',
  minBeds: '',
  maxBeds: '',
  minBaths: '',
  maxBaths: '',
  minSqft: '',
  maxSqft: '',
  justListed: false,
};

/** Keeps the digits of a price or square-foot input (what the input accepts). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Shows digits with thousands separators ('650000' -> '650,000'); empty stays empty. */
export function withThousands(value: string): string {
  const digits = digitsOnly(value).replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number >= 0 from an input with separators, or undefined when empty or invalid. */
function wholeNumber(value: string): number | undefined {
  const digits = digitsOnly(value);
  if (!digits) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Bedrooms: whole numbers, at least 1. */
function bedCount(value: string): number | undefined {
  const n = Number(value.trim());
  if (!value.trim() || !Number.isFinite(n)) return undefined;
  return Math.max(1, Math.round(n));
}

/** Bathrooms: at least 1, in steps of 0.5 (a half bath is a real search). */
function bathCount(value: string): number | undefined {
  const n = Number(value.trim());
  if (!value.trim() || !Number.isFinite(n)) return undefined;
  return Math.max(1, Math.round(n * 2) / 2);
}

const isHomeType = (value: string): value is HomeType =>
  (HOME_TYPE_VALUES as readonly string[]).includes(value);
const isFeature = (value: string): value is PropertyFeature =>
  (PROPERTY_FEATURE_VALUES as readonly string[]).includes(value);

/**
 * Builds the filter payload from the form (spec sections 3 and 5): status is always ACTIVE,
 * separators are stripped, text is trimmed, and empty fields are left out.
 */
export function buildFilterPayload(form: SearchFormValues): FilterPayload {
  const payload: FilterPayload = { status: DEFAULT_STATUS };
  const mlsNumber = form.mlsNumber.trim();
  const city = form.city.trim();
  if (mlsNumber) payload.mlsNumber = mlsNumber;
  if (city) payload.city = city;
  const numbers = {
    minPrice: wholeNumber(form.minPrice),
    maxPrice: wholeNumber(form.maxPrice),
    minBeds: bedCount(form.minBeds),
    maxBeds: bedCount(form.maxBeds),
    minBaths: bathCount(form.minBaths),
    maxBaths: bathCount(form.maxBaths),
    minSqft: wholeNumber(form.minSqft),
    maxSqft: wholeNumber(form.maxSqft),
  };
  for (const [key, value] of Object.entries(numbers)) {
    if (value !== undefined) payload[key as keyof typeof numbers] = value;
  }
  if (isHomeType(form.propertyType)) payload.propertyType = form.propertyType;
  if (form.justListed) payload.justListed = true;
  const features = form.propertyFeatures.filter(isFeature);
  if (features.length > 0) payload.propertyFeatures = [...new Set(features)];
  return payload;
}

/** Whether a payload narrows the search beyond the defaults (for the empty-state message). */
export function hasFilters(payload: Partial<FilterPayload>): boolean {
  return Object.entries(payload).some(([key, value]) => key !== 'status' && value !== undefined);
}

/**
 * The query string of a search: the payload's fields (arrays as repeated parameters) plus
 * page and limit. Null, undefined and empty values are left out.
 */
export function searchQueryString(
  payload: Partial<FilterPayload>,
  extra: { page?: number; limit?: number; sort?: SortValue } = {},
): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '' || value === false) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(payload)) add(key, value);
  add('page', extra.page);
  add('limit', extra.limit);
  add('sort', extra.sort);
  return params.toString();
}
