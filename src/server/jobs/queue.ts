import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type DatabaseHandle } from '../db/connect';
import { loggableError } from '../http/logging';

/**
 * Durable background jobs stored in Postgres (pg-boss; see docs/decisions/001-job-runner.md).
 * The same code runs on PGlite and PostgreSQL. A `singleton` queue has at most one active
 * job across every app instance, which is how the MLS sync and the CRM outbox avoid running
 * twice when several instances share a database.
 */

export type JobDefinition<T extends object = object> = {
  name: string;
  /**
   * singleton: one active job at a time across all instances; stately: also at most one
   * queued behind it (extra sends are dropped); standard: parallel.
   */
  policy: 'singleton' | 'stately' | 'standard';
  /** Cron expression (UTC); pg-boss lets exactly one instance enqueue each tick. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** How often an idle worker of this queue looks for work (default: the runner's). */
  pollingIntervalSeconds?: number;
  handler: (
    data: T,
    context: { jobId: string; logger: FastifyBaseLogger },
  ) => Promise<JobReport | undefined | void>;
};

/**
 * What a run did that a person acts on or asks about (a sync that stored listings, leads
 * delivered or failing, an alert raised or resolved): its completion line, at info, with the
 * run's duration. A run that returns nothing found nothing worth telling: its line ('job done')
 * is at debug, as the every-minute checks that find nothing to do would otherwise print about
 * seven lines a minute (issue 44). Failures are logged at warn whatever the job.
 */
export type JobReport = { message: string; fields?: Record<string, unknown> };

export type JobRunner = {
  send<T extends object>(
    name: string,
    data: T,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  boss: PgBoss;
  /**
   * Fails the active jobs of a queue so pg-boss retries them. Only for a database no other
   * process can use (embedded PGlite): there an active job belongs to a process that died.
   */
  failOrphanedActiveJobs(name: string): Promise<number>;
  stop(): Promise<void>;
};

const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss 10 marks a worker's job completed or failed without awaiting it (manager.js
 * `watch`: `this.complete(...)` / `this.fail(...)`), so when the database is unreachable at
 * that moment (a PostgreSQL restart) the rejection is unhandled and Node ends the process.
 * Those two statements are recognised by their text (pg-boss's own plans) and a failure is
 * logged and answered as "no row changed": the job stays active and pg-boss retries it when it
 * expires, which our handlers allow (their state is in our tables: outboxes, cursors).
 */
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const UNAWAITED_BY_PG_BOSS = new Set([
  bossPlans.completeJobs(BOSS_SCHEMA),
  bossPlans.failJobsById(BOSS_SCHEMA),
]);

/**
 * pg-boss's `db` send option over one of our Drizzle transactions: a job sent with it is
 * created together with the transaction's other writes, or not at all (an outbox row that is
 * itself a job; saved-search alerts, decision 023). pg-boss's positional parameters ($1…)
 * become Drizzle parameters in place; its JSON data goes as text to its `::jsonb` cast.
 */
export function inTransaction(tx: Pick<Database, 'execute'>): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        // pg-boss leaves unset options undefined: a parameter of Drizzle's must be null
        const value: unknown = values[Number(match[1]) - 1] ?? null;
        const isObject = typeof value === 'object' && value !== null && !(value instanceof Date);
        chunks.push(sql`${isObject ? JSON.stringify(value) : value}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return { rows: await queryRows(tx, sql.join(chunks)) };
    },
  };
}

/** A job definition with its data type erased, for lists of mixed jobs. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/**
 * pg-boss 10 makes each queue's partition table (create_queue: CREATE TABLE, foreign keys,
 * ATTACH PARTITION) without a lock of its own, so two instances starting together on a new
 * database (the first start of a deployment) deadlock there; PostgreSQL aborts one of them
 * (40P01) and that instance would exit (found by `npm run drill:deploy`). The aborted
 * statement is tried again: it then finds the queue the other instance made.
 */
async function retryingDeadlocks(work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startJobRunner(options: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  jobs: JobDefinition[];
  /** How often an idle worker looks for work; tests use a short interval. */
  pollingIntervalSeconds?: number;
  /** Run the cron clock (off in tests that only exercise queues). */
  schedule?: boolean;
}): Promise<JobRunner> {
  const { database, logger, jobs } = options;
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values: unknown[]) {
        try {
          return await database.sql.executeSql(text, values);
        } catch (error) {
          if (!UNAWAITED_BY_PG_BOSS.has(text)) throw error;
          logger.warn(
            { err: loggableError(error) },
            'a job could not be marked done; pg-boss retries it when it expires',
          );
          return { rows: [{ count: 0 }] };
        }
      },
    },
    schema: BOSS_SCHEMA,
    schedule: options.schedule ?? true,
    supervise: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));
  await boss.start();

  for (const job of jobs) {
    const queue = {
      name: job.name,
      policy: job.policy,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    };
    await retryingDeadlocks(() => boss.createQueue(job.name, queue));
    // createQueue leaves an existing queue as it was: a policy, retry or expiry changed in
    // code takes effect through an update.
    await retryingDeadlocks(() => boss.updateQueue(job.name, queue));
    await boss.work(
      job.name,
      {
        batchSize: 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? job.pollingIntervalSeconds ?? 2,
      },
      async ([item]: PgBoss.Job<object>[]) => {
        if (!item) return;
        const log = logger.child({ job: job.name, jobId: item.id });
        const began = Date.now();
        try {
          const report = await job.handler(item.data, { jobId: item.id, logger: log });
          const ms = Date.now() - began;
          if (report) log.info({ ...report.fields, ms }, report.message);
          else log.debug({ ms }, 'job done');
        } catch (error) {
          log.warn(
            { err: loggableError(error), ms: Date.now() - began },
            'job failed; pg-boss will retry',
          );
          throw error;
        }
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name).catch(() => undefined);
  }

  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    async failOrphanedActiveJobs(name) {
      const { rows } = await database.sql.executeSql(
        "select id from pgboss.job where name = $1 and state = 'active'",
        [name],
      );
      const ids = (rows as Array<{ id: string }>).map((r) => r.id);
      if (ids.length > 0) {
        await boss.fail(name, ids);
        logger.warn({ job: name, ids }, 'orphaned jobs handed back for retry');
      }
      return ids.length;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
