import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheSummarySchema } from '../contract/mls-cache';
import { MLS_CITIES } from '../core/mls-cities';
import { queryRows } from './db/connect';
import {
  createSyncController,
  SYNC_CITY_JOB,
  type SyncController,
} from './features/mls-sync/controller';
import { mlsSyncJobs } from './features/mls-sync/jobs';
import { createMlsSync } from './features/mls-sync/service';
import { createLeadDestinations } from './features/leads/destinations';
import { createLeadOutbox, LEAD_OUTBOX_JOB, leadOutboxJob } from './features/leads/outbox';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from './integrations/followupboss/fake/server';
import { createSparkClient } from './integrations/spark/client';
import { generateListings } from './integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from './integrations/spark/fake/server';
import { startJobRunner, type JobRunner } from './jobs/queue';
import { signUp, signUpAdmin, TEST_PASSWORD } from './testing/admin-client';
import { createHttpClient } from './testing/http-client';
import { validLead } from './testing/lead-factory';
import { insertListings, makeListing } from './testing/listing-factory';
import { createTestApp, type TestApp } from './testing/test-app';
import { upsertListings } from './features/mls-sync/store';

/*
 * Two app instances on one PostgreSQL database (issue 22), in one process but with nothing in
 * common except the database: each its own pool, job runner, caches and outbox worker. A
 * session made on one works on the other, a lead is delivered once, a sync runs once, failed
 * logins on one account are one budget.
 */

const logger = pino({ level: 'silent' });
const TOKEN = 'two-instances-token';
const FUB_KEY = 'two-instances-fub-key';

type Instance = { t: TestApp; runner: JobRunner; controller: SyncController };

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let spark: FakeSpark;
  let fub: FakeFollowUpBoss;
  let a: Instance;
  let b: Instance;

  async function startInstance(sameDatabaseAs?: TestApp): Promise<Instance> {
    let controller: SyncController | null = null;
    let runner: JobRunner | null = null;
    const t = await createTestApp({
      env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl },
      ...(sameDatabaseAs ? { sameDatabaseAs } : {}),
      listingChangesPollMs: 100,
      syncController: (database) => {
        controller = createSyncController(
          database.db,
          (name, data, options) => runner!.send(name, data, options),
          { crossInstanceLock: true },
        );
        return controller;
      },
    });
    const client = createSparkClient({ baseUrl: spark.apiBaseUrl, accessToken: TOKEN });
    const outbox = createLeadOutbox({
      db: t.database.db,
      destinations: createLeadDestinations({
        db: t.database.db,
        config: t.config,
        integrations: t.integrations,
      }),
      logger,
    });
    runner = await startJobRunner({
      database: t.database,
      logger,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      jobs: [
        ...mlsSyncJobs(createMlsSync({ db: t.database.db, client, logger }), controller!, {
          db: t.database.db,
          refreshIntervalMinutes: async () => 5,
        }),
        leadOutboxJob(outbox),
      ],
    });
    return { t, runner, controller: controller! };
  }

  beforeAll(async () => {
    spark = await startFakeSpark({
      listings: generateListings({
        count: 240,
        seed: 22,
        photoBaseUrl: '/mls-photos',
        now: new Date('2026-11-22T12:00:00Z'),
      }),
      accessToken: TOKEN,
    });
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY, rateLimits: { global: 5000 } });
    a = await startInstance();
    b = await startInstance(a.t);
  });
  afterAll(async () => {
    for (const instance of [b, a]) {
      await instance?.runner.stop();
      await instance?.t.close();
    }
    await spark?.close();
    await fub?.close();
  });

  it('accepts on one instance the session made on the other', async () => {
    const onA = await signUpAdmin(a.t, 'two-instances-admin');
    const onB = createHttpClient(b.t.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const user = await onB.get('/api/user');
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json()).toMatchObject({ username: 'two-instances-admin' });
    // and signing out on B ends it on A too
    await onB.post('/api/logout');
    const after = await createHttpClient(a.t.app).get('/api/user', {
      cookie: [...onA.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    expect(after.statusCode).toBe(401);
  });

  it('counts failed logins on one account as one budget across both instances', async () => {
    await signUp(a.t, 'two-instances-guessed');
    const ip = '10.201.7.9';
    const attempt = (instance: Instance, password: string) =>
      createHttpClient(instance.t.app, { ip }).post('/api/login', {
        username: 'two-instances-guessed',
        password,
      });
    // 10 guesses in turn on A and B: each instance saw only 5
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(i % 2 ? a : b, `guess-${i}`)).statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const blocked = await attempt(instance, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json<{ message: string }>().message).toMatch(
        /^Too many login attempts for this account\. Please wait \d+ minutes? and try again, or sign in from a device you have used before\.$/,
      );
    }
    // the owner, from another address, still signs in on either
    const owner = await createHttpClient(b.t.app).post('/api/login', {
      username: 'two-instances-guessed',
      password: TEST_PASSWORD,
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('counts an address once across both instances without Redis, except on the listings API', async () => {
    const ip = '10.201.8.3';
    const report = { kind: 'error', message: 'boom', url: '/' };
    // POST /api/client-errors: 30 a minute per address
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const instance = i % 2 ? a : b;
      statuses.push(
        (await createHttpClient(instance.t.app, { ip }).post('/api/client-errors', report))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // the listings API (thousands of requests a second, each without a query) counts per
    // instance: nothing of it is written to the database
    await createHttpClient(a.t.app, { ip }).get('/api/properties?limit=1');
    const written = await queryRows<{ key: string }>(
      a.t.database.db,
      sql`select key from attempt_counters where key like 'rl:GET /api/properties%'`,
    );
    expect(written).toEqual([]);
    const counted = await queryRows<{ n: number }>(
      a.t.database.db,
      sql`select count(*)::int as n from attempt_counters where key like 'rl:POST /api/client-errors:%'`,
    );
    // one row per address and route, named by an HMAC, never the address
    expect(counted[0]!.n).toBe(1);
    const keys = await queryRows<{ key: string }>(
      a.t.database.db,
      sql`select key from attempt_counters`,
    );
    expect(keys.filter((k) => k.key.includes(ip))).toEqual([]);
  });

  it('delivers a lead once although both instances run the outbox', async () => {
    const leads = Array.from({ length: 6 }, () => validLead());
    await Promise.all(
      leads.map((lead, i) => createHttpClient((i % 2 ? a : b).t.app).post('/api/contacts', lead)),
    );
    // both runners are woken at once: each lead must still reach Follow Up Boss once
    await Promise.all([a, b].map((x) => x.runner.send(LEAD_OUTBOX_JOB, {})));
    const emails = leads.map((l) => l.email.toLowerCase());
    const delivered = () =>
      fub.events.filter((e) =>
        emails.includes(String(e.person?.emails?.[0]?.value ?? '').toLowerCase()),
      );
    const began = Date.now();
    while (delivered().length < leads.length && Date.now() - began < 30_000) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // a little longer: a second delivery would come now
    await new Promise((r) => setTimeout(r, 2_000));
    const perEmail = new Map<string, number>();
    for (const event of delivered()) {
      const email = String(event.person?.emails?.[0]?.value).toLowerCase();
      perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
    }
    expect([...perEmail.values()]).toEqual(leads.map(() => 1));
  }, 60_000);

  it('runs a sync once when both instances are told to start at the same moment', async () => {
    const admin = await signUpAdmin(b.t, 'two-instances-sync');
    const adminOnA = createHttpClient(a.t.app);
    for (const [name, value] of admin.cookies) adminOnA.cookies.set(name, value);
    const replies = await Promise.all([
      adminOnA.post('/api/admin/automated-cache/start'),
      admin.post('/api/admin/automated-cache/start'),
    ]);
    // one starts the run; the other, after it under the start lock, is told it is running
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const queued = await queryRows<{ city: string; n: number }>(
      a.t.database.db,
      sql`select data->>'city' as city, count(*)::int as n from pgboss.job
          where name = ${SYNC_CITY_JOB} group by 1`,
    );
    expect(queued).toHaveLength(MLS_CITIES.length);
    expect(queued.filter((row) => row.n > 1)).toEqual([]);

    const summaryOf = async () =>
      cacheSummarySchema.parse((await admin.get('/api/admin/automated-cache/summary')).json());
    const began = Date.now();
    while ((await summaryOf()).is_running && Date.now() - began < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await summaryOf()).toMatchObject({
      is_running: false,
      completed_cities: MLS_CITIES.length,
      total_properties_cached: spark.listings.length,
    });
    // each city's pages were read once: the feed saw no second run
    const cityReads = spark.requestLog.filter((r) => r.path.endsWith('/listings'));
    const byFilter = new Map<string, number>();
    for (const read of cityReads) {
      const key = JSON.stringify(Object.entries(read.query).sort());
      byFilter.set(key, (byFilter.get(key) ?? 0) + 1);
    }
    expect([...byFilter.entries()].filter(([, n]) => n > 1)).toEqual([]);
  }, 90_000);

  it('drops on the other instance only the kept replies of the listing a sync changed', async () => {
    const [x, y] = await insertListings(a.t.database.db, [
      makeListing({ city: 'Two Instances' }),
      makeListing({ city: 'Two Instances' }),
    ]);
    const idOf = async (key: string) =>
      (
        await queryRows<{ id: number }>(
          a.t.database.db,
          sql`select id from listings where listing_key = ${key}`,
        )
      )[0]!.id;
    const [idX, idY] = [await idOf(x!.listingKey), await idOf(y!.listingKey)];
    // the insertion is a change too: both instances read it (every 100 ms) before keeping
    await new Promise((resolve) => setTimeout(resolve, 500));
    const onB = createHttpClient(b.t.app);
    const priceOnB = async (id: number) =>
      (await onB.get(`/api/properties/${id}`)).json<{ price: number }>().price;
    const search = '/api/properties?city=Two%20Instances';
    const keptY = await onB.get(`/api/properties/${idY}`);
    const keptSearch = await onB.get(search);
    expect(await priceOnB(idX)).toBe(x!.price);
    // behind the sync's back: only a kept reply still shows Y's price
    await b.t.database.db.execute(sql`update listings set price = 1 where id = ${idY}`);
    // instance A's sync changes X
    await upsertListings(a.t.database.db, [{ ...x!, price: 123_000, syncedAt: new Date() }]);
    // B kept X's reply: it changes once B has read A's change
    await expect.poll(() => priceOnB(idX), { timeout: 5_000 }).toBe(123_000);
    const againY = await onB.get(`/api/properties/${idY}`);
    expect(againY.headers.etag).toBe(keptY.headers.etag);
    expect(againY.json<{ price: number }>().price).toBe(y!.price);
    const freshSearch = await onB.get(search);
    expect(freshSearch.headers.etag).not.toBe(keptSearch.headers.etag);
    expect(
      freshSearch
        .json<{ properties: Array<{ id: number; price: number }> }>()
        .properties.map((p) => p.price)
        .sort(),
    ).toEqual([1, 123_000]);
  });
});
