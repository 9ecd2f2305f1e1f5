import { describe, expect, it } from 'vitest';
import { featureWords } from './listing-search';
import { formatDigits as withThousands } from './number-format';
import { hasFilters, searchQueryString } from './search-fields';
import { buildFilterPayload, EMPTY_SEARCH_FORM } from './search-form';

describe('buildFilterPayload', () => {
  it('sends only status ACTIVE for an empty form', () => {
    expect(buildFilterPayload(EMPTY_SEARCH_FORM)).toEqual({ status: 'ACTIVE' });
    expect(hasFilters(buildFilterPayload(EMPTY_SEARCH_FORM))).toBe(false);
  });

  it('strips separators, trims text and keeps only non-empty fields', () => {
    const payload = buildFilterPayload({
      ...EMPTY_SEARCH_FORM,
      mlsNumber: ' 6912345 ',
      city: ' Payson ',
      propertyType: 'condo-townhouse',
      propertyFeatures: ['horse-property', 'pool', 'horse-property', 'moat'],
      minPrice: '250,000',
      maxPrice: '$1,200,000',
      minBeds: '2',
      maxBeds: '',
      minBaths: '1.5',
      maxBaths: '2.74',
      minSqft: '1,500',
      maxSqft: '',
      justListed: true,
    });
    expect(payload).toEqual({
      status: 'ACTIVE',
      mlsNumber: '6912345',
      city: 'Payson',
      propertyType: 'condo-townhouse',
      propertyFeatures: ['horse-property', 'pool'],
      minPrice: 250_000,
      maxPrice: 1_200_000,
      minBeds: 2,
      minBaths: 1.5,
      maxBaths: 2.5,
      minSqft: 1500,
      justListed: true,
    });
    expect(hasFilters(payload)).toBe(true);
  });

  it('raises bedrooms and bathrooms to at least 1 and never sends "all" or false', () => {
    const payload = buildFilterPayload({
      ...EMPTY_SEARCH_FORM,
      minBeds: '0',
      minBaths: '-2',
      propertyType: 'all',
      justListed: false,
    });
    expect(payload).toEqual({ status: 'ACTIVE', minBeds: 1, minBaths: 1 });
  });
});

describe('searchQueryString', () => {
  it('repeats array values and leaves out empty ones', () => {
    const query = searchQueryString(
      {
        status: 'ACTIVE',
        city: 'Show Low',
        propertyFeatures: ['pool', 'golf-course'],
        justListed: false,
        address: '',
      },
      { page: 2, limit: 24 },
    );
    expect(query).toBe(
      'status=ACTIVE&city=Show+Low&propertyFeatures=pool&propertyFeatures=golf-course&page=2&limit=24',
    );
  });
});

describe('number inputs and feature words', () => {
  it('shows digits with thousands separators', () => {
    expect(withThousands('650000')).toBe('650,000');
    expect(withThousands('1,2a34')).toBe('1,234');
    expect(withThousands('007')).toBe('7');
    expect(withThousands('')).toBe('');
  });

  it('maps each feature value to the words searched', () => {
    expect(featureWords('horse-property')).toBe('horse');
    expect(featureWords('golf-course')).toBe('golf');
    expect(featureWords('mountain-view')).toBe('mountain view');
    expect(featureWords('gated-community')).toBe('gated');
    expect(featureWords('waterfront')).toBe('waterfront');
    expect(featureWords('pool')).toBe('pool');
  });
});
