import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsHealthSchema } from '../../../contract/operations';
import {
  startFakeAppsScript,
  type FakeAppsScript,
} from '../../integrations/apps-script/fake/server';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { createSparkClient, SparkError } from '../../integrations/spark/client';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { leadDeliveries } from '../../db/schema';
import { listOpenAlerts } from '../alerts/store';
import { createLeadDestinations } from '../leads/destinations';
import { createLeadOutbox, leadOutboxJob } from '../leads/outbox';
import { updateSyncState } from '../mls-sync/store';
import { checkListingFreshness, FRESHNESS_ALERT_COMPONENT } from './service';

const logger = pino({ level: 'silent' });
const FEED_TOKEN = 'offline-token';

let t: TestApp;
let script: FakeAppsScript;
let feed: FakeSpark;
let admin: HttpClient;

beforeAll(async () => {
  script = await startFakeAppsScript();
  feed = await startFakeSpark({
    listings: generateListings({ count: 5, seed: 3, photoBaseUrl: '/mls-photos' }),
    accessToken: FEED_TOKEN,
  });
  t = await createTestApp({
    env: { APPS_SCRIPT_WEBHOOK_URL: script.webhookUrl },
    offlineFeed: {
      fail: () => feed.faults.unavailableNext(Number.MAX_SAFE_INTEGER),
      recover: () => feed.faults.reset(),
    },
    jobs: ({ database, config, integrations }) => [
      leadOutboxJob(
        createLeadOutbox({
          db: database.db,
          destinations: createLeadDestinations({ db: database.db, config, integrations }),
          logger,
        }),
      ),
    ],
  });
  admin = await signUpAdmin(t, 'ops-admin');
});
afterAll(async () => {
  await t?.close();
  await script?.close();
  await feed?.close();
});

async function health() {
  const res = await admin.get('/api/admin/health');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return operationsHealthSchema.parse(res.json());
}

const submission = validLead({ firstName: 'Opal', lastName: 'Ops' });

describe('access', () => {
  it('is for admins: 401 anonymous, 403 for a visitor', async () => {
    const visitor = await signUp(t, 'ops-visitor');
    for (const [method, url] of [
      ['GET', '/api/admin/health'],
      ['POST', '/api/admin/lead-deliveries/1/retry'],
      ['POST', '/api/admin/offline-feed/faults'],
    ] as const) {
      const body = method === 'GET' ? undefined : { failing: false };
      expect((await createHttpClient(t.app).request(method, url, body)).statusCode).toBe(401);
      expect((await visitor.request(method, url, body)).statusCode).toBe(403);
    }
    // the public probe stays cheap and public
    expect((await createHttpClient(t.app).get('/api/health')).statusCode).toBe(200);
  });
});

describe('the operations view', () => {
  it('reports feed, cities, mail, jobs and alerts', async () => {
    const report = await health();
    expect(report.feed).toMatchObject({
      source: 'offline',
      lastSuccessAt: null,
      freshness: 'never',
      cachingRunning: false,
    });
    expect(report.cities.length).toBeGreaterThan(10);
    expect(report.cities[0]).toMatchObject({ isComplete: false, lastFullSyncAt: null });
    expect(report.mail).toMatchObject({ transport: 'outbox' });
    // the webhook is switched on: listed before its first lead
    expect(report.leads.destinations).toEqual([
      {
        destination: 'apps-script',
        configured: true,
        pending: 0,
        retrying: 0,
        cancelled: 0,
        deliveredLast24h: 0,
      },
    ]);
    expect(report.jobs.map((j) => j.queue)).toContain('leads.deliver');
  });

  it('shows a failed delivery, and "retry now" delivers it once', async () => {
    script.failNext(1, 'http-503');
    const posted = await createHttpClient(t.app).post('/api/contacts', submission);
    expect(posted.statusCode, posted.body).toBe(200);

    await expect
      .poll(async () => (await health()).leads.failed.length, { timeout: 10_000 })
      .toBe(1);
    const report = await health();
    const [failed] = report.leads.failed;
    expect(failed).toMatchObject({ destination: 'apps-script', status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/503/);
    expect(report.leads.destinations).toEqual([
      expect.objectContaining({
        destination: 'apps-script',
        configured: true,
        retrying: 1,
        deliveredLast24h: 0,
      }),
    ]);
    expect(report.status).toBe('degraded');
    expect(script.received).toHaveLength(0);

    const retried = await admin.post(`/api/admin/lead-deliveries/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await expect.poll(() => script.received.length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await health()).leads.destinations[0]?.deliveredLast24h, {
        timeout: 10_000,
      })
      .toBe(1);
    expect((await health()).leads.failed).toEqual([]);
    // delivered once: a second retry finds nothing to retry
    const again = await admin.post(`/api/admin/lead-deliveries/${failed!.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(script.received).toHaveLength(1);
  });

  it('retries only the delivery asked for: other given-up deliveries stay given up', async () => {
    script.failNext(2, 'http-503');
    for (const lastName of ['Given', 'Up']) {
      const posted = await createHttpClient(t.app).post('/api/contacts', {
        ...submission,
        lastName,
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    await expect.poll(async () => (await health()).leads.failed.length).toBe(2);
    // both given up, as the outbox does after its last attempt
    const db = t.database.db;
    await db
      .update(leadDeliveries)
      .set({ status: 'cancelled' })
      .where(eq(leadDeliveries.status, 'pending'));
    const [first, second] = (await health()).leads.failed;

    const retried = await admin.post(`/api/admin/lead-deliveries/${first!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await expect.poll(() => script.received.length).toBe(2);
    // the script stores the row before the outbox records the delivery: wait for the record
    const statuses = async () =>
      Object.fromEntries(
        (
          await db
            .select({ id: leadDeliveries.id, status: leadDeliveries.status })
            .from(leadDeliveries)
            .where(inArray(leadDeliveries.id, [first!.id, second!.id]))
        ).map((r) => [r.id, r.status]),
      );
    await expect.poll(statuses).toEqual({
      [first!.id]: 'delivered',
      [second!.id]: 'cancelled',
    });
    expect(script.received).toHaveLength(2);
  });
});

describe('freshness', () => {
  it('raises an alert past 30 minutes and resolves it when the feed catches up', async () => {
    const now = new Date();
    expect(await checkListingFreshness(t.database.db, null, now)).toBe('never');
    const old = new Date(now.getTime() - 31 * 60_000);
    await updateSyncState(t.database.db, { lastSuccessAt: old });
    expect(await checkListingFreshness(t.database.db, old, now)).toBe('stale');
    const open = (await listOpenAlerts(t.database.db)).filter(
      (a) => a.component === FRESHNESS_ALERT_COMPONENT,
    );
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ severity: 'high' });
    const report = await health();
    expect(report.feed.freshness).toBe('stale');
    expect(report.alerts.some((a) => a.component === FRESHNESS_ALERT_COMPONENT)).toBe(true);

    // past the IDX rule the alert becomes critical (still one alert)
    const ancient = new Date(now.getTime() - 13 * 60 * 60_000);
    await checkListingFreshness(t.database.db, ancient, now);
    const critical = (await listOpenAlerts(t.database.db)).filter(
      (a) => a.component === FRESHNESS_ALERT_COMPONENT,
    );
    expect(critical.map((a) => a.severity)).toEqual(['critical']);

    await updateSyncState(t.database.db, { lastSuccessAt: now });
    expect(await checkListingFreshness(t.database.db, now, now)).toBe('fresh');
    expect(
      (await listOpenAlerts(t.database.db)).filter(
        (a) => a.component === FRESHNESS_ALERT_COMPONENT,
      ),
    ).toEqual([]);
    expect((await health()).feed.freshness).toBe('fresh');
  });
});

describe('the offline feed fault switch', () => {
  it('makes the sample feed fail until recovered', async () => {
    const client = createSparkClient({
      baseUrl: feed.apiBaseUrl,
      accessToken: FEED_TOKEN,
      maxRetries: 0,
    });
    expect((await client.listListings({ limit: 1 })).results).toHaveLength(1);
    const failing = await admin.post('/api/admin/offline-feed/faults', { failing: true });
    expect(failing.statusCode, failing.body).toBe(200);
    await expect(client.listListings({ limit: 1 })).rejects.toBeInstanceOf(SparkError);
    await admin.post('/api/admin/offline-feed/faults', { failing: false });
    expect((await client.listListings({ limit: 1 })).results).toHaveLength(1);
  });

  it('answers 404 where no offline feed runs', async () => {
    const other = await createTestApp();
    try {
      const otherAdmin = await signUpAdmin(other, 'ops-admin-2');
      const res = await otherAdmin.post('/api/admin/offline-feed/faults', { failing: true });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
