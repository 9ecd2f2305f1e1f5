import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAdminSettings } from '../../contract/admin-settings';
import { ensureAdminSettings, readStoredSettings } from '../features/settings/store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openPglite } from './connect';
import { adminSettings, listings, users } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ridgeline-db-')), 'pglite');
    const first = await openPglite(dir);
    await first.db.insert(users).values({
      username: 'dana',
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'W',
    });
    await first.close();

    const second = await openPglite(dir);
    try {
      const rows = await second.db.select({ username: users.username }).from(users);
      expect(rows).toEqual([{ username: 'dana' }]);
    } finally {
      await second.close();
    }
  });
});

describe('a first start on a new data dir', () => {
  it('makes the cluster apart and moves it in whole, over an interrupted attempt', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ridgeline-db-')), 'pglite');
    // what a first start stopped during initdb leaves: a half-made cluster beside the data dir
    mkdirSync(`${dir}.initdb`);
    writeFileSync(path.join(`${dir}.initdb`, 'PG_VERSION'), '');
    const handle = await openPglite(dir);
    try {
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(`${dir}.initdb`)).toBe(false);
      await handle.ping();
    } finally {
      await handle.close();
    }
  });

  it('refuses a directory that holds something other than a cluster', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ridgeline-db-')), 'pglite');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a database');
    await expect(openPglite(dir)).rejects.toThrow('holds files but no database');
    expect(readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('not a database');
  });
});

describe('schema', () => {
  it('keeps a listing id stable when the feed record is upserted again', async () => {
    const values = { listingKey: 'LK-100', mlsNumber: '6911111', city: 'Payson', price: 350000 };
    const [inserted] = await database.db.insert(listings).values(values).returning();
    const [again] = await database.db
      .insert(listings)
      .values({ ...values, price: 339000 })
      .onConflictDoUpdate({ target: listings.listingKey, set: { price: 339000 } })
      .returning();
    expect(again!.id).toBe(inserted!.id);
    expect(again!.price).toBe(339000);
  });

  it('stores feature groups and photos as JSON and derives the search words', async () => {
    await database.db.insert(listings).values({
      listingKey: 'LK-200',
      mlsNumber: '6922222',
      city: 'Pine',
      description: 'Horse property with mountain views',
      features: { Lot: { 'Corner Lot': true }, HorseAmenities: { Barn: true } },
      photos: [{ uri800: 'https://cdn.resize.sparkplatform.com/az/800x600/true/1-o.jpg' }],
    });
    const matches = await database.db
      .select({ mls: listings.mlsNumber, features: listings.features })
      .from(listings)
      .where(sql`${listings.searchText} @@ plainto_tsquery('english', 'horses')`);
    expect(matches).toEqual([
      { mls: '6922222', features: { Lot: { 'Corner Lot': true }, HorseAmenities: { Barn: true } } },
    ]);
  });

  it('finds words of the public remarks whether or not the description repeats them', async () => {
    await database.db.insert(listings).values([
      {
        listingKey: 'LK-201',
        mlsNumber: '6922223',
        city: 'Pine',
        publicRemarks: 'Gated golf community.',
        description: 'Gated golf community. Three bedrooms near the lake.',
      },
      {
        listingKey: 'LK-202',
        mlsNumber: '6922224',
        city: 'Pine',
        publicRemarks: 'Waterfront cabin.',
        description: 'Three bedrooms near town.',
      },
    ]);
    const words = async (query: string) =>
      (
        await database.db
          .select({ mls: listings.mlsNumber })
          .from(listings)
          .where(sql`${listings.searchText} @@ plainto_tsquery('english', ${query})`)
          .orderBy(listings.mlsNumber)
      ).map((r) => r.mls);
    expect(await words('golf')).toEqual(['6922223']);
    expect(await words('waterfront')).toEqual(['6922224']);
    expect(await words('bedrooms')).toEqual(['6922223', '6922224']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'compresses large values with lz4 on a PostgreSQL server built with it',
    async () => {
      const { rows } = await database.sql.executeSql(
        "select 'lz4' = any(enumvals) as available, current_setting('default_toast_compression') as used from pg_settings where name = 'default_toast_compression'",
      );
      const [row] = rows as Array<{ available: boolean; used: string }>;
      expect(row?.used).toBe(row?.available ? 'lz4' : 'pglz');
    },
  );

  it('rejects a second user with the same username in another case', async () => {
    const base = { firstName: 'A', lastName: 'B' };
    await database.db
      .insert(users)
      .values({ ...base, username: 'PineLover', email: 'a@example.com' });
    await expect(
      database.db.insert(users).values({ ...base, username: 'pinelover', email: 'b@example.com' }),
    ).rejects.toThrow();
  });
});

describe('admin settings', () => {
  it('starts with every default of the back-office spec', async () => {
    await ensureAdminSettings(database.db);
    await ensureAdminSettings(database.db); // idempotent
    const { settings } = await readStoredSettings(database.db);
    expect(settings).toEqual(defaultAdminSettings());
    expect(settings.animationSettings).toEqual({ type: 'random', speed: 15, intensity: 5 });
    expect(settings.backgroundSettings.color).toBe('#F8FAFC');
    expect(settings.backgroundSettings.opacity).toBe(100);
    expect(settings.apiSettings.googleForms.enabled).toBe(true);
    expect(settings.apiSettings.armls.enabled).toBe(false);
    expect(settings.apiSettings.googleAppsScript.formType).toBe('both');
    expect(settings.apiSettings.zillow.maxRequestsPerDay).toBe(1000);
    expect(settings.performanceSettings).toMatchObject({
      refreshIntervalMinutes: 5,
      maxConcurrentRequests: 3,
      requestThrottleMs: 1000,
      cacheExpiryMinutes: 15,
      heavyAnimations: true,
      autoSave: true,
      realTimeUpdates: false,
    });
    expect(settings.advancedSettings).toEqual({
      cacheDurationMinutes: 30,
      apiRateLimitPerMinute: 100,
      logLevel: 'info',
      testMode: false,
    });
  });

  it('fills in defaults for fields missing from a stored section', async () => {
    await database.db
      .update(adminSettings)
      .set({ animationSettings: { type: 'pan-left' } as never })
      .where(eq(adminSettings.id, 1));
    const { settings } = await readStoredSettings(database.db);
    expect(settings.animationSettings).toEqual({ type: 'pan-left', speed: 15, intensity: 5 });
  });
});
