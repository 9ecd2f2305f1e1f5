import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { mailOutbox } from '../../db/schema';

/** Mail kept in the outbox (no SMTP server configured): in the last 24 hours and in all. */
export async function mailOutboxCounts(
  db: Database,
  now: Date,
): Promise<{ last24h: number; total: number }> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      last24h: sql<number>`count(*) filter (where ${mailOutbox.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(mailOutbox);
  return { last24h: row?.last24h ?? 0, total: row?.total ?? 0 };
}

/**
 * Every queue of the job runner (pg-boss's own table): jobs due now, running, and failed for
 * good in the last 24 hours.
 */
export async function jobQueueCounts(db: Database, now: Date) {
  // a process that never started the job runner has no pg-boss tables
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('pgboss.queue') is not null as present`,
  );
  if (!exists?.present) return [];
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const at = now.toISOString();
  return queryRows<{ queue: string; due: number; running: number; failed_last_24h: number }>(
    db,
    sql`select q.name as queue,
          count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= ${at}::timestamptz)::int as due,
          count(j.id) filter (where j.state = 'active')::int as running,
          count(j.id) filter (where j.state = 'failed' and j.completed_on >= ${since}::timestamptz)::int as failed_last_24h
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name
        -- pg-boss's own internal queues are not ours to watch
        where q.name not like '!_!_pgboss%' escape '!'
        group by q.name
        order by q.name`,
  );
}
