import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { makeListing } from '../../testing/listing-factory';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { deleteListingsNotSeenSince, seedSyncTables, upsertListings } from '../mls-sync/store';
import { watchListingChanges, type ListingsChanged } from './listings-watch';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSyncTables(database.db);
});
afterAll(async () => {
  await database?.dispose();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idOf(key: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from listings where listing_key = ${key}`,
  );
  return row!.id;
}

describe('watchListingChanges', () => {
  it('reports the ids each sync inserted, changed or removed, and nothing for a listing re-sent unchanged', async () => {
    const heard: ListingsChanged[] = [];
    const watch = await watchListingChanges({
      db: database.db,
      logger: pino({ level: 'silent' }),
      intervalMs: 20,
      onChange: (changed) => heard.push(changed),
    });
    try {
      const a = makeListing({ city: 'Heber' });
      const b = makeListing({ city: 'Heber' });
      expect(await upsertListings(database.db, [a, b])).toBe(2);
      const [idA, idB] = [await idOf(a.listingKey), await idOf(b.listingKey)];
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]).toEqual(new Set([idA, idB]));

      // the next refresh sends both again, only A's price differs
      const seenAgain = new Date();
      expect(
        await upsertListings(database.db, [
          { ...a, price: 389_000, syncedAt: seenAgain },
          { ...b, syncedAt: seenAgain },
        ]),
      ).toBe(1);
      await expect.poll(() => heard.length).toBe(2);
      expect(heard[1]).toEqual(new Set([idA]));

      // sent again unchanged: no change to tell
      expect(await upsertListings(database.db, [{ ...b, syncedAt: new Date() }])).toBe(0);
      await wait(100);
      expect(heard).toHaveLength(2);

      // a full run that did not see A removes it
      await upsertListings(database.db, [{ ...b, syncedAt: new Date(Date.now() + 60_000) }]);
      expect(
        await deleteListingsNotSeenSince(database.db, 'Heber', new Date(Date.now() + 1_000)),
      ).toBe(1);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard[2]).toEqual(new Set([idA]));
    } finally {
      watch.stop();
    }
  });

  it('reports everything when a change’s records are gone (pruned, another database)', async () => {
    const heard: ListingsChanged[] = [];
    const watch = await watchListingChanges({
      db: database.db,
      logger: pino({ level: 'silent' }),
      intervalMs: 20,
      onChange: (changed) => heard.push(changed),
    });
    try {
      await upsertListings(database.db, [makeListing({ city: 'Heber' })]);
      await upsertListings(database.db, [makeListing({ city: 'Heber' })]);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      await wait(100);
      // both in one reading, or one each: ids either way
      expect(heard.every((changed) => changed !== 'all')).toBe(true);
      const count = heard.length;
      // a change whose records were pruned before this instance read them
      await database.db.transaction(async (tx) => {
        await upsertListings(tx, [makeListing({ city: 'Heber' })]);
        await tx.execute(sql`delete from listing_changes`);
      });
      await expect.poll(() => heard.length).toBe(count + 1);
      expect(heard.at(-1)).toBe('all');
    } finally {
      watch.stop();
    }
  });
});
