import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import {
  badgeSettingsResponseSchema,
  propertyDetailSchema,
  propertyListResponseSchema,
  type PropertyListResponse,
} from '../../../contract/properties';
import { queryRows } from '../../db/connect';
import { listings } from '../../db/schema';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { isStreetSearchOnly } from './store';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Hand-made listings: each test below names the ones it expects by MLS number. */
const fixtures = [
  makeListing({
    mlsNumber: 'P1',
    city: 'Payson',
    address: '101 N Tonto St',
    price: 300_000,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1100,
    listingDate: daysAgo(2),
    daysOnMarket: 2,
    description: 'Horse property with corrals and a tack room, mountain view from the deck.',
  }),
  makeListing({
    mlsNumber: 'P2',
    city: 'Payson',
    address: '202 W Main St',
    price: 550_000,
    bedrooms: 4,
    bathrooms: 2.5,
    squareFeet: 2600,
    listingDate: daysAgo(20),
    daysOnMarket: 20,
    description: 'Golf course frontage and a heated pool. Views of the mountains.',
  }),
  makeListing({
    mlsNumber: 'P3',
    city: 'payson',
    address: '303 E Main Street',
    price: 425_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: null,
    listingDate: daysAgo(7),
    daysOnMarket: 7,
    propertyType: 'Condo/Townhouse',
    propertySubType: 'Townhouse',
    description: 'Gated community townhouse with a mountain view.',
  }),
  makeListing({
    mlsNumber: 'P4',
    city: 'Payson',
    status: 'PENDING',
    price: 350_000,
    listingDate: daysAgo(40),
    daysOnMarket: 40,
  }),
  makeListing({
    mlsNumber: 'P5',
    city: 'Payson',
    price: 999_000,
    idxDisplayAllowed: false,
    description: 'Horse barn (not for public display).',
  }),
  makeListing({
    mlsNumber: 'S1',
    city: 'Show Low',
    zipCode: '85901',
    address: '12 Deuce of Clubs',
    price: 189_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1400,
    propertyType: 'Manufactured/Mobile',
    propertySubType: 'Manufactured Home',
    listingDate: daysAgo(8),
    daysOnMarket: 8,
    description: 'Waterfront lot on Fool Hollow Lake.',
  }),
  makeListing({
    mlsNumber: 'S2',
    city: 'Show Low',
    zipCode: '85901-1234',
    address: '9 Land Rd',
    price: 75_000,
    bedrooms: null,
    bathrooms: null,
    squareFeet: null,
    propertyType: 'Land',
    propertySubType: 'Unimproved Land',
    listingDate: daysAgo(1),
    daysOnMarket: 1,
    isAuction: true,
    description: 'Two acres with 100% discount_codes and wild_card characters.',
  }),
  makeListing({
    mlsNumber: 'X1',
    city: 'Prescott',
    zipCode: '86301',
    address: '500 Commerce Dr',
    price: null,
    bedrooms: null,
    bathrooms: null,
    squareFeet: 5200,
    propertyType: 'Commercial',
    propertySubType: 'Retail',
    listingDate: daysAgo(3),
    daysOnMarket: 3,
    horseYn: true,
  }),
];

beforeAll(async () => {
  // each search must see the rows the test just wrote; reuse is tested on its own below
  t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
  await insertListings(t.database.db, fixtures);
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<PropertyListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return propertyListResponseSchema.parse(res.json());
}
const mls = (reply: PropertyListResponse) => reply.properties.map((p) => p.mlsNumber);

async function badRequest(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(400);
  return apiErrorSchema.parse(res.json());
}

describe('GET /api/properties filters', () => {
  it('answers active, displayable listings newest first by default', async () => {
    const reply = await search('');
    expect(mls(reply)).toEqual(['S2', 'P1', 'X1', 'P3', 'S1', 'P2']);
    expect(reply).toMatchObject({ total: 6, page: 1, totalPages: 1 });
  });

  it('matches the city case-insensitively, and payson=true is the Payson list', async () => {
    expect(mls(await search('city=PAYSON'))).toEqual(['P1', 'P3', 'P2']);
    expect(mls(await search('city=show%20low'))).toEqual(['S2', 'S1']);
    expect(mls(await search('payson=true&limit=12'))).toEqual(['P1', 'P3', 'P2']);
  });

  it('filters by status, never showing listings whose feed forbids display', async () => {
    expect(mls(await search('status=PENDING'))).toEqual(['P4']);
    expect(mls(await search('status=pending&city=Payson'))).toEqual(['P4']);
    const all = await search('status=ACTIVE&limit=100');
    expect(mls(all)).not.toContain('P5');
  });

  it('finds an MLS number, a ZIP or ZIP+4, and an address fragment anywhere in the street line', async () => {
    expect(mls(await search('mlsNumber=P2'))).toEqual(['P2']);
    // a ZIP finds the listings the MLS sent with its ZIP+4 too, and a ZIP+4 searches its ZIP
    expect(mls(await search('zipCode=85901')).sort()).toEqual(['S1', 'S2']);
    expect(mls(await search('zipCode=85901-1234')).sort()).toEqual(['S1', 'S2']);
    expect(mls(await search('zipCode=85900'))).toEqual([]);
    expect(mls(await search('zipCode=85902'))).toEqual([]);
    expect(mls(await search('address=main%20st'))).toEqual(['P3', 'P2']);
    expect(mls(await search('address=TONTO'))).toEqual(['P1']);
    // LIKE wildcards in the input are literal characters
    expect(mls(await search('address=%25'))).toEqual([]);
    expect(mls(await search('address=_'))).toEqual([]);
  });

  it('applies price, bedroom, bathroom and square-foot ranges inclusively', async () => {
    expect(mls(await search('minPrice=300000&maxPrice=425000'))).toEqual(['P1', 'P3']);
    expect(mls(await search('minBeds=3&maxBeds=3'))).toEqual(['P3', 'S1']);
    expect(mls(await search('minBaths=2.5'))).toEqual(['P2']);
    expect(mls(await search('maxBaths=1.5'))).toEqual(['P1']);
    expect(mls(await search('minSqft=1400&maxSqft=2600'))).toEqual(['S1', 'P2']);
    expect(
      mls(await search('city=Payson&minPrice=400000&minBeds=3&minBaths=2&minSqft=2000')),
    ).toEqual(['P2']);
  });

  it('maps home types onto the feed property types', async () => {
    expect(mls(await search('propertyType=single-family'))).toEqual(['P1', 'P2']);
    expect(mls(await search('propertyType=condo-townhouse'))).toEqual(['P3']);
    expect(mls(await search('propertyType=manufactured-mobile'))).toEqual(['S1']);
    expect(mls(await search('propertyType=land'))).toEqual(['S2']);
    expect(mls(await search('propertyType=commercial'))).toEqual(['X1']);
    expect(mls(await search('propertyType=apartment'))).toEqual([]);
    expect(mls(await search('propertyType=all'))).toHaveLength(6);
  });

  it('justListed keeps listings on the market 7 days or less', async () => {
    expect(mls(await search('justListed=true'))).toEqual(['S2', 'P1', 'X1', 'P3']);
    expect(mls(await search('justListed=false'))).toHaveLength(6);
  });

  it('matches feature words in the description; several features must all match', async () => {
    expect(mls(await search('propertyFeatures=horse-property'))).toEqual(['P1']);
    expect(mls(await search('propertyFeatures=mountain-view'))).toEqual(['P1', 'P3']);
    expect(mls(await search('propertyFeatures=golf-course'))).toEqual(['P2']);
    expect(mls(await search('propertyFeatures=pool'))).toEqual(['P2']);
    expect(mls(await search('propertyFeatures=waterfront'))).toEqual(['S1']);
    expect(mls(await search('propertyFeatures=gated-community'))).toEqual(['P3']);
    expect(
      mls(await search('propertyFeatures=mountain-view&propertyFeatures=horse-property')),
    ).toEqual(['P1']);
    expect(mls(await search('propertyFeatures=pool&propertyFeatures=horse-property'))).toEqual([]);
  });
});

describe('GET /api/properties sorting and paging', () => {
  it('sorts by price both ways, listings without a price last', async () => {
    expect(mls(await search('sort=price-low'))).toEqual(['S2', 'S1', 'P1', 'P3', 'P2', 'X1']);
    expect(mls(await search('sort=price-high'))).toEqual(['P2', 'P3', 'P1', 'S1', 'S2', 'X1']);
  });

  it('sorts and pages a feature search by price (its page chosen from the feature index)', async () => {
    const features = 'propertyFeatures=mountain-view&limit=1';
    expect(mls(await search(`${features}&sort=price-low`))).toEqual(['P1']);
    expect(mls(await search(`${features}&sort=price-low&page=2`))).toEqual(['P3']);
    expect(mls(await search(`${features}&sort=price-high`))).toEqual(['P3']);
    expect(await search(`${features}&sort=price-high&page=2`)).toMatchObject({
      properties: [expect.objectContaining({ mlsNumber: 'P1' })],
      total: 2,
    });
  });

  it('pages with limit, totals and an empty page past the end', async () => {
    const first = await search('limit=4');
    expect(mls(first)).toEqual(['S2', 'P1', 'X1', 'P3']);
    expect(first).toMatchObject({ total: 6, page: 1, totalPages: 2 });
    const second = await search('limit=4&page=2');
    expect(mls(second)).toEqual(['S1', 'P2']);
    expect(second).toMatchObject({ total: 6, page: 2, totalPages: 2 });
    const exact = await search('limit=3&page=2');
    expect(exact).toMatchObject({ total: 6, totalPages: 2 });
    const past = await search('limit=4&page=9');
    expect(past).toMatchObject({ properties: [], total: 6, page: 9, totalPages: 2 });
    const none = await search('city=Nowhere');
    expect(none).toMatchObject({ properties: [], total: 0, totalPages: 0 });
  });

  it('defaults to 24 per page and allows at most 100', async () => {
    await insertListings(
      t.database.db,
      Array.from({ length: 30 }, () => makeListing({ city: 'Heber', listingDate: daysAgo(50) })),
    );
    const page = await search('city=Heber');
    expect(page.properties).toHaveLength(24);
    expect(page).toMatchObject({ total: 30, totalPages: 2 });
    expect((await search('city=Heber&limit=100')).properties).toHaveLength(30);
  });

  it('returns the card fields, with only the first photo', async () => {
    const [card] = (await search('mlsNumber=S2')).properties;
    expect(card).toMatchObject({
      mlsNumber: 'S2',
      city: 'Show Low',
      price: 75_000,
      bedrooms: null,
      squareFeet: null,
      isAuction: true,
      HorseYN: false,
      listingOffice: 'Rim Country Realty',
      listingAgent: 'Pat Agent',
      photoCount: 1,
    });
    expect(card?.photos).toEqual([expect.stringMatching(/^\/mls-photos\/az\/800x600\//)]);
    expect((await search('mlsNumber=X1')).properties[0]?.HorseYN).toBe(true);
  });

  it('lets browsers and CDNs reuse list replies briefly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties?city=Payson' });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});

describe('GET /api/properties bad input', () => {
  it.each([
    ['minPrice=abc', 'minPrice', 'Minimum price must be a whole number'],
    ['maxPrice=12.5', 'maxPrice', 'Maximum price must be a whole number'],
    [
      'minPrice=500000&maxPrice=100000',
      'maxPrice',
      'Maximum price must be at least the minimum price',
    ],
    ['minBeds=4&maxBeds=2', 'maxBeds', 'Maximum bedrooms must be at least the minimum bedrooms'],
    ['minBaths=2.25', 'minBaths', 'Minimum bathrooms must be a number in steps of 0.5'],
    ['minSqft=-5', 'minSqft', 'Minimum square footage must be a whole number'],
    ['page=0', 'page', 'Page must be a whole number of 1 or more'],
    ['page=-1', 'page', 'Page must be a whole number of 1 or more'],
    ['limit=10000', 'limit', 'Limit must be at most 100'],
    ['limit=0', 'limit', 'Limit must be at least 1'],
    ['propertyType=castle', 'propertyType', 'Home type must be one of'],
    ['propertyFeatures=moat', 'propertyFeatures.0', 'Property features must be among'],
    ['status=DELETED', 'status', 'Status must be one of'],
    ['zipCode=8554', 'zipCode', 'ZIP code must be 5 digits'],
    ['sort=random', 'sort', 'Sort must be one of'],
    ['justListed=maybe', 'justListed', 'Use true or false'],
    ['city=', 'city', 'City must not be empty'],
  ])('%s is a 400 naming the field', async (query, field, message) => {
    const error = await badRequest(`/api/properties?${query}`);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors?.[field]).toContain(message);
    expect(error.message).toContain(field.split('.')[0]);
  });
});

describe('GET /api/properties/{id}', () => {
  async function idOf(mlsNumber: string): Promise<number> {
    const [row] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.mlsNumber} = ${mlsNumber}`);
    return row!.id;
  }

  it('answers the listing in full, without restricted or agent-only fields', async () => {
    const id = await idOf('P2');
    await t.database.db.execute(
      sql`UPDATE listings SET raw = ${JSON.stringify({
        ArchitecturalStyle: 'Ranch',
        ListAgentFullName: 'Hidden Agent',
        ModificationTimestamp: '2026-11-01T00:00:00Z',
        Zoning: 'R1',
      })}::jsonb WHERE id = ${id}`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = propertyDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ id, mlsNumber: 'P2', price: 550_000, bathrooms: 2.5 });
    expect(detail.photoSet[0]?.uri1600).toMatch(/1600x1200/);
    expect(detail.additionalFields).toEqual({ ArchitecturalStyle: 'Ranch', Zoning: 'R1' });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('answers the tax record', async () => {
    const id = await idOf('P1');
    await t.database.db.execute(
      sql`UPDATE listings SET annual_tax = 2140.55, tax_year = 2025 WHERE id = ${id}`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/tax-records` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ annualTax: 2140.55, taxYear: 2025 });
  });

  it('is a 404 for a missing listing and for one the feed forbids displaying', async () => {
    for (const url of [
      '/api/properties/999999',
      `/api/properties/${await idOf('P5')}`,
      '/api/properties/999999/tax-records',
      `/api/properties/${await idOf('P5')}/tax-records`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe('Property not found');
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '12abc'])(
    'is a 400 for the malformed id %s',
    async (id) => {
      const error = await badRequest(`/api/properties/${id}`);
      expect(error.fieldErrors?.id).toBe('Invalid property ID');
    },
  );
});

describe('GET /api/badge-settings', () => {
  it('answers the admin defaults and custom badges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/badge-settings' });
    expect(res.statusCode).toBe(200);
    const body = badgeSettingsResponseSchema.parse(res.json());
    expect(body.badgeSettings).toMatchObject({
      primaryBadge: '#15803D',
      successBadge: '#DC2626',
      errorBadge: '#B45309',
      roundness: 'full',
    });
    expect(body.customBadges).toEqual({});
    expect(res.json()).not.toHaveProperty('badgeSettings.customBadges');
  });
});

describe('search reply reuse', () => {
  it('reuses a search reply for SEARCH_CACHE_SECONDS; other searches see new listings at once', async () => {
    // the insertion below is a change the app would read within seconds and drop the kept
    // search for (kept-replies-on-change.test.ts): here it is read only at start
    const cached = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '15' },
      listingChangesPollMs: 3_600_000,
    });
    try {
      await insertListings(cached.database.db, [makeListing({ city: 'Pine' })]);
      const get = async (url: string) =>
        propertyListResponseSchema.parse((await cached.app.inject({ method: 'GET', url })).json())
          .total;
      expect(await get('/api/properties?city=Pine')).toBe(1);
      await insertListings(cached.database.db, [makeListing({ city: 'Pine' })]);
      expect(await get('/api/properties?city=Pine')).toBe(1);
      expect(await get('/api/properties?city=pine')).toBe(2);
    } finally {
      await cached.close();
    }
  });
});

describe('a street search counted in the address copy', () => {
  it('is taken for a street fragment with no other filter only', () => {
    const street = {
      status: 'ACTIVE',
      address: 'pine',
      limit: 24,
      sort: 'newest',
      offset: 48,
    } as const;
    expect(
      isStreetSearchOnly({ ...street, justListed: false, featureWords: [], city: undefined }),
    ).toBe(true);
    expect(isStreetSearchOnly({ ...street, city: 'Payson' })).toBe(false);
    expect(isStreetSearchOnly({ ...street, minPrice: 0 })).toBe(false);
    expect(isStreetSearchOnly({ ...street, featureWords: ['horse'] })).toBe(false);
    expect(isStreetSearchOnly({ ...street, openHouse: true })).toBe(false);
  });

  it('follows every write of listings: new ones, a changed street, status, flag, price or date, deletions', async () => {
    const zephyr = (n: number) =>
      makeListing({
        city: 'Heber',
        address: `${n} Zephyr Ln`,
        listingDate: daysAgo(40 + n),
        price: 200_000 + n * 10_000,
      });
    const rows = await insertListings(t.database.db, [1, 2, 3, 4, 5].map(zephyr));
    // the street search alone reads the copy; with a price floor of 0 it reads listings: the
    // two must find the same listings in the same order, page after page (limit=2: the total
    // is counted, not told by a short page, on both engines)
    const bothWays = async (query: string) => {
      const pages = async (q: string) => {
        const found: string[] = [];
        let reply: PropertyListResponse;
        let page = 1;
        do {
          reply = await search(`${q}&limit=2&page=${page}`);
          found.push(...mls(reply));
          page += 1;
        } while (page <= reply.totalPages);
        return { total: reply.total, found };
      };
      const viaCopy = await pages(query);
      expect(await pages(`${query}&minPrice=0`)).toEqual(viaCopy);
      return viaCopy;
    };
    const ids = (...ns: number[]) => ns.map((n) => rows[n - 1]!.mlsNumber);
    expect(await bothWays('address=zephyr')).toEqual({ total: 5, found: ids(1, 2, 3, 4, 5) });
    expect((await bothWays('address=zephyr&sort=price-high')).found).toEqual(ids(5, 4, 3, 2, 1));

    // replication writes them again: a new street line, a status, a display flag, a price cut,
    // a new listing date
    await insertListings(t.database.db, [
      { ...rows[0]!, address: '1 Juniper Way' },
      { ...rows[1]!, status: 'PENDING' },
      { ...rows[2]!, idxDisplayAllowed: false },
      { ...rows[3]!, price: 100_000 },
      { ...rows[4]!, listingDate: daysAgo(1) },
    ]);
    expect(await bothWays('address=zephyr')).toEqual({ total: 2, found: ids(5, 4) });
    expect((await bothWays('address=zephyr&sort=price-low')).found).toEqual(ids(4, 5));
    expect(await bothWays('address=juniper%20way')).toEqual({ total: 1, found: ids(1) });
    expect(await bothWays('address=zephyr&status=PENDING')).toEqual({ total: 1, found: ids(2) });

    await t.database.db
      .delete(listings)
      .where(sql`${listings.listingKey} IN ${rows.map((row) => row.listingKey)}`);
    expect(await bothWays('address=zephyr')).toEqual({ total: 0, found: [] });
    const orphans = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM listing_addresses WHERE id NOT IN (SELECT id FROM listings)`,
    );
    expect(orphans).toEqual([{ n: 0 }]);
  });
});
