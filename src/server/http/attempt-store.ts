import { lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/connect';
import { attemptCounters } from '../db/schema';

/** Counts one attempt under `key`, in a window of `windowMs` that starts with the first one. */
export async function countAttempt(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetInMs: number }> {
  // One statement, so two instances counting at once both see the other's attempt; the
  // database's clock decides, so instances with skewed clocks agree on the window.
  const [row] = await queryRows<{ count: number; reset_in_ms: number }>(
    db,
    sql`INSERT INTO attempt_counters AS c (key, count, reset_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING c.count,
          greatest(0, extract(epoch FROM c.reset_at - now()) * 1000)::float8 AS reset_in_ms`,
  );
  return { count: row!.count, resetInMs: Number(row!.reset_in_ms) };
}

/** The attempts under `key` in its current window (0 when none or the window ended). */
export async function readAttempts(db: Database, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM attempt_counters WHERE key = ${key} AND reset_at > now()`,
  );
  return row?.count ?? 0;
}

/** Forgets the attempts under `key` (a successful login clears its failures). */
export async function forgetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(attemptCounters).where(sql`${attemptCounters.key} = ${key}`);
}

/** Deletes counters whose window ended before `now`; answers how many. */
export async function purgeExpiredAttempts(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.resetAt, now))
    .returning({ key: attemptCounters.key });
  return removed.length;
}
