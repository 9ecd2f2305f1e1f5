import { describe, expect, it } from 'vitest';
import {
  comparableCriteria,
  dissimilarity,
  distanceKm,
  formatPercentDifference,
  formatPriceDifference,
  MAX_COMPARABLES,
  meetsCriteria,
  nearbyCities,
  priceDifference,
  priceSummary,
  rankComparables,
  type ComparableCandidate,
  type ComparableSubject,
} from './comparables';

const NOW = new Date('2026-11-22T18:00:00Z');

const subject: ComparableSubject = {
  id: 1,
  city: 'Payson',
  propertyType: 'Residential',
  price: 400_000,
  bedrooms: 3,
  squareFeet: 1800,
  latitude: 34.23,
  longitude: -111.32,
};

let nextId = 100;
function candidate(overrides: Partial<ComparableCandidate> = {}): ComparableCandidate {
  nextId += 1;
  return {
    id: nextId,
    city: 'Payson',
    propertyType: 'Residential',
    status: 'ACTIVE',
    price: 400_000,
    bedrooms: 3,
    squareFeet: 1800,
    closedOn: null,
    ...overrides,
  };
}

const criteria = comparableCriteria(subject, NOW);

describe('comparable criteria', () => {
  it('allows price within 30%, bedrooms within 1 and living area within 25%, whole units', () => {
    expect(criteria.priceRange).toEqual({ min: 280_000, max: 520_000 });
    expect(criteria.bedroomRange).toEqual({ min: 2, max: 4 });
    expect(criteria.squareFeetRange).toEqual({ min: 1350, max: 2250 });
    expect(criteria.propertyType).toBe('Residential');
    expect(criteria.closedSince).toBe('2026-05-26');
  });

  it('leaves out a criterion the subject has no value for, and never goes below 0 bedrooms', () => {
    const bare = comparableCriteria(
      { ...subject, price: null, squareFeet: null, bedrooms: 0 },
      NOW,
    );
    expect(bare.priceRange).toBeNull();
    expect(bare.squareFeetRange).toBeNull();
    expect(bare.bedroomRange).toEqual({ min: 0, max: 1 });
    expect(comparableCriteria({ ...subject, bedrooms: null }, NOW).bedroomRange).toBeNull();
  });

  it('rounds the price range inwards to whole dollars', () => {
    expect(comparableCriteria({ ...subject, price: 333_333 }, NOW).priceRange).toEqual({
      min: 233_334,
      max: 433_332,
    });
  });
});

describe('nearby cities', () => {
  it('puts the subject city first, then the towns within 50 km nearest first', () => {
    expect(nearbyCities(subject).map((c) => c.name)).toEqual([
      'Payson',
      'Star Valley',
      'Pine',
      'Strawberry',
      'Young',
      'Tonto Basin',
    ]);
    const [own, next] = nearbyCities(subject);
    expect(own).toEqual({ name: 'Payson', distanceKm: 0 });
    expect(next?.distanceKm).toBeGreaterThan(5);
    expect(next?.distanceKm).toBeLessThan(10);
  });

  it('matches the city case-insensitively and keeps far metros apart', () => {
    expect(nearbyCities({ ...subject, city: 'phoenix' }).map((c) => c.name)).toEqual([
      'Phoenix',
      'Scottsdale',
    ]);
  });

  it("uses the listing's coordinates for a city we do not know, else its own city only", () => {
    const unknown = { city: 'Rye', latitude: 34.25, longitude: -111.3 };
    const names = nearbyCities(unknown).map((c) => c.name);
    expect(names[0]).toBe('Rye');
    expect(names).toContain('Payson');
    expect(nearbyCities({ city: 'Rye', latitude: null, longitude: null })).toEqual([
      { name: 'Rye', distanceKm: 0 },
    ]);
  });

  it('measures great-circle distances', () => {
    const phoenix = { latitude: 33.4484, longitude: -112.074 };
    const scottsdale = { latitude: 33.4942, longitude: -111.9261 };
    expect(distanceKm(phoenix, scottsdale)).toBeCloseTo(14.6, 0);
    expect(distanceKm(phoenix, phoenix)).toBe(0);
  });
});

describe('meetsCriteria', () => {
  it('accepts a listing like the subject in a nearby city', () => {
    expect(meetsCriteria(criteria, subject, candidate({ city: 'star valley' }))).toBe(true);
  });

  it.each<[string, Partial<ComparableCandidate>]>([
    ['a city too far away', { city: 'Phoenix' }],
    ['another property type', { propertyType: 'Land' }],
    ['a price more than 30% higher', { price: 520_001 }],
    ['a price more than 30% lower', { price: 279_999 }],
    ['no price', { price: null }],
    ['two bedrooms more', { bedrooms: 5 }],
    ['unknown bedrooms', { bedrooms: null }],
    ['a living area 25% larger and more', { squareFeet: 2251 }],
    ['unknown living area', { squareFeet: null }],
    ['a pending sale', { status: 'PENDING' }],
    ['a sale closed long ago', { status: 'SOLD', closedOn: '2026-05-25' }],
    ['a sale without a close day', { status: 'SOLD', closedOn: null }],
  ])('rejects %s', (_name, overrides) => {
    expect(meetsCriteria(criteria, subject, candidate(overrides))).toBe(false);
  });

  it('accepts the edges of every range and a recent sale', () => {
    for (const overrides of [
      { price: 280_000, bedrooms: 2, squareFeet: 1350 },
      { price: 520_000, bedrooms: 4, squareFeet: 2250 },
      { status: 'SOLD', closedOn: '2026-05-26' },
      { status: 'SOLD', closedOn: '2026-10-01T00:00:00Z' },
    ]) {
      expect(
        meetsCriteria(criteria, subject, candidate(overrides)),
        JSON.stringify(overrides),
      ).toBe(true);
    }
  });

  it('never compares the subject with itself', () => {
    expect(meetsCriteria(criteria, subject, candidate({ id: subject.id }))).toBe(false);
  });
});

describe('rankComparables', () => {
  it('ranks the same city first, then nearby cities by distance, then active before sold, then similarity', () => {
    const pine = candidate({ city: 'Pine' });
    const starValley = candidate({ city: 'Star Valley' });
    const paysonSold = candidate({ status: 'SOLD', closedOn: '2026-10-01' });
    const paysonActiveFar = candidate({ price: 500_000, squareFeet: 2200 });
    const paysonActiveClose = candidate({ price: 405_000 });
    const ranked = rankComparables(subject, criteria, [
      pine,
      starValley,
      paysonSold,
      paysonActiveFar,
      paysonActiveClose,
    ]);
    expect(ranked.map((r) => r.id)).toEqual([
      paysonActiveClose.id,
      paysonActiveFar.id,
      paysonSold.id,
      starValley.id,
    ]);
    expect(ranked[0]?.cityDistanceKm).toBe(0);
    expect(ranked[3]?.cityDistanceKm).toBeGreaterThan(0);
  });

  it('keeps at most 4, leaves out what does not qualify, and breaks ties by id', () => {
    const many = Array.from({ length: 7 }, () => candidate());
    const ranked = rankComparables(subject, criteria, [
      candidate({ propertyType: 'Land' }),
      ...many.toReversed(),
    ]);
    expect(ranked).toHaveLength(MAX_COMPARABLES);
    expect(ranked.map((r) => r.id)).toEqual(many.slice(0, 4).map((c) => c.id));
  });

  it('finds nothing when no candidate qualifies', () => {
    expect(rankComparables(subject, criteria, [candidate({ city: 'Prescott' })])).toEqual([]);
  });

  it('scores price, living area and bedrooms against their tolerances', () => {
    expect(dissimilarity(subject, candidate())).toBe(0);
    // 15% of 30% price, 25% of 25% area, 1 of 1 bedroom
    expect(
      dissimilarity(subject, candidate({ price: 460_000, squareFeet: 2250, bedrooms: 4 })),
    ).toBeCloseTo(0.5 + 1 + 1);
  });
});

describe('price differences', () => {
  it('gives the difference in whole dollars and percent to 1 decimal', () => {
    expect(priceDifference(400_000, 412_000)).toEqual({
      priceDifference: 12_000,
      priceDifferencePercent: 3,
    });
    expect(priceDifference(400_000, 390_100.4)).toEqual({
      priceDifference: -9900,
      priceDifferencePercent: -2.5,
    });
    expect(priceDifference(300_000, 301_000)).toEqual({
      priceDifference: 1000,
      priceDifferencePercent: 0.3,
    });
    expect(priceDifference(400_000, 400_000)).toEqual({
      priceDifference: 0,
      priceDifferencePercent: 0,
    });
    // -0.01% rounds to 0.0, never -0
    expect(Object.is(priceDifference(1_000_000, 999_900).priceDifferencePercent, 0)).toBe(true);
    expect(priceDifference(null, 1)).toEqual({
      priceDifference: null,
      priceDifferencePercent: null,
    });
  });

  it('rounds halves away from zero, as toFixed(1) does', () => {
    expect(priceDifference(400_000, 401_000).priceDifferencePercent).toBe(0.3); // 0.25%
    expect(priceDifference(400_000, 399_000).priceDifferencePercent).toBe(-0.3);
  });

  it('formats differences with their sign', () => {
    expect(formatPriceDifference(12_000)).toBe('+$12,000');
    expect(formatPriceDifference(-9900)).toBe('-$9,900');
    expect(formatPriceDifference(0)).toBe('$0');
    expect(formatPercentDifference(3)).toBe('+3.0%');
    expect(formatPercentDifference(-12.5)).toBe('-12.5%');
    expect(formatPercentDifference(0)).toBe('0.0%');
  });

  it('summarises prices as lowest, average and highest whole dollars', () => {
    expect(priceSummary([300_000, 450_000, null, 400_001])).toEqual({
      count: 3,
      lowest: 300_000,
      average: 383_334,
      highest: 450_000,
    });
    expect(priceSummary([])).toBeNull();
  });
});
