import type { PropertySearchFilters } from '../../../contract/property-search';
import {
  DEFAULT_CITY,
  DEFAULT_SORT,
  DEFAULT_STATUS,
  isSortValue,
  PAGE_NUMBER,
  type SortValue,
} from '../../../core/listing-search';
import { formatDigits } from '../../../core/number-format';
import {
  FILTER_URL_ORDER,
  FORM_FIELDS,
  hasFilters,
  LOCATION_FIELDS,
  SEARCH_BOX_ONLY_FIELDS,
  SEARCH_FIELDS,
  searchQueryString,
  type SearchField,
} from '../../../core/search-fields';
import { buildFilterPayload, type SearchFormValues } from '../../../core/search-form';

/*
 * The home page keeps its search in the URL (city and page, plus any other filter), so the
 * property page's return link, reloads and Back all show the same results.
 */

/** How the results show: the list alone, or the map above the list (`view=map`). */
export type HomeView = 'list' | 'map';
export const HOME_VIEW_PARAM = 'view';

export type HomeSearch = {
  filters: PropertySearchFilters;
  page: number;
  view?: HomeView;
  /** The results' order; newest (the default) is left out of the URL. */
  sort?: SortValue;
};

/** The search without the fields the search box sets (a new box or chip search replaces them). */
export function withoutLocation(filters: PropertySearchFilters): PropertySearchFilters {
  const rest = { ...filters };
  for (const field of LOCATION_FIELDS) delete rest[field];
  return rest;
}

type FormEntry = SearchFormValues[keyof SearchFormValues];

/** A form field's entry as a URL gives it (`values`: the parameter's values, in order). */
function entryFromUrl(field: SearchField, values: string[]): FormEntry {
  if (field.kind === 'boolean') return values[0] === 'true';
  if (field.kind === 'enum-list') return values;
  if (field.kind === 'enum') return values[0] || field.anyValue;
  return values[0] ?? '';
}

function formFromParams(params: URLSearchParams): SearchFormValues {
  // Object.fromEntries loses each entry's key; entryFromUrl gives each the kind of its field.
  return Object.fromEntries(
    FORM_FIELDS.map((name) => [name, entryFromUrl(SEARCH_FIELDS[name], params.getAll(name))]),
  ) as SearchFormValues;
}

/** What a map area's corners are written with ('34.2,-111.3;…'), at most 50 corners' worth. */
const MAP_AREA_CHARACTERS = /^[\d.,;-]{1,1200}$/;

/** A field the form cannot show (ZIP code, address, map area): kept when well formed, cut to length. */
function searchBoxValue(field: SearchField, value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (field.kind === 'pattern') return field.pattern.test(trimmed) ? trimmed : undefined;
  if (field.kind === 'text') return trimmed.slice(0, field.maxLength) || undefined;
  // kept as written when it is made of coordinates: the API checks it (core/map-area.ts, which
  // stays out of the home page's first view) and a bad one gets its message like any filter
  if (field.kind === 'area') return MAP_AREA_CHARACTERS.test(trimmed) ? trimmed : undefined;
  return undefined;
}

/**
 * The search a home URL asks for. Values are cleaned like form input; with no filter at all
 * the default city (Payson) is searched, unless `status` is present: that is how the URL
 * says "all active listings" after Clear.
 */
export function readHomeUrl(search: string): HomeSearch {
  const params = new URLSearchParams(search);
  const filters: PropertySearchFilters = buildFilterPayload(formFromParams(params));
  for (const field of SEARCH_BOX_ONLY_FIELDS) {
    const value = searchBoxValue(SEARCH_FIELDS[field], params.get(field));
    if (value) filters[field] = value;
  }
  if (!hasFilters(filters) && !params.has('status')) filters.city = DEFAULT_CITY;
  const page = params.get('page') ?? '';
  const sort = params.get('sort');
  return {
    filters,
    page: PAGE_NUMBER.test(page) ? Number(page) : 1,
    ...(isSortValue(sort) && sort !== DEFAULT_SORT ? { sort } : {}),
    // the list is the default and left out
    ...(params.get(HOME_VIEW_PARAM) === 'map' ? { view: 'map' as const } : {}),
  };
}

/**
 * Whether a home URL names a search (what the visitor asked for): the bare home page, its first
 * view, does not, though it lists the default city.
 */
export function namesSearch(search: string): boolean {
  return hasFilters(readHomeUrl(search).filters) && search.replace(/^\?/, '') !== '';
}

/** The query string of a home search, without '?'; page 1, newest and the list view are left out. */
export function homeQuery({ filters, page, view, sort }: HomeSearch): string {
  const shown: Partial<PropertySearchFilters> = {};
  for (const field of FILTER_URL_ORDER) {
    if (filters[field] !== undefined) Object.assign(shown, { [field]: filters[field] });
  }
  // ACTIVE is implied; it is written only to tell "all listings" from the default Payson.
  if (!hasFilters(shown)) shown.status = DEFAULT_STATUS;
  const query = searchQueryString(shown, {
    ...(page > 1 ? { page } : {}),
    ...(sort && sort !== DEFAULT_SORT ? { sort } : {}),
  });
  return view === 'map' ? `${query}&${HOME_VIEW_PARAM}=map` : query;
}

type FilterValue = PropertySearchFilters[keyof PropertySearchFilters];

/** How a form field shows a filter: numbers as typed (prices and areas with separators). */
function entryOf(field: SearchField, value: FilterValue): FormEntry {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'enum-list':
      return Array.isArray(value) ? [...value] : [];
    case 'enum':
      return typeof value === 'string' ? value : field.anyValue;
    case 'whole-number':
      return value === undefined ? '' : formatDigits(String(value));
    default:
      return value === undefined ? '' : String(value);
  }
}

/** The form fields showing a search (numbers with separators, as typed). */
export function formFromFilters(filters: PropertySearchFilters): SearchFormValues {
  // Object.fromEntries loses each entry's key; entryOf gives each the kind of its field.
  return Object.fromEntries(
    FORM_FIELDS.map((name) => [name, entryOf(SEARCH_FIELDS[name], filters[name])]),
  ) as SearchFormValues;
}

/** The city chip to show pressed: the searched city, when the search is by city alone. */
export function activeCity(filters: PropertySearchFilters): string | null {
  if (LOCATION_FIELDS.some((field) => field !== 'city' && filters[field])) return null;
  return filters.city ?? null;
}
