import type PgBoss from 'pg-boss';
import { cacheRunPercent, cacheRunState, cityRunState } from '../../../core/cache-run';
import { citiesInSyncOrder, type SyncPriority } from '../../../core/mls-cities';
import type { CacheSummary } from '../../../contract/mls-cache';
import type { Database } from '../../db/connect';
import { INCREMENTAL_OVERLAP_MS } from './service';
import {
  countListings,
  countListingsByCity,
  getCacheStatus,
  listCacheStatus,
  listEnabledCities,
  readSyncState,
  updateCacheStatus,
  updateSyncState,
  citiesWithQueuedJob,
  underSyncStartLock,
} from './store';

export const SYNC_CITY_JOB = 'mls.sync-city';
export const REFRESH_JOB = 'mls.refresh';
export const FULL_SYNC_JOB = 'mls.full-sync';

/** pg-boss fetches higher numbers first: metro areas, then regional centers, then small towns. */
const JOB_PRIORITY: Record<SyncPriority, number> = { high: 30, medium: 20, low: 10 };

export type SendJob = (
  name: string,
  data: object,
  options?: PgBoss.SendOptions,
) => Promise<string | null>;
export type SyncController = ReturnType<typeof createSyncController>;
type StartResult = { started: boolean; cities: number; queued: number };

/**
 * Starts and stops full caching runs and reports their progress (the admin cache API).
 * `crossInstanceLock`: other instances share the database (PostgreSQL), so a start also takes
 * a database lock; PGlite is one process, where the in-process queue is enough (and a lock
 * held in a transaction would wait for its own other queries).
 */
export function createSyncController(
  db: Database,
  send: SendJob,
  options: { crossInstanceLock?: boolean } = {},
) {
  /** Starts of this process, one after the other. */
  let starting: Promise<unknown> = Promise.resolve();

  async function startRun(onlyIfIdle: boolean): Promise<StartResult> {
    const state = await readSyncState(db);
    // decided under the start lock, so of two admins' starts at once exactly one is refused
    if (state.running && onlyIfIdle) return { started: false, cities: 0, queued: 0 };
    const cities = citiesInSyncOrder(
      (await listEnabledCities(db)).map((c) => ({ ...c, priority: c.priority as SyncPriority })),
    );
    const withJob = await citiesWithQueuedJob(db, SYNC_CITY_JOB);
    await updateSyncState(db, {
      running: true,
      stopRequested: false,
      highWaterMark: state.highWaterMark ?? new Date(Date.now() - INCREMENTAL_OVERLAP_MS),
    });
    if (!state.running) {
      for (const { status } of await listCacheStatus(db)) {
        if (status.isComplete) {
          await updateCacheStatus(db, status.city, {
            isComplete: false,
            cacheProgress: 0,
            cachedProperties: 0,
            lastOffset: 0,
            runStartedAt: null,
          });
        }
      }
    }
    const incomplete = state.running
      ? new Set(
          (await listCacheStatus(db)).filter((r) => !r.status.isComplete).map((r) => r.city.name),
        )
      : null;
    let queued = 0;
    for (const city of cities) {
      if (withJob.has(city.name) || (incomplete && !incomplete.has(city.name))) continue;
      await send(SYNC_CITY_JOB, { city: city.name }, { priority: JOB_PRIORITY[city.priority] });
      queued += 1;
    }
    return { started: !state.running, cities: cities.length, queued };
  }

  /** Every enabled city in priority order: its run progress, run state and live listings. */
  async function cityStatuses() {
    const [rows, state, live] = await Promise.all([
      listCacheStatus(db),
      readSyncState(db),
      countListingsByCity(db),
    ]);
    return citiesInSyncOrder(
      rows
        .filter((r) => r.city.enabled)
        .map((r) => ({ ...r, name: r.city.name, priority: r.city.priority as SyncPriority })),
    ).map((r) => ({
      city_name: r.city.name,
      county: r.city.county,
      priority: r.priority,
      is_complete: r.status.isComplete,
      cached_count: r.status.cachedProperties,
      total_count: r.status.totalProperties,
      last_updated: r.status.lastCacheUpdate?.toISOString() ?? null,
      state: cityRunState({
        isComplete: r.status.isComplete,
        // syncCity gives a city its run start before its first page, and clears it when done
        reached: r.status.runStartedAt !== null,
        runGoingOn: state.running,
      }),
      // the site shows these whatever the run's progress: a new or stopped run removes none
      live_count: live.get(r.city.name) ?? 0,
    }));
  }

  return {
    /**
     * Queues one job per city in priority order, never a second one for a city that already
     * has a job queued or running (each start used to queue every city again: 83 calls queued
     * 1,332 jobs). When no run is going on, a new one begins: completed cities start again
     * from the first page; cities stopped or interrupted mid-way resume from their offset.
     * During a run only cities left without a job (a job that used up its retries) are queued,
     * or, with `onlyIfIdle` (an admin's Start), nothing: `started` false says a run goes on.
     */
    async start({ onlyIfIdle = false }: { onlyIfIdle?: boolean } = {}): Promise<StartResult> {
      // two starts at once (two admins, two instances) must not both queue every city
      const begin = () => startRun(onlyIfIdle);
      const run = () => (options.crossInstanceLock ? underSyncStartLock(db, begin) : begin());
      const result = starting.then(run, run);
      starting = result.catch(() => undefined);
      return result;
    },

    /** Queues the rest of a city whose job paused at the end of its time slice. */
    async continueCity(name: string): Promise<void> {
      const city = (await listEnabledCities(db)).find((c) => c.name === name);
      if (!city) return;
      await send(
        SYNC_CITY_JOB,
        { city: name },
        { priority: JOB_PRIORITY[city.priority as SyncPriority] },
      );
    },

    /** Whether a city still has work in the current run (a duplicate job finds it done). */
    async cityPending(name: string): Promise<boolean> {
      const row = await getCacheStatus(db, name);
      return row !== null && !row.isComplete;
    },

    /**
     * Asks the running city job to stop after its current page; queued cities are skipped.
     * False when no run is going on (nothing to stop).
     */
    async stop(): Promise<boolean> {
      const state = await readSyncState(db);
      if (!state.running) return false;
      await updateSyncState(db, { running: false, stopRequested: true });
      return true;
    },

    /** After a city completes: the run is over when every enabled city is complete. */
    async finishIfAllComplete(): Promise<boolean> {
      const rows = await listCacheStatus(db);
      const done = rows.filter((r) => r.city.enabled).every((r) => r.status.isComplete);
      if (done) await updateSyncState(db, { running: false });
      return done;
    },

    async shouldStop(): Promise<boolean> {
      return (await readSyncState(db)).stopRequested;
    },

    status: cityStatuses,

    async summary(): Promise<CacheSummary> {
      const [rows, state, cached] = await Promise.all([
        cityStatuses(),
        readSyncState(db),
        countListings(db),
      ]);
      const byPriority = (p: string) => rows.filter((r) => r.priority === p).length;
      const cities = rows.map((r) => ({
        state: r.state,
        cached: r.cached_count,
        total: r.total_count,
      }));
      return {
        is_running: state.running,
        run_state: cacheRunState({
          runGoingOn: state.running,
          stopRequested: state.stopRequested,
          cities,
        }),
        run_percent: cacheRunPercent(cities),
        total_cities: rows.length,
        completed_cities: rows.filter((r) => r.is_complete).length,
        total_properties_cached: cached,
        high_priority_cities: byPriority('high'),
        medium_priority_cities: byPriority('medium'),
        low_priority_cities: byPriority('low'),
      };
    },
  };
}
