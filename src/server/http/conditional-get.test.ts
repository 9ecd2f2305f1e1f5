import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/admin-client';
import { createHttpClient } from '../testing/http-client';
import { insertListings, makeListing } from '../testing/listing-factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isNotModified, preferredEncoding, tagBody } from './conditional-get';

describe('isNotModified', () => {
  const { etag } = tagBody('{"a":1}');

  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    expect(isNotModified(etag, etag)).toBe(true);
    expect(isNotModified(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(isNotModified(`"other", ${etag}`, etag)).toBe(true);
    expect(isNotModified('*', etag)).toBe(true);
  });

  it('does not match another tag, an empty or a missing header', () => {
    expect(isNotModified(tagBody('{"a":2}').etag, etag)).toBe(false);
    expect(isNotModified('', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it('takes brotli, else gzip, never one refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('conditional GETs and the anonymous page cache', () => {
  let t: TestApp;
  let renders = 0;
  let failNextRender = false;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      // the listings inserted below are a change the app would read within seconds, dropping
      // kept lists mid-test (kept-replies-on-change.test.ts covers that): read only at start
      listingChangesPollMs: 3_600_000,
      renderApp: async ({ url }) => {
        renders += 1;
        if (failNextRender) {
          failNextRender = false;
          throw new Error('render failed');
        }
        return { html: `<main>rendered ${url} #${renders}</main>`, state: {} };
      },
    });
    await insertListings(t.database.db, [makeListing({ city: 'Payson' })]);
    const found = await createHttpClient(t.app).get('/api/properties?city=Payson');
    listingId = found.json<{ properties: Array<{ id: number }> }>().properties[0]!.id;
  });
  afterAll(async () => t?.close());

  it('tags the listing API and answers 304 to a caller that has the reply', async () => {
    const client = createHttpClient(t.app);
    for (const path of [
      '/api/properties?city=Payson',
      `/api/properties/${listingId}`,
      `/api/properties/${listingId}/tax-records`,
    ]) {
      const first = await client.get(path);
      expect(first.statusCode, path).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\/"[\w-]{27}"$/);
      const again = await client.get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control'], path).toMatch(/max-age/);
      const stale = await client.get(path, { 'if-none-match': 'W/"stale"' });
      expect(stale.statusCode, path).toBe(200);
      expect(stale.json(), path).toEqual(first.json());
    }
  });

  it('makes an anonymous page once, with one ETag, and answers 304 to it', async () => {
    const before = renders;
    const first = await createHttpClient(t.app).get('/just-listed?ignored=1');
    const second = await createHttpClient(t.app).get('/just-listed');
    expect(renders - before).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await createHttpClient(t.app).get('/just-listed', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends a kept page compressed as the browser accepts, the same bytes each time', async () => {
    const plain = await createHttpClient(t.app).get('/just-listed');
    const br = await createHttpClient(t.app).get('/just-listed', { 'accept-encoding': 'gzip, br' });
    const again = await createHttpClient(t.app).get('/just-listed', { 'accept-encoding': 'br' });
    const gzip = await createHttpClient(t.app).get('/just-listed', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('renders a signed-in visitor’s page for them every time', async () => {
    const member = await signUp(t, 'etag-member');
    const before = renders;
    await member.get('/just-listed');
    await member.get('/just-listed');
    expect(renders - before).toBe(2);
  });

  it('serves a page whose render failed without keeping it', async () => {
    failNextRender = true;
    const failed = await createHttpClient(t.app).get('/contact');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('rendered /contact');
    const retried = await createHttpClient(t.app).get('/contact');
    expect(retried.body).toContain('rendered /contact');
  });

  it('keeps 404 pages apart from pages', async () => {
    const missing = await createHttpClient(t.app).get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    const again = await createHttpClient(t.app).get('/no-such-page', {
      'if-none-match': String(missing.headers.etag),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('replies made for one request (reply reuse off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '0' },
      renderApp: async ({ url }) => ({
        html: `<main>${'rendered '.repeat(200)}${url}</main>`,
        state: {},
      }),
    });
    await insertListings(t.database.db, [
      makeListing({ city: 'Pine' }),
      makeListing({ city: 'Pine' }),
    ]);
  });
  afterAll(async () => t?.close());

  it('are compressed as the browser accepts, and decompress to the same reply', async () => {
    for (const path of ['/api/properties?city=Pine', '/just-listed']) {
      const plain = await createHttpClient(t.app).get(path);
      expect(plain.body.length, path).toBeGreaterThan(1024);
      const br = await createHttpClient(t.app).get(path, { 'accept-encoding': 'br' });
      const gzip = await createHttpClient(t.app).get(path, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), path).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString(), path).toBe(plain.body);
      expect(br.headers.etag, path).toBe(plain.headers.etag);
    }
  });
});
