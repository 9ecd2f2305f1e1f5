import type { Database } from '../../db/connect';
import { purgeExpiredAttempts } from '../../http/attempt-store';
import { defineJob } from '../../jobs/queue';
import { deleteStaleResetTokens, purgeExpiredSessions } from './store';

/**
 * Hourly clean-up of expired sessions, old reset tokens and ended rate-limit windows, run by
 * one instance at a time.
 */
export function purgeExpiredSessionsJob(db: Database) {
  return defineJob({
    name: 'sessions.purge-expired',
    policy: 'singleton',
    cron: '17 * * * *',
    handler: async () => {
      const now = new Date();
      const removed = await purgeExpiredSessions(db, now);
      const tokens = await deleteStaleResetTokens(db, now);
      const counters = await purgeExpiredAttempts(db, now);
      if (removed + tokens + counters > 0) {
        return {
          message: 'expired sessions, reset tokens and counters purged',
          fields: { removed, tokens, counters },
        };
      }
    },
  });
}
