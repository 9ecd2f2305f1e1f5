import type { Database } from '../../db/connect';
import { defineJob } from '../../jobs/queue';
import { deleteEndedOpenHouses } from './store';

export const OPEN_HOUSE_PURGE_JOB = 'mls.purge-open-houses';

/**
 * Daily deletion of the open houses that have ended, on one instance at a time. Reads already
 * leave them out (ends_at > now()), so this only keeps the table small; replication does not
 * store ended ones again (normalize.ts).
 */
export function openHousePurgeJob(db: Database) {
  return defineJob({
    name: OPEN_HOUSE_PURGE_JOB,
    policy: 'singleton',
    cron: '20 11 * * *', // 04:20 in Arizona (UTC-7, no DST), after the nightly full run starts
    handler: async () => {
      const removed = await deleteEndedOpenHouses(db, new Date());
      if (removed > 0) return { message: 'ended open houses deleted', fields: { removed } };
    },
  });
}
