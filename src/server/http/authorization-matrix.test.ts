import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, signUpAgent, TEST_PASSWORD } from '../testing/admin-client';
import { createHttpClient, type HttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeTable } from './route-access';

/*
 * The authorization matrix: every route of the live route table against an anonymous caller, a
 * signed-in visitor and an admin, with what each must get written down here, in one table. A
 * route added to the app fails this test until it is listed, so whoever adds it decides who may
 * call it; a listed route that no longer exists fails too.
 *
 * 'in': the caller gets through the access check (any answer but 401 or 403: the dummy ids
 * and empty bodies used here often make it a 400 or 404; 503 when the test app has no job
 * runner; never another 5xx). 401 / 403: exactly that refusal.
 */

type Outcome = 'in' | 401 | 403;
type Row = readonly [anonymous: Outcome, user: Outcome, agent: Outcome, admin: Outcome];

const EVERYONE: Row = ['in', 'in', 'in', 'in'];
const SIGNED_IN: Row = [401, 'in', 'in', 'in'];
/** Admins only: settings, integrations, the MLS cache, operations. */
const ADMIN: Row = [401, 403, 403, 'in'];
/** Staff: agents (the agent role) and admins: contacts, buyer files, showings. */
const STAFF: Row = [401, 403, 'in', 'in'];
/**
 * The client's buyer file routes: staff, or a browser holding that contact's link grant
 * (none here), checked in the handler; 403 for everyone else, signed in or not.
 */
const STAFF_OR_LINK: Row = [403, 403, 'in', 'in'];

const MATRIX: Record<string, Row> = {
  // the API's own documents and the site's state
  'GET /api/openapi.json': EVERYONE,
  'GET /api/docs': EVERYONE,
  'GET /api/docs/:file': EVERYONE,
  'GET /api/health': EVERYONE,
  // readiness for the proxy: public, says only ready or why not
  'GET /api/ready': EVERYONE,
  // Prometheus' scrape: staff, or a bearer token from METRICS_TOKEN (none set here)
  'GET /metrics': STAFF,
  'GET /api/site': EVERYONE,
  'POST /api/client-errors': EVERYONE,
  // accounts
  'GET /api/user': SIGNED_IN,
  'POST /api/login': EVERYONE,
  'POST /api/register': EVERYONE,
  'POST /api/logout': EVERYONE,
  'GET /api/logout': EVERYONE,
  'GET /api/verify-email': EVERYONE,
  'POST /api/forgot-password': EVERYONE,
  'POST /api/reset-password': EVERYONE,
  'GET /api/auth/google': EVERYONE,
  'GET /api/auth/google/callback': EVERYONE,
  // the admin panel, its connection tests and the alerts
  'GET /api/admin/settings': ADMIN,
  'POST /api/admin/settings': ADMIN,
  'PATCH /api/admin/settings': ADMIN,
  'PUT /api/admin/settings': ADMIN,
  'GET /api/admin/settings/audit': ADMIN,
  'PATCH /api/admin/badge-settings': ADMIN,
  'GET /api/admin/background': ADMIN,
  'POST /api/admin/background': ADMIN,
  'POST /api/admin/background/image': ADMIN,
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users': ADMIN,
  'DELETE /api/admin/users/:id': ADMIN,
  // the team's agents: staff read them (to assign a contact), admins give and take the role
  'GET /api/agents': STAFF,
  'POST /api/admin/agents': ADMIN,
  'DELETE /api/admin/agents/:id': ADMIN,
  'GET /api/test/armls': ADMIN,
  'GET /api/test/google-oauth': ADMIN,
  'GET /api/test/google-maps': ADMIN,
  'GET /api/test/followupboss-auto': ADMIN,
  'GET /api/admin/alerts': ADMIN,
  'POST /api/admin/alerts/:id/resolve': ADMIN,
  // listings, badges, comparison and the visitor's own things
  'GET /api/properties': EVERYONE,
  'GET /api/properties/map': EVERYONE,
  'GET /api/search/suggestions': EVERYONE,
  'GET /api/properties/:id': EVERYONE,
  'GET /api/properties/:id/tax-records': EVERYONE,
  'GET /api/properties/:id/open-houses/:file': EVERYONE,
  'GET /api/cities/:slug/market': EVERYONE,
  'GET /api/badge-settings': EVERYONE,
  'GET /api/properties/spark-comparison/:id': EVERYONE,
  'GET /api/spark-comparison/:id': EVERYONE,
  'POST /api/activity': EVERYONE,
  'GET /api/favorites': SIGNED_IN,
  'POST /api/favorites': SIGNED_IN,
  'DELETE /api/favorites/:propertyId': SIGNED_IN,
  // saved comparisons: the owner's own (another's id is a 404), and a link's name and listings
  'GET /api/comparisons': SIGNED_IN,
  'POST /api/comparisons': SIGNED_IN,
  'GET /api/comparisons/:id': SIGNED_IN,
  'PATCH /api/comparisons/:id': SIGNED_IN,
  'DELETE /api/comparisons/:id': SIGNED_IN,
  'GET /api/comparisons/shared/:shareId': EVERYONE,
  // saved searches: the owner's own (another's id is a 404)
  'GET /api/saved-searches': SIGNED_IN,
  'POST /api/saved-searches': SIGNED_IN,
  'PATCH /api/saved-searches/:id': SIGNED_IN,
  'DELETE /api/saved-searches/:id': SIGNED_IN,
  // leads (the public form) and the CRM (personal data: staff only)
  'POST /api/contacts': EVERYONE,
  'GET /api/contacts': STAFF,
  'GET /api/contacts/search': STAFF,
  'GET /api/contacts/recent': STAFF,
  'GET /api/contacts/:id': STAFF,
  'PATCH /api/contacts/:id': STAFF,
  'PUT /api/contacts/:id/assignee': STAFF,
  'POST /api/contacts/:id/notes': STAFF,
  'GET /api/contacts/:id/notes': STAFF,
  'GET /api/contacts/:id/activities': STAFF,
  'GET /api/contacts/:id/comparisons': STAFF,
  'POST /api/contacts/:id/comparisons': STAFF,
  'DELETE /api/contacts/:id/comparisons/:comparisonId': STAFF,
  'POST /api/contacts/:id/comparisons/:comparisonId/note': STAFF,
  'GET /api/followup-boss/notes': STAFF,
  'GET /api/followup-boss/emails/:personId': STAFF,
  // buyer files: the admin tools, the client's link routes and the automation
  'GET /api/admin/bfr/contact/:nameOrEmail': STAFF,
  'GET /api/admin/bfr/contacts/:id': STAFF,
  'POST /api/admin/bfr/update': STAFF,
  'GET /api/admin/fub/fields': ADMIN,
  'GET /api/admin/fub/mappings': ADMIN,
  'POST /api/admin/fub/mappings': ADMIN,
  'POST /api/admin/fub/generate-bfr-link': STAFF,
  'GET /api/admin/bfr/links': STAFF,
  'POST /api/admin/bfr/links/:obfuscatedId/revoke': STAFF,
  'GET /api/listing-agent/:mls': STAFF_OR_LINK,
  'GET /api/bfr/contact/:contactId': STAFF_OR_LINK,
  'POST /api/public/bfr/submit': STAFF_OR_LINK,
  'GET /api/admin/bfr/automation': ADMIN,
  'POST /api/admin/bfr/webhook-test': ADMIN,
  'GET /api/admin/contact-monitor/status': ADMIN,
  'POST /api/admin/contact-monitor/start': ADMIN,
  'POST /api/admin/contact-monitor/stop': ADMIN,
  'POST /api/admin/trigger-monitoring': ADMIN,
  'GET /api/admin/processed-contacts': ADMIN,
  // the CRM's webhook: no session; its signature is checked when a system key is set
  'POST /api/fub/webhook': EVERYONE,
  // replication and operations
  'GET /api/admin/automated-cache/status': ADMIN,
  'GET /api/admin/automated-cache/summary': ADMIN,
  'POST /api/admin/automated-cache/start': ADMIN,
  'POST /api/admin/automated-cache/stop': ADMIN,
  'GET /api/admin/health': ADMIN,
  'POST /api/admin/lead-deliveries/:id/retry': ADMIN,
  // the Google Sheets and Google Forms pages: a destination's deliveries, and test sends
  'GET /api/admin/lead-deliveries': ADMIN,
  'POST /api/admin/google-sheets/test': ADMIN,
  'POST /api/admin/google-forms/test': ADMIN,
  'POST /api/admin/offline-feed/faults': ADMIN,
  // the offline feed's test switches (issue 23): a new listing or a price cut, refresh now
  'POST /api/admin/offline-feed/changes': ADMIN,
  'POST /api/admin/offline-feed/refresh': ADMIN,
  // the showing planner (issue 24): staff plan the team's showing routes
  'GET /api/admin/showing-routes': STAFF,
  'POST /api/admin/showing-routes': STAFF,
  'GET /api/admin/showing-routes/listing': STAFF,
  'GET /api/admin/showing-routes/:id': STAFF,
  'PATCH /api/admin/showing-routes/:id': STAFF,
  'DELETE /api/admin/showing-routes/:id': STAFF,
  // files and pages
  'GET /site-images/:file': EVERYONE,
  'GET /sitemap.xml': EVERYONE,
  'GET /sitemaps/:file': EVERYONE,
  'GET /robots.txt': EVERYONE,
  'GET /mls-photos/az/:size/true/:file': EVERYONE,
  'GET /mls-photos/az/:file': EVERYONE,
  // Google's map tiles through our path (404 while no Maps key is in force)
  'GET /map-tiles/:z/:x/:y': EVERYONE,
  'GET /map-tiles/*': EVERYONE,
  'GET /bfr/:obfuscatedId': EVERYONE,
  // an alert e-mail's unsubscribe link: no session, the signed token decides
  'GET /saved-searches/unsubscribe': EVERYONE,
  'POST /saved-searches/unsubscribe': EVERYONE,
  'GET /*': EVERYONE,
};

const CALLERS = ['anonymous', 'user', 'agent', 'admin'] as const;

/**
 * Requests that pass validation where a route validates before it checks its caller (the
 * client's buyer file routes check the link grant in the handler).
 */
const SAMPLES: Record<string, { path?: string; body?: unknown }> = {
  'GET /api/listing-agent/:mls': { path: '/api/listing-agent/6609876' },
  'POST /api/public/bfr/submit': { body: { contactId: 1, formData: {} } },
};

/** A concrete path for a route pattern: every parameter and wildcard filled in. */
const concretePath = (url: string) =>
  url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : segment === '*' ? 'about' : segment))
    .join('/');

describe('the authorization matrix', () => {
  let t: TestApp;
  const clients: Partial<Record<(typeof CALLERS)[number], HttpClient>> = {};
  const usernames = {
    user: 'matrix-visitor',
    agent: 'matrix-agent',
    admin: 'matrix-admin',
  } as const;

  /** Signs the caller in again when a route (a logout) ended its session. */
  async function ensureSession(caller: 'user' | 'agent' | 'admin') {
    const client = clients[caller]!;
    if (client.cookies.size > 0 && [...client.cookies.keys()].some((k) => k === 'rl_session')) {
      return;
    }
    const res = await client.post('/api/login', {
      username: usernames[caller],
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    clients.user = await signUp(t, usernames.user);
    clients.agent = await signUpAgent(t, usernames.agent);
    clients.admin = await signUpAdmin(t, usernames.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const routes = () =>
    routeTable(t.app)
      .filter((r) => r.method !== 'HEAD')
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));

  it('lists every route of the app, and no route the app does not have', () => {
    const keys = routes().map((r) => r.key);
    const unlisted = keys.filter((key) => !(key in MATRIX));
    expect(unlisted, 'new routes: add them to MATRIX with who may call them').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !keys.includes(key));
    expect(stale, 'MATRIX rows of routes that no longer exist').toEqual([]);
  });

  it('answers each caller of each route as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes()) {
      const row = MATRIX[route.key];
      if (!row) continue;
      for (const [i, caller] of CALLERS.entries()) {
        if (caller !== 'anonymous') await ensureSession(caller);
        const client = caller === 'anonymous' ? createHttpClient(t.app) : clients[caller]!;
        const sample = SAMPLES[route.key];
        const body = ['GET', 'DELETE'].includes(route.method) ? undefined : (sample?.body ?? {});
        const path = sample?.path ?? concretePath(route.url);
        const res = await client.request(route.method as 'GET', path, body);
        const expected = row[i]!;
        const got = res.statusCode;
        const ok =
          expected === 'in'
            ? got !== 401 && got !== 403 && (got < 500 || got === 503)
            : got === expected;
        if (!ok) mismatches.push(`${caller} ${route.key}: expected ${expected}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
