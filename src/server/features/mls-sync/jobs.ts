import { defineJob, type JobDefinition } from '../../jobs/queue';
import { FULL_SYNC_JOB, REFRESH_JOB, SYNC_CITY_JOB, type SyncController } from './controller';
import type { MlsSync } from './service';

/** Cron expression for "every N minutes" (the performance settings' refresh interval). */
export function everyMinutesCron(minutes: number): string {
  const n = Math.min(60, Math.max(1, Math.round(minutes)));
  return n === 60 ? '0 * * * *' : `*/${n} * * * *`;
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
export function mlsSyncJobs(
  sync: MlsSync,
  controller: SyncController,
  options: { refreshEveryMinutes: number; citySliceMs?: number },
): JobDefinition[] {
  return [
    defineJob<{ city: string }>({
      name: SYNC_CITY_JOB,
      policy: 'singleton',
      retryLimit: 8,
      retryDelaySeconds: 20,
      expireInSeconds: CITY_JOB_EXPIRY_SECONDS,
      // cities follow each other without the idle poll's pause
      pollingIntervalSeconds: 0.5,
      handler: async ({ city }) => {
        if (await controller.shouldStop()) return;
        if (!(await controller.cityPending(city))) return;
        const result = await sync.syncCity(city, {
          shouldStop: controller.shouldStop,
          sliceMs: options.citySliceMs ?? CITY_SLICE_MS,
        });
        if (result.complete) await controller.finishIfAllComplete();
        else if (result.paused === 'slice') await controller.continueCity(city);
      },
    }),
    defineJob({
      name: REFRESH_JOB,
      policy: 'singleton',
      cron: everyMinutesCron(options.refreshEveryMinutes),
      retryLimit: 0,
      handler: async (_data, { logger }) => {
        const { changed } = await sync.refreshIncremental();
        if (changed > 0) logger.info({ changed }, 'incremental refresh stored changes');
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
      },
    }),
  ];
}
