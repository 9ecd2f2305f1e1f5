import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_FORM } from '../../../core/search-form';
import { activeCity, formFromFilters, homeQuery, readHomeUrl, withoutLocation } from './home-url';
import { validateSearchForm } from './search-form-validation';

describe('home URL', () => {
  it('searches the default city, Payson, when the URL names no search', () => {
    expect(readHomeUrl('')).toEqual({ filters: { status: 'ACTIVE', city: 'Payson' }, page: 1 });
    expect(readHomeUrl('?page=3')).toEqual({
      filters: { status: 'ACTIVE', city: 'Payson' },
      page: 3,
    });
  });

  it('reads city and page, and ignores a page that is not a whole number of 1 or more', () => {
    expect(readHomeUrl('?city=Show+Low&page=2')).toEqual({
      filters: { status: 'ACTIVE', city: 'Show Low' },
      page: 2,
    });
    expect(readHomeUrl('?city=Pine&page=0').page).toBe(1);
    expect(readHomeUrl('?city=Pine&page=abc').page).toBe(1);
  });

  it('reads the other filters cleaned like form input', () => {
    const { filters } = readHomeUrl(
      '?zipCode=85541&minPrice=200,000&minBeds=0&propertyFeatures=pool&propertyFeatures=bogus&justListed=true&propertyType=land',
    );
    expect(filters).toEqual({
      status: 'ACTIVE',
      zipCode: '85541',
      minPrice: 200000,
      minBeds: 1,
      propertyType: 'land',
      justListed: true,
      propertyFeatures: ['pool'],
    });
    expect(readHomeUrl('?zipCode=nope').filters.city).toBe('Payson');
  });

  it('reads status alone as all active listings (the URL after Clear)', () => {
    expect(readHomeUrl('?status=ACTIVE').filters).toEqual({ status: 'ACTIVE' });
  });

  it('writes city and page, leaving page 1 and the ACTIVE status out', () => {
    expect(homeQuery({ filters: { status: 'ACTIVE', city: 'Pine' }, page: 1 })).toBe('city=Pine');
    expect(homeQuery({ filters: { status: 'ACTIVE', city: 'Star Valley' }, page: 2 })).toBe(
      'city=Star+Valley&page=2',
    );
    expect(homeQuery({ filters: { status: 'ACTIVE' }, page: 1 })).toBe('status=ACTIVE');
    expect(
      homeQuery({
        filters: { status: 'ACTIVE', propertyFeatures: ['pool', 'waterfront'] },
        page: 1,
      }),
    ).toBe('propertyFeatures=pool&propertyFeatures=waterfront');
  });

  it('round-trips a search through the URL', () => {
    const search = {
      filters: {
        status: 'ACTIVE',
        address: '12 Main St',
        maxPrice: 500000,
        minBaths: 1.5,
        justListed: true,
      },
      page: 4,
    };
    expect(readHomeUrl(`?${homeQuery(search)}`)).toEqual(search);
  });

  it('fills the form with separators, and knows the active city chip', () => {
    const form = formFromFilters({ status: 'ACTIVE', city: 'Heber', minPrice: 1250000 });
    expect(form).toEqual({ ...EMPTY_SEARCH_FORM, city: 'Heber', minPrice: '1,250,000' });
    expect(activeCity({ status: 'ACTIVE', city: 'Heber', minBeds: 2 })).toBe('Heber');
    expect(activeCity({ status: 'ACTIVE', city: 'Heber', zipCode: '85928' })).toBeNull();
    expect(
      withoutLocation({
        status: 'ACTIVE',
        city: 'Pine',
        zipCode: '85544',
        address: '1 A St',
        mlsNumber: '1',
        minBeds: 2,
      }),
    ).toEqual({ status: 'ACTIVE', minBeds: 2 });
  });
});

describe('the map in the home URL', () => {
  it('keeps the map view and a drawn area through the URL', () => {
    const search = {
      filters: {
        status: 'ACTIVE',
        minBeds: 3,
        polygon: '34.22,-111.36;34.26,-111.36;34.24,-111.3',
      },
      page: 2,
      view: 'map' as const,
    };
    const query = homeQuery(search);
    expect(query).toBe(
      'minBeds=3&polygon=34.22%2C-111.36%3B34.26%2C-111.36%3B34.24%2C-111.3&page=2&view=map',
    );
    expect(readHomeUrl(`?${query}`)).toEqual(search);
  });

  it('drops a malformed area, and a new place replaces an area', () => {
    // what is not coordinates at all is dropped; coordinates the API refuses get its message
    expect(readHomeUrl('?polygon=drop%20table&view=map')).toEqual({
      filters: { status: 'ACTIVE', city: 'Payson' },
      page: 1,
      view: 'map',
    });
    expect(withoutLocation({ status: 'ACTIVE', polygon: '1,1;2,2;1,3', maxPrice: 5 })).toEqual({
      status: 'ACTIVE',
      maxPrice: 5,
    });
    expect(activeCity({ status: 'ACTIVE', city: 'Payson', polygon: '1,1;2,2;1,3' })).toBeNull();
  });
});

describe('validateSearchForm', () => {
  it('puts a message under each maximum below its minimum, compared as sent', () => {
    expect(
      validateSearchForm({
        ...EMPTY_SEARCH_FORM,
        minPrice: '500,000',
        maxPrice: '400,000',
        minBeds: '3',
        maxBeds: '3',
        minSqft: '2,000',
        maxSqft: '1,500',
      }),
    ).toEqual({
      maxPrice: 'Maximum price must be at least the minimum price',
      maxSqft: 'Maximum square footage must be at least the minimum square footage',
    });
    expect(validateSearchForm({ ...EMPTY_SEARCH_FORM, minBaths: '2', maxBaths: '1.5' })).toEqual({
      maxBaths: 'Maximum bathrooms must be at least the minimum bathrooms',
    });
    expect(validateSearchForm({ ...EMPTY_SEARCH_FORM, maxPrice: '1' })).toEqual({});
  });
});
