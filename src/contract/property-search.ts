import { z } from 'zod';
import { INT4_MAX, text } from './primitives';
import {
  HOME_TYPE_VALUES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PROPERTY_FEATURE_VALUES,
  SEARCHABLE_STATUSES,
  SORT_VALUES,
} from '../core/listing-search';

/*
 * The query of GET /api/properties (visitor spec section 3, the filter payload). Values
 * arrive as strings; each field states what it accepts. The browser builds the query with
 * core/listing-search.ts and never loads this module.
 */

const wholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, `${label} must be a whole number`)
    .transform(Number)
    // the columns are integers: a larger bound would make the database fail
    .refine((n) => n <= INT4_MAX, `${label} must be at most ${INT4_MAX.toLocaleString('en-US')}`);

const roomCount = (label: string, step: 'whole' | 'half') =>
  z
    .string()
    .trim()
    .regex(
      step === 'whole' ? /^\d{1,2}$/ : /^\d{1,2}(\.[05])?$/,
      step === 'whole'
        ? `${label} must be a whole number`
        : `${label} must be a number in steps of 0.5`,
    )
    .transform(Number);

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** A repeated parameter arrives as an array, a single one as a string. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));

const searchText = (label: string, max: number) =>
  text({ max, maxMessage: `${label} must be at most ${max} characters` }).min(
    1,
    `${label} must not be empty`,
  );

const ranges = [
  ['minPrice', 'maxPrice', 'price'],
  ['minBeds', 'maxBeds', 'bedrooms'],
  ['minBaths', 'maxBaths', 'bathrooms'],
  ['minSqft', 'maxSqft', 'square footage'],
] as const;

/** The query of GET /api/properties: the filter payload, paging and sort. */
export const propertySearchQuerySchema = z
  .object({
    status: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(
        z.enum(SEARCHABLE_STATUSES, {
          message: `Status must be one of ${SEARCHABLE_STATUSES.join(', ')}`,
        }),
      )
      .default('ACTIVE'),
    mlsNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,20}$/, 'MLS number must be letters and digits')
      .optional(),
    city: searchText('City', 60).optional(),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)')
      .optional(),
    address: searchText('Address', 120).optional(),
    minPrice: wholeNumber('Minimum price').optional(),
    maxPrice: wholeNumber('Maximum price').optional(),
    minBeds: roomCount('Minimum bedrooms', 'whole').optional(),
    maxBeds: roomCount('Maximum bedrooms', 'whole').optional(),
    minBaths: roomCount('Minimum bathrooms', 'half').optional(),
    maxBaths: roomCount('Maximum bathrooms', 'half').optional(),
    minSqft: wholeNumber('Minimum square footage').optional(),
    maxSqft: wholeNumber('Maximum square footage').optional(),
    propertyType: z
      .enum(['all', ...HOME_TYPE_VALUES], {
        message: `Home type must be one of ${HOME_TYPE_VALUES.join(', ')}`,
      })
      .optional()
      .transform((v) => (v === 'all' ? undefined : v)),
    justListed: booleanParam.optional(),
    propertyFeatures: repeated(
      z.enum(PROPERTY_FEATURE_VALUES, {
        message: `Property features must be among ${PROPERTY_FEATURE_VALUES.join(', ')}`,
      }),
    )
      .refine((v) => v.length <= PROPERTY_FEATURE_VALUES.length, 'Too many property features')
      .optional(),
    /** The home page's Payson list: same as city=Payson. */
    payson: booleanParam.optional(),
    page: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number of 1 or more')
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
  })
  .superRefine((query, ctx) => {
    for (const [min, max, label] of ranges) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({
          code: 'custom',
          path: [max],
          message: `Maximum ${label} must be at least the minimum ${label}`,
        });
      }
    }
  });
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;
