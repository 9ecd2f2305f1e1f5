import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSparkClient } from '../client';
import { generateListings } from './dataset';
import { fakeSparkPhoto, startFakeSpark, type FakeSpark } from './server';
import type { SparkListingRecord, SparkPhoto } from '../fields';

const TOKEN = 'test-token-123';
const CITIES = ['Payson', 'Pine', 'Strawberry', 'Star Valley'];

/**
 * 40 hand-made listings: every 4th in Pine, prices repeating (so ordering needs the
 * tie-breaker), prices alternately numbers and strings, a few masked bedroom counts, every
 * 3rd listing without photos.
 */
function makeListings(photoBase: string, count = 40): SparkListingRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const key = `2026050100000000000000${String(i).padStart(4, '0')}`;
    const price = 300_000 + (i % 5) * 50_000;
    const photos =
      i % 3 === 0
        ? []
        : [0, 1, 2].map((n) =>
            fakeSparkPhoto(photoBase, key, `${key}P${n}`, { Primary: n === 1, Name: `Photo ${n}` }),
          );
    return {
      Id: key,
      ResourceUri: `/v1/listings/${key}`,
      StandardFields: {
        ListingKey: key,
        ListingId: String(6_900_000 + i),
        City: CITIES[i % 4]!,
        MlsStatus: i % 10 === 9 ? 'Pending' : 'Active',
        ListPrice: i % 2 === 0 ? price : `${price}.0`,
        BedsTotal: i % 7 === 6 ? '********' : 2 + (i % 3),
        PublicRemarks: i % 5 === 0 ? 'Horse property with a barn' : 'Cabin in the pines',
        ModificationTimestamp: `2026-05-0${1 + (i % 6)}T10:00:00Z`,
        PhotosCount: photos.length,
        Photos: photos,
      },
    };
  });
}

let fake: FakeSpark;

/** A D envelope as these tests read it (the photos sub-resource's Results are photos). */
type Envelope = {
  D: {
    Success: boolean;
    Code?: number;
    Message?: string;
    Results: SparkListingRecord[];
    Pagination: {
      TotalRows: number;
      PageSize: number;
      TotalPages: number;
      CurrentPage: number;
      CurrentOffset?: number;
    };
    SparkQLErrors?: unknown[];
  };
};

/** GET on the fake's API; `body` is the parsed envelope, `text` the raw reply. */
async function api(
  path: string,
  params: Record<string, string> = {},
  token: string | null = TOKEN,
): Promise<{ status: number; body: Envelope; text: string; type: string | null }> {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(`${fake.apiBaseUrl}${path}${query ? `?${query}` : ''}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // garbage replies: only `text` is meaningful
  }
  return {
    status: response.status,
    body: body as Envelope,
    text,
    type: response.headers.get('content-type'),
  };
}

function keysOf(body: { D: { Results: SparkListingRecord[] } }): string[] {
  return body.D.Results.map((r) => r.Id);
}

beforeAll(async () => {
  fake = await startFakeSpark({ listings: [], accessToken: TOKEN });
  fake.setListings(makeListings(fake.photoBaseUrl));
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.faults.reset();
  fake.setListings(makeListings(fake.photoBaseUrl));
});

describe('fake Spark: listings envelope and pagination', () => {
  it('answers the D envelope with 10 results by default and no Pagination', async () => {
    const { status, body, type } = await api('/listings');
    expect(status).toBe(200);
    expect(type).toBe('application/json');
    expect(body.D.Success).toBe(true);
    expect(body.D.Results).toHaveLength(10);
    expect(body.D).not.toHaveProperty('Pagination');
    const first = body.D.Results[0]!;
    expect(first.Id).toBe(first.StandardFields.ListingKey);
    expect(first.ResourceUri).toBe(`/v1/listings/${first.Id}`);
  });

  it('computes Pagination for _pagination=1', async () => {
    const { body } = await api('/listings', { _limit: '15', _page: '3', _pagination: '1' });
    expect(body.D.Pagination).toEqual({
      TotalRows: 40,
      PageSize: 15,
      TotalPages: 3,
      CurrentPage: 3,
    });
    expect(body.D.Results).toHaveLength(10);
  });

  it('counts only for _pagination=count', async () => {
    const { body } = await api('/listings', {
      _filter: "City Eq 'Pine'",
      _pagination: 'count',
      _limit: '1',
    });
    expect(body.D.Results).toEqual([]);
    expect(body.D.Pagination.TotalRows).toBe(10);
  });

  it('answers an empty page past the end', async () => {
    const { body } = await api('/listings', { _limit: '25', _page: '3', _pagination: '1' });
    expect(body.D.Results).toEqual([]);
    expect(body.D.Pagination).toMatchObject({ TotalRows: 40, TotalPages: 2, CurrentPage: 3 });
  });

  it('offsets with _skip', async () => {
    const all = keysOf((await api('/listings', { _limit: '40' })).body);
    const { body } = await api('/listings', { _skip: '5', _limit: '3', _pagination: '1' });
    expect(keysOf(body)).toEqual(all.slice(5, 8));
    expect(body.D.Pagination.CurrentOffset).toBe(5);
  });

  it('pages with _skiptoken in key order, each listing once, the last page without a token', async () => {
    const pine = makeListings('')
      .filter((l) => l.StandardFields.City === 'Pine')
      .map((l) => l.Id)
      .sort();
    const seen: string[] = [];
    let token = '';
    for (let pages = 0; pages < 10; pages++) {
      const { body } = await api('/listings', {
        _filter: "City Eq 'Pine'",
        _limit: '3',
        _skiptoken: token,
      });
      seen.push(...keysOf(body));
      const next = (body.D as { SkipToken?: string }).SkipToken;
      if (next === undefined) break;
      expect(next).not.toBe(token);
      token = next;
    }
    expect(seen).toEqual(pine);
  });

  it('continues after the token even when listings before it left the feed', async () => {
    const first = await api('/listings', { _limit: '5', _skiptoken: '' });
    const token = (first.body.D as { SkipToken?: string }).SkipToken!;
    fake.setListings(makeListings(fake.photoBaseUrl).slice(2)); // two of the first page leave
    const next = await api('/listings', { _limit: '5', _skiptoken: token });
    const all = makeListings('')
      .map((l) => l.Id)
      .sort();
    expect(keysOf(next.body)).toEqual(all.slice(5, 10));
  });

  it('refuses a skip token it did not issue with 400 / 1053', async () => {
    const { status, body } = await api('/listings', { _skiptoken: '%%%' });
    expect(status).toBe(400);
    expect(body.D.Code).toBe(1053);
  });

  it('filters with SparkQL over string-typed numbers and masked values', async () => {
    const pine = await api('/listings', { _filter: "City Eq 'Pine'", _limit: '50' });
    expect(pine.body.D.Results).toHaveLength(10);
    expect(pine.body.D.Results.every((r) => r.StandardFields.City === 'Pine')).toBe(true);

    const pricey = await api('/listings', { _filter: 'ListPrice Ge 450000', _limit: '50' });
    expect(pricey.body.D.Results).toHaveLength(16); // i % 5 in {3, 4}

    const masked = await api('/listings', { _filter: 'BedsTotal Ge 0', _limit: '50' });
    expect(masked.body.D.Results).toHaveLength(40 - 5); // i = 6, 13, 20, 27, 34 are masked

    const horses = await api('/listings', {
      _filter: "PublicRemarks Eq contains('HORSE') And MlsStatus Ne 'Pending'",
      _limit: '50',
    });
    expect(horses.body.D.Results).toHaveLength(8);

    const unknown = await api('/listings', { _filter: "Nonsense Eq 'x'", _limit: '50' });
    expect(unknown.body.D.Results).toHaveLength(40);
  });

  it('accepts a long GET as POST with X-HTTP-Method-Override', async () => {
    const response = await fetch(`${fake.apiBaseUrl}/listings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'x-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ _filter: "City Eq 'Pine'", _pagination: 'count' }).toString(),
    });
    const body = (await response.json()) as Envelope;
    expect(body.D.Pagination.TotalRows).toBe(10);
  });
});

describe('fake Spark: _select and _expand', () => {
  it('keeps only the selected fields and ListingKey', async () => {
    const { body } = await api('/listings', { _select: 'City,ListPrice', _limit: '2' });
    expect(Object.keys(body.D.Results[0]!.StandardFields).sort()).toEqual([
      'City',
      'ListPrice',
      'ListingKey',
    ]);
  });

  it('leaves Photos out unless expanded', async () => {
    const { body } = await api('/listings', { _limit: '3' });
    for (const r of body.D.Results) expect(r.StandardFields).not.toHaveProperty('Photos');
  });

  it('expands all photos with _expand=Photos, also next to _select', async () => {
    const { body } = await api('/listings/20260501000000000000000001', {
      _expand: 'Photos',
      _select: 'City',
    });
    const fields = body.D.Results[0]!.StandardFields;
    expect(Object.keys(fields).sort()).toEqual(['City', 'ListingKey', 'Photos']);
    expect(fields.Photos).toHaveLength(3);
    expect(fields.Photos![0]!.Uri640).toMatch(/\/photos\/az\/640x480\/true\/.+-o\.svg$/);
  });

  it('expands the primary photo only with _expand=PrimaryPhoto', async () => {
    const { body } = await api('/listings', { _expand: 'PrimaryPhoto', _limit: '3' });
    const [none, one] = body.D.Results;
    expect(none!.StandardFields.Photos).toEqual([]); // listing 0 has no photos
    expect(one!.StandardFields.Photos).toHaveLength(1);
    expect(one!.StandardFields.Photos![0]).toMatchObject({ Primary: true, Name: 'Photo 1' });
  });
});

describe('fake Spark: _orderby', () => {
  async function pageAll(orderby: string, limit: number): Promise<SparkListingRecord[]> {
    const rows: SparkListingRecord[] = [];
    for (let page = 1; ; page++) {
      const { body } = await api('/listings', {
        _orderby: orderby,
        _limit: String(limit),
        _page: String(page),
        _pagination: '1',
      });
      rows.push(...body.D.Results);
      if (page >= body.D.Pagination.TotalPages) return rows;
    }
  }

  it('pages through repeated prices without duplicates or losses', async () => {
    const rows = await pageAll('-ListPrice', 7);
    const keys = rows.map((r) => r.Id);
    expect(new Set(keys).size).toBe(40);
    const prices = rows.map((r) => Number(r.StandardFields.ListPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // ties are broken by ListingKey, ascending
    const top = rows.filter((r) => Number(r.StandardFields.ListPrice) === 500_000).map((r) => r.Id);
    expect(top).toEqual([...top].sort());
  });

  it('orders by timestamp then price ascending, with + or a bare name', async () => {
    const explicit = (await pageAll('+ModificationTimestamp,ListPrice', 9)).map((r) => r.Id);
    const bare = (await pageAll('ModificationTimestamp,+ListPrice', 40)).map((r) => r.Id);
    expect(explicit).toEqual(bare);
    const rows = await pageAll('ModificationTimestamp,ListPrice', 40);
    const pairs = rows.map((r) => [
      Date.parse(String(r.StandardFields.ModificationTimestamp)),
      Number(r.StandardFields.ListPrice),
    ]);
    const sorted = [...pairs].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(pairs).toEqual(sorted);
  });

  it('reads an unencoded + (decoded as a space) as ascending', async () => {
    const response = await fetch(`${fake.apiBaseUrl}/listings?_orderby=+ListPrice&_limit=40`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const body = (await response.json()) as { D: { Results: SparkListingRecord[] } };
    const prices = body.D.Results.map((r) => Number(r.StandardFields.ListPrice));
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('puts masked values last', async () => {
    const rows = await pageAll('-BedsTotal', 40);
    expect(rows.slice(-5).every((r) => r.StandardFields.BedsTotal === '********')).toBe(true);
  });
});

describe('fake Spark: single listings and photos sub-resource', () => {
  it('returns one listing, its photos, and 404 for an unknown one', async () => {
    const key = '20260501000000000000000002';
    const one = await api(`/listings/${key}`);
    expect(keysOf(one.body)).toEqual([key]);
    const photos = await api(`/listings/${key}/photos`);
    expect((photos.body.D.Results as unknown as SparkPhoto[]).map((p) => p.Name)).toEqual([
      'Photo 0',
      'Photo 1',
      'Photo 2',
    ]);
    const missing = await api('/listings/20990101000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.D).toMatchObject({ Success: false, Message: 'Listing not found' });
  });

  it('answers unknown paths with a 404 D error', async () => {
    const { status, body } = await api('/nonsense');
    expect(status).toBe(404);
    expect(body.D.Success).toBe(false);
  });
});

describe('fake Spark: errors', () => {
  it('refuses a wrong or missing token with 401 / 1000', async () => {
    for (const token of ['wrong', null]) {
      const { status, body } = await api('/listings', {}, token);
      expect(status).toBe(401);
      expect(body).toEqual({
        D: {
          Success: false,
          Code: 1000,
          Message: 'Invalid API key and/or request signed improperly',
        },
      });
    }
  });

  it('accepts the Ruby gem style OAuth header', async () => {
    const response = await fetch(`${fake.apiBaseUrl}/listings`, {
      headers: { authorization: `OAuth ${TOKEN}` },
    });
    expect(response.status).toBe(200);
  });

  it('answers a bad filter with 400 / 1040 and SparkQLErrors', async () => {
    const { status, body } = await api('/listings', { _filter: "City Eq 'Payson" });
    expect(status).toBe(400);
    expect(body.D).toMatchObject({ Success: false, Code: 1040 });
    expect(body.D.SparkQLErrors).toEqual([
      expect.objectContaining({ Token: "'Payson", Status: 'Fatal', Message: expect.any(String) }),
    ]);
  });

  it('refuses _limit above the maximum with 400 / 1053', async () => {
    const { status, body } = await api('/listings', { _limit: '1001' });
    expect(status).toBe(400);
    expect(body.D).toMatchObject({ Success: false, Code: 1053 });
    expect(body.D.Message).toMatch(/_limit/);
    expect((await api('/listings', { _limit: '1000' })).status).toBe(200);
    expect((await api('/listings', { _limit: '0' })).body.D.Code).toBe(1053);
  });

  it('honours a smaller maxLimit (IDX keys allow 25)', async () => {
    const idx = await startFakeSpark({ listings: [], accessToken: TOKEN, maxLimit: 25 });
    try {
      const response = await fetch(`${idx.apiBaseUrl}/listings?_limit=26`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(400);
    } finally {
      await idx.close();
    }
  });
});

describe('fake Spark: fault switches', () => {
  it('counts API requests and logs them', async () => {
    const before = fake.requests;
    await api('/listings', { _limit: '1' });
    await fetch(`${fake.photoBaseUrl}/az/x.svg`);
    expect(fake.requests).toBe(before + 1);
    expect(fake.requestLog.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/listings',
      query: { _limit: '1' },
      status: 200,
    });
  });

  it('rate limits the next n requests with 429 / 1550', async () => {
    fake.faults.rateLimitNext(2);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await api('/listings');
      expect(status).toBe(429);
      expect(body).toEqual({ D: { Success: false, Code: 1550, Message: 'Over rate limit' } });
    }
    expect((await api('/listings')).status).toBe(200);
  });

  it('fails the next n requests with 503 / 1510', async () => {
    fake.faults.unavailableNext(1);
    const { status, body } = await api('/listings');
    expect(status).toBe(503);
    expect(body.D).toMatchObject({ Code: 1510, Message: 'API temporarily unavailable' });
    expect((await api('/listings')).status).toBe(200);
  });

  it('fails halfway through with unavailableAfter(k, n)', async () => {
    fake.faults.unavailableAfter(2, 2);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('/listings')).status);
    expect(statuses).toEqual([200, 200, 503, 503, 200]);
  });

  it('drops the connection without a reply', async () => {
    fake.faults.dropNext(1);
    await expect(api('/listings')).rejects.toThrow();
    expect((await api('/listings')).status).toBe(200);
  });

  it('answers garbage with HTTP 200', async () => {
    fake.faults.garbageNext(2);
    const html = await api('/listings');
    const cut = await api('/listings');
    for (const reply of [html, cut]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toBeNull(); // not parseable JSON
    }
    expect(html.text).toContain('<html>');
    expect(cut.type).toBe('application/json');
  });

  it('delays replies by latencyMs', async () => {
    fake.faults.latencyMs = 150;
    const started = Date.now();
    await api('/listings');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reset() clears pending faults', async () => {
    fake.faults.rateLimitNext(3);
    fake.faults.dropNext(3);
    fake.faults.unavailableAfter(0, 3);
    fake.faults.latencyMs = 1000;
    fake.faults.reset();
    expect(fake.faults.latencyMs).toBe(0);
    expect((await api('/listings')).status).toBe(200);
  });
});

describe('fake Spark: cached wire form', () => {
  it('answers exactly as without the cache, and sees listings replaced with setListings', async () => {
    const records = generateListings({
      count: 40,
      seed: 3,
      photoBaseUrl: '/p',
      now: new Date('2026-11-22T12:00:00Z'),
    });
    const plain = await startFakeSpark({ listings: records, accessToken: 't' });
    const cached = await startFakeSpark({
      listings: records,
      accessToken: 't',
      cacheWireForm: true,
    });
    try {
      cached.warm();
      const page = async (fake: FakeSpark, params: string) =>
        (
          await fetch(`${fake.apiBaseUrl}/listings?${params}`, {
            headers: { authorization: 'Bearer t' },
          })
        ).json();
      for (const params of [
        '_limit=25&_expand=Photos&_skiptoken=',
        '_limit=10&_page=2&_pagination=1&_expand=Photos',
        '_limit=5&_select=ListPrice,City',
      ]) {
        expect(await page(cached, params), params).toEqual(await page(plain, params));
      }
      const changed = records.map((r, i) =>
        i === 0 ? { ...r, StandardFields: { ...r.StandardFields, ListPrice: 1 } } : r,
      );
      cached.setListings(changed);
      const first = (await page(cached, '_limit=40&_expand=Photos&_skiptoken=')) as {
        D: { Results: Array<{ Id: string; StandardFields: { ListPrice: unknown } }> };
      };
      const edited = first.D.Results.find((r) => r.Id === records[0]!.Id);
      expect(edited?.StandardFields.ListPrice).toBe(1);
    } finally {
      await plain.close();
      await cached.close();
    }
  });
});

describe('fake Spark: changing inventory', () => {
  it('serves modified and removed listings after setListings', async () => {
    const records = makeListings(fake.photoBaseUrl);
    records.splice(0, 4); // four listings leave the feed
    records[0]!.StandardFields.ListPrice = 999_999;
    records[0]!.StandardFields.ModificationTimestamp = '2026-05-20T08:00:00Z';
    fake.setListings(records);

    const all = await api('/listings', { _pagination: 'count' });
    expect(all.body.D.Pagination.TotalRows).toBe(36);
    const changed = await api('/listings', {
      _filter: 'ModificationTimestamp Gt 2026-05-10T00:00:00Z',
      _limit: '50',
    });
    expect(changed.body.D.Results.map((r) => r.StandardFields.ListPrice)).toEqual([999_999]);
  });

  it('sees in-place edits from the next first page on', async () => {
    const filter = { _filter: 'ListPrice Gt 600000', _pagination: 'count' };
    expect((await api('/listings', filter)).body.D.Pagination.TotalRows).toBe(0);
    fake.listings[5]!.StandardFields.ListPrice = '700000.0';
    expect((await api('/listings', filter)).body.D.Pagination.TotalRows).toBe(1);
  });

  /** A fake whose inventory is built by a function, counting the builds; its listing keys. */
  async function lazyFake(options: { releaseIdleMs?: number; onRelease?: () => void } = {}) {
    let built = 0;
    const lazy = await startFakeSpark({
      listings: () => {
        built += 1;
        return makeListings('http://photos.invalid', 3);
      },
      accessToken: TOKEN,
      ...options,
    });
    const list = async () => {
      const response = await fetch(`${lazy.apiBaseUrl}/listings`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      return ((await response.json()) as Envelope).D.Results.map(
        (r) => r.StandardFields.ListingKey,
      );
    };
    return { lazy, list, built: () => built };
  }

  it('builds a lazy inventory on first use', async () => {
    const { lazy, list, built } = await lazyFake();
    try {
      expect(built()).toBe(0);
      expect(await list()).toHaveLength(3);
      await list();
      expect(built()).toBe(1);
    } finally {
      await lazy.close();
    }
  });

  it('lets a lazy inventory go when idle and builds it again at the next request', async () => {
    let released = 0;
    const { lazy, list, built } = await lazyFake({
      releaseIdleMs: 50,
      onRelease: () => (released += 1),
    });
    try {
      const first = await list();
      expect(await list()).toEqual(first);
      expect(built()).toBe(1);
      await new Promise((r) => setTimeout(r, 150));
      expect(released).toBe(1);
      expect(await list()).toEqual(first);
      expect(built()).toBe(2);
    } finally {
      await lazy.close();
    }
  });
});

describe('fake Spark: photo CDN', () => {
  it('serves SVG placeholders without a token, uncounted', async () => {
    const before = fake.requests;
    const resized = await fetch(`${fake.photoBaseUrl}/az/800x600/true/ABC123-o.svg`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/svg+xml');
    expect(resized.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await resized.text();
    expect(svg).toMatch(/^<svg[^>]+width="800" height="600"/);
    const plain = await fetch(`${fake.photoBaseUrl}/az/ABC123.svg`);
    expect(plain.status).toBe(200);
    // the same id gets the same colour
    const fill = (text: string) => /fill="(hsl[^"]+)"/.exec(text)?.[1];
    expect(fill(await plain.text())).toBe(fill(svg));
    expect(fake.requests).toBe(before);
  });

  it('is not rate limited', async () => {
    fake.faults.rateLimitNext(1);
    expect((await fetch(`${fake.photoBaseUrl}/az/ABC123.svg`)).status).toBe(200);
  });

  it('serves the photo URLs a listing carries, drawn by renderPhoto', async () => {
    const drawn: string[] = [];
    const custom = await startFakeSpark({
      listings: [],
      accessToken: TOKEN,
      renderPhoto: (id, w, h) => {
        drawn.push(`${id} ${w}x${h}`);
        return '<svg xmlns="http://www.w3.org/2000/svg"/>';
      },
    });
    try {
      const photo = fakeSparkPhoto(custom.photoBaseUrl, 'K1', 'PHOTO1');
      for (const uri of [photo.Uri1024!, photo.UriThumb!]) {
        expect((await fetch(uri)).status).toBe(200);
      }
      expect(drawn).toEqual(['PHOTO1 1024x768', 'PHOTO1 300x225']);
      expect((await fetch(`${custom.photoBaseUrl}/az/../etc/passwd`)).status).toBe(404);
    } finally {
      await custom.close();
    }
  });
});

describe('fake Spark with the Spark client', () => {
  it('pages, counts, fetches and retries through the real client', async () => {
    const client = createSparkClient({
      baseUrl: fake.apiBaseUrl,
      accessToken: TOKEN,
      sleep: () => Promise.resolve(),
    });
    expect(await client.countListings("City Eq 'Pine'")).toBe(10);
    fake.faults.rateLimitNext(1);
    fake.faults.unavailableNext(1);
    fake.faults.garbageNext(1);
    fake.faults.dropNext(1);
    const page = await client.listListings({ limit: 25, page: 2, pagination: true });
    expect(page.results).toHaveLength(15);
    expect(page.pagination).toEqual({ totalRows: 40, pageSize: 25, totalPages: 2, currentPage: 2 });
    const cursor = await client.listListings({ limit: 30, skipToken: '' });
    expect(cursor.results).toHaveLength(30);
    const rest = await client.listListings({ limit: 30, skipToken: cursor.skipToken! });
    expect(rest.results).toHaveLength(10);
    expect(rest.skipToken).toBeNull();
    expect(await client.getListing('20990101000000000000000000')).toBeNull();
    const one = await client.getListing('20260501000000000000000001');
    expect(one?.StandardFields.Photos).toHaveLength(3);
  });
});
