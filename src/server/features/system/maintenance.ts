import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { sessions } from '../../db/schema';
import { defineJob } from '../../jobs/queue';

/** Deletes sessions whose cookie has expired; returns how many went. */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return removed.length;
}

/** Hourly clean-up of expired sessions, run by one instance at a time. */
export function purgeExpiredSessionsJob(db: Database) {
  return defineJob({
    name: 'sessions.purge-expired',
    policy: 'singleton',
    cron: '17 * * * *',
    handler: async (_data, { logger }) => {
      const removed = await purgeExpiredSessions(db);
      if (removed > 0) logger.info({ removed }, 'expired sessions purged');
    },
  });
}
