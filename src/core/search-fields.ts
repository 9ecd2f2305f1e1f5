import {
  ANY_HOME_TYPE,
  HOME_TYPE_VALUES,
  PROPERTY_FEATURE_VALUES,
  type SortValue,
} from './listing-search';
import { formatWholeNumber } from './number-format';

/*
 * The filter fields of the listing search (visitor spec sections 3 and 5) in one table: each
 * field's name, kind, bounds, label and the API's messages about it. Everything that lists the
 * filters is driven by it: the Property Search form and its min/max check, the home page's URL,
 * the server's render-cache key (page-routes.ts) and the API's query schema
 * (contract/property-search.ts). A filter is added here, once.
 */

/** Where a field is set: on the Property Search form, by the search box (a location), or both. */
type Placement = { inForm: boolean; location: boolean };

type FieldBase = Placement & {
  /** The form's name for the field; the API's messages name it the same way. */
  label: string;
};

/** Free text: trimmed, not empty, at most `maxLength` characters. */
type TextField = FieldBase & {
  kind: 'text';
  maxLength: number;
  messages: { empty: string; tooLong: string };
};

/** A code of a fixed shape (MLS number, ZIP code). */
type PatternField = FieldBase & { kind: 'pattern'; pattern: RegExp; message: string };

/** A whole number from `min` to `max`; the form takes it with thousands separators. */
type WholeNumberField = FieldBase & {
  kind: 'whole-number';
  min: number;
  max: number;
  messages: { notWholeNumber: string; tooLarge: string };
};

/**
 * Rooms, in steps of `step` (DESIGN.md: bathrooms in half steps). The API takes any count its
 * `pattern` allows (0 to `max`); the form rounds to the step and raises a count below `min`.
 */
type RoomCountField = FieldBase & {
  kind: 'room-count';
  step: 1 | 0.5;
  min: number;
  max: number;
  pattern: RegExp;
  message: string;
};

/** A non-negative number with up to two decimals (acres), at most `max`. */
type DecimalField = FieldBase & {
  kind: 'decimal';
  max: number;
  pattern: RegExp;
  message: string;
};

/** One of `values`; `anyValue` (the form's 'All …' choice) asks for no filter and is never sent. */
type EnumField = FieldBase & {
  kind: 'enum';
  values: readonly string[];
  anyValue: string;
  message: string;
};

/** Any of `values`, each a repeated query parameter; each value at most once. */
type EnumListField = FieldBase & {
  kind: 'enum-list';
  values: readonly string[];
  messages: { notAllowed: string; tooMany: string };
};

/** On, or absent: the form never sends false. */
type BooleanField = FieldBase & { kind: 'boolean'; message: string };

/** A map area (core/map-area.ts): a polygon drawn on the map or the map's view. */
type AreaField = FieldBase & { kind: 'area' };

export type SearchField =
  | TextField
  | PatternField
  | WholeNumberField
  | RoomCountField
  | DecimalField
  | EnumField
  | EnumListField
  | BooleanField
  | AreaField;

/** The message of a yes/no query parameter, a filter's or not. */
export const TRUE_OR_FALSE_MESSAGE = 'Use true or false';

/** Price and area are PostgreSQL `integer` columns: a larger bound would make the query fail. */
const INTEGER_COLUMN_MAX = 2_147_483_647;

const ON_FORM = { inForm: true, location: false } as const;
const ON_FORM_AND_SEARCH_BOX = { inForm: true, location: true } as const;
const SEARCH_BOX_ONLY = { inForm: false, location: true } as const;

function text<P extends Placement>(placement: P, label: string, maxLength: number) {
  return {
    ...placement,
    kind: 'text',
    label,
    maxLength,
    messages: {
      empty: `${label} must not be empty`,
      tooLong: `${label} must be at most ${maxLength} characters`,
    },
  } as const satisfies TextField;
}

function wholeNumber(label: string) {
  return {
    ...ON_FORM,
    kind: 'whole-number',
    label,
    min: 0,
    max: INTEGER_COLUMN_MAX,
    messages: {
      notWholeNumber: `${label} must be a whole number`,
      tooLarge: `${label} must be at most ${formatWholeNumber(INTEGER_COLUMN_MAX)}`,
    },
  } as const satisfies WholeNumberField;
}

function roomCount(label: string, step: 1 | 0.5) {
  return {
    ...ON_FORM,
    kind: 'room-count',
    label,
    step,
    min: 1,
    max: 99,
    ...(step === 1
      ? { pattern: /^\d{1,2}$/, message: `${label} must be a whole number` }
      : { pattern: /^\d{1,2}(\.[05])?$/, message: `${label} must be a number in steps of 0.5` }),
  } as const satisfies RoomCountField;
}

function acres(label: string) {
  return {
    ...ON_FORM,
    kind: 'decimal',
    label,
    max: 100_000,
    pattern: /^\d{1,6}(\.\d{1,2})?$/,
    message: `${label} must be a number of acres (up to two decimals)`,
  } as const satisfies DecimalField;
}

/** The filter fields, in the order a search's URL writes them. */
export const SEARCH_FIELDS = {
  mlsNumber: {
    ...ON_FORM_AND_SEARCH_BOX,
    kind: 'pattern',
    label: 'MLS Number',
    pattern: /^[A-Za-z0-9-]{1,20}$/,
    message: 'MLS number must be letters and digits',
  },
  city: text(ON_FORM_AND_SEARCH_BOX, 'City', 60),
  zipCode: {
    ...SEARCH_BOX_ONLY,
    kind: 'pattern',
    label: 'ZIP Code',
    pattern: /^\d{5}(-\d{4})?$/,
    message: 'ZIP code must be 5 digits (or ZIP+4)',
  },
  address: text(SEARCH_BOX_ONLY, 'Address', 120),
  /** A subdivision or neighbourhood as the feed names it (Spark's SubdivisionName). */
  subdivision: text(SEARCH_BOX_ONLY, 'Subdivision', 80),
  /** Words the search box did not read as anything else: looked for in the remarks. */
  keywords: text(SEARCH_BOX_ONLY, 'Keywords', 120),
  minPrice: wholeNumber('Minimum price'),
  maxPrice: wholeNumber('Maximum price'),
  minBeds: roomCount('Minimum bedrooms', 1),
  maxBeds: roomCount('Maximum bedrooms', 1),
  minBaths: roomCount('Minimum bathrooms', 0.5),
  maxBaths: roomCount('Maximum bathrooms', 0.5),
  minSqft: wholeNumber('Minimum square footage'),
  maxSqft: wholeNumber('Maximum square footage'),
  minLotAcres: acres('Minimum lot size'),
  maxLotAcres: acres('Maximum lot size'),
  propertyType: {
    ...ON_FORM,
    kind: 'enum',
    label: 'Home Type',
    values: HOME_TYPE_VALUES,
    anyValue: ANY_HOME_TYPE,
    message: `Home type must be one of ${HOME_TYPE_VALUES.join(', ')}`,
  },
  justListed: { ...ON_FORM, kind: 'boolean', label: 'Just Listed', message: TRUE_OR_FALSE_MESSAGE },
  /** An open house this weekend, Arizona time (core/open-houses.ts openHouseWeekend). */
  openHouse: {
    ...ON_FORM,
    kind: 'boolean',
    label: 'Open house this weekend',
    message: TRUE_OR_FALSE_MESSAGE,
  },
  propertyFeatures: {
    ...ON_FORM,
    kind: 'enum-list',
    label: 'Property Features',
    values: PROPERTY_FEATURE_VALUES,
    messages: {
      notAllowed: `Property features must be among ${PROPERTY_FEATURE_VALUES.join(', ')}`,
      tooMany: 'Too many property features',
    },
  },
  /**
   * The map search's area (decision 026). Set by the map, never by the form; a location field
   * because a new search-box or chip search replaces it like the place it narrows.
   */
  polygon: { ...SEARCH_BOX_ONLY, kind: 'area', label: 'Map area' },
} as const satisfies Record<string, SearchField>;

type SearchFields = typeof SEARCH_FIELDS;
export type FilterField = keyof SearchFields;

/** The filter fields the form has an input for. */
export type FormField = {
  [N in FilterField]: SearchFields[N] extends { inForm: true } ? N : never;
}[FilterField];
/** The fields the search box sets: a new box or chip search replaces all of them. */
export type LocationField = {
  [N in FilterField]: SearchFields[N] extends { location: true } ? N : never;
}[FilterField];
/** Numbers that come in min/max pairs. */
type NumberField = {
  [N in FilterField]: SearchFields[N] extends { kind: 'whole-number' | 'room-count' | 'decimal' }
    ? N
    : never;
}[FilterField];

/** A filter's value in a search, as the API reads it. */
type FilterValue<F> = F extends { kind: 'whole-number' | 'room-count' | 'decimal' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : F extends { kind: 'enum-list'; values: readonly (infer V)[] }
        ? V[]
        : string;

/**
 * The filter payload of the spec: the status, and only the filters that are set. The API's
 * query schema reads the same fields into the same types (a type test keeps them so).
 */
export type FilterPayload = OneObject<
  { status: string } & { [N in FilterField]?: FilterValue<SearchFields[N]> }
>;

/** An intersection as one object type (how editors show it, and how type tests compare it). */
type OneObject<T> = { [K in keyof T]: T[K] };

/**
 * The filter fields in the order a search's URL writes them, so equal searches read alike (the
 * home page's URL, and the server's render cache key).
 */
export const FILTER_URL_ORDER = Object.keys(SEARCH_FIELDS) as readonly FilterField[];

/** The fields whose entry passes `test`, in URL order; N names them for the type checker. */
const fieldsWhere = <N extends FilterField>(test: (field: SearchField) => boolean) =>
  FILTER_URL_ORDER.filter((name): name is N => test(SEARCH_FIELDS[name]));

export const FORM_FIELDS = fieldsWhere<FormField>((field) => field.inForm);
export const LOCATION_FIELDS = fieldsWhere<LocationField>((field) => field.location);
/** Set by the search box alone (ZIP code, address): the form has no input for them. */
export const SEARCH_BOX_ONLY_FIELDS = fieldsWhere<Exclude<FilterField, FormField>>(
  (field) => !field.inForm,
);

function range<Min extends NumberField, Max extends NumberField>(
  min: Min,
  max: Max,
  noun: string,
  legend: string,
) {
  return {
    min,
    max,
    legend,
    message: `Maximum ${noun} must be at least the minimum ${noun}`,
  } as const;
}

/**
 * The min/max pairs of the search under the form's legends, with the message of a maximum
 * below its minimum (the form checks it before sending, the API again).
 */
export const SEARCH_RANGES = [
  range('minPrice', 'maxPrice', 'price', 'Price Range'),
  range('minBeds', 'maxBeds', 'bedrooms', 'Bedrooms'),
  range('minBaths', 'maxBaths', 'bathrooms', 'Bathrooms'),
  range('minSqft', 'maxSqft', 'square footage', 'Square Footage'),
  range('minLotAcres', 'maxLotAcres', 'lot size', 'Lot Size (acres)'),
] as const;

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
