/**
 * Where a full caching run (the admin's city cache, back-office spec sections 2-4) stands,
 * kept apart from how many listings each city has live: a run that is stopped, or that begins
 * again from the first page, does not take any listing off the site (issue 41).
 */

/**
 * A city in the current (or last) run: complete; being cached (in_progress); reached but left
 * mid-way because the run was stopped (stopped); or not reached yet, waiting its turn while the
 * run goes on (waiting) or with no run going on (not_started).
 */
export const CITY_RUN_STATES = [
  'complete',
  'in_progress',
  'stopped',
  'waiting',
  'not_started',
] as const;
export type CityRunState = (typeof CITY_RUN_STATES)[number];

/** The run as a whole: going on, stopped before the end, every city complete, or never begun. */
export const CACHE_RUN_STATES = ['running', 'stopped', 'complete', 'not_started'] as const;
export type CacheRunState = (typeof CACHE_RUN_STATES)[number];

export function cityRunState(city: {
  isComplete: boolean;
  /** The run has begun this city (it has a start time, and maybe an offset to resume at). */
  reached: boolean;
  runGoingOn: boolean;
}): CityRunState {
  if (city.isComplete) return 'complete';
  if (city.reached) return city.runGoingOn ? 'in_progress' : 'stopped';
  return city.runGoingOn ? 'waiting' : 'not_started';
}

export function cacheRunState(run: {
  runGoingOn: boolean;
  /** An admin pressed Stop and nothing started since. */
  stopRequested: boolean;
  cities: ReadonlyArray<{ state: CityRunState }>;
}): CacheRunState {
  if (run.runGoingOn) return 'running';
  if (run.cities.length > 0 && run.cities.every((c) => c.state === 'complete')) return 'complete';
  // stopped before its first city counts as stopped too: the admin asked for it
  const reachedSome = run.cities.some((c) => c.state === 'stopped' || c.state === 'complete');
  return run.stopRequested || reachedSome ? 'stopped' : 'not_started';
}

/**
 * The run's progress in whole percent: listings cached in this run over the listings the feed
 * has for every city (as last counted), rounded down and kept under 100 until every city is
 * complete. A complete city counts whole (the feed may have changed since its count).
 */
export function cacheRunPercent(
  cities: ReadonlyArray<{ state: CityRunState; cached: number; total: number }>,
): number {
  if (cities.length === 0) return 0;
  const allComplete = cities.every((c) => c.state === 'complete');
  if (allComplete) return 100;
  let cached = 0;
  let total = 0;
  for (const city of cities) {
    const cityTotal = Math.max(0, city.total);
    total += cityTotal;
    cached += city.state === 'complete' ? cityTotal : Math.min(cityTotal, Math.max(0, city.cached));
  }
  if (total === 0) return 0;
  return Math.min(99, Math.floor((cached / total) * 100));
}
