import { z } from 'zod';

/*
 * GET /api/cities/{slug}/market: a city page's market figures (the latest market_data row) and
 * its 12-month chart (issue 24). Public.
 */

export const CITY_NOT_FOUND = 'City not found';

export const citySlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid city')
    .max(60, 'Invalid city'),
});

const money = z.number().nonnegative().nullable();

/** One day's figures of a city (a market_data row). */
export const marketFiguresSchema = z.object({
  /** YYYY-MM-DD (UTC) */
  recordDate: z.string(),
  activeListings: z.number().int(),
  medianListPrice: money,
  medianDaysOnMarket: z.number().nullable(),
  averageDaysOnMarket: z.number().nullable(),
  newListings30d: z.number().int(),
  priceReductions30d: z.number().int(),
  /** Sold data: null where the feed carries none. */
  medianSalesPrice: money,
  totalHomesSold: z.number().int().nullable(),
  marketSupplyMonths: z.number().nullable(),
  pricePerSquareFoot: money,
});
export type MarketFigures = z.infer<typeof marketFiguresSchema>;

/** One month of the chart: listings active at the month's end (or today) and their median price. */
export const marketMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  inventory: z.number().int(),
  medianListPrice: money,
});
export type MarketMonth = z.infer<typeof marketMonthSchema>;

export const cityMarketSchema = z.object({
  city: z.string(),
  slug: z.string(),
  figures: marketFiguresSchema,
  /** Oldest first, 12 months ending with the current one. */
  months: z.array(marketMonthSchema),
});
export type CityMarket = z.infer<typeof cityMarketSchema>;
