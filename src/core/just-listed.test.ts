import { describe, expect, it } from 'vitest';
import {
  apiSortOf,
  freshnessLabel,
  justListedQuery,
  justListedStats,
  loadedListings,
  readJustListedUrl,
  sortForDisplay,
} from './just-listed';

describe('Just Listed labels', () => {
  it("labels 1-2 days 'Brand New' and 3-7 days 'This Week'", () => {
    expect(freshnessLabel(1)).toBe('Brand New');
    expect(freshnessLabel(2)).toBe('Brand New');
    expect(freshnessLabel(3)).toBe('This Week');
    expect(freshnessLabel(7)).toBe('This Week');
  });

  it('labels a listing from today brand new, and nothing older than 7 days or invalid', () => {
    expect(freshnessLabel(0)).toBe('Brand New');
    expect(freshnessLabel(8)).toBeNull();
    expect(freshnessLabel(120)).toBeNull();
    expect(freshnessLabel(-1)).toBeNull();
    expect(freshnessLabel(null)).toBeNull();
    expect(freshnessLabel(undefined)).toBeNull();
  });
});

describe('Just Listed sorts', () => {
  const listings = [
    { id: 1, city: 'Payson' },
    { id: 2, city: 'Heber' },
    { id: 3, city: 'payson' },
    { id: 4, city: 'Show Low' },
    { id: 5, city: 'Heber' },
  ];

  it('asks the API for its own sorts, and for the newest first when sorting by city', () => {
    expect(apiSortOf('newest')).toBe('newest');
    expect(apiSortOf('price-low')).toBe('price-low');
    expect(apiSortOf('price-high')).toBe('price-high');
    expect(apiSortOf('city')).toBe('newest');
  });

  it("keeps the API's order for its sorts", () => {
    expect(sortForDisplay(listings, 'price-low').map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("orders by city A-Z (any case), keeping the API's order within a city", () => {
    expect(sortForDisplay(listings, 'city').map((l) => l.id)).toEqual([2, 5, 1, 3, 4]);
    // the input is not changed
    expect(listings.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Just Listed stats', () => {
  it('counts the total from the API and averages the loaded prices in whole dollars', () => {
    const stats = justListedStats(
      [
        { price: 300_000, daysOnMarket: 1, city: 'Payson' },
        { price: 450_001, daysOnMarket: 2, city: 'Pine' },
        { price: null, daysOnMarket: 5, city: 'Payson' },
        { price: 500_000, daysOnMarket: 0, city: 'Heber' },
        { price: 250_000, daysOnMarket: 7, city: 'Pine' },
      ],
      120,
    );
    expect(stats).toEqual({
      count: 120,
      loaded: 5,
      averagePrice: 375_000,
      brandNewCount: 3,
      cities: ['Payson', 'Pine', 'Heber'],
    });
  });

  it('has no average without prices', () => {
    expect(justListedStats([], 0)).toEqual({
      count: 0,
      loaded: 0,
      averagePrice: null,
      brandNewCount: 0,
      cities: [],
    });
  });
});

describe('Just Listed loaded listings', () => {
  it('names the listings loaded by the order the API sent them in, while more are left', () => {
    const partial = { count: 359, loaded: 50 };
    expect(loadedListings(partial, 'newest')).toBe('the newest 50');
    expect(loadedListings(partial, 'price-low')).toBe('the lowest-priced 50');
    expect(loadedListings(partial, 'price-high')).toBe('the highest-priced 50');
    // the city order is made on the page from the newest loaded
    expect(loadedListings(partial, 'city')).toBe('the newest 50');
    expect(loadedListings({ count: 2_359, loaded: 1_050 }, 'newest')).toBe('the newest 1,050');
  });

  it('says nothing once every listing is loaded', () => {
    expect(loadedListings({ count: 50, loaded: 50 }, 'newest')).toBeNull();
    expect(loadedListings({ count: 0, loaded: 0 }, 'newest')).toBeNull();
  });
});

describe('Just Listed URL', () => {
  it('reads the city and sort, with defaults for missing or unknown values', () => {
    expect(readJustListedUrl('')).toEqual({ city: null, sort: 'newest' });
    expect(readJustListedUrl('?city=Show%20Low&sort=price-low')).toEqual({
      city: 'Show Low',
      sort: 'price-low',
    });
    expect(readJustListedUrl('city=%20%20&sort=cheapest')).toEqual({ city: null, sort: 'newest' });
    expect(readJustListedUrl(`city=${'x'.repeat(61)}`).city).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(justListedQuery({ city: null, sort: 'newest' })).toBe('');
    expect(justListedQuery({ city: 'Star Valley', sort: 'city' })).toBe(
      'city=Star+Valley&sort=city',
    );
    expect(readJustListedUrl(justListedQuery({ city: 'Pine', sort: 'price-high' }))).toEqual({
      city: 'Pine',
      sort: 'price-high',
    });
  });
});
