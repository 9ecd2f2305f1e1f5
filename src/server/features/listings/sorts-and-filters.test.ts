import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortValue } from '../../../core/listing-search';
import type { ListingValues } from '../mls-sync/normalize';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { countMatchingListings, searchListings, type ListingSearch } from './store';

/*
 * The sort orders and filters of issue 40 in the store: most bedrooms, largest, lowest price
 * per square foot (listings without the value last, ties in id order, so paging never repeats
 * or skips a listing); subdivision, keywords, lot size, a town group and a ZIP+4.
 */

let database: TestDatabase;
const DAY = 86_400_000;

/** The sorts' listings, all in Star Valley: the letter is the MLS number's last character. */
const sortable = (
  letter: string,
  values: Pick<ListingValues, 'bedrooms' | 'squareFeet' | 'price'>,
): ListingValues =>
  makeListing({ mlsNumber: `SV-${letter}`, city: 'Star Valley', zipCode: '85541', ...values });

const fixtures: ListingValues[] = [
  sortable('A', { bedrooms: 4, squareFeet: 2000, price: 500_000 }), // $250 a sq ft
  sortable('B', { bedrooms: 4, squareFeet: 2500, price: 400_000 }), // $160
  sortable('C', { bedrooms: 2, squareFeet: null, price: 300_000 }), // no size
  sortable('D', { bedrooms: null, squareFeet: 1000, price: 350_000 }), // $350
  sortable('E', { bedrooms: 3, squareFeet: 0, price: 200_000 }), // a size of 0: no price per sq ft
  sortable('F', { bedrooms: 5, squareFeet: 3000, price: null }), // no price
  sortable('G', { bedrooms: 3, squareFeet: 2000, price: 500_000 }), // $250, as A
  // never found: not active, or not for public display
  sortable('P', { bedrooms: 9, squareFeet: 9000, price: 1 }),
  sortable('X', { bedrooms: 9, squareFeet: 9000, price: 1 }),
  // the filters' listings
  makeListing({
    mlsNumber: 'SUB-1',
    city: 'Pinetop',
    zipCode: '85935',
    subdivisionName: 'Pine Meadows',
    lotSizeAcres: 0.25,
    description: 'A cozy fireplace and a wood stove in the great room.',
  }),
  makeListing({
    mlsNumber: 'SUB-2',
    city: 'Lakeside',
    zipCode: '85929',
    subdivisionName: 'PINE MEADOWS UNIT 2',
    lotSizeAcres: 1,
    description: 'Two fireplaces, vaulted ceilings.',
  }),
  makeListing({
    mlsNumber: 'SUB-3',
    city: 'Pinetop-Lakeside',
    zipCode: '85935',
    subdivisionName: 'Timber Ridge 100%',
    lotSizeAcres: 2.5,
    description: 'Horse property with a barn and a wood stove.',
  }),
  makeListing({
    mlsNumber: 'SUB-4',
    city: 'Show Low',
    zipCode: '85901',
    subdivisionName: null,
    lotSizeAcres: null,
    description: 'Close to the lake.',
  }),
].map((listing, i) => ({
  ...listing,
  // newest first is the insertion order, so 'newest' pages are predictable too
  listingDate: new Date(Date.now() - (30 - i) * DAY),
  status: listing.mlsNumber === 'SV-P' ? 'PENDING' : listing.status,
  idxDisplayAllowed: listing.mlsNumber !== 'SV-X',
}));

beforeAll(async () => {
  database = await createTestDatabase();
  await insertListings(database.db, fixtures);
});
afterAll(async () => {
  await database?.dispose();
});

const search = (s: Partial<ListingSearch>): ListingSearch => ({
  status: 'ACTIVE',
  sort: 'newest',
  limit: 24,
  offset: 0,
  ...s,
});

/** The MLS numbers of one page, and the count of the whole search. */
async function found(s: Partial<ListingSearch>) {
  const rows = await searchListings(database.db, search(s));
  return rows.map((row) => row.mls_number);
}
const counted = (s: Partial<ListingSearch>) => countMatchingListings(database.db, search(s));

/** Every page of a search, `limit` at a time, as the visitor would page through it. */
async function allPages(s: Partial<ListingSearch>, limit: number) {
  const seen: string[] = [];
  for (let offset = 0; offset < 100; offset += limit) {
    const page = await found({ ...s, limit, offset });
    if (page.length === 0) break;
    seen.push(...page);
  }
  return seen;
}

const ORDERS: Record<Exclude<SortValue, 'newest' | 'price-low' | 'price-high'>, string[]> = {
  // most first; ties (A and B, E and G) newest listing id first; no bedrooms last
  beds: ['SV-F', 'SV-B', 'SV-A', 'SV-G', 'SV-E', 'SV-C', 'SV-D'],
  // largest first; ties (A and G) newest listing id first; no size last
  sqft: ['SV-F', 'SV-B', 'SV-G', 'SV-A', 'SV-D', 'SV-E', 'SV-C'],
  // lowest first; ties (A and G) oldest listing id first; no price, no size or a size of 0 last
  'price-per-sqft': ['SV-B', 'SV-A', 'SV-G', 'SV-D', 'SV-C', 'SV-E', 'SV-F'],
};

describe('the sort orders of issue 40', () => {
  it.each(Object.entries(ORDERS))(
    '%s: in order, listings without the value last',
    async (sort, order) => {
      const s = { sort: sort as SortValue, city: 'Star Valley' };
      expect(await found(s)).toEqual(order);
      expect(await counted(s)).toBe(order.length);
      // without a city filter (another index): the same order among every listing
      const everywhere = await found({ sort: sort as SortValue, limit: 100 });
      expect(everywhere.filter((mls) => mls.startsWith('SV-'))).toEqual(order);
    },
  );

  it.each(Object.entries(ORDERS))(
    '%s: pages in the same order, none repeated or skipped',
    async (sort, order) => {
      for (const limit of [1, 2, 3]) {
        expect(await allPages({ sort: sort as SortValue, city: 'star valley' }, limit)).toEqual(
          order,
        );
      }
    },
  );

  it('sorts within the form ranges too', async () => {
    const ranges = { city: 'Star Valley', minBeds: 3, minSqft: 1000 };
    expect(await found({ ...ranges, sort: 'beds' })).toEqual(['SV-F', 'SV-B', 'SV-A', 'SV-G']);
    expect(await found({ ...ranges, sort: 'sqft' })).toEqual(['SV-F', 'SV-B', 'SV-G', 'SV-A']);
    expect(await found({ ...ranges, sort: 'price-per-sqft', maxPrice: 450_000 })).toEqual(['SV-B']);
  });
});

describe('the filters of issue 40', () => {
  it('finds a subdivision by any part of its name, case-insensitively', async () => {
    expect(await found({ subdivision: 'meadows' })).toEqual(['SUB-2', 'SUB-1']);
    expect(await found({ subdivision: 'Pine Meadows Unit' })).toEqual(['SUB-2']);
    expect(await found({ subdivision: 'ridge' })).toEqual(['SUB-3']);
    // LIKE's wildcards are plain characters
    expect(await found({ subdivision: '100%' })).toEqual(['SUB-3']);
    expect(await found({ subdivision: '%' })).toEqual(['SUB-3']);
    expect(await found({ subdivision: '_' })).toEqual([]);
    expect(await counted({ subdivision: 'meadows' })).toBe(2);
  });

  it('finds keywords in the remarks, stemmed, with the search box syntax', async () => {
    expect(await found({ keywords: 'fireplace' })).toEqual(['SUB-2', 'SUB-1']);
    expect(await found({ keywords: 'fireplaces' })).toEqual(['SUB-2', 'SUB-1']);
    expect(await found({ keywords: 'wood stove' })).toEqual(['SUB-3', 'SUB-1']);
    expect(await found({ keywords: 'fireplace -stove' })).toEqual(['SUB-2']);
    expect(await found({ keywords: '"wood stove" barn' })).toEqual(['SUB-3']);
    expect(await counted({ keywords: 'stove' })).toBe(2);
  });

  it('keeps lot sizes within the range, inclusively; a listing without one never', async () => {
    const lots = (s: Partial<ListingSearch>) =>
      found({ ...s, limit: 100 }).then((mls) => mls.filter((m) => m.startsWith('SUB-')));
    expect(await lots({ minLotAcres: 1 })).toEqual(['SUB-3', 'SUB-2']);
    expect(await lots({ maxLotAcres: 1 })).toEqual(['SUB-2', 'SUB-1']);
    expect(await lots({ minLotAcres: 1, maxLotAcres: 2 })).toEqual(['SUB-2']);
    expect(await lots({ minLotAcres: 0.3, maxLotAcres: 0.9 })).toEqual([]);
    expect(await counted({ minLotAcres: 2.5 })).toBe(1);
  });

  it("finds each town of a group: 'Pinetop-Lakeside' is Pinetop, Lakeside and the joined name", async () => {
    expect(await found({ city: 'Pinetop-Lakeside' })).toEqual(['SUB-3', 'SUB-2', 'SUB-1']);
    expect(await found({ city: 'pinetop-lakeside', sort: 'price-per-sqft' })).toHaveLength(3);
    expect(await counted({ city: 'PINETOP-LAKESIDE' })).toBe(3);
    expect(await found({ city: 'Pinetop' })).toEqual(['SUB-1']);
  });

  it('finds a ZIP+4 by its five-digit ZIP', async () => {
    expect(await found({ zipCode: '85935-1234' })).toEqual(['SUB-3', 'SUB-1']);
    expect(await counted({ zipCode: '85935-1234' })).toBe(2);
    expect(await found({ zipCode: '85901-0001' })).toEqual(['SUB-4']);
  });
});
