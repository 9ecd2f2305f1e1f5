import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeListing, normalizeOpenHouses } from '../../features/mls-sync/normalize';
import { createSparkClient, literal, SparkError, sparkql, type SparkClientOptions } from './client';
import { sparkBoolean, sparkNumber, sparkString } from './values';

/**
 * Contract tests: FBS's own recorded Spark replies (vendored in ./vendor-fixtures), served
 * over real HTTP, must be read correctly by the client and the normalizer.
 */
const FIXTURES = path.join(import.meta.dirname, 'vendor-fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

type Reply = { status: number; body: string } | 'drop';
let server: Server;
let base = '';
/** Replies queued per path; each request takes the next one (the last one repeats). */
const script = new Map<string, Reply[]>();
const seen: Array<{ url: string; headers: Record<string, string | string[] | undefined> }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const queue = script.get(pathname) ?? [];
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (!reply)
      return res.writeHead(404).end('{"D":{"Success":false,"Code":404,"Message":"nope"}}');
    if (reply === 'drop') return req.socket.destroy();
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function client(extra: Partial<SparkClientOptions> = {}) {
  return createSparkClient({
    baseUrl: base,
    accessToken: 'token-123',
    baseDelayMs: 1,
    maxDelayMs: 5,
    maxRetries: 3,
    ...extra,
  });
}
const serve = (pathname: string, ...replies: Reply[]) => script.set(pathname, replies);
const ok = (file: string): Reply => ({ status: 200, body: fixture(file) });

describe('Spark client on the vendor fixtures', () => {
  it('reads every recorded listing reply and normalizes each listing', async () => {
    const files = readdirSync(path.join(FIXTURES, 'listings')).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      serve('/v1/listings', ok(`listings/${file}`));
      const page = await client().listListings({ pagination: true });
      for (const listing of page.results) {
        const row = normalizeListing(listing, new Date('2026-11-22T12:00:00Z'));
        expect(row.listingKey, file).toMatch(/^\d{26}$/);
      }
    }
  });

  it('turns string decimals, a leading space and nulls into the values a person expects', async () => {
    serve('/v1/listings', ok('listings/multiple.json'));
    const page = await client().listListings();
    expect(page.results.length).toBeGreaterThanOrEqual(2);
    const row = normalizeListing(page.results[0]!);
    expect(row).toMatchObject({
      listingKey: '20060725224713296297000000',
      mlsNumber: '06-9395',
      price: 50000,
      squareFeet: 924,
      latitude: 48.7001,
      longitude: -116.3237,
      bedrooms: 3,
      bathrooms: 1,
      yearBuilt: 1977,
      city: 'Bonners Ferry',
      state: 'ID',
      zipCode: '83805',
      address: '7298 BIRCH',
      county: 'Boundary',
      listingOfficeName: 'Century 21 On The Lake',
      propertyType: 'Residential',
      // the fixtures carry no IDX flag: never displayable (fail closed)
      idxDisplayAllowed: false,
    });
  });

  it('keeps the photo sizes we show from an expanded listing', async () => {
    serve('/v1/listings', ok('listings/with_photos.json'));
    const [listing] = (await client().listListings({ expand: ['Photos'] })).results;
    const row = normalizeListing(listing!);
    expect(row.photos!.length).toBeGreaterThan(0);
    expect(row.photos![0]!.uri800).toMatch(/^http:\/\/cdn\.resize\.flexmls\.com\/.+800x600/);
  });

  it('reads the recorded open houses in both time forms, in Arizona time', async () => {
    const key = '20060412165917817933000000';
    serve(`/v1/listings/${key}/openhouses`, ok('listings/open_houses.json'));
    const openHouses = await client().getOpenHouses(key);
    expect(openHouses).toHaveLength(2);
    // "9:00 am" carries no zone: the MLS's (Arizona, UTC-7); "09:00-07:00" says it
    expect(normalizeOpenHouses(openHouses, key, new Date('2010-09-01T00:00:00Z'))).toEqual([
      {
        feedId: '20101127153422574618000000',
        startsAt: new Date('2010-10-01T16:00:00Z'),
        endsAt: new Date('2010-10-01T19:00:00Z'),
        comments: null,
      },
      {
        feedId: '20101127153422174618000000',
        startsAt: new Date('2010-10-08T16:00:00Z'),
        endsAt: new Date('2010-10-08T19:00:00Z'),
        comments: null,
      },
    ]);
  });

  it('normalizes the open houses a listing page expands, past ones left out', async () => {
    const page = JSON.parse(fixture('listings/multiple.json')) as {
      D: { Results: Array<{ StandardFields: Record<string, unknown> }> };
    };
    const recorded = JSON.parse(fixture('listings/open_houses.json')) as {
      D: { Results: unknown[] };
    };
    page.D.Results[0]!.StandardFields.OpenHouses = recorded.D.Results;
    serve('/v1/listings', { status: 200, body: JSON.stringify(page) });
    const [first, second] = (await client().listListings({ expand: ['Photos', 'OpenHouses'] }))
      .results;
    // between the two open houses: the first is over
    const row = normalizeListing(first!, new Date('2010-10-05T12:00:00Z'));
    expect(row.openHouses?.map((o) => o.feedId)).toEqual(['20101127153422174618000000']);
    // open houses are a table of their own, never part of the stored record
    expect(row.raw).not.toHaveProperty('OpenHouses');
    expect(normalizeListing(second!).openHouses).toEqual([]);
  });

  it('reads the photos, property types, standard fields, count and empty replies', async () => {
    serve('/v1/listings/20050505200220759069000000/photos', ok('listings/photos/index.json'));
    const photos = await client().getPhotos('20050505200220759069000000');
    expect(photos[0]).toMatchObject({ Name: 'Front', Primary: true });

    serve('/v1/propertytypes', ok('property_types/property_types.json'));
    expect(await client().getPropertyTypes()).toContainEqual({ code: 'A', name: 'Residential' });

    for (const name of readdirSync(path.join(FIXTURES, 'standardfields'))) {
      const fieldName = name.replace('.json', '');
      const route =
        fieldName === 'standardfields' ? '/v1/standardfields' : `/v1/standardfields/${fieldName}`;
      serve(route, ok(`standardfields/${name}`));
      const fields = await client().getStandardFields(
        fieldName === 'standardfields' ? undefined : fieldName,
      );
      expect(Object.keys(fields).length, name).toBeGreaterThan(0);
    }

    serve('/v1/listings', ok('count.json'));
    expect(await client().countListings("City Eq 'Payson'")).toBe(2001);
    serve('/v1/listings', ok('empty.json'));
    expect((await client().listListings()).results).toEqual([]);
  });

  it('sends the bearer token, the user agent and the query parameters', async () => {
    serve('/v1/listings', ok('empty.json'));
    seen.length = 0;
    await client().listListings({
      filter: sparkql.eq('City', 'Payson'),
      limit: 25,
      page: 2,
      pagination: true,
      select: ['ListPrice', 'City'],
      expand: ['Photos'],
      orderBy: ['-ListPrice'],
    });
    const { url, headers } = seen[0]!;
    expect(headers.authorization).toBe('Bearer token-123');
    expect(headers['x-sparkapi-user-agent']).toBe('Ridgeline/1.0');
    const q = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      _filter: "City Eq 'Payson'",
      _limit: '25',
      _page: '2',
      _pagination: '1',
      _select: 'ListPrice,City',
      _expand: 'Photos',
      _orderby: '-ListPrice',
    });
  });
});

describe('Spark client errors', () => {
  const error = async (promise: Promise<unknown>) => {
    const e = await promise.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(SparkError);
    return e as SparkError;
  };

  it('maps the recorded error replies to typed errors without retrying them', async () => {
    serve('/v1/listings', { status: 401, body: fixture('authentication_failure.json') });
    expect(await error(client().listListings())).toMatchObject({
      kind: 'auth',
      code: 1000,
      httpStatus: 401,
    });
    serve('/v1/listings', { status: 401, body: fixture('errors/expired.json') });
    expect(await error(client().listListings())).toMatchObject({
      kind: 'auth',
      code: 1020,
      message: 'Session token has expired',
    });
    serve('/v1/listings', { status: 400, body: fixture('errors/failure_with_constraint.json') });
    expect(await error(client().listListings())).toMatchObject({ kind: 'request', code: 1053 });
    serve('/v1/listings', { status: 409, body: fixture('errors/failure_with_msg.json') });
    expect((await error(client().listListings())).message).toContain('belongs to another prospect');
    serve('/v1/listings', { status: 400, body: fixture('errors/failure.json') });
    expect(await error(client().listListings())).toMatchObject({ kind: 'request', code: null });
    serve('/v1/listings', {
      status: 400,
      body: '{"D":{"Success":false,"Code":1040,"Message":"Bad filter","SparkQLErrors":[{"Token":"Eqq","Status":"Fatal"}]}}',
    });
    const filterError = await error(client().listListings());
    expect(filterError).toMatchObject({ kind: 'filter', code: 1040 });
    expect(filterError.details).toEqual([{ Token: 'Eqq', Status: 'Fatal' }]);
  });

  it('backs off on rate limiting (1550/429) and unavailability (1510/503), then succeeds', async () => {
    const retries: Array<[string, number]> = [];
    serve(
      '/v1/listings',
      { status: 429, body: '{"D":{"Success":false,"Code":1550,"Message":"Over rate limit"}}' },
      { status: 503, body: '{"D":{"Success":false,"Code":1510,"Message":"Unavailable"}}' },
      { status: 503, body: '{"D":{"Success":false,"Code":1516,"Message":"Took too long"}}' },
      ok('listings/multiple.json'),
    );
    const page = await client({
      onRetry: (e, attempt) => retries.push([e.kind, attempt]),
    }).listListings();
    expect(page.results.length).toBeGreaterThan(0);
    expect(retries).toEqual([
      ['rate_limit', 1],
      ['unavailable', 2],
      ['unavailable', 3],
    ]);
  });

  it('grows the delay exponentially', async () => {
    const delays: number[] = [];
    serve('/v1/listings', {
      status: 429,
      body: '{"D":{"Success":false,"Code":1550,"Message":"x"}}',
    });
    const e = await error(
      client({
        baseDelayMs: 100,
        maxDelayMs: 10_000,
        maxRetries: 4,
        sleep: async (ms) => void delays.push(ms),
      }).listListings(),
    );
    expect(e.kind).toBe('rate_limit');
    expect(delays).toHaveLength(4);
    delays.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(100 * 2 ** i * 0.5);
      expect(d).toBeLessThanOrEqual(100 * 2 ** i);
    });
  });

  it('retries dropped connections and garbage bodies, and gives up with a typed error', async () => {
    serve(
      '/v1/listings',
      'drop',
      { status: 200, body: '<html>Bad gateway' },
      ok('listings/multiple.json'),
    );
    expect((await client().listListings()).results.length).toBeGreaterThan(0);
    serve('/v1/listings', { status: 200, body: '{"D": {"Success": tr' });
    expect(await error(client().listListings())).toMatchObject({ kind: 'bad_response' });
    serve('/v1/listings', 'drop');
    expect(await error(client().listListings())).toMatchObject({ kind: 'network' });
  });

  it('times out a request that hangs', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const port = (hanging.address() as AddressInfo).port;
      const c = createSparkClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        accessToken: 't',
        timeoutMs: 200,
        maxRetries: 0,
      });
      const e = await error(c.listListings());
      expect(e.kind).toBe('network');
      expect(e.message).toContain('timed out');
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('answers null for a listing the feed does not have', async () => {
    serve('/v1/listings/20990101000000000000000000', {
      status: 404,
      body: '{"D":{"Success":false,"Message":"Listing not found"}}',
    });
    expect(await client().getListing('20990101000000000000000000')).toBeNull();
  });
});

describe('SparkQL builder', () => {
  it('quotes and escapes values', () => {
    expect(sparkql.eq('City', "O'Brien \\ Sons")).toBe("City Eq 'O\\'Brien \\\\ Sons'");
    expect(sparkql.eq('City', ['Payson', 'Pine'])).toBe("City Eq 'Payson','Pine'");
    expect(sparkql.bt('ListPrice', 100000, 200000)).toBe('ListPrice Bt 100000,200000');
    expect(sparkql.gt('ModificationTimestamp', new Date('2026-05-06T10:00:00.123Z'))).toBe(
      'ModificationTimestamp Gt 2026-05-06T10:00:00Z',
    );
    expect(sparkql.contains('PublicRemarks', 'horse')).toBe("PublicRemarks Eq contains('horse')");
    expect(literal(null)).toBe('NULL');
    expect(literal(true)).toBe('true');
  });

  it('groups conjunctions and refuses field names that could inject', () => {
    expect(
      sparkql.and(
        sparkql.eq('MlsStatus', 'Active'),
        sparkql.or(sparkql.eq('City', 'Pine'), sparkql.eq('City', 'Payson')),
      ),
    ).toBe("MlsStatus Eq 'Active' And (City Eq 'Pine' Or City Eq 'Payson')");
    expect(() => sparkql.eq("City Eq 'x' Or 1", 'y')).toThrow(/Invalid SparkQL field/);
  });
});

describe('tolerant value readers', () => {
  it('reads string numbers, leading spaces, masks and nulls', () => {
    expect(sparkNumber('50000.0')).toBe(50000);
    expect(sparkNumber(' -116.3237')).toBe(-116.3237);
    expect(sparkNumber('1,250')).toBe(1250);
    expect(sparkNumber('********')).toBeNull();
    expect(sparkNumber(null)).toBeNull();
    expect(sparkNumber('n/a')).toBeNull();
    expect(sparkString('  Payson ')).toBe('Payson');
    expect(sparkString('********')).toBeNull();
    expect(sparkBoolean('Y')).toBe(true);
    expect(sparkBoolean('********')).toBeNull();
  });
});
