import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { countAttempt, forgetAttempts, purgeExpiredAttempts } from './attempt-store';

describe('attempt counters in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('count within a window, start again after it, forget on demand and purge ended windows', async () => {
    const { db } = database;
    expect((await countAttempt(db, 'test:a', 60_000)).count).toBe(1);
    const second = await countAttempt(db, 'test:a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    // concurrent attempts are each counted once
    await Promise.all(Array.from({ length: 8 }, () => countAttempt(db, 'test:a', 60_000)));
    expect((await countAttempt(db, 'test:a', 60_000)).count).toBe(11);
    await forgetAttempts(db, 'test:a');
    expect((await countAttempt(db, 'test:a', 60_000)).count).toBe(1);

    await countAttempt(db, 'test:short', 20);
    await new Promise((r) => setTimeout(r, 60));
    expect((await countAttempt(db, 'test:short', 20)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await purgeExpiredAttempts(db, new Date())).toBe(1);
    expect((await countAttempt(db, 'test:a', 60_000)).count).toBe(2);
  });
});
