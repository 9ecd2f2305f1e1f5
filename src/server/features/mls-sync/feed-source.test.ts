import pino from 'pino';
import { MLS_CITIES } from '../../../core/mls-cities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { startJobRunner, type JobRunner } from '../../jobs/queue';
import { signUpAdmin } from '../../testing/admin-client';
import type { HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSyncController, type SyncController } from './controller';
import {
  createFeedClient,
  createFeedFollower,
  feedFingerprint,
  resolveFeedSource,
} from './feed-source';
import { mlsSyncJobs } from './jobs';
import { createMlsSync } from './service';
import { readSyncState } from './store';

const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
const OFFLINE_TOKEN = 'offline-feed-token';
const MLS_TOKEN = 'real-mls-access-token-1234';
const NOW = new Date('2026-11-22T12:00:00Z');
const inventory = (seed: number, count: number) =>
  generateListings({ count, seed, photoBaseUrl: '/mls-photos', now: NOW });

let offline: FakeSpark;
let real: FakeSpark;
const offlineListings = inventory(11, 40);
const realListings = inventory(12, 30);
let t: TestApp;
let runner: JobRunner | null = null;
let controller: SyncController;
let admin: HttpClient;

beforeAll(async () => {
  offline = await startFakeSpark({ listings: offlineListings, accessToken: OFFLINE_TOKEN });
  real = await startFakeSpark({ listings: realListings, accessToken: MLS_TOKEN });
  t = await createTestApp({
    syncController: (database) => {
      controller = createSyncController(database.db, (name, data, options) =>
        runner!.send(name, data, options),
      );
      return controller;
    },
  });
  const { settings } = t.integrations;
  const source = async () =>
    resolveFeedSource(t.config, await settings.current(), {
      apiBaseUrl: offline.apiBaseUrl,
      accessToken: OFFLINE_TOKEN,
    });
  const sync = createMlsSync({
    db: t.database.db,
    client: createFeedClient({ source, options: { maxRetries: 0 } }),
    logger,
  });
  runner = await startJobRunner({
    database: t.database,
    logger,
    schedule: false,
    pollingIntervalSeconds: 0.5,
    jobs: mlsSyncJobs(sync, controller, {
      db: t.database.db,
      refreshIntervalMinutes: async () => 5,
    }),
  });
  const follower = createFeedFollower({ db: t.database.db, source, controller, logger });
  await follower.check();
  settings.subscribe(() => void follower.check());
  admin = await signUpAdmin(t, 'feed-admin');
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await offline?.close();
  await real?.close();
});

/** Waits until a caching run has covered every city. */
async function runFinished(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const summary = await controller.summary();
    if (!summary.is_running && summary.completed_cities === summary.total_cities) return;
    if (Date.now() > deadline)
      throw new Error(`caching did not finish: ${JSON.stringify(summary)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedKeys(): Promise<string[]> {
  const rows = await t.database.db.select({ key: listings.listingKey }).from(listings);
  return rows.map((r) => r.key).sort();
}

/** The keys of a feed's listings in the cities we carry (replication goes city by city). */
function keysOf(records: typeof offlineListings): string[] {
  const cities = new Set(MLS_CITIES.map((c) => c.name));
  return records
    .filter((r) => cities.has(String(r.StandardFields.City)))
    .map((r) => String(r.StandardFields.ListingKey))
    .sort();
}

describe('the MLS feed follows the admin panel', () => {
  it('replicates the offline feed, switches to the MLS key saved in the panel, and back when it is removed', async () => {
    await controller.start();
    await runFinished();
    expect(await storedKeys()).toEqual(keysOf(offlineListings));
    expect((await readSyncState(t.database.db)).feedSource).toBe('offline');

    const saved = await admin.request('PATCH', '/api/admin/settings', {
      apiSettings: { armls: { apiKey: MLS_TOKEN, baseUrl: real.apiBaseUrl, enabled: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await readSyncState(t.database.db)).feedSource)
      .not.toBe('offline');
    await runFinished();
    // every listing now comes from the real feed; the offline ones were reconciled away
    expect(await storedKeys()).toEqual(keysOf(realListings));
    const state = await readSyncState(t.database.db);
    expect(state.feedSource).toBe(
      feedFingerprint({ kind: 'admin', baseUrl: real.apiBaseUrl, accessToken: MLS_TOKEN }),
    );
    expect(state.feedSource).not.toContain(MLS_TOKEN);

    await admin.request('PATCH', '/api/admin/settings', {
      apiSettings: { armls: { apiKey: null } },
    });
    await expect.poll(async () => (await readSyncState(t.database.db)).feedSource).toBe('offline');
    await runFinished();
    expect(await storedKeys()).toEqual(keysOf(offlineListings));
  }, 120_000);
});
