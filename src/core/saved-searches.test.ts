import { describe, expect, it } from 'vitest';
import {
  describeSearch,
  frequencyOf,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_PARAMS,
  savedSearchHref,
  suggestedSearchName,
  toSavedQuery,
} from './saved-searches';
import { FILTER_URL_ORDER, SEARCH_FIELDS } from './search-fields';

describe('saved search frequencies', () => {
  it('are instant, daily, weekly and off, instant within 15 minutes', () => {
    expect(SAVED_SEARCH_FREQUENCIES.map((f) => [f.value, f.label])).toEqual([
      ['instant', 'Instant'],
      ['daily', 'Daily'],
      ['weekly', 'Weekly'],
      ['off', 'Off'],
    ]);
    expect(frequencyOf('instant').help).toBe('Within 15 minutes of a listing reaching us');
    expect(frequencyOf('nonsense').value).toBe('daily');
  });
});

describe('describeSearch', () => {
  it('reads a search as its filters in address order', () => {
    expect(
      describeSearch({
        propertyFeatures: ['horse-property'],
        minBeds: '3',
        maxPrice: '500000',
        minPrice: '300000',
        city: 'Payson',
        status: 'ACTIVE',
      }),
    ).toBe('Payson · $300,000–$500,000 · 3+ beds · Horse Property');
  });

  it('writes each kind of range: both ends, from, up to, exactly', () => {
    expect(describeSearch({ minPrice: '250000' })).toBe('$250,000+');
    expect(describeSearch({ maxPrice: '1250000' })).toBe('Up to $1,250,000');
    expect(describeSearch({ minBeds: '2', maxBeds: '4' })).toBe('2–4 beds');
    expect(describeSearch({ minBaths: '2.5' })).toBe('2.5+ baths');
    expect(describeSearch({ minBeds: '3', maxBeds: '3' })).toBe('3 beds');
    expect(describeSearch({ minSqft: '1500', maxSqft: '2500' })).toBe('1,500–2,500 sq ft');
    expect(describeSearch({ maxSqft: '2000' })).toBe('Up to 2,000 sq ft');
  });

  it('names the search box fields, home types, features and switches', () => {
    expect(describeSearch({ mlsNumber: '6612345' })).toBe('MLS #6612345');
    expect(describeSearch({ zipCode: '85541' })).toBe('ZIP 85541');
    expect(describeSearch({ address: '512 S Beeline Hwy', city: 'Payson' })).toBe(
      'Payson · 512 S Beeline Hwy',
    );
    expect(
      describeSearch({
        city: 'Pine',
        propertyType: 'condo-townhouse',
        justListed: 'true',
        propertyFeatures: ['pool', 'mountain-view'],
      }),
    ).toBe('Pine · Condo / Townhouse · Just Listed · Pool, Mountain View');
    // no filter: the form's 'All Home Types', a switch that is off
    expect(describeSearch({ propertyType: 'all', justListed: 'false', status: 'ACTIVE' })).toBe(
      'All active listings',
    );
  });

  it('leads with a status other than ACTIVE, and says all listings without a filter', () => {
    expect(describeSearch({ city: 'Payson', status: 'SOLD' })).toBe('Sold · Payson');
    expect(describeSearch({ status: 'COMING SOON' })).toBe('All coming soon listings');
    expect(describeSearch({})).toBe('All active listings');
  });

  it('describes every filter of the field table, so a new filter is described too', () => {
    for (const name of FILTER_URL_ORDER) {
      const field = SEARCH_FIELDS[name];
      const value =
        field.kind === 'boolean'
          ? 'true'
          : field.kind === 'enum' || field.kind === 'enum-list'
            ? field.values[0]!
            : field.kind === 'whole-number' ||
                field.kind === 'room-count' ||
                field.kind === 'decimal'
              ? '2'
              : 'Sample';
      const summary = describeSearch({ [name]: field.kind === 'enum-list' ? [value] : value });
      expect(summary, name).not.toBe('All active listings');
      expect(summary.length, name).toBeGreaterThan(0);
    }
  });

  it('ignores what is not a filter, and stays short of junk', () => {
    expect(describeSearch({ page: '2', limit: '24', sort: 'price-low', city: 'Pine' })).toBe(
      'Pine',
    );
    expect(describeSearch({ minPrice: 'lots', city: ['Star Valley'] })).toBe('Star Valley');
  });
});

describe('toSavedQuery and savedSearchHref', () => {
  it('keeps the set filters as query text, in address order, with the status', () => {
    expect(
      toSavedQuery({
        status: 'ACTIVE',
        propertyFeatures: ['pool'],
        minPrice: 300000,
        city: 'Payson',
        justListed: false,
        minBaths: 2.5,
      }),
    ).toEqual({
      city: 'Payson',
      minPrice: '300000',
      minBaths: '2.5',
      propertyFeatures: ['pool'],
      status: 'ACTIVE',
    });
    expect(Object.keys(toSavedQuery({ minPrice: 1, city: 'Pine' }))).toEqual([
      'city',
      'minPrice',
      'status',
    ]);
    expect(SAVED_SEARCH_PARAMS).not.toContain('page');
    expect(SAVED_SEARCH_PARAMS).not.toContain('limit');
  });

  it('runs on the home page: the filters in its address, the status only where it matters', () => {
    expect(
      savedSearchHref({
        city: 'Payson',
        minPrice: '300000',
        propertyFeatures: ['horse-property', 'pool'],
        status: 'ACTIVE',
      }),
    ).toBe('/?city=Payson&minPrice=300000&propertyFeatures=horse-property&propertyFeatures=pool');
    // all active listings (a bare / would be the default Payson search)
    expect(savedSearchHref({ status: 'ACTIVE' })).toBe('/?status=ACTIVE');
    expect(savedSearchHref({ city: 'Show Low', status: 'SOLD' })).toBe(
      '/?city=Show+Low&status=SOLD',
    );
  });
});

describe('suggestedSearchName', () => {
  it('is the summary when it fits, else cut at a separator', () => {
    expect(suggestedSearchName({ city: 'Payson', minBeds: '3' })).toBe('Payson · 3+ beds');
    const long = {
      address: '1234 North Ponderosa Pines Ranch Road',
      city: 'Christopher Creek',
      minPrice: '300000',
      maxPrice: '500000',
      minBeds: '3',
      propertyFeatures: ['horse-property', 'mountain-view', 'gated-community'],
    };
    const name = suggestedSearchName(long);
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name).toBe(
      'Christopher Creek · 1234 North Ponderosa Pines Ranch Road · $300,000–$500,000 …',
    );
    const one = suggestedSearchName({ address: 'x'.repeat(120) });
    expect(one).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(one.endsWith('…')).toBe(true);
  });
});
