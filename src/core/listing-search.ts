/**
 * Listing search rules shared by the browser and the server (visitor spec sections 3-5 and 9):
 * the constants and the values a search may name (statuses, sorts, home types, features). The
 * filter fields are in search-fields.ts; what the visitor types becomes a search in
 * search-form.ts.
 */

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const PAYSON_HOME_LIMIT = 12;
export const JUST_LISTED_LIMIT = 50;
/** A listing on the market this many days or less is "just listed" (and highlighted as new). */
export const JUST_LISTED_DAYS = 7;
export const DEFAULT_CITY = 'Payson';
export const DEFAULT_STATUS = 'ACTIVE';
/** A page number in a search's URL or query: 1 to 999999. */
export const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** Statuses a visitor may search by (withdrawn and expired listings are never public). */
export const SEARCHABLE_STATUSES = [
  'ACTIVE',
  'PENDING',
  'CONTINGENT',
  'COMING SOON',
  'SOLD',
] as const;
export type SearchableStatus = (typeof SEARCHABLE_STATUSES)[number];

/** The orders of a search's results, with the words the sort control shows (issue 40). */
export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-low', label: 'Price (low to high)' },
  { value: 'price-high', label: 'Price (high to low)' },
  { value: 'beds', label: 'Bedrooms (most first)' },
  { value: 'sqft', label: 'Square feet (largest first)' },
  { value: 'price-per-sqft', label: 'Price per sq ft (lowest first)' },
] as const;
export const SORT_VALUES = SORTS.map((sort) => sort.value) as [
  (typeof SORTS)[number]['value'],
  ...(typeof SORTS)[number]['value'][],
];
export type SortValue = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'newest';

/** Whether a URL's or saved search's text names one of the sorts. */
export function isSortValue(value: string | null | undefined): value is SortValue {
  return SORTS.some((sort) => sort.value === value);
}

/** The form's 'All Home Types' choice: no home type is asked for, and none is sent. */
export const ANY_HOME_TYPE = 'all';

/** Home type values of the search form. */
export const HOME_TYPES = [
  { value: ANY_HOME_TYPE, label: 'All Home Types' },
  { value: 'single-family', label: 'Single Family' },
  { value: 'condo-townhouse', label: 'Condo / Townhouse' },
  { value: 'manufactured-mobile', label: 'Manufactured / Mobile' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'land', label: 'Land' },
] as const;
export type HomeType = Exclude<(typeof HOME_TYPES)[number]['value'], typeof ANY_HOME_TYPE>;
/** The home types a search may ask for. */
export const HOME_TYPE_VALUES = HOME_TYPES.map((type) => type.value).filter(
  (value): value is HomeType => value !== ANY_HOME_TYPE,
);

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
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number]['value'];
export const PROPERTY_FEATURE_VALUES = PROPERTY_FEATURES.map((feature) => feature.value);

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
