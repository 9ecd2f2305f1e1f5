import type { z } from 'zod';
import type { cityCacheStatusSchema } from '../../../contract/mls-cache';

/** One city of GET /api/admin/automated-cache/status. */
export type CityCacheStatus = z.infer<typeof cityCacheStatusSchema>;

/**
 * How much of a city is cached, in whole percent (0-100), rounded down so an unfinished city
 * never reads 100%. A city with no listings to cache is 100% once complete, else 0%.
 */
export function cachedPercent(
  city: Pick<CityCacheStatus, 'cached_count' | 'total_count' | 'is_complete'>,
): number {
  if (city.total_count <= 0) return city.is_complete ? 100 : 0;
  const percent = Math.floor((city.cached_count / city.total_count) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** A city's state (back-office spec section 4): In Progress until is_complete, then Complete. */
export const cityStateLabel = (city: Pick<CityCacheStatus, 'is_complete'>) =>
  city.is_complete ? 'Complete' : 'In Progress';

const countFormat = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => countFormat.format(value);

/** A timestamp in the admin's local time ('Mar 4, 2026, 9:15 AM'); null reads 'Never'. */
export function formatLocalTime(timestamp: string | null): string {
  if (!timestamp) return 'Never';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
