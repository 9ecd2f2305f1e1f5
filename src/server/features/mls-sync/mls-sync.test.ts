import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { armlsCacheStatus, listings, systemAlerts } from '../../db/schema';
import { createSparkClient } from '../../integrations/spark/client';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import type { SparkListingRecord } from '../../integrations/spark/fields';
import { startJobRunner } from '../../jobs/queue';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createSyncController } from './controller';
import { isRefreshDue, mlsSyncJobs } from './jobs';
import { createMlsSync, MLS_ALERT_COMPONENT } from './service';
import { getCacheStatus, readSyncState, seedSyncTables } from './store';

const logger = pino({ level: 'silent' });
const TOKEN = 'test-token';
const NOW = new Date('2026-11-22T12:00:00Z');
const CITY = 'Payson';
const PAGE = 20;

let database: TestDatabase;
let fake: FakeSpark;
let inventory: SparkListingRecord[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSyncTables(database.db);
  inventory = generateListings({ count: 600, seed: 11, photoBaseUrl: '/mls-photos', now: NOW });
  fake = await startFakeSpark({ listings: inventory, accessToken: TOKEN });
});
afterAll(async () => {
  await fake?.close();
  await database?.dispose();
});
beforeEach(() => {
  fake.faults.reset();
});

function syncWith(options: { token?: string; maxRetries?: number; pageSize?: number } = {}) {
  const client = createSparkClient({
    baseUrl: fake.apiBaseUrl,
    accessToken: options.token ?? TOKEN,
    baseDelayMs: 1,
    maxDelayMs: 5,
    maxRetries: options.maxRetries ?? 4,
  });
  return createMlsSync({
    db: database.db,
    client,
    logger,
    pageSize: options.pageSize ?? PAGE,
    now: () => new Date(),
  });
}

const inFeed = (city: string) => inventory.filter((l) => l.StandardFields.City === city);

async function storedKeys(city: string): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ key: listings.listingKey, id: listings.id })
    .from(listings)
    .where(eq(listings.city, city));
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function openAlerts() {
  return database.db
    .select()
    .from(systemAlerts)
    .where(and(eq(systemAlerts.component, MLS_ALERT_COMPONENT), isNull(systemAlerts.resolvedAt)));
}

describe('full sync of a city', () => {
  it('stores every listing of the city once, with its progress, and drops restricted fields', async () => {
    const expected = inFeed(CITY);
    expect(expected.length).toBeGreaterThan(PAGE * 2);
    const result = await syncWith().syncCity(CITY);
    expect(result).toMatchObject({ city: CITY, complete: true, stored: expected.length });

    const keys = await storedKeys(CITY);
    expect([...keys.keys()].sort()).toEqual(
      expected.map((l) => l.StandardFields.ListingKey).sort(),
    );
    const status = await getCacheStatus(database.db, CITY);
    expect(status).toMatchObject({
      isComplete: true,
      cacheProgress: 100,
      cachedProperties: expected.length,
      totalProperties: expected.length,
      lastOffset: 0,
    });

    const rows = await database.db.select().from(listings).where(eq(listings.city, CITY));
    for (const row of rows) {
      expect(row.raw).not.toHaveProperty('PrivateRemarks');
      expect(row.raw).not.toHaveProperty('ShowingInstructions');
      expect(row.raw).not.toHaveProperty('BuyerAgencyCompensation');
      for (const photo of row.photos) {
        expect(JSON.stringify(photo)).not.toContain('placeholder');
        expect(photo.uri800 ?? photo.uri1024 ?? photo.uri1600).toBeTruthy();
      }
    }
  });

  it('is idempotent: a second run keeps the same ids and adds nothing', async () => {
    const before = await storedKeys(CITY);
    await syncWith().syncCity(CITY);
    expect(await storedKeys(CITY)).toEqual(before);
  });

  it('never stores as displayable a listing whose IDX flag forbids it or is missing', async () => {
    const hidden = inventory.filter(
      (l) =>
        l.StandardFields.City === CITY && l.StandardFields.InternetEntireListingDisplayYN !== true,
    );
    const rows = await database.db
      .select({ key: listings.listingKey, shown: listings.idxDisplayAllowed })
      .from(listings)
      .where(eq(listings.city, CITY));
    const shown = new Map(rows.map((r) => [r.key, r.shown]));
    for (const l of hidden) expect(shown.get(l.StandardFields.ListingKey)).toBe(false);
  });
});

describe('faults', () => {
  it('resumes from lastOffset after the feed fails halfway through a city, with no duplicate and no loss', async () => {
    const city = 'Show Low';
    const expected = inFeed(city)
      .map((l) => l.StandardFields.ListingKey)
      .sort();
    // the count request and two pages succeed, then the feed is down for longer than the retries
    fake.faults.unavailableAfter(3, 50);
    await expect(syncWith({ maxRetries: 2 }).syncCity(city)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    const halfway = await getCacheStatus(database.db, city);
    expect(halfway).toMatchObject({ isComplete: false, lastOffset: PAGE * 2 });
    expect(halfway?.lastSkipToken).not.toBe('');
    expect((await storedKeys(city)).size).toBe(PAGE * 2);
    expect((await openAlerts()).map((a) => a.title)).toContain('MLS feed unavailable');

    fake.faults.reset();
    const result = await syncWith().syncCity(city);
    expect(result.complete).toBe(true);
    expect([...(await storedKeys(city)).keys()].sort()).toEqual(expected);
    expect(await openAlerts()).toEqual([]); // recovered: resolved automatically
  });

  it('backs off on 1550 rate limiting and completes', async () => {
    fake.faults.rateLimitNext(3);
    const result = await syncWith().syncCity('Pine');
    expect(result.complete).toBe(true);
    expect((await storedKeys('Pine')).size).toBe(inFeed('Pine').length);
    expect(await openAlerts()).toEqual([]);
  });

  it('raises a critical alert on a wrong token and keeps the listings it has', async () => {
    const before = await storedKeys(CITY);
    await getCacheStatus(database.db, CITY);
    await database.db
      .update(armlsCacheStatus)
      .set({ isComplete: false, runStartedAt: null, lastOffset: 0 })
      .where(eq(armlsCacheStatus.city, CITY));
    await expect(syncWith({ token: 'wrong' }).syncCity(CITY)).rejects.toMatchObject({
      kind: 'auth',
      code: 1000,
    });
    const alerts = await openAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      severity: 'critical',
      title: 'MLS feed refused our credentials',
    });
    expect(await storedKeys(CITY)).toEqual(before);

    await syncWith().syncCity(CITY);
    expect(await openAlerts()).toEqual([]);
  });
});

describe('reconciliation and incremental refresh', () => {
  it('removes listings that left the feed at the end of a full run', async () => {
    const gone = inFeed(CITY)
      .slice(0, 5)
      .map((l) => l.StandardFields.ListingKey);
    fake.setListings(inventory.filter((l) => !gone.includes(l.StandardFields.ListingKey)));
    try {
      const result = await syncWith().syncCity(CITY);
      expect(result.removed).toBe(5);
      const keys = await storedKeys(CITY);
      for (const key of gone) expect(keys.has(key)).toBe(false);
    } finally {
      fake.setListings(inventory);
    }
  });

  it('loses no listing when another leaves the feed mid-run (cursor paging), and removes it next run', async () => {
    const keys = inFeed(CITY)
      .map((l) => l.StandardFields.ListingKey)
      .sort();
    const leaving = keys[0]!; // on the first page: with page numbers, later listings would move up
    let left = false;
    try {
      const result = await syncWith().syncCity(CITY, {
        onProgress: () => {
          if (left) return;
          left = true;
          fake.setListings(inventory.filter((l) => l.StandardFields.ListingKey !== leaving));
        },
      });
      expect(result.complete).toBe(true);
      expect([...(await storedKeys(CITY)).keys()].sort()).toEqual(keys);
      await syncWith().syncCity(CITY);
      expect([...(await storedKeys(CITY)).keys()].sort()).toEqual(keys.slice(1));
    } finally {
      fake.setListings(inventory);
    }
  });

  it('stores only what changed since the high-water mark', async () => {
    const sync = syncWith();
    await sync.refreshIncremental(); // sets the mark after pulling everything modified so far
    const changed = inFeed(CITY).slice(0, 6);
    const modified = inventory.map((l) =>
      changed.includes(l)
        ? {
            ...l,
            StandardFields: {
              ...l.StandardFields,
              ListPrice: 123456,
              ModificationTimestamp: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
            },
          }
        : l,
    );
    fake.setListings(modified);
    try {
      const result = await sync.refreshIncremental();
      expect(result.changed).toBeGreaterThanOrEqual(6);
      expect(result.changed).toBeLessThan(inventory.length / 2);
      const rows = await database.db
        .select({ key: listings.listingKey, price: listings.price })
        .from(listings);
      const price = new Map(rows.map((r) => [r.key, r.price]));
      for (const l of changed) expect(price.get(l.StandardFields.ListingKey)).toBe(123456);
    } finally {
      fake.setListings(inventory);
    }
  });
});

describe('refresh schedule', () => {
  it('is due when the configured interval has passed since the last refresh', () => {
    const last = new Date('2026-11-22T12:00:00Z');
    const at = (minutes: number) => new Date(last.getTime() + minutes * 60_000);
    expect(isRefreshDue(null, at(0), 5)).toBe(true);
    expect(isRefreshDue(last, at(1), 5)).toBe(false);
    expect(isRefreshDue(last, at(4), 5)).toBe(false);
    expect(isRefreshDue(last, at(4.6), 5)).toBe(true); // a tick a few seconds early
    expect(isRefreshDue(last, at(5), 5)).toBe(true);
    expect(isRefreshDue(last, at(1), 1)).toBe(true);
    expect(isRefreshDue(last, at(59), 60)).toBe(false);
  });

  it('counts from the start of the last successful refresh', async () => {
    const before = new Date();
    await syncWith().refreshIncremental();
    const state = await readSyncState(database.db);
    expect(state.lastRefreshAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(state.highWaterMark!.getTime()).toBe(state.lastRefreshAt!.getTime() - 20 * 60_000);
  });
});

describe('city jobs on the job runner', () => {
  it('caches every city in priority order, in short slices, and reports the run as finished', async () => {
    const sync = syncWith({ pageSize: 100 });
    const calls: Array<{ city: string; complete: boolean }> = [];
    const tracking = {
      ...sync,
      syncCity: async (city: string, options?: Parameters<typeof sync.syncCity>[1]) => {
        const result = await sync.syncCity(city, options);
        calls.push({ city, complete: result.complete });
        return result;
      },
    };
    let runner: Awaited<ReturnType<typeof startJobRunner>> | null = null;
    const controller = createSyncController(database.db, (name, data, options) =>
      runner!.send(name, data, options),
    );
    runner = await startJobRunner({
      database,
      logger,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      // every city job pauses after its first page and queues the rest of its city
      jobs: mlsSyncJobs(tracking, controller, {
        db: database.db,
        refreshIntervalMinutes: async () => 5,
        citySliceMs: 0,
      }),
    });
    try {
      await controller.start();
      expect((await controller.start()).started).toBe(false); // a second start queues duplicates
      const began = Date.now();
      while ((await controller.summary()).is_running && Date.now() - began < 50_000) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const summary = await controller.summary();
      expect(summary).toMatchObject({ is_running: false, completed_cities: summary.total_cities });
      expect(summary.total_properties_cached).toBe(inventory.length);
      const cities = [...new Set(calls.map((c) => c.city))];
      expect(cities.slice(0, 2).sort()).toEqual(['Phoenix', 'Scottsdale']); // high priority first
      expect(calls.length).toBeGreaterThan(cities.length); // big cities took several slices
      // a duplicate job finds its city complete and does not fetch it again
      for (const city of cities) {
        const mine = calls.filter((c) => c.city === city);
        expect(mine.filter((c) => c.complete)).toHaveLength(1);
        expect(mine.at(-1)?.complete).toBe(true);
      }
      const status = await controller.status();
      expect(status.every((c) => c.is_complete && c.cached_count === c.total_count)).toBe(true);
    } finally {
      await runner.stop();
    }
  }, 70_000);
});
