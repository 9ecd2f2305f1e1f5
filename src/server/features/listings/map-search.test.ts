import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import { mapSearchResponseSchema, type MapSearchResponse } from '../../../contract/map-search';
import { propertyListResponseSchema } from '../../../contract/properties';
import {
  formatMapArea,
  isInsideMapArea,
  MAP_AREA_MAX_POINTS,
  MAP_AREA_MESSAGES,
  parseMapArea,
  type LatLng,
} from '../../../core/map-area';
import { queryRows } from '../../db/connect';
import { createHttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { ListingValues } from '../mls-sync/normalize';
import { upsertListings } from '../mls-sync/store';
import { createListingsService } from './service';

/*
 * The map search (decision 026): the `polygon` filter of GET /api/properties and the markers of
 * GET /api/properties/map, on listings with known coordinates around Payson (centre about
 * 34.23, -111.33) and elsewhere. What each search must find is worked out here from the
 * fixtures with core/map-area.ts `isInsideMapArea`, the rule the browser uses.
 */

const DAY = 86_400_000;
const at = (lat: number, lng: number) => ({ latitude: lat, longitude: lng });
/** Listed `days` ago: each fixture its own day, so 'the newest' under the cap is one answer. */
const listed = (days: number) => ({
  listingDate: new Date(Date.now() - days * DAY),
  daysOnMarket: days,
});

/** Payson with a margin: 34.20..34.27 north, -111.36..-111.29 east. */
const PAYSON_SQUARE = '34.2,-111.36;34.27,-111.36;34.27,-111.29;34.2,-111.29';
/**
 * A U open to the north: the square less a notch from its top edge down to 34.23 between
 * -111.335 and -111.315. A point in the notch is inside the square but not the U.
 */
const PAYSON_U =
  '34.2,-111.36;34.27,-111.36;34.27,-111.335;34.23,-111.335;34.23,-111.315;34.27,-111.315;34.27,-111.29;34.2,-111.29';

/** Hand-made listings: the ones that may be found and the ones that never are. */
const fixtures = {
  notch: makeListing({ ...listed(1), city: 'Payson', price: 300_000, ...at(34.25, -111.325) }),
  eastArm: makeListing({ ...listed(2), city: 'Payson', price: 550_000, ...at(34.245, -111.3) }),
  south: makeListing({ ...listed(3), city: 'Payson', price: 425_000, ...at(34.21, -111.325) }),
  starValley: makeListing({
    ...listed(4),
    city: 'Star Valley',
    price: 380_000,
    ...at(34.255, -111.295),
  }),
  noPrice: makeListing({ ...listed(5), city: 'Payson', price: null, ...at(34.22, -111.35) }),
  north: makeListing({ ...listed(6), city: 'Payson', price: 410_000, ...at(34.3, -111.325) }),
  west: makeListing({ ...listed(7), city: 'Payson', price: 410_000, ...at(34.235, -111.4) }),
  showLow: makeListing({
    ...listed(8),
    city: 'Show Low',
    zipCode: '85901',
    ...at(34.254, -110.03),
  }),
  noCoordinates: makeListing({ ...listed(9), city: 'Payson', latitude: null, longitude: null }),
  latitudeOnly: makeListing({ ...listed(10), city: 'Payson', latitude: 34.23, longitude: null }),
  hidden: makeListing({
    ...listed(11),
    city: 'Payson',
    idxDisplayAllowed: false,
    ...at(34.235, -111.325),
  }),
  pending: makeListing({
    ...listed(12),
    city: 'Payson',
    status: 'PENDING',
    ...at(34.236, -111.326),
  }),
};
type Name = keyof typeof fixtures;
const NAMES = Object.keys(fixtures) as Name[];

let t: TestApp;
const ids = new Map<Name, number>();
const nameOf = (id: number) => NAMES.find((n) => ids.get(n) === id);

beforeAll(async () => {
  // each search must see the rows the test just wrote; reuse is tested on its own below
  t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
  await insertListings(t.database.db, Object.values(fixtures));
  const rows = await queryRows<{ id: number; listing_key: string }>(
    t.database.db,
    sql`SELECT id, listing_key FROM listings`,
  );
  for (const name of NAMES) {
    ids.set(name, rows.find((r) => r.listing_key === fixtures[name].listingKey)!.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const cornersOf = (polygon: string): LatLng[] => {
  const area = parseMapArea(polygon);
  if (!area.ok) throw new Error(area.message);
  return area.points;
};

/**
 * The fixtures a search of active, displayable listings inside `polygon` finds, by the browser's
 * rule, narrowed further by `also`.
 */
function expectedInside(polygon: string, also: (l: ListingValues) => boolean = () => true) {
  const corners = cornersOf(polygon);
  return NAMES.filter((name) => {
    const l = fixtures[name];
    return (
      l.status === 'ACTIVE' &&
      l.idxDisplayAllowed &&
      l.latitude != null &&
      l.longitude != null &&
      isInsideMapArea({ lat: l.latitude, lng: l.longitude }, corners) &&
      also(l)
    );
  }).sort();
}

async function listFound(query: string): Promise<Name[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const reply = propertyListResponseSchema.parse(res.json());
  expect(reply.total).toBe(reply.properties.length);
  return reply.properties.map((p) => nameOf(p.id)!).sort();
}

async function mapReply(query: string): Promise<MapSearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return mapSearchResponseSchema.parse(res.json());
}

async function mapFound(query: string): Promise<Name[]> {
  const reply = await mapReply(query);
  expect(reply.truncated).toBe(false);
  expect(reply.total).toBe(reply.points.length);
  // each marker is its listing's own coordinates and price
  for (const [id, lat, lng, price] of reply.points) {
    const listing = fixtures[nameOf(id)!];
    expect([lat, lng, price]).toEqual([listing.latitude, listing.longitude, listing.price]);
  }
  return reply.points.map(([id]) => nameOf(id)!).sort();
}

/** Both endpoints find exactly `expected`. */
async function expectBoth(query: string, expected: Name[]) {
  expect(await listFound(query)).toEqual(expected);
  expect(await mapFound(query)).toEqual(expected);
}

const polygonParam = (polygon: string) => `polygon=${encodeURIComponent(polygon)}`;

describe('the polygon filter on the list and the map', () => {
  it('finds exactly the active, displayable listings inside a drawn square', async () => {
    const expected = expectedInside(PAYSON_SQUARE);
    expect(expected).toEqual(['eastArm', 'noPrice', 'notch', 'south', 'starValley']);
    await expectBoth(polygonParam(PAYSON_SQUARE), expected);
  });

  it('follows a concave outline: the notch of a U is outside it', async () => {
    const expected = expectedInside(PAYSON_U);
    expect(expected).not.toContain('notch');
    expect(expected).toContain('eastArm');
    await expectBoth(polygonParam(PAYSON_U), expected);
  });

  it('combines with price and city filters', async () => {
    const square = polygonParam(PAYSON_SQUARE);
    await expectBoth(
      `${square}&minPrice=350000&maxPrice=500000`,
      expectedInside(
        PAYSON_SQUARE,
        (l) => l.price != null && l.price >= 350_000 && l.price <= 500_000,
      ),
    );
    await expectBoth(
      `${square}&city=Star%20Valley`,
      expectedInside(PAYSON_SQUARE, (l) => l.city === 'Star Valley'),
    );
    await expectBoth(
      `${polygonParam(PAYSON_U)}&city=payson`,
      expectedInside(PAYSON_U, (l) => l.city === 'Payson'),
    );
  });

  it('pages with the total of every match inside, sorted like any search', async () => {
    const expected = expectedInside(PAYSON_SQUARE);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties?${polygonParam(PAYSON_SQUARE)}&limit=2&page=${page}&sort=price-low`,
      });
      const reply = propertyListResponseSchema.parse(res.json());
      expect([reply.total, reply.totalPages], `page ${page}`).toEqual([expected.length, 3]);
      pages.push(...reply.properties.map((p) => nameOf(p.id)!));
    }
    const byPrice = [...expected].sort(
      (a, b) => (fixtures[a].price ?? Infinity) - (fixtures[b].price ?? Infinity),
    );
    expect(pages).toEqual(byPrice);
  });

  it('takes the status filter: a pending listing inside is found only with status=PENDING', async () => {
    await expectBoth(`${polygonParam(PAYSON_SQUARE)}&status=PENDING`, ['pending']);
  });

  it('finds nothing in an area with no listings, and the same area however its corners are written', async () => {
    await expectBoth(polygonParam('35.5,-110.5;35.6,-110.5;35.6,-110.4'), []);
    // spaces, a closing corner equal to the first, more decimals than kept
    const spelled =
      ' 34.2 , -111.36 ; 34.27,-111.36;34.27,-111.29;34.200001,-111.290001;34.2,-111.36';
    expect(await mapFound(polygonParam(spelled))).toEqual(expectedInside(PAYSON_SQUARE));
  });
});

describe('GET /api/properties/map', () => {
  it('answers every active, displayable listing with coordinates without a polygon', async () => {
    const expected = NAMES.filter((n) => {
      const l = fixtures[n];
      return (
        l.status === 'ACTIVE' && l.idxDisplayAllowed && l.latitude != null && l.longitude != null
      );
    }).sort();
    const found = await mapFound('');
    expect(found).toEqual(expected);
    for (const never of ['noCoordinates', 'latitudeOnly', 'hidden', 'pending'] as const) {
      expect(found).not.toContain(never);
    }
    expect(await mapFound('city=Show%20Low')).toEqual(['showLow']);
  });

  it('is routed to the map, not taken for a listing id; a listing by id still answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/map' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json<object>()).sort()).toEqual(['points', 'total', 'truncated']);
    const one = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.get('notch')}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ id: number }>().id).toBe(ids.get('notch'));
  });

  it('ignores paging and sort, which the map does not have', async () => {
    expect(await mapFound(`${polygonParam(PAYSON_SQUARE)}&page=2&limit=1&sort=price-low`)).toEqual(
      expectedInside(PAYSON_SQUARE),
    );
  });

  it('caps the markers: the newest ones, truncated, with the real total', async () => {
    const service = createListingsService(t.database.db, {
      sideBySide: t.database.engine === 'postgres',
    });
    const query = { status: 'ACTIVE' as const, polygon: formatMapArea(cornersOf(PAYSON_SQUARE)) };
    const expected = expectedInside(PAYSON_SQUARE);
    const capped = await service.mapPoints(query, 2);
    const points = mapSearchResponseSchema.shape.points.parse(JSON.parse(capped.points));
    expect(capped).toMatchObject({ total: expected.length, truncated: true });
    expect(points).toHaveLength(2);
    const newestFirst = [...expected].sort(
      (a, b) => fixtures[b].listingDate!.getTime() - fixtures[a].listingDate!.getTime(),
    );
    expect(points.map(([id]) => nameOf(id)).sort()).toEqual(newestFirst.slice(0, 2).sort());
    // at the cap exactly, nothing is left out
    const full = await service.mapPoints(query, expected.length);
    expect(full).toMatchObject({ total: expected.length, truncated: false });
    expect(JSON.parse(full.points)).toHaveLength(expected.length);
  });

  it('lets browsers and CDNs reuse the reply briefly, with an ETag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties/map?${polygonParam(PAYSON_SQUARE)}`,
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(String(res.headers.etag)).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe('a bad polygon', () => {
  const tooMany = Array.from(
    { length: MAP_AREA_MAX_POINTS + 1 },
    (_, i) => `${34 + i / 1000},${-111 - ((i * 7) % 13) / 1000}`,
  ).join(';');
  it.each([
    ['two corners', '34.2,-111.36;34.27,-111.36', MAP_AREA_MESSAGES.tooFew],
    [
      'one corner four times',
      '34.2,-111.36;34.2,-111.36;34.2,-111.36;34.2,-111.36',
      MAP_AREA_MESSAGES.tooFew,
    ],
    ['no pairs', '34.2;-111.36;34.27', MAP_AREA_MESSAGES.shape],
    ['words', 'north of Payson', MAP_AREA_MESSAGES.shape],
    ['a latitude past 90', '34.2,-111.36;94.27,-111.36;34.27,-111.29', MAP_AREA_MESSAGES.range],
    ['a longitude past 180', '34.2,-111.36;34.27,-191.36;34.27,-111.29', MAP_AREA_MESSAGES.range],
    [`${MAP_AREA_MAX_POINTS + 1} corners`, tooMany, MAP_AREA_MESSAGES.tooMany],
    ['2,000 characters', '1'.repeat(2_000), MAP_AREA_MESSAGES.tooLong],
  ])('%s is a 400 naming polygon on the list and the map', async (_label, polygon, message) => {
    for (const path of ['/api/properties', '/api/properties/map']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?${polygonParam(polygon)}` });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.polygon).toContain(message);
    }
  });

  it('the map refuses the other filters as the search does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/properties/map?minPrice=500000&maxPrice=100000',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fieldErrors?.maxPrice).toContain(
      'Maximum price must be at least the minimum price',
    );
  });
});

describe('map reply reuse', () => {
  it('answers 304 to its ETag, and a new reply after a sync changes any listing', async () => {
    const kept = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '300' },
      listingChangesPollMs: 50,
    });
    try {
      const inside = makeListing({ city: 'Payson', ...at(34.24, -111.33) });
      await insertListings(kept.database.db, [inside]);
      // the insertion is a change too: let the app read it before keeping a reply
      await new Promise((resolve) => setTimeout(resolve, 300));
      const client = createHttpClient(kept.app);
      const url = `/api/properties/map?${polygonParam(PAYSON_SQUARE)}`;
      const first = await client.get(url);
      const etag = String(first.headers.etag);
      expect(mapSearchResponseSchema.parse(first.json()).total).toBe(1);
      const again = await client.get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      // behind the sync's back: the kept reply still shows one marker
      await kept.database.db.execute(sql`update listings set price = 1`);
      expect((await client.get(url)).headers.etag).toBe(etag);

      // a sync adds a listing far away: every kept map reply is dropped
      await upsertListings(kept.database.db, [
        makeListing({ city: 'Show Low', ...at(34.25, -110.03) }),
      ]);
      await expect
        .poll(async () => String((await client.get(url)).headers.etag), { timeout: 5_000 })
        .not.toBe(etag);
      const fresh = await client.get(url, { 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect(mapSearchResponseSchema.parse(fresh.json()).points.map((p) => p[3])).toEqual([1]);
    } finally {
      await kept.close();
    }
  });
});
