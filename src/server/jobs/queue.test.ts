import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sessions } from '../db/schema';
import { purgeExpiredSessionsJob } from '../features/accounts/maintenance';
import { purgeExpiredSessions } from '../features/accounts/store';
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
