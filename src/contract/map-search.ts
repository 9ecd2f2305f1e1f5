import { z } from 'zod';
import { checkSearchRanges, propertySearchParamsSchema } from './property-search';

/*
 * GET /api/properties/map (decision 026): a marker for every listing a search finds, for the
 * map to cluster. The query is the search's own (property-search.ts) without paging and sort:
 * the same filters, `polygon` included, with the same messages.
 */

export const mapSearchQuerySchema = propertySearchParamsSchema
  .omit({ page: true, limit: true, sort: true })
  .superRefine(checkSearchRanges);
export type MapSearchQuery = z.output<typeof mapSearchQuerySchema>;

/** One marker: the listing's id, latitude, longitude and price (null when it has none). */
export const mapPointSchema = z.tuple([
  z.number().int(),
  z.number(),
  z.number(),
  z.number().nullable(),
]);
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * The markers of the matches that have coordinates, at most the server's cap of them:
 * `truncated` says some were left out, `total` how many there are in all.
 */
export const mapSearchResponseSchema = z.object({
  total: z.number().int(),
  truncated: z.boolean(),
  points: z.array(mapPointSchema),
});
export type MapSearchResponse = z.infer<typeof mapSearchResponseSchema>;
