import type { Database } from '../../db/connect';
import { defineJob } from '../../jobs/queue';
import { deleteStaleResetTokens, purgeExpiredSessions } from './store';

/** Hourly clean-up of expired sessions and old reset tokens, run by one instance at a time. */
export function purgeExpiredSessionsJob(db: Database) {
  return defineJob({
    name: 'sessions.purge-expired',
    policy: 'singleton',
    cron: '17 * * * *',
    handler: async (_data, { logger }) => {
      const now = new Date();
      const removed = await purgeExpiredSessions(db, now);
      const tokens = await deleteStaleResetTokens(db, now);
      if (removed + tokens > 0)
        logger.info({ removed, tokens }, 'expired sessions and reset tokens purged');
    },
  });
}
