import { z } from 'zod';
import { text } from './primitives';
import { formatMapArea, parseMapArea } from '../core/map-area';
import {
  DEFAULT_STATUS,
  MAX_PAGE_SIZE,
  PAGE_NUMBER,
  PAGE_SIZE,
  SEARCHABLE_STATUSES,
  SORT_VALUES,
} from '../core/listing-search';
import {
  FILTER_URL_ORDER,
  SEARCH_FIELDS,
  SEARCH_RANGES,
  TRUE_OR_FALSE_MESSAGE,
  type FilterField,
  type SearchField,
} from '../core/search-fields';

/*
 * The query of GET /api/properties (visitor spec section 3, the filter payload). Values
 * arrive as strings; each filter accepts what its entry in core/search-fields.ts says, with
 * its messages. The browser builds the query with core/search-fields.ts and imports only the
 * types of this module, never its code.
 */

const trueOrFalse = z
  .enum(['true', 'false', '1', '0'], { message: TRUE_OR_FALSE_MESSAGE })
  .transform((v) => v === 'true' || v === '1');

/** A repeated parameter arrives as an array, a single one as a string. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));

/**
 * Up to 12 digits are read as a number, so a number just past the bound is told its bound
 * rather than that it is not a whole number.
 */
const DIGITS_READ_AS_NUMBER = /^\d{1,12}$/;

type FieldOfKind<K extends SearchField['kind']> = Extract<SearchField, { kind: K }>;

/** Each kind of filter's query parameter: what it accepts and the value the search gets. */
const PARAM_OF_KIND = {
  text: (field: FieldOfKind<'text'>) =>
    text({ max: field.maxLength, maxMessage: field.messages.tooLong }).min(1, field.messages.empty),
  pattern: (field: FieldOfKind<'pattern'>) => z.string().trim().regex(field.pattern, field.message),
  'whole-number': (field: FieldOfKind<'whole-number'>) =>
    z
      .string()
      .trim()
      .regex(DIGITS_READ_AS_NUMBER, field.messages.notWholeNumber)
      .transform(Number)
      .refine((n) => n <= field.max, field.messages.tooLarge),
  'room-count': (field: FieldOfKind<'room-count'>) =>
    z.string().trim().regex(field.pattern, field.message).transform(Number),
  decimal: (field: FieldOfKind<'decimal'>) =>
    z
      .string()
      .trim()
      .regex(field.pattern, field.message)
      .transform(Number)
      .refine((n) => n <= field.max, field.message),
  enum: (field: FieldOfKind<'enum'>) =>
    z
      .enum([field.anyValue, ...field.values], { message: field.message })
      .optional()
      .transform((v) => (v === field.anyValue ? undefined : v)),
  'enum-list': (field: FieldOfKind<'enum-list'>) =>
    repeated(z.enum(field.values, { message: field.messages.notAllowed })).refine(
      (v) => v.length <= field.values.length,
      field.messages.tooMany,
    ),
  boolean: (_field: FieldOfKind<'boolean'>) => trueOrFalse,
  /** A map area, given back in its canonical form (rounded corners, no spaces). */
  area: (_field: FieldOfKind<'area'>) =>
    z.string().transform((value, ctx) => {
      const area = parseMapArea(value);
      if (area.ok) return formatMapArea(area.points);
      ctx.addIssue({ code: 'custom', message: area.message });
      return z.NEVER;
    }),
};

/** The parameter of a filter field, by its kind. */
function filterParam(field: SearchField): z.ZodType {
  // TypeScript cannot pair a field of the union with its kind's builder by itself.
  const build = PARAM_OF_KIND[field.kind] as (field: SearchField) => z.ZodType;
  return build(field);
}

type ParamKinds = typeof PARAM_OF_KIND;

/**
 * The value a filter's parameter gives the search: what its kind's builder makes, except that
 * an enum's values are the field's own (the builders see only `string`).
 */
type ParamValue<F> = F extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : F extends { kind: 'enum-list'; values: readonly (infer V)[] }
    ? V[]
    : F extends { kind: infer K extends keyof ParamKinds }
      ? NonNullable<z.output<ReturnType<ParamKinds[K]>>>
      : never;

type FilterParams = {
  [N in FilterField]: z.ZodOptional<z.ZodType<ParamValue<(typeof SEARCH_FIELDS)[N]>, unknown>>;
};

// Object.fromEntries loses each parameter's own type: FilterParams restores it from the
// builders above (the type test in web/features/home/api holds it to the browser's payload).
const filterParams = Object.fromEntries(
  FILTER_URL_ORDER.map((name) => [name, filterParam(SEARCH_FIELDS[name]).optional()]),
) as unknown as FilterParams;

/**
 * The query's parameters before the range checks: what a query derived from the search's
 * (the map's markers, contract/map-search.ts) picks or omits, as zod refuses to omit from a
 * refined object.
 */
export const propertySearchParamsSchema = z.object({
  status: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(
      z.enum(SEARCHABLE_STATUSES, {
        message: `Status must be one of ${SEARCHABLE_STATUSES.join(', ')}`,
      }),
    )
    .default(DEFAULT_STATUS),
  ...filterParams,
  /** The home page's Payson list: same as city=Payson. */
  payson: trueOrFalse.optional(),
  page: z
    .string()
    .trim()
    .regex(PAGE_NUMBER, 'Page must be a whole number of 1 or more')
    .transform(Number)
    .default(1),
  limit: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Limit must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Limit must be at least 1')
        .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`),
    )
    .default(PAGE_SIZE),
  sort: z
    .enum(SORT_VALUES, { message: `Sort must be one of ${SORT_VALUES.join(', ')}` })
    .default('newest'),
});

type RangeBound = (typeof SEARCH_RANGES)[number]['min' | 'max'];

/** Each range's maximum at least its minimum (the message under the maximum). */
export function checkSearchRanges(
  query: { [K in RangeBound]?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  for (const { min, max, message } of SEARCH_RANGES) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', path: [max], message });
    }
  }
}

/** The query of GET /api/properties: the filter payload, paging and sort. */
export const propertySearchQuerySchema = propertySearchParamsSchema.superRefine(checkSearchRanges);
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;

/** The query's parameters that are not filters. */
type SearchControl = 'payson' | 'page' | 'limit' | 'sort';

/**
 * The browser's filter payload, from the server's reading of the query: every filter the
 * schema has (a filter added here alone shows up in it), and the status as the text sent.
 */
export type PropertySearchFilters = {
  [K in keyof PropertySearchQuery as K extends SearchControl ? never : K]: K extends 'status'
    ? NonNullable<z.input<typeof propertySearchQuerySchema>['status']>
    : PropertySearchQuery[K];
};
