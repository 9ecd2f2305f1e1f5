import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connect';
import pino from 'pino';
import { sessions } from '../db/schema';
import { purgeExpiredSessionsJob } from '../features/accounts/maintenance';
import { purgeExpiredSessions } from '../features/accounts/store';
import { FRESHNESS_JOB, freshnessJob } from '../features/operations/jobs';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { defineJob, startJobRunner, type JobRunner } from './queue';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const began = Date.now();
  while (!check()) {
    if (Date.now() - began > timeoutMs) throw new Error('timed out waiting for jobs');
    await sleep(50);
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('job runner', () => {
  it('runs a singleton job on one instance at a time, even with two instances polling', async () => {
    const runs: Array<{ instance: string; start: number; end: number; n: number }> = [];
    const makeJob = (instance: string) =>
      defineJob<{ n: number }>({
        name: 'test.singleton',
        policy: 'singleton',
        retryLimit: 0,
        handler: async ({ n }) => {
          const start = Date.now();
          await sleep(250);
          runs.push({ instance, start, end: Date.now(), n });
        },
      });

    const runners: JobRunner[] = [];
    try {
      for (const instance of ['a', 'b']) {
        runners.push(
          await startJobRunner({
            database,
            logger,
            jobs: [makeJob(instance)],
            pollingIntervalSeconds: 0.5,
            schedule: false,
          }),
        );
      }
      for (let n = 1; n <= 4; n++) await runners[0]!.send('test.singleton', { n });
      await waitFor(() => runs.length === 4);

      expect(runs.map((r) => r.n).sort()).toEqual([1, 2, 3, 4]);
      const ordered = [...runs].sort((x, y) => x.start - y.start);
      for (let i = 1; i < ordered.length; i++) {
        // the next run starts only after the previous one ended: never two at once
        expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
      }
    } finally {
      for (const runner of runners) await runner.stop();
    }
  });

  it('retries a failing job and keeps its data', async () => {
    const attempts: number[] = [];
    const runner = await startJobRunner({
      database,
      logger,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      jobs: [
        defineJob<{ value: number }>({
          name: 'test.flaky',
          policy: 'standard',
          retryLimit: 2,
          retryDelaySeconds: 1,
          handler: async ({ value }) => {
            attempts.push(value);
            if (attempts.length < 2) throw new Error('temporary failure');
          },
        }),
      ],
    });
    try {
      await runner.send('test.flaky', { value: 7 }, { retryDelay: 0, retryBackoff: false });
      await waitFor(() => attempts.length === 2);
      expect(attempts).toEqual([7, 7]);
    } finally {
      await runner.stop();
    }
  });

  it('schedules the session purge on its cron', async () => {
    const runner = await startJobRunner({
      database,
      logger,
      jobs: [purgeExpiredSessionsJob(database.db)],
    });
    try {
      const schedules = await runner.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([
        'sessions.purge-expired',
        '17 * * * *',
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe('completion lines (issue 44)', () => {
  type Line = { level: number; msg: string; jobId?: string; ms?: number };
  const INFO = 30;

  it('logs a routine run that found nothing at debug, and one that did something at info', async () => {
    const lines: Line[] = [];
    const capture = pino(
      { level: 'debug' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    );
    let lastSync: Date | null = null;
    const runner = await startJobRunner({
      database,
      logger: capture,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      jobs: [
        freshnessJob({ db: database.db, lastSuccessAt: async () => lastSync }),
        purgeExpiredSessionsJob(database.db),
      ],
    });
    /** Runs a job once; its log lines, the completion line (with the duration) last. */
    const runOnce = async (name: string) => {
      const id = await runner.send(name, {});
      await waitFor(() => lines.some((line) => line.jobId === id && line.ms !== undefined));
      return lines.filter((line) => line.jobId === id);
    };
    try {
      // the every-minute and hourly checks with nothing to do: no info line
      for (const name of [FRESHNESS_JOB, 'sessions.purge-expired']) {
        const idle = await runOnce(name);
        expect(idle.map((line) => [line.level, line.msg])).toEqual([[20, 'job done']]);
      }

      // listings 2 hours old: the alert an operator acts on is raised, once
      lastSync = new Date(Date.now() - 2 * 60 * 60_000);
      const raised = await runOnce(FRESHNESS_JOB);
      expect(raised).toEqual([
        expect.objectContaining({ level: INFO, msg: 'stale listings alert raised', raised: true }),
      ]);
      const stillStale = await runOnce(FRESHNESS_JOB);
      expect(stillStale.map((line) => line.level)).toEqual([20]);
      // the sync caught up: the alert is resolved, and that is told too
      lastSync = new Date();
      const resolved = await runOnce(FRESHNESS_JOB);
      expect(resolved).toEqual([
        expect.objectContaining({ level: INFO, msg: 'stale listings alert resolved', resolved: 1 }),
      ]);

      await database.db
        .insert(sessions)
        .values({ sid: 'gone', sess: {}, expire: new Date(Date.now() - 60_000) });
      const purged = await runOnce('sessions.purge-expired');
      expect(purged).toEqual([
        expect.objectContaining({
          level: INFO,
          msg: 'expired sessions, reset tokens and counters purged',
          removed: 1,
        }),
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('job runners starting together', () => {
  it('start on a new PostgreSQL database at the same moment, each with its own pool', async () => {
    // a deployment's first start: both create the same queues (and their partition tables)
    const fresh = await createTestDatabase();
    const pools = [fresh, await openPostgres(fresh.connectionString!, 5)];
    const jobs = Array.from({ length: 12 }, (_, i) =>
      defineJob({ name: `test.together-${i}`, policy: 'standard', handler: async () => {} }),
    );
    const runners: JobRunner[] = [];
    try {
      const started = await Promise.allSettled(
        pools.map((database) =>
          startJobRunner({ database, logger, jobs, schedule: false }).then((runner) => {
            runners.push(runner);
            return runner;
          }),
        ),
      );
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    } finally {
      for (const runner of runners) await runner.stop();
      await pools[1]!.close();
      await fresh.dispose();
    }
  }, 60_000);
});

describe('purgeExpiredSessions', () => {
  it('removes only expired sessions', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await database.db.insert(sessions).values([
      { sid: 'old', sess: {}, expire: new Date('2026-11-22T11:59:59Z') },
      { sid: 'live', sess: {}, expire: new Date('2026-11-22T12:30:00Z') },
    ]);
    expect(await purgeExpiredSessions(database.db, now)).toBe(1);
    const left = await database.db.select({ sid: sessions.sid }).from(sessions);
    expect(left.map((s) => s.sid)).toEqual(['live']);
  });
});
