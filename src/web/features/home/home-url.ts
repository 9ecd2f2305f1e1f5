import {
  buildFilterPayload,
  DEFAULT_CITY,
  DEFAULT_STATUS,
  FILTER_URL_ORDER,
  hasFilters,
  searchQueryString,
  withThousands,
  type FilterPayload,
  type SearchFormValues,
} from '../../../core/listing-search';

/*
 * The home page keeps its search in the URL (city and page, plus any other filter), so the
 * property page's return link, reloads and Back all show the same results.
 */

export type HomeSearch = { filters: FilterPayload; page: number };

const ZIP = /^\d{5}(-\d{4})?$/;
const PAGE = /^[1-9]\d{0,5}$/;
const MAX_ADDRESS = 120;

/** The fields the search box sets; a new box or chip search replaces all of them. */
const LOCATION_FIELDS = ['city', 'zipCode', 'address', 'mlsNumber'] as const;

export function withoutLocation(filters: FilterPayload): FilterPayload {
  const rest = { ...filters };
  for (const field of LOCATION_FIELDS) delete rest[field];
  return rest;
}

function formFromParams(params: URLSearchParams): SearchFormValues {
  const get = (key: string) => params.get(key) ?? '';
  return {
    mlsNumber: get('mlsNumber'),
    city: get('city'),
    propertyType: get('propertyType') || 'all',
    propertyFeatures: params.getAll('propertyFeatures'),
    minPrice: get('minPrice'),
    maxPrice: get('maxPrice'),
    minBeds: get('minBeds'),
    maxBeds: get('maxBeds'),
    minBaths: get('minBaths'),
    maxBaths: get('maxBaths'),
    minSqft: get('minSqft'),
    maxSqft: get('maxSqft'),
    justListed: get('justListed') === 'true',
  };
}

/**
 * The search a home URL asks for. Values are cleaned like form input; with no filter at all
 * the default city (Payson) is searched, unless `status` is present: that is how the URL
 * says "all active listings" after Clear.
 */
export function readHomeUrl(search: string): HomeSearch {
  const params = new URLSearchParams(search);
  const filters = buildFilterPayload(formFromParams(params));
  const zipCode = params.get('zipCode')?.trim();
  if (zipCode && ZIP.test(zipCode)) filters.zipCode = zipCode;
  const address = params.get('address')?.trim().slice(0, MAX_ADDRESS);
  if (address) filters.address = address;
  if (!hasFilters(filters) && !params.has('status')) filters.city = DEFAULT_CITY;
  const page = params.get('page') ?? '';
  return { filters, page: PAGE.test(page) ? Number(page) : 1 };
}

/** The query string of a home search, without '?'; page 1 is left out. */
export function homeQuery({ filters, page }: HomeSearch): string {
  const shown: Partial<FilterPayload> = {};
  for (const field of FILTER_URL_ORDER) {
    if (filters[field] !== undefined) Object.assign(shown, { [field]: filters[field] });
  }
  // ACTIVE is implied; it is written only to tell "all listings" from the default Payson.
  if (!hasFilters(shown)) shown.status = DEFAULT_STATUS;
  return searchQueryString(shown, page > 1 ? { page } : {});
}

/** The form fields showing a search (numbers with separators, as typed). */
export function formFromFilters(filters: FilterPayload): SearchFormValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  const money = (value: number | undefined) => withThousands(text(value));
  return {
    mlsNumber: filters.mlsNumber ?? '',
    city: filters.city ?? '',
    propertyType: filters.propertyType ?? 'all',
    propertyFeatures: [...(filters.propertyFeatures ?? [])],
    minPrice: money(filters.minPrice),
    maxPrice: money(filters.maxPrice),
    minBeds: text(filters.minBeds),
    maxBeds: text(filters.maxBeds),
    minBaths: text(filters.minBaths),
    maxBaths: text(filters.maxBaths),
    minSqft: money(filters.minSqft),
    maxSqft: money(filters.maxSqft),
    justListed: filters.justListed ?? false,
  };
}

/** The city chip to show pressed: the searched city, when the search is by city alone. */
export function activeCity(filters: FilterPayload): string | null {
  if (filters.zipCode || filters.address || filters.mlsNumber) return null;
  return filters.city ?? null;
}
