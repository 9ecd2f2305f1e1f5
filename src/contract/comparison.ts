import { z } from 'zod';
import { MAX_COMPARABLES } from '../core/comparables';
import { propertySummarySchema } from './properties';

/*
 * The comparison reply (visitor spec sections 3 and 7): GET /api/properties/spark-comparison/{id}
 * and GET /api/spark-comparison/{id} answer the same shape. The id is checked with
 * propertyIdParamsSchema (properties.ts).
 */

const rangeSchema = z.object({ min: z.number(), max: z.number() });

/** A comparable listing: its card fields plus how its price compares with the subject's. */
export const comparablePropertySchema = propertySummarySchema.extend({
  /** Comparable minus subject price, whole dollars; null when the subject has no price. */
  priceDifference: z.number().int().nullable(),
  /** The difference as a percent of the subject's price, 1 decimal. */
  priceDifferencePercent: z.number().nullable(),
  /** Distance between the two towns' centres; 0 in the subject's own city. */
  cityDistanceKm: z.number(),
});
export type ComparableProperty = z.infer<typeof comparablePropertySchema>;

/** What the comparables were chosen by; a range is null when the subject lacks the value. */
export const comparisonSearchCriteriaSchema = z.object({
  priceRange: rangeSchema.nullable(),
  bedroomRange: rangeSchema.nullable(),
  squareFeetRange: rangeSchema.nullable(),
  propertyType: z.string().nullable(),
  /** The subject's city first, then the nearby cities searched, nearest first. */
  cities: z.array(z.string()),
  /** Sold listings count when they closed on or after this day (YYYY-MM-DD). */
  closedSince: z.string(),
});
export type ComparisonSearchCriteria = z.infer<typeof comparisonSearchCriteriaSchema>;

export const comparisonResponseSchema = z.object({
  mainProperty: propertySummarySchema,
  /** Best first: the subject's city, then nearby cities; active before recently sold. */
  comparableProperties: z.array(comparablePropertySchema).max(MAX_COMPARABLES),
  searchCriteria: comparisonSearchCriteriaSchema,
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;
