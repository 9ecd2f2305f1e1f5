import { z } from 'zod';
import {
  HOME_TYPE_VALUES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PROPERTY_FEATURE_VALUES,
  SEARCHABLE_STATUSES,
  SORT_VALUES,
} from '../core/listing-search';
import { badgeSettingsSchema, customBadgeSchema } from './admin-settings';
import { listingFeatureGroupsSchema } from './listing-fields';

/*
 * The listing search API (visitor spec sections 3 and 7): GET /api/properties and
 * GET /api/properties/{id}. Query values arrive as strings; each field states what it accepts.
 */

const wholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, `${label} must be a whole number`)
    .transform(Number);

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

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} must not be empty`)
    .max(max, `${label} must be at most ${max} characters`);

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
    city: text('City', 60).optional(),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)')
      .optional(),
    address: text('Address', 120).optional(),
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

/** A listing as a card shows it (list replies). */
export const propertySummarySchema = z.object({
  id: z.number().int(),
  mlsNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  price: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  squareFeet: z.number().nullable(),
  lotSize: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  propertyType: z.string().nullable(),
  propertySubType: z.string().nullable(),
  status: z.string(),
  daysOnMarket: z.number().int(),
  listingDate: z.string().nullable(),
  /** Card photos (800 px): the first one is shown; the count tells how many the listing has. */
  photos: z.array(z.string()),
  photoCount: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isAuction: z.boolean(),
  HorseYN: z.boolean(),
  /** IDX attribution: the listing agent and office. */
  listingAgent: z.string().nullable(),
  listingOffice: z.string().nullable(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertyListResponseSchema = z.object({
  properties: z.array(propertySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

/** One photo in the sizes we keep, for galleries with srcset. */
export const propertyPhotoSchema = z.object({
  uri800: z.string(),
  uri1024: z.string(),
  uri1600: z.string(),
  caption: z.string().nullable(),
});

/** A listing in full (property page); the spec's Property fields. */
export const propertyDetailSchema = propertySummarySchema.extend({
  lotSizeSquareFeet: z.number().nullable(),
  description: z.string().nullable(),
  publicRemarks: z.string().nullable(),
  Directions: z.string().nullable(),
  photoSet: z.array(propertyPhotoSchema),
  parking: z.string().nullable(),
  parkingSpaces: z.number().nullable(),
  totalRooms: z.number().nullable(),
  stories: z.string().nullable(),
  ageRange: z.string().nullable(),
  condition: z.string().nullable(),
  appliances: z.string().nullable(),
  internetTypes: z.string().nullable(),
  utilities: z.string().nullable(),
  sewer: z.string().nullable(),
  water: z.string().nullable(),
  electric: z.string().nullable(),
  County: z.string().nullable(),
  SubdivisionName: z.string().nullable(),
  SchoolDistrict: z.string().nullable(),
  ElementarySchool: z.string().nullable(),
  MiddleOrJuniorSchool: z.string().nullable(),
  HighSchool: z.string().nullable(),
  ParcelNumber: z.string().nullable(),
  LegalDescription: z.string().nullable(),
  LegalDescriptionText: z.string().nullable(),
  PublicSurvey: z.string().nullable(),
  TownshipRange: z.string().nullable(),
  Section: z.string().nullable(),
  hoaFee: z.number().nullable(),
  features: listingFeatureGroupsSchema,
  /** Other public fields of the feed record, for the Complete Property Information section. */
  additionalFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  listingAgentPhone: z.string().nullable(),
  modifiedAt: z.string().nullable(),
  syncedAt: z.string(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Invalid property ID')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Invalid property ID'),
});

export const taxRecordSchema = z.object({
  annualTax: z.number().nullable(),
  taxYear: z.number().int().nullable(),
});
export type TaxRecord = z.infer<typeof taxRecordSchema>;

/** GET /api/badge-settings: the badge styling of listing cards and pages, and custom badges. */
export const badgeSettingsResponseSchema = z.object({
  badgeSettings: badgeSettingsSchema.omit({ customBadges: true }),
  customBadges: z.record(z.string(), customBadgeSchema),
});
export type BadgeSettingsResponse = z.infer<typeof badgeSettingsResponseSchema>;
