import { z } from 'zod';
import { LISTING_ID_PATTERN, MAX_LISTING_ID } from '../core/listing-id';
import type { ListingChange } from '../core/price-history';
import { badgeSettingsSchema, customBadgeSchema } from './badges';
import { listingFeatureGroupsSchema } from './listing-fields';

/*
 * Replies of the listing API (visitor spec sections 3 and 7): GET /api/properties and
 * GET /api/properties/{id}. The search query is in property-search.ts (server only).
 */

/** When an open house starts and ends (ISO times). */
export const openHouseTimesSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

/** One open house of a listing (ISO times; its id names its calendar file). */
export const openHouseSchema = openHouseTimesSchema.extend({
  id: z.number().int(),
  comments: z.string().nullable(),
});
export type OpenHouse = z.infer<typeof openHouseSchema>;

/** One recorded price or status change of a listing (core/price-history.ts ListingChange). */
export const listingChangeSchema = z.object({
  kind: z.enum(['price', 'status']),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  oldStatus: z.string().nullable(),
  newStatus: z.string().nullable(),
  changedAt: z.string(),
}) satisfies z.ZodType<ListingChange>;

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
  /** The price before the last price change, and when it changed (decision 021). */
  previousPrice: z.number().nullable(),
  priceChangedAt: z.string().nullable(),
  /**
   * previous price - price when the price went down within PRICE_REDUCED_DAYS of the reply
   * (core/price-history.ts): the card's 'Price reduced $X' and the REDUCED badge. Null otherwise.
   */
  priceReduction: z.number().nullable(),
  /** The earliest open house that had not ended when the reply was made (the OPEN HOUSE badge). */
  nextOpenHouse: openHouseTimesSchema.nullable(),
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
  /** Its price and status changes, oldest first (the property page's 'Price history'). */
  history: z.array(listingChangeSchema),
  /** Its open houses that have not ended, soonest first (the property page's 'Open houses'). */
  openHouses: z.array(openHouseSchema),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyIdParamsSchema = z.object({
  id: z
    .string()
    .regex(LISTING_ID_PATTERN, 'Invalid property ID')
    .transform(Number)
    .refine((n) => n <= MAX_LISTING_ID, 'Invalid property ID'),
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
