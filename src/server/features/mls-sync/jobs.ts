import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { FULL_SYNC_JOB, REFRESH_JOB, SYNC_CITY_JOB, type SyncController } from './controller';
import type { MlsSync } from './service';
import { readSyncState } from './store';

/**
 * Whether the incremental refresh is due: the interval of the performance settings has passed
 * since the last successful one (read on every tick, so a changed setting applies at once).
 */
export function isRefreshDue(
  lastRefreshAt: Date | null,
  now: Date,
  intervalMinutes: number,
): boolean {
  if (!lastRefreshAt) return true;
  // a tick may fire a little early; half a minute of slack keeps a 5-minute interval at 5
  return now.getTime() - lastRefreshAt.getTime() >= intervalMinutes * 60_000 - 30_000;
}

/**
 * A city job pauses after this long and queues the rest of the city, so jobs stay short: an
 * instance killed mid-sync leaves an active job that pg-boss expires (and retries) after
 * CITY_JOB_EXPIRY_SECONDS, not half an hour later. The expiry leaves room for one slow page
 * (a 30 s timeout and five backoff retries take at most about 3.5 minutes).
 */
export const CITY_SLICE_MS = 60_000;
const CITY_JOB_EXPIRY_SECONDS = 5 * 60;

/**
 * The replication jobs. All are singleton queues: one city at a time across every instance,
 * one refresh at a time. A failed city job is retried with backoff and resumes at its offset.
 */
/** The refresh job's data: `force` runs it now whatever its interval (an admin's refresh). */
export type RefreshJobData = { force?: boolean };

export function mlsSyncJobs(
  sync: MlsSync,
  controller: SyncController,
  options: {
    db: Database;
    /** The performance settings' refresh interval (1-60 minutes), read on every tick. */
    refreshIntervalMinutes: () => Promise<number>;
    citySliceMs?: number;
    /**
     * Called after a refresh stored changes or a city job wrote listings: main.ts queues the
     * saved-search alerts run, so an instant alert follows the listing within minutes.
     */
    onListingsWritten?: () => Promise<unknown>;
  },
): JobDefinition[] {
  const listingsWritten = async (logger: FastifyBaseLogger) => {
    try {
      await options.onListingsWritten?.();
    } catch (error) {
      logger.warn({ err: error }, 'queueing the saved-search alerts after a write failed');
    }
  };
  return [
    defineJob<{ city: string }>({
      name: SYNC_CITY_JOB,
      policy: 'singleton',
      retryLimit: 8,
      retryDelaySeconds: 20,
      expireInSeconds: CITY_JOB_EXPIRY_SECONDS,
      // cities follow each other without the idle poll's pause
      pollingIntervalSeconds: 0.5,
      handler: async ({ city }, { logger }) => {
        if (await controller.shouldStop()) return;
        if (!(await controller.cityPending(city))) return;
        const result = await sync.syncCity(city, {
          shouldStop: controller.shouldStop,
          sliceMs: options.citySliceMs ?? CITY_SLICE_MS,
        });
        if (result.stored > 0) await listingsWritten(logger);
        if (result.complete) await controller.finishIfAllComplete();
        else if (result.paused === 'slice') await controller.continueCity(city);
      },
    }),
    defineJob<RefreshJobData>({
      name: REFRESH_JOB,
      policy: 'singleton',
      cron: '* * * * *', // every minute; the handler applies the configured interval
      retryLimit: 0,
      handler: async (data, { logger }) => {
        const state = await readSyncState(options.db);
        const interval = await options.refreshIntervalMinutes();
        if (!data.force && !isRefreshDue(state.lastRefreshAt, new Date(), interval)) return;
        const { changed } = await sync.refreshIncremental();
        if (changed > 0) {
          await listingsWritten(logger);
          return { message: 'incremental refresh stored changes', fields: { changed } };
        }
      },
    }),
    defineJob({
      // nightly full run: reconciles listings that left the feed
      name: FULL_SYNC_JOB,
      policy: 'singleton',
      cron: '40 10 * * *', // 03:40 in Arizona (UTC-7, no DST)
      retryLimit: 1,
      handler: async () => {
        await controller.start();
        return { message: 'nightly full sync started' };
      },
    }),
  ];
}
