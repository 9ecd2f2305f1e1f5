import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './testing/http-client';
import { insertListings, makeListing } from './testing/listing-factory';
import { createTestApp, type TestApp } from './testing/test-app';
import type { ListingValues } from './features/mls-sync/normalize';
import { deleteListingsNotSeenSince, upsertListings } from './features/mls-sync/store';

/*
 * Kept replies and pages after a sync (docs/decisions/015): what is about one listing is
 * dropped only when that listing changed; lists are dropped when any listing changed.
 * A kept reply is told apart from a fresh one by a change made behind the sync's back (a
 * plain UPDATE records no change): a kept reply still shows the old value.
 */
describe('kept replies when a sync changes one listing', () => {
  let t: TestApp;
  const renders = new Map<string, number>();
  let a: ListingValues | undefined;
  let b: ListingValues | undefined;
  let idA: number;
  let idB: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '300' },
      listingChangesPollMs: 50,
      renderApp: async ({ url }) => {
        renders.set(url, (renders.get(url) ?? 0) + 1);
        return { html: `<main>rendered ${url}</main>`, state: {} };
      },
    });
    [a, b] = await insertListings(t.database.db, [
      makeListing({ city: 'Star Valley', price: 410_000 }),
      makeListing({ city: 'Star Valley', price: 520_000 }),
    ]);
    // the insertion is a change too: let the app read it (polled every 50 ms) before keeping
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = await createHttpClient(t.app).get('/api/properties?city=Star%20Valley');
    const ids = new Map(
      found
        .json<{ properties: Array<{ id: number; mlsNumber: string }> }>()
        .properties.map((p) => [p.mlsNumber, p.id]),
    );
    idA = ids.get(a!.mlsNumber)!;
    idB = ids.get(b!.mlsNumber)!;
  });
  afterAll(async () => t?.close());

  const get = (path: string) => createHttpClient(t.app).get(path);
  const priceOf = async (id: number) =>
    (await get(`/api/properties/${id}`)).json<{ price: number }>().price;

  it('keeps the other listing’s reply, tax record and page, and refreshes the changed one and the lists', async () => {
    const paths = [
      `/api/properties/${idA}`,
      `/api/properties/${idB}`,
      `/api/properties/${idB}/tax-records`,
      `/property/${idA}`,
      `/property/${idB}`,
      '/api/properties?city=Star%20Valley',
      '/just-listed',
      '/sitemap.xml',
    ];
    const before = new Map<string, string>();
    for (const path of paths) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(200);
      before.set(path, String(reply.headers.etag));
    }
    const rendersBefore = new Map(renders);

    // behind the sync's back: only a kept reply still shows B at 520,000
    await t.database.db.execute(sql`update listings set price = 1 where id = ${idB}`);
    // a sync changes A
    await upsertListings(t.database.db, [{ ...a!, price: 399_000, syncedAt: new Date() }]);
    await expect.poll(() => priceOf(idA), { timeout: 5_000 }).toBe(399_000);

    // B: the same reply and ETag, from the cache, and its page was not made again
    const replyB = await get(`/api/properties/${idB}`);
    expect(replyB.json<{ price: number }>().price).toBe(520_000);
    expect(replyB.headers.etag).toBe(before.get(`/api/properties/${idB}`));
    const taxB = await get(`/api/properties/${idB}/tax-records`);
    expect(taxB.headers.etag).toBe(before.get(`/api/properties/${idB}/tax-records`));
    const pageB = await get(`/property/${idB}`);
    expect(pageB.headers.etag).toBe(before.get(`/property/${idB}`));
    expect(renders.get(`/property/${idB}`)).toBe(rendersBefore.get(`/property/${idB}`));

    // A's page is made again; the lists too (the search shows A's new price and B's hidden one)
    await get(`/property/${idA}`);
    expect(renders.get(`/property/${idA}`)).toBe(rendersBefore.get(`/property/${idA}`)! + 1);
    await get('/just-listed');
    expect(renders.get('/just-listed')).toBe(rendersBefore.get('/just-listed')! + 1);
    const search = await get('/api/properties?city=Star%20Valley');
    expect(search.headers.etag).not.toBe(before.get('/api/properties?city=Star%20Valley'));
    expect(
      search
        .json<{ properties: Array<{ id: number; price: number }> }>()
        .properties.map((p) => [p.id, p.price])
        .sort(),
    ).toEqual(
      [
        [idA, 399_000],
        [idB, 1],
      ].sort(),
    );
  });

  it('drops the sitemap and a removed listing’s reply', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/property/${idA}`);
    expect((await get(`/api/properties/${idA}`)).statusCode).toBe(200);
    // a full run of Star Valley that did not see A
    await upsertListings(t.database.db, [{ ...b!, syncedAt: new Date(Date.now() + 60_000) }]);
    expect(
      await deleteListingsNotSeenSince(t.database.db, 'Star Valley', new Date(Date.now() + 1_000)),
    ).toBe(1);
    await expect
      .poll(async () => (await get(`/api/properties/${idA}`)).statusCode, { timeout: 5_000 })
      .toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/property/${idA}`);
    expect((await get(`/property/${idA}`)).statusCode).toBe(404);
  });
});
