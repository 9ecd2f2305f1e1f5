import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineFeedChangeReplySchema } from '../../../contract/operations';
import { queryRows } from '../../db/connect';
import { createSparkClient, sparkql } from '../../integrations/spark/client';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import type { HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSyncController, REFRESH_JOB } from './controller';
import { startEmbeddedFeed } from './embedded-feed';
import { mlsSyncJobs } from './jobs';
import { createMlsSync } from './service';
import { readSyncState } from './store';

/*
 * The offline feed's test switches (issue 23): an admin adds a listing or cuts a price in the
 * sample feed and runs the refresh now; replication takes the change like any other, and the
 * changes outlive the inventory's release and a restart.
 */

const logger = pino({ level: 'silent' });
let dataDir: string;
let feed: Awaited<ReturnType<typeof startEmbeddedFeed>>;
let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-feed-changes-'));
  feed = await startEmbeddedFeed({ dataDir, count: 200 });
  t = await createTestApp({
    offlineFeed: {
      fail: () => feed.fake.faults.unavailableNext(Number.MAX_SAFE_INTEGER),
      recover: () => feed.fake.faults.reset(),
      change: (request) => feed.change(request),
      refresh: async () => t.jobs?.send(REFRESH_JOB, { force: true }),
    },
    jobs: ({ database }) => {
      const client = createSparkClient({
        baseUrl: feed.apiBaseUrl,
        accessToken: feed.accessToken,
        maxRetries: 0,
      });
      const sync = createMlsSync({ db: database.db, client, logger });
      const controller = createSyncController(database.db, async () => null);
      return mlsSyncJobs(sync, controller, {
        db: database.db,
        // never due by itself: only an admin's refresh runs it here
        refreshIntervalMinutes: async () => 60,
      });
    },
  });
  admin = await signUpAdmin(t, 'feed-admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await feed?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function refreshNow(): Promise<void> {
  const before = (await readSyncState(t.database.db)).lastRefreshAt?.getTime() ?? 0;
  const res = await admin.post('/api/admin/offline-feed/refresh');
  expect(res.statusCode, res.body).toBe(202);
  await expect
    .poll(async () => (await readSyncState(t.database.db)).lastRefreshAt?.getTime() ?? 0, {
      timeout: 30_000,
      interval: 100,
    })
    .toBeGreaterThan(before);
}

async function change(body: unknown) {
  const res = await admin.post('/api/admin/offline-feed/changes', body);
  expect(res.statusCode, res.body).toBe(200);
  return offlineFeedChangeReplySchema.parse(res.json());
}

const stored = (mlsNumber: string) =>
  queryRows<{ id: number; price: string; city: string; status: string }>(
    t.database.db,
    sql`SELECT id, price, city, status FROM listings WHERE mls_number = ${mlsNumber}`,
  );

describe('the offline feed test switches', () => {
  it('adds a listing and cuts a price, and the refresh run now replicates both', async () => {
    await refreshNow(); // the sample inventory, as a first sync would store it
    const [active] = await queryRows<{ mls_number: string; price: string }>(
      t.database.db,
      sql`SELECT mls_number, price FROM listings
          WHERE status = 'ACTIVE' AND idx_display_allowed AND price > 100000 ORDER BY id LIMIT 1`,
    );

    const added = await change({ action: 'add-listing', city: 'payson' });
    expect(added).toMatchObject({ city: 'Payson', oldPrice: null });
    expect(await stored(added.mlsNumber)).toEqual([]);
    const cut = await change({
      action: 'reduce-price',
      mlsNumber: active!.mls_number,
      percent: 10,
    });
    const before = Number(active!.price);
    expect(cut.oldPrice).toBe(before);
    expect(cut.price).toBe(Math.round((before * 0.9) / 100) * 100);

    await refreshNow();
    const [listing] = await stored(added.mlsNumber);
    expect(listing).toMatchObject({ city: 'Payson', status: 'ACTIVE' });
    expect(Number(listing!.price)).toBe(added.price);
    const [repriced] = await stored(cut.mlsNumber);
    expect(Number(repriced!.price)).toBe(cut.price);
    const history = await queryRows<{ old_price: string; new_price: string }>(
      t.database.db,
      sql`SELECT old_price, new_price FROM listing_history WHERE listing_id = ${repriced!.id}`,
    );
    expect(history.map((h) => [Number(h.old_price), Number(h.new_price)])).toEqual([
      [before, cut.price],
    ]);
  });

  it('keeps the changes when the inventory is built again and after a restart', async () => {
    const added = await change({ action: 'add-listing' });
    const cut = await change({ action: 'reduce-price', listingKey: added.listingKey, percent: 5 });
    feed.fake.rebuild();
    const client = createSparkClient({ baseUrl: feed.apiBaseUrl, accessToken: feed.accessToken });
    const read = async (base: typeof client) =>
      (await base.listListings({ filter: sparkql.eq('ListingKey', [added.listingKey]) })).results;
    expect((await read(client))[0]?.StandardFields.ListPrice).toBe(cut.price);

    const again = await startEmbeddedFeed({ dataDir, count: 200 });
    try {
      const other = createSparkClient({
        baseUrl: again.apiBaseUrl,
        accessToken: again.accessToken,
      });
      const [record] = await read(other);
      expect(record?.StandardFields.ListPrice).toBe(cut.price);
      expect(record?.StandardFields.City).toBe('Payson');
    } finally {
      await again.close();
    }
  });

  it('refuses a city the feed lacks, an unknown listing and bad input; admins only', async () => {
    const bad = async (body: unknown, status: number) => {
      const res = await admin.post('/api/admin/offline-feed/changes', body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { fieldErrors?: Record<string, string> };
    };
    expect((await bad({ action: 'add-listing', city: 'Atlantis' }, 400)).fieldErrors).toEqual({
      city: 'The offline feed has no such city',
    });
    await bad({ action: 'reduce-price', mlsNumber: '0000000', percent: 5 }, 404);
    await bad({ action: 'reduce-price', percent: 5 }, 400);
    await bad({ action: 'reduce-price', mlsNumber: '1', listingKey: 'k', percent: 5 }, 400);
    await bad({ action: 'reduce-price', mlsNumber: '1', percent: 95 }, 400);
    await bad({ action: 'paint-it-red' }, 400);
    const visitor = await signUp(t, 'feed-visitor');
    expect(
      (await visitor.post('/api/admin/offline-feed/changes', { action: 'add-listing' })).statusCode,
    ).toBe(403);
    expect((await visitor.post('/api/admin/offline-feed/refresh')).statusCode).toBe(403);
  });

  it('answers 404 where no offline feed runs', async () => {
    const other = await createTestApp();
    try {
      const otherAdmin = await signUpAdmin(other, 'feed-admin-2');
      const add = await otherAdmin.post('/api/admin/offline-feed/changes', {
        action: 'add-listing',
      });
      expect(add.statusCode).toBe(404);
      expect((await otherAdmin.post('/api/admin/offline-feed/refresh')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
