import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { checkFreshness } from './service';

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
      const check = await checkFreshness(deps.db, await deps.lastSuccessAt(), new Date());
      // an alert opened or resolved is news; a check that changed nothing is routine
      if (check.raised) return { message: 'stale listings alert raised', fields: check };
      if (check.resolved > 0) return { message: 'stale listings alert resolved', fields: check };
    },
  });
}
