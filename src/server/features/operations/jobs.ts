import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { checkListingFreshness } from './service';

export const FRESHNESS_JOB = 'ops.freshness';

/** Every minute: is the newest sync older than 30 minutes? (an alert, resolved by itself). */
export function freshnessJob(deps: {
  db: Database;
  lastSuccessAt: () => Promise<Date | null>;
}): JobDefinition {
  return defineJob({
    name: FRESHNESS_JOB,
    policy: 'singleton',
    cron: '* * * * *',
    retryLimit: 0,
    handler: async () => {
      await checkListingFreshness(deps.db, await deps.lastSuccessAt(), new Date());
    },
  });
}
