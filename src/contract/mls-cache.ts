import { z } from 'zod';

/** GET /api/admin/automated-cache/status: one entry per city (back-office spec section 3). */
export const cityCacheStatusSchema = z.object({
  city_name: z.string(),
  county: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  is_complete: z.boolean(),
  cached_count: z.number().int(),
  total_count: z.number().int(),
  last_updated: z.string().nullable(),
});
export const cityCacheStatusListSchema = z.array(cityCacheStatusSchema);

/** GET /api/admin/automated-cache/summary */
export const cacheSummarySchema = z.object({
  is_running: z.boolean(),
  total_cities: z.number().int(),
  completed_cities: z.number().int(),
  total_properties_cached: z.number().int(),
  high_priority_cities: z.number().int(),
  medium_priority_cities: z.number().int(),
  low_priority_cities: z.number().int(),
});
export type CacheSummary = z.infer<typeof cacheSummarySchema>;
