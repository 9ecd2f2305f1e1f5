import { describe, expect, it } from 'vitest';
import {
  COUNTY_PARCEL_SITES,
  countyFromParcelNumber,
  parcelCounty,
  parcelLinks,
} from './parcel-links';

const urls = (result: ReturnType<typeof parcelLinks>) =>
  result?.links.map((l) => [l.kind, l.url]) ?? null;

describe('parcelLinks', () => {
  it('Gila: assessor, parcel map and tax records, by city', () => {
    const result = parcelLinks({ parcelNumber: '302-15-123A', city: 'Payson' });
    expect(result?.county).toBe('Gila');
    expect(urls(result)).toEqual([
      ['assessor', `${COUNTY_PARCEL_SITES.Gila.assessor}302-15-123A`],
      ['parcelMap', `${COUNTY_PARCEL_SITES.Gila.parcelMap}302-15-123A`],
      ['taxRecords', `${COUNTY_PARCEL_SITES.Gila.taxRecords}302-15-123A`],
    ]);
    expect(result?.links.map((l) => l.label)).toEqual([
      'Gila County Assessor',
      'Parcel Map',
      'Tax Records',
    ]);
  });

  it('Navajo: no parcel map; the city wins over an overlapping book (206 is also Maricopa)', () => {
    const result = parcelLinks({ parcelNumber: '206-33-014', city: 'Show Low' });
    expect(result?.county).toBe('Navajo');
    expect(urls(result)).toEqual([
      ['assessor', `${COUNTY_PARCEL_SITES.Navajo.assessor}206-33-014`],
      ['taxRecords', `${COUNTY_PARCEL_SITES.Navajo.taxRecords}206-33-014`],
    ]);
  });

  it('Yavapai: by city, and book 120 by pattern alone', () => {
    expect(parcelLinks({ parcelNumber: '103-01-002F', city: 'Prescott Valley' })?.county).toBe(
      'Yavapai',
    );
    expect(urls(parcelLinks({ parcelNumber: '120-45-678', city: null }))).toEqual([
      ['assessor', `${COUNTY_PARCEL_SITES.Yavapai.assessor}120-45-678`],
      ['taxRecords', `${COUNTY_PARCEL_SITES.Yavapai.taxRecords}120-45-678`],
    ]);
  });

  it('Maricopa: a Phoenix parcel in the Gila book range goes to Maricopa by city', () => {
    const result = parcelLinks({ parcelNumber: '303-12-345', city: 'Phoenix' });
    expect(result?.county).toBe('Maricopa');
    expect(urls(result)).toEqual([
      ['assessor', 'https://mcassessor.maricopa.gov/mcs/?q=303-12-345'],
      ['taxRecords', `${COUNTY_PARCEL_SITES.Maricopa.taxRecords}303-12-345`],
    ]);
    // without a city, a book only Maricopa has
    expect(parcelLinks({ parcelNumber: '165-41-990', city: 'Nowhere' })?.county).toBe('Maricopa');
  });

  it('unknown: no city or county we cover and no known parcel format gives no links', () => {
    expect(parcelLinks({ parcelNumber: 'R0012345', city: 'Tucson' })).toBeNull();
    expect(parcelLinks({ parcelNumber: '999-99-999', city: null })).toBeNull();
    expect(parcelLinks({ parcelNumber: '   ', city: 'Payson' })).toBeNull();
  });

  it('URL-encodes the parcel number in the query string', () => {
    const result = parcelLinks({ parcelNumber: '301-01-001 & x=1', city: 'Pine' });
    expect(result?.links[0]?.url).toBe(
      `${COUNTY_PARCEL_SITES.Gila.assessor}301-01-001%20%26%20x%3D1`,
    );
  });
});

describe('parcelCounty', () => {
  it('prefers the listing county, then the city (any case, with ", AZ"), then the pattern', () => {
    expect(
      parcelCounty({ parcelNumber: '206-33-014', county: 'Maricopa County', city: 'Heber' }),
    ).toBe('Maricopa');
    expect(parcelCounty({ parcelNumber: '206-33-014', city: 'STAR VALLEY, AZ' })).toBe('Gila');
    expect(parcelCounty({ parcelNumber: '206-33-014', county: 'Apache', city: 'Alpine' })).toBe(
      'Navajo',
    );
  });
});

describe('countyFromParcelNumber', () => {
  it('reads the book of BBB-MM-PPP[A-F], with or without dashes', () => {
    expect(countyFromParcelNumber('305-26-713')).toBe('Gila');
    expect(countyFromParcelNumber('30526713B')).toBe('Gila');
    expect(countyFromParcelNumber('212-68-137')).toBe('Navajo');
    expect(countyFromParcelNumber('101-71-850F')).toBe('Yavapai');
    expect(countyFromParcelNumber('239-18-918')).toBe('Maricopa');
    expect(countyFromParcelNumber('099-00-000')).toBeNull();
    expect(countyFromParcelNumber('302-15-123G')).toBeNull();
  });
});
