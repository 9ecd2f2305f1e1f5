import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, signUpAgent } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { updateSyncState } from '../mls-sync/store';
import { freshnessJob } from './jobs';
import { createMetrics, UNMATCHED_ROUTE } from './metrics';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const LEAD_EMAIL = 'metrics-lead@example.com';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (no escaped quotes in our label values). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples of one series whose labels include `labels`. */
function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  find(samples, name, labels).reduce((sum, s) => sum + s.value, 0);

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      METRICS_TOKEN: TOKEN,
      SEARCH_CACHE_SECONDS: '30',
      // switched on, never reached: no delivery job runs here, so its deliveries stay pending
      APPS_SCRIPT_WEBHOOK_URL: 'http://127.0.0.1:9/macros/s/metrics-test/exec',
    },
    // a real job runner with one queue of ours, so the queue series have something to show
    jobs: ({ database }) => [freshnessJob({ db: database.db, lastSuccessAt: async () => null })],
  });
  admin = await signUpAdmin(t, 'metrics-admin');
  await insertListings(t.database.db, [makeListing(), makeListing()]);
  await updateSyncState(t.database.db, { lastSuccessAt: new Date(Date.now() - 90_000) });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(client: HttpClient = createHttpClient(t.app)) {
  const res = await client.get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['cache-control']).toBe('no-store');
  return { text: res.body, samples: parse(res.body) };
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, with the scrape-time series', async () => {
    const before = (await scrape()).samples;
    const visitor = createHttpClient(t.app);
    const search = await visitor.get('/api/properties?city=Payson');
    expect(search.statusCode, search.body).toBe(200);
    // the same search again: answered from the reply cache
    expect((await visitor.get('/api/properties?city=Payson')).statusCode).toBe(200);
    const id = (search.json() as { properties: Array<{ id: number }> }).properties[0]!.id;
    expect((await visitor.get(`/api/properties/${id}`)).statusCode).toBe(200);
    expect((await visitor.get('/api/properties/987654')).statusCode).toBe(404);
    expect((await visitor.post('/nothing-routes-here', {})).statusCode).toBe(404);
    const lead = await visitor.post('/api/contacts', validLead({ email: LEAD_EMAIL }));
    expect(lead.statusCode, lead.body).toBe(200);
    // a password reset mails its link (kept in the outbox: no SMTP_URL)
    await signUp(t, 'metrics-visitor');
    const reset = await visitor.post('/api/forgot-password', {
      email: 'metrics-visitor@example.com',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // the reset mail goes after the reply (its timing must not tell known addresses)
    const mailSent = async () =>
      valueOf((await scrape()).samples, 'ridgeline_mail_sent_total', { transport: 'outbox' });
    await expect
      .poll(mailSent, { timeout: 5_000 })
      .toBeGreaterThan(valueOf(before, 'ridgeline_mail_sent_total', { transport: 'outbox' }));

    const { text, samples } = await scrape();

    // route patterns, never the URL
    const requests = 'ridgeline_http_requests_total';
    const detail = { method: 'GET', route: '/api/properties/:id' };
    expect(valueOf(samples, requests, { ...detail, status: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, requests, { ...detail, status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="\/api\/properties\/\d/);
    expect(
      valueOf(samples, requests, { method: 'POST', route: UNMATCHED_ROUTE, status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('nothing-routes-here');
    const searches = find(samples, 'ridgeline_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/properties',
      status: '200',
    });
    expect(searches[0]?.value).toBeGreaterThanOrEqual(2);
    expect(
      find(samples, 'ridgeline_http_request_duration_seconds_bucket', { le: '+Inf' }).length,
    ).toBeGreaterThan(0);

    // the reply cache: the repeated search was a hit
    const lookups = 'ridgeline_reply_cache_lookups_total';
    const hit = { cache: 'listings', outcome: 'hit' };
    expect(valueOf(samples, lookups, hit)).toBeGreaterThan(valueOf(before, lookups, hit));
    expect(find(samples, lookups, { cache: 'pages', outcome: 'miss' })).toHaveLength(1);

    // the job queues, the feed's age, the lead deliveries
    expect(find(samples, 'ridgeline_job_queue_depth', { queue: 'ops.freshness' })).toHaveLength(1);
    expect(find(samples, 'ridgeline_job_queue_failed_24h', { queue: 'ops.freshness' })).toEqual([
      expect.objectContaining({ value: 0 }),
    ]);
    const age = valueOf(samples, 'ridgeline_mls_feed_age_seconds');
    expect(age).toBeGreaterThanOrEqual(85);
    expect(age).toBeLessThan(600);
    const deliveries = 'ridgeline_lead_deliveries';
    const appsScript = { destination: 'apps-script' };
    expect(valueOf(samples, deliveries, { ...appsScript, state: 'pending' })).toBe(1);
    expect(find(samples, deliveries, { ...appsScript, state: 'retrying' })).toHaveLength(1);
    expect(find(samples, deliveries, { ...appsScript, state: 'given_up' })).toHaveLength(1);

    // mail, counted by the mailer (the sent one above), failures too
    expect(find(samples, 'ridgeline_mail_failed_total', { transport: 'smtp' })).toHaveLength(1);

    // the process: memory and the event loop's lag
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);

    // the pool on PostgreSQL (a test database's pool holds 5); PGlite has none
    const pool = find(samples, 'ridgeline_db_pool_clients', { state: 'max' });
    if (t.database.engine === 'postgres')
      expect(pool).toEqual([expect.objectContaining({ value: 5 })]);
    else expect(pool).toEqual([]);

    // nothing personal or secret
    expect(text).not.toContain(LEAD_EMAIL);
    expect(text).not.toContain('metrics-visitor');
    expect(text).not.toContain(TOKEN);
  });

  it('is for staff sessions and the token: 401 signed out or with a wrong token, 403 for a visitor', async () => {
    const anonymous = createHttpClient(t.app);
    expect((await anonymous.get('/metrics')).statusCode).toBe(401);
    for (const authorization of [
      'Bearer wrong-token-of-the-same-length-0000',
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await anonymous.get('/metrics', { authorization });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const visitor = await signUp(t, 'metrics-member');
    expect((await visitor.get('/metrics')).statusCode).toBe(403);
    for (const staff of [admin, await signUpAgent(t, 'metrics-agent')]) {
      const res = await staff.get('/metrics');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('ridgeline_http_requests_total');
    }
    // the scheme is case-insensitive, as HTTP says
    const lower = await anonymous.get('/metrics', { authorization: `bearer ${TOKEN}` });
    expect(lower.statusCode).toBe(200);
  });

  it('refuses every token when METRICS_TOKEN is not set', async () => {
    const other = await createTestApp();
    try {
      const res = await createHttpClient(other.app).get('/metrics', {
        authorization: 'Bearer ',
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('a source that cannot be read', () => {
  it('is left out of the scrape, which still answers, and is logged once', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const metrics = createMetrics(
      {
        db: t.database.db,
        syncFacts: async () => {
          throw new Error('sync state unreadable');
        },
        deliveries: { configured: async () => ['apps-script'], counts: async () => [] },
        replyCaches: () => ({}),
      },
      logger,
    );
    for (let i = 0; i < 2; i++) {
      const samples = parse(await metrics.exposition());
      expect(find(samples, 'ridgeline_mls_feed_age_seconds')).toEqual([]);
      expect(
        valueOf(samples, 'ridgeline_lead_deliveries', {
          destination: 'apps-script',
          state: 'pending',
        }),
      ).toBe(0);
      expect(find(samples, 'ridgeline_job_queue_depth').length).toBeGreaterThan(0);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('mls sync');
  });
});
