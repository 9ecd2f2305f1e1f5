import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MLS_CITIES } from '../../../core/mls-cities';
import { AUTH_MESSAGES, messageResponseSchema } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import { cacheSummarySchema, cityCacheStatusListSchema } from '../../../contract/mls-cache';
import { operationsHealthSchema } from '../../../contract/operations';
import { createSparkClient } from '../../integrations/spark/client';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { queryRows } from '../../db/connect';
import { startJobRunner, type JobRunner } from '../../jobs/queue';
import { openVerificationLink } from '../../testing/email-verification';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSyncController, SYNC_CITY_JOB } from './controller';
import { mlsSyncJobs } from './jobs';
import { createMlsSync } from './service';

const logger = pino({ level: 'silent' });
const TOKEN = 'routes-test-token';
const ADMIN_EMAIL = 'broker@ridgeline.example';

let t: TestApp;
let fake: FakeSpark;
let runner: JobRunner | null = null;

beforeAll(async () => {
  const inventory = generateListings({
    count: 300,
    seed: 5,
    photoBaseUrl: '/mls-photos',
    now: new Date('2026-11-22T12:00:00Z'),
  });
  fake = await startFakeSpark({ listings: inventory, accessToken: TOKEN });
  const client = createSparkClient({ baseUrl: fake.apiBaseUrl, accessToken: TOKEN });
  let controller: ReturnType<typeof createSyncController> | null = null;
  t = await createTestApp({
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
    syncController: (database) => {
      controller = createSyncController(database.db, (name, data, options) =>
        runner!.send(name, data, options),
      );
      return controller;
    },
  });
  const sync = createMlsSync({ db: t.database.db, client, logger });
  runner = await startJobRunner({
    database: t.database,
    logger,
    schedule: false,
    pollingIntervalSeconds: 0.5,
    jobs: mlsSyncJobs(sync, controller!, {
      db: t.database.db,
      refreshIntervalMinutes: async () => 5,
    }),
  });
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await fake?.close();
});

let counter = 0;
let admin: HttpClient | null = null;
/** The admin's session (registered once with the ADMIN_EMAILS address). */
async function signedInAdmin(): Promise<HttpClient> {
  if (!admin) {
    admin = await signedIn(ADMIN_EMAIL);
    await openVerificationLink(t, ADMIN_EMAIL);
  }
  return admin;
}

async function signedIn(email?: string): Promise<HttpClient> {
  counter += 1;
  const client = createHttpClient(t.app);
  const res = await client.post('/api/register', {
    username: `cache${counter}`,
    email: email ?? `cache${counter}@example.com`,
    password: 'pine-cone-42',
    firstName: 'Casey',
    lastName: 'Cache',
  });
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

const ROUTES = [
  ['GET', '/api/admin/automated-cache/status'],
  ['GET', '/api/admin/automated-cache/summary'],
  ['POST', '/api/admin/automated-cache/start'],
  ['POST', '/api/admin/automated-cache/stop'],
] as const;

describe('admin cache API', () => {
  it('is for admins only: 401 without a session, 403 for a visitor', async () => {
    const anonymous = createHttpClient(t.app);
    const visitor = await signedIn();
    for (const [method, url] of ROUTES) {
      expect((await anonymous.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
      const res = await visitor.request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(apiErrorSchema.parse(res.json()).message).toBe(AUTH_MESSAGES.adminOnly);
    }
  });

  it('lists every city with county and priority, high priority first, before any sync', async () => {
    const admin = await signedInAdmin();
    const res = await admin.get('/api/admin/automated-cache/status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const cities = cityCacheStatusListSchema.parse(res.json());
    expect(cities.map((c) => c.city_name).sort()).toEqual(MLS_CITIES.map((c) => c.name).sort());
    const rank = { high: 0, medium: 1, low: 2 };
    const ranks = cities.map((c) => rank[c.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(cities.find((c) => c.city_name === 'Payson')).toMatchObject({
      county: 'Gila',
      is_complete: false,
      cached_count: 0,
      last_updated: null,
      state: 'not_started',
      live_count: 0,
    });

    const summary = cacheSummarySchema.parse(
      (await admin.get('/api/admin/automated-cache/summary')).json(),
    );
    expect(summary).toEqual({
      is_running: false,
      run_state: 'not_started',
      run_percent: 0,
      total_cities: MLS_CITIES.length,
      completed_cities: 0,
      total_properties_cached: 0,
      high_priority_cities: MLS_CITIES.filter((c) => c.priority === 'high').length,
      medium_priority_cities: MLS_CITIES.filter((c) => c.priority === 'medium').length,
      low_priority_cities: MLS_CITIES.filter((c) => c.priority === 'low').length,
    });
  });

  it('starts caching on the job runner, reports progress, and stops', async () => {
    const admin = await signedInAdmin();
    const started = await admin.post('/api/admin/automated-cache/start');
    expect(started.statusCode, started.body).toBe(200);
    expect(messageResponseSchema.parse(started.json()).message).toBe(
      `Caching started for ${MLS_CITIES.length} cities`,
    );
    // starting again while the run goes on is refused and queues nothing: one job per city
    for (let i = 0; i < 10; i++) {
      const again = await admin.post('/api/admin/automated-cache/start');
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json())).toMatchObject({
        code: 'CONFLICT',
        message: 'Caching is already running',
      });
    }
    const jobs = await queryRows<{ city: string; n: number }>(
      t.database.db,
      sql`select data->>'city' as city, count(*)::int as n from pgboss.job
          where name = ${SYNC_CITY_JOB} group by 1`,
    );
    expect(jobs).toHaveLength(MLS_CITIES.length);
    // a city job may queue its own continuation when its time slice ends, never more
    expect(jobs.reduce((sum, j) => sum + j.n, 0)).toBeLessThan(2 * MLS_CITIES.length);

    const summaryOf = async () =>
      cacheSummarySchema.parse((await admin.get('/api/admin/automated-cache/summary')).json());
    const began = Date.now();
    while ((await summaryOf()).is_running && Date.now() - began < 45_000) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = await summaryOf();
    expect(done).toMatchObject({
      is_running: false,
      run_state: 'complete',
      run_percent: 100,
      completed_cities: MLS_CITIES.length,
      total_properties_cached: fake.listings.length,
    });
    const cities = cityCacheStatusListSchema.parse(
      (await admin.get('/api/admin/automated-cache/status')).json(),
    );
    for (const city of cities) {
      expect(city.is_complete).toBe(true);
      expect(city.state).toBe('complete');
      expect(city.cached_count).toBe(feedCount(city.city_name));
      expect(city.live_count).toBe(feedCount(city.city_name));
      expect(city.last_updated).not.toBeNull();
    }
    // the footer's "last updated" is the last successful sync
    const site = (await admin.get('/api/site')).json() as { listingsUpdatedAt: string | null };
    expect(site.listingsUpdatedAt).not.toBeNull();

    // a new run, stopped at once: reported as stopped; queued city jobs find the stop and return
    await admin.post('/api/admin/automated-cache/start');
    const stopped = await admin.post('/api/admin/automated-cache/stop');
    expect(stopped.statusCode).toBe(200);
    expect((await summaryOf()).is_running).toBe(false);

    // stopping what is not running says so, and changes nothing
    const again = await admin.post('/api/admin/automated-cache/stop');
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json())).toMatchObject({
      code: 'CONFLICT',
      message: 'Caching is not running',
    });
  }, 60_000);

  it('after a Stop, reports the run stopped at its progress, cities not reached as not started, and every listing still live', async () => {
    const admin = await signedInAdmin();
    // the previous test left every city cached and a new run stopped at once (issue 41's
    // page: "Stopped" beside every city "In Progress 0%", Operations "Listings 0")
    await settled();
    expect(await summaryOf(admin)).toMatchObject({
      is_running: false,
      run_state: 'stopped',
      total_properties_cached: fake.listings.length,
    });
    await expectLiveAndStopped(admin);

    // a run stopped part-way: slow pages leave time to stop it after its first cities
    fake.faults.latencyMs = 150;
    try {
      const started = await admin.post('/api/admin/automated-cache/start');
      expect(started.statusCode, started.body).toBe(200);
      const again = await admin.post('/api/admin/automated-cache/start');
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json()).message).toBe('Caching is already running');
      const running = cityCacheStatusListSchema.parse(
        (await admin.get('/api/admin/automated-cache/status')).json(),
      );
      // cities not reached yet wait their turn: no "In Progress" before their job begins
      expect(running.filter((c) => c.state === 'waiting').length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await summaryOf(admin)).completed_cities, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2);
      expect((await admin.post('/api/admin/automated-cache/stop')).statusCode).toBe(200);
      await settled();
    } finally {
      fake.faults.latencyMs = 0;
    }
    const summary = await summaryOf(admin);
    const cities = await expectLiveAndStopped(admin);
    const complete = cities.filter((c) => c.state === 'complete');
    expect(complete.length).toBeGreaterThanOrEqual(2);
    expect(complete.length).toBeLessThan(cities.length);
    // the run's progress: what this run cached over what the feed has, below 100%
    const total = cities.reduce((sum, c) => sum + c.total_count, 0);
    const cached = cities.reduce((sum, c) => sum + Math.min(c.cached_count, c.total_count), 0);
    expect(summary).toMatchObject({
      is_running: false,
      run_state: 'stopped',
      run_percent: Math.floor((cached / total) * 100),
      completed_cities: complete.length,
      total_properties_cached: fake.listings.length,
    });
    expect(summary.run_percent).toBeGreaterThan(0);
    expect(summary.run_percent).toBeLessThan(100);
  }, 60_000);
});

const feedCount = (city: string) =>
  fake.listings.filter((l) => l.StandardFields.City === city).length;

const summaryOf = async (admin: HttpClient) =>
  cacheSummarySchema.parse((await admin.get('/api/admin/automated-cache/summary')).json());

/** Waits until no city job is queued or running (the jobs a Stop left find it and return). */
async function settled(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from pgboss.job
                where name = ${SYNC_CITY_JOB} and state in ('created', 'retry', 'active')`,
          )
        )[0]?.n,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
}

/**
 * With no run going on: no city is In Progress or waiting, each city's live count is its
 * feed's listings, and Operations counts those live listings and stays healthy.
 */
async function expectLiveAndStopped(admin: HttpClient) {
  const cities = cityCacheStatusListSchema.parse(
    (await admin.get('/api/admin/automated-cache/status')).json(),
  );
  for (const city of cities) {
    expect(['complete', 'stopped', 'not_started'], city.city_name).toContain(city.state);
    if (city.state === 'not_started') expect(city.cached_count, city.city_name).toBe(0);
    expect(city.live_count, city.city_name).toBe(feedCount(city.city_name));
  }
  const res = await admin.get('/api/admin/health');
  expect(res.statusCode, res.body).toBe(200);
  const health = operationsHealthSchema.parse(res.json());
  expect(health.feed.cachingRunning).toBe(false);
  expect(health.cities.map((c) => [c.city, c.listings])).toEqual(
    cities.map((c) => [c.city_name, feedCount(c.city_name)]),
  );
  expect(health.status, JSON.stringify({ feed: health.feed, jobs: health.jobs })).toBe('ok');
  return cities;
}

describe('offline feed photos', () => {
  it('serves the photo sizes of the Spark URL shapes as SVG, and 400/404 for others', async () => {
    const client = createHttpClient(t.app);
    const sized = await client.get('/mls-photos/az/800x600/true/20261122000000000001000001-o.svg');
    expect(sized.statusCode).toBe(200);
    expect(sized.headers['content-type']).toContain('image/svg+xml');
    expect(sized.body).toContain('viewBox="0 0 800 600"');
    // listing photos are shown by other origins too: saved-search alert e-mails embed them
    expect(sized.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const thumb = await client.get('/mls-photos/az/20261122000000000001000001-t.svg');
    expect(thumb.statusCode).toBe(200);
    expect((await client.get('/mls-photos/az/9000x9000/true/1-o.svg')).statusCode).toBe(404);
    expect((await client.get('/mls-photos/az/800x600/true/..%2Fsecret-o.svg')).statusCode).toBe(
      400,
    );
  });
});
