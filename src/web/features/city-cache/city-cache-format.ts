import { formatArizonaMoment } from '../../../core/date-time-format';
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

/**
 * A city's state in the run (back-office spec section 4's In Progress and Complete): only the
 * city being cached is In Progress; a city a stopped run left mid-way is Stopped, and one the
 * run has not reached is Waiting (a run goes on) or Not started (issue 41).
 */
export const CITY_STATE_LABELS: Record<CityCacheStatus['state'], string> = {
  complete: 'Complete',
  in_progress: 'In Progress',
  stopped: 'Stopped',
  waiting: 'Waiting',
  not_started: 'Not started',
};

export const cityStateLabel = (city: Pick<CityCacheStatus, 'state'>) =>
  CITY_STATE_LABELS[city.state];

/** Whether the run has cached any of the city (it has progress to show). */
export const cityReached = (city: Pick<CityCacheStatus, 'state'>) =>
  city.state === 'complete' || city.state === 'in_progress' || city.state === 'stopped';

const countFormat = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => countFormat.format(value);

/** A timestamp in Arizona time, labelled ('Mar 4, 2026, 9:15 AM MST'); null reads 'Never'. */
export function formatCacheTime(timestamp: string | null): string {
  if (!timestamp) return 'Never';
  return formatArizonaMoment(timestamp) ?? timestamp;
}
