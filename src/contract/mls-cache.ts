import { z } from 'zod';
import { CACHE_RUN_STATES, CITY_RUN_STATES } from '../core/cache-run';

/** GET /api/admin/automated-cache/status: one entry per city (back-office spec section 3). */
export const cityCacheStatusSchema = z.object({
  city_name: z.string(),
  county: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  is_complete: z.boolean(),
  /** Listings of the city stored in this run (its progress); 0 again when a new run begins it. */
  cached_count: z.number().int(),
  total_count: z.number().int(),
  last_updated: z.string().nullable(),
  /** The city in the current or last run (core/cache-run.ts). */
  state: z.enum(CITY_RUN_STATES),
  /** The city's listings in the database now, shown on the site whatever the run does. */
  live_count: z.number().int(),
});
export const cityCacheStatusListSchema = z.array(cityCacheStatusSchema);

/** GET /api/admin/automated-cache/summary */
export const cacheSummarySchema = z.object({
  is_running: z.boolean(),
  /** The current or last run: running, stopped (at run_percent), complete or not started. */
  run_state: z.enum(CACHE_RUN_STATES),
  /** The run's progress in whole percent (core/cache-run.ts). */
  run_percent: z.number().int().min(0).max(100),
  total_cities: z.number().int(),
  completed_cities: z.number().int(),
  total_properties_cached: z.number().int(),
  high_priority_cities: z.number().int(),
  medium_priority_cities: z.number().int(),
  low_priority_cities: z.number().int(),
});
export type CacheSummary = z.infer<typeof cacheSummarySchema>;
