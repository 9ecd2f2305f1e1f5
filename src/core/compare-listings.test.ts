import { describe, expect, it } from 'vitest';
import {
  bestMarkers,
  compareHref,
  lotAcres,
  metricValue,
  parseCompareIds,
  pricePerSqft,
  toggleCompareSelection,
  type ComparedListing,
} from './compare-listings';

describe('the ids of /compare', () => {
  it('takes 2 to 4 listing ids, ignoring spaces and duplicates', () => {
    expect(parseCompareIds('12,34')).toEqual({ ok: true, ids: [12, 34] });
    expect(parseCompareIds(' 12 , 34,56 ,78 ')).toEqual({ ok: true, ids: [12, 34, 56, 78] });
    expect(parseCompareIds('12,34,12,,34,56')).toEqual({ ok: true, ids: [12, 34, 56] });
  });

  it('refuses a missing parameter, one id, or more than 4', () => {
    for (const value of [null, undefined, '', ' , ']) {
      const result = parseCompareIds(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^No properties chosen\. Select 2 to 4/);
    }
    expect(parseCompareIds('12')).toEqual({
      ok: false,
      message: 'Only one property chosen. Select 2 to 4 properties to compare.',
    });
    expect(parseCompareIds('12,12')).toMatchObject({ ok: false });
    expect(parseCompareIds('1,2,3,4,5')).toEqual({
      ok: false,
      message: '5 properties chosen. Select 2 to 4 properties to compare.',
    });
  });

  it('refuses anything that is not a listing id, naming it', () => {
    expect(parseCompareIds('12,abc')).toEqual({
      ok: false,
      message: '"abc" is not a property ID. Select 2 to 4 properties to compare.',
    });
    for (const bad of ['0', '-3', '1.5', '012', '2147483648', '1e3', '+4']) {
      expect(parseCompareIds(`12,${bad}`).ok, bad).toBe(false);
    }
    expect(parseCompareIds('12,2147483647')).toEqual({ ok: true, ids: [12, 2147483647] });
    const long = parseCompareIds(`12,${'x'.repeat(300)}`);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.message.length).toBeLessThan(100);
  });

  it('builds the page address from ids', () => {
    expect(compareHref([3, 1, 2])).toBe('/compare?ids=3,1,2');
    expect(
      parseCompareIds(new URL(`http://x${compareHref([3, 1])}`).searchParams.get('ids')),
    ).toEqual({ ok: true, ids: [3, 1] });
  });
});

describe('selecting listings to compare', () => {
  it('adds and removes ids in the order chosen', () => {
    expect(toggleCompareSelection([], 5, true)).toEqual({ selected: [5], refused: false });
    expect(toggleCompareSelection([5], 9, true)).toEqual({ selected: [5, 9], refused: false });
    expect(toggleCompareSelection([5, 9], 5, false)).toEqual({ selected: [9], refused: false });
    expect(toggleCompareSelection([5, 9], 5, true)).toEqual({ selected: [5, 9], refused: false });
    expect(toggleCompareSelection([9], 5, false)).toEqual({ selected: [9], refused: false });
  });

  it('refuses a fifth listing and keeps the four', () => {
    expect(toggleCompareSelection([1, 2, 3, 4], 5, true)).toEqual({
      selected: [1, 2, 3, 4],
      refused: true,
    });
    expect(toggleCompareSelection([1, 2, 3, 4], 2, false)).toEqual({
      selected: [1, 3, 4],
      refused: false,
    });
  });
});

describe('compared figures', () => {
  it('computes the price per square foot only with a positive price and area', () => {
    expect(pricePerSqft(450_000, 1_800)).toBe(250);
    expect(pricePerSqft(100_000, 3)).toBeCloseTo(33_333.333, 3);
    expect(pricePerSqft(null, 1_800)).toBeNull();
    expect(pricePerSqft(450_000, null)).toBeNull();
    expect(pricePerSqft(450_000, 0)).toBeNull();
    expect(pricePerSqft(0, 1_800)).toBeNull();
  });

  it('reads the lot in acres, converting square feet when the acres are missing', () => {
    expect(lotAcres(1.5, 65_340)).toBe(1.5);
    expect(lotAcres(null, 87_120)).toBe(2);
    expect(lotAcres(0, null)).toBeNull();
    expect(lotAcres(null, null)).toBeNull();
  });

  const listing = (id: number, overrides: Partial<ComparedListing>): ComparedListing => ({
    id,
    price: 400_000,
    squareFeet: 2_000,
    bedrooms: 3,
    bathrooms: 2,
    lotSize: 0.25,
    yearBuilt: 2000,
    daysOnMarket: 4,
    ...overrides,
  });

  it('marks the lowest price, lowest $/sq ft, largest home and the other bests', () => {
    const a = listing(1, { price: 350_000, squareFeet: 1_400, daysOnMarket: 1 }); // $250/sqft
    const b = listing(2, { price: 480_000, squareFeet: 2_400, bedrooms: 4, yearBuilt: 2019 }); // $200
    const c = listing(3, { price: 520_000, squareFeet: 2_000, lotSize: 1.2, bathrooms: 3 }); // $260
    const markers = bestMarkers([a, b, c]);
    expect(markers).toEqual({
      price: [1],
      pricePerSqft: [2],
      bedrooms: [2],
      bathrooms: [3],
      squareFeet: [2],
      lotSize: [3],
      yearBuilt: [2],
      daysOnMarket: [1],
    });
    expect(metricValue(c, 'pricePerSqft')).toBe(260);
  });

  it('marks nobody when all are equal or fewer than two have the figure, and every tie for best', () => {
    const markers = bestMarkers([
      listing(1, { price: 300_000, yearBuilt: null, lotSize: null }),
      listing(2, { price: 300_000, yearBuilt: 1990, lotSize: null, lotSizeSquareFeet: 43_560 }),
      listing(3, { price: 350_000, yearBuilt: null, lotSize: 0.5 }),
    ]);
    expect(markers.price).toEqual([1, 2]);
    expect(markers.bedrooms).toEqual([]);
    expect(markers.yearBuilt).toEqual([]);
    expect(markers.lotSize).toEqual([2]);
    expect(bestMarkers([listing(1, {})]).price).toEqual([]);
  });

  it('ignores unknown, zero and masked figures', () => {
    const markers = bestMarkers([
      listing(1, { price: null, squareFeet: 0 }),
      listing(2, { price: 500_000 }),
      listing(3, { price: 450_000, squareFeet: null }),
    ]);
    expect(markers.price).toEqual([3]);
    expect(markers.pricePerSqft).toEqual([]);
    expect(markers.squareFeet).toEqual([]);
  });
});
