import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedSyncTables, updateSyncState } from '../mls-sync/store';
import { watchListingChanges } from './listings-watch';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSyncTables(database.db);
});
afterAll(async () => {
  await database?.dispose();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchListingChanges', () => {
  it('calls back once per finished sync, whichever process finished it', async () => {
    let changes = 0;
    const watch = watchListingChanges({
      db: database.db,
      logger: pino({ level: 'silent' }),
      intervalMs: 20,
      onChange: () => (changes += 1),
    });
    try {
      await wait(100);
      expect(changes).toBe(0);
      // another instance's sync finishes: the shared database says so
      await updateSyncState(database.db, { lastSuccessAt: new Date() });
      await expect.poll(() => changes).toBe(1);
      await wait(100);
      expect(changes).toBe(1);
      await updateSyncState(database.db, { lastSuccessAt: new Date(Date.now() + 1000) });
      await expect.poll(() => changes).toBe(2);
    } finally {
      watch.stop();
    }
  });
});
