import { describe, expect, it } from 'vitest';
import {
  FILTER_URL_ORDER,
  FORM_FIELDS,
  LOCATION_FIELDS,
  SEARCH_BOX_ONLY_FIELDS,
  SEARCH_FIELDS,
  SEARCH_RANGES,
} from './search-fields';

describe('the search field table', () => {
  it('keeps the URL order of the filters (home URLs and render-cache keys depend on it)', () => {
    expect(FILTER_URL_ORDER).toEqual([
      'mlsNumber',
      'city',
      'zipCode',
      'address',
      'subdivision',
      'keywords',
      'minPrice',
      'maxPrice',
      'minBeds',
      'maxBeds',
      'minBaths',
      'maxBaths',
      'minSqft',
      'maxSqft',
      'minLotAcres',
      'maxLotAcres',
      'propertyType',
      'justListed',
      'openHouse',
      'propertyFeatures',
      'polygon',
    ]);
  });

  it('knows which fields the form and the search box set', () => {
    expect(FORM_FIELDS).not.toContain('zipCode');
    expect(FORM_FIELDS).not.toContain('address');
    expect(FORM_FIELDS).not.toContain('polygon');
    expect(FORM_FIELDS).toHaveLength(FILTER_URL_ORDER.length - 5);
    expect(LOCATION_FIELDS).toEqual([
      'mlsNumber',
      'city',
      'zipCode',
      'address',
      'subdivision',
      'keywords',
      'polygon',
    ]);
    expect(SEARCH_BOX_ONLY_FIELDS).toEqual([
      'zipCode',
      'address',
      'subdivision',
      'keywords',
      'polygon',
    ]);
  });

  it('names each range bound as its message does', () => {
    for (const range of SEARCH_RANGES) {
      const [, noun] = /^Maximum (.+) must be at least the minimum \1$/.exec(range.message) ?? [];
      expect(SEARCH_FIELDS[range.min].label).toBe(`Minimum ${noun}`);
      expect(SEARCH_FIELDS[range.max].label).toBe(`Maximum ${noun}`);
    }
  });

  it('takes room counts up to their maximum, in their steps', () => {
    const { maxBeds, maxBaths } = SEARCH_FIELDS;
    expect(maxBeds.pattern.test(String(maxBeds.max))).toBe(true);
    expect(maxBeds.pattern.test(String(maxBeds.max + 1))).toBe(false);
    expect(maxBeds.pattern.test('2.5')).toBe(false);
    expect(maxBaths.pattern.test('2.5')).toBe(true);
    expect(maxBaths.pattern.test(String(maxBaths.max + 1))).toBe(false);
  });

  it('words the API messages of each kind of field', () => {
    expect(SEARCH_FIELDS.city.messages.tooLong).toBe('City must be at most 60 characters');
    expect(SEARCH_FIELDS.address.messages.empty).toBe('Address must not be empty');
    expect(SEARCH_FIELDS.minPrice.messages.tooLarge).toBe(
      'Minimum price must be at most 2,147,483,647',
    );
    expect(SEARCH_FIELDS.maxSqft.messages.notWholeNumber).toBe(
      'Maximum square footage must be a whole number',
    );
    expect(SEARCH_FIELDS.minBeds.message).toBe('Minimum bedrooms must be a whole number');
    expect(SEARCH_FIELDS.maxBaths.message).toBe(
      'Maximum bathrooms must be a number in steps of 0.5',
    );
  });
});
