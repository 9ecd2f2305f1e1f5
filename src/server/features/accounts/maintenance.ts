import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { sessions } from '../../db/schema';
import { defineJob } from '../../jobs/queue';
import { deleteStaleResetTokens } from './store';

/** Deletes sessions whose cookie has expired; returns how many went. */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return removed.length;
}

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
