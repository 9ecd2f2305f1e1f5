import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../src/web/entry-server';
import { listings } from '../../src/server/db/schema';
import { createHttpClient } from '../../src/server/testing/http-client';
import { insertListings, makeListing } from '../../src/server/testing/listing-factory';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

// The pages as the server sends them: the app rendered into #root with the data it used, so
// the first screen shows (and a crawler reads it) before any script runs.

let t: TestApp;
let listingId = 0;
/** Queries the renders left to the browser, with why: the message of a failed expectation. */
const failedQueries: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({
    renderApp: async (input) => {
      const rendered = await renderApp(input);
      failedQueries.push(...rendered.failedQueries);
      return rendered;
    },
    env: { SEARCH_CACHE_SECONDS: '0' },
  });
  await insertListings(t.database.db, [
    makeListing({
      mlsNumber: 'SSR1',
      address: '77 Ponderosa Loop',
      city: 'Payson',
      price: 512_345,
      bedrooms: 4,
    }),
    makeListing({ mlsNumber: 'SSR2', address: '9 Juniper Way', city: 'Show Low', price: 289_000 }),
  ]);
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(sql`${listings.mlsNumber} = 'SSR1'`);
  listingId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

function parts(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="site-config"/.exec(html)?.[1] ?? '';
  const stateText = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  const state = stateText
    ? (JSON.parse(stateText) as {
        queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
      })
    : null;
  const query = (key: unknown[]) =>
    state?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
  return { root, state, query };
}

describe('server-rendered pages', () => {
  it('renders a property page with its listing, tax record and no second round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/property/${listingId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { root, query } = parts(res.body);
    expect(root).toMatch(/<h1[^>]*>77 Ponderosa Loop/);
    expect(root).toContain('$512,345');
    expect(root).not.toContain('Loading property details...');
    expect(query(['property', String(listingId)])).toMatchObject({ id: listingId, price: 512_345 });
    expect(query(['property', String(listingId), 'tax-record'])).toBeDefined();
    // an anonymous visitor: the header knows it without asking /api/user
    expect(query(['user'])).toBeNull();
    expect(root).toContain('Login');
    // React's out-of-line reveal needs inline scripts the CSP forbids: there must be none
    expect(root).not.toMatch(/<script(?![^>]*type="application\/(?:json|ld\+json)")/);
    expect(root).not.toContain('<!--$?-->');
  });

  it('renders the home page search of the URL, without the first view\u2019s Payson list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?city=Show%20Low' });
    expect(res.statusCode).toBe(200);
    const { root, state } = parts(res.body);
    expect(root, JSON.stringify(failedQueries)).toContain('9 Juniper Way');
    // the Payson list is the first view's only (issue 41): a search shows its own results
    expect(root).not.toContain('Payson Listings');
    const bare = parts((await t.app.inject({ method: 'GET', url: '/' })).body).root;
    expect(bare).toContain('Payson Listings');
    expect(bare).toContain('77 Ponderosa Loop');
    const search = state?.queries.find(
      (q) => q.queryKey[0] === 'properties' && q.queryKey[1] === 'search',
    );
    expect(search?.queryKey[2]).toMatchObject({ city: 'Show Low' });
    expect((search?.state.data as { total: number }).total).toBe(1);
  });

  it('keeps a query fetched early while a slower one of the page is still out', async () => {
    // The search list is kept 1 s after its last use in the browser; a render that waited
    // longer for the page's other data (or its code) lost it and showed the loading state.
    const api = async (path: string): Promise<Response> => {
      if (path.includes('payson=true')) await new Promise((r) => setTimeout(r, 1_500));
      const reply = await t.app.inject({ method: 'GET', url: path });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const siteInfo = JSON.parse(
      /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(page)![1]!,
    ) as Parameters<typeof renderApp>[0]['siteInfo'];
    const { state, failedQueries: failed } = await renderApp({ url: '/', siteInfo, api });
    expect(failed).toEqual([]);
    const search = state.queries.find(
      (q) => q.queryKey[0] === 'properties' && q.queryKey[1] === 'search',
    );
    expect(search?.state.status).toBe('success');
  });

  it('renders the signed-in visitor’s header and never shares that page', async () => {
    const client = createHttpClient(t.app);
    const reg = await client.post('/api/register', {
      username: 'ssrbuyer',
      email: 'ssrbuyer@example.com',
      password: 'pine-cone-42',
      firstName: 'Sam',
      lastName: 'Render',
    });
    expect(reg.statusCode).toBe(201);
    const res = await client.get('/');
    const { query } = parts(res.body);
    expect(query(['user'])).toMatchObject({ username: 'ssrbuyer', firstName: 'Sam' });
    // the next anonymous visitor does not get Sam's page
    const anonymous = await t.app.inject({ method: 'GET', url: '/' });
    expect(parts(anonymous.body).query(['user'])).toBeNull();
  });

  it('answers a missing listing with 404 and leaves its loading to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/property/99999999' });
    expect(res.statusCode).toBe(404);
    const { root, query } = parts(res.body);
    expect(root).toContain('Loading property details...');
    expect(query(['property', '99999999'])).toBeUndefined();
  });

  it('renders the 404 page for an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(parts(res.body).root).toContain('Page Not Found');
  });
});

describe('the renderer as the page shell uses it', () => {
  let other: TestApp;
  let calls = 0;
  let fail = false;
  beforeAll(async () => {
    // replies and pages are reused for the default 15 s here
    other = await createTestApp({
      renderApp: (input) => {
        calls += 1;
        return fail ? Promise.reject(new Error('renderer exploded')) : renderApp(input);
      },
    });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('renders a page once for all anonymous visitors, but each signed-in visit afresh', async () => {
    calls = 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await other.app.inject({ method: 'GET', url: '/?page=1' })).statusCode).toBe(200);
    }
    expect(calls).toBe(1);
    const cookie = { cookie: 'rl_session=not-a-real-session' };
    await other.app.inject({ method: 'GET', url: '/?page=1', headers: cookie });
    await other.app.inject({ method: 'GET', url: '/?page=1', headers: cookie });
    expect(calls).toBe(3);
  });

  it('still serves a page whose rendering fails, for the browser to render', async () => {
    fail = true;
    const res = await other.app.inject({ method: 'GET', url: '/auth' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="page-data"');
    expect(res.body).toContain('<title>');
  });
});
