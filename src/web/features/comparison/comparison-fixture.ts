import type { ComparableProperty, ComparisonResponse } from '../../../contract/comparison';
import type { PropertySummary } from '../../../contract/properties';

/** A listing card's fields; override what a test is about. */
export function summary(id: number, overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id,
    mlsNumber: String(6_200_000 + id),
    address: `${id} W Ponderosa Ln`,
    city: 'Payson',
    state: 'AZ',
    zipCode: '85541',
    price: 400_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    lotSize: 0.25,
    yearBuilt: 2001,
    propertyType: 'Residential',
    propertySubType: 'Single Family Residence',
    status: 'ACTIVE',
    daysOnMarket: 20,
    listingDate: '2026-11-02T00:00:00.000Z',
    photos: [`/mls-photos/${id}/1-800.svg`],
    photoCount: 1,
    latitude: 34.23,
    longitude: -111.32,
    isAuction: false,
    HorseYN: false,
    listingAgent: 'Jane Broker',
    listingOffice: 'Rim Country Realty',
    ...overrides,
  };
}

function comparable(
  id: number,
  price: number,
  priceDifference: number,
  priceDifferencePercent: number,
  overrides: Partial<ComparableProperty> = {},
): ComparableProperty {
  return {
    ...summary(id, { price }),
    priceDifference,
    priceDifferencePercent,
    cityDistanceKm: 0,
    ...overrides,
  };
}

/** The comparison of listing 42 ($400,000) with four comparables, as the API answers it. */
export function comparisonReply(overrides: Partial<ComparisonResponse> = {}): ComparisonResponse {
  return {
    mainProperty: summary(42, { address: '402 W Ponderosa Ln' }),
    comparableProperties: [
      comparable(101, 405_000, 5000, 1.3),
      comparable(102, 500_000, 100_000, 25, { bedrooms: 4, squareFeet: 2200 }),
      comparable(103, 398_000, -2000, -0.5, { status: 'SOLD' }),
      comparable(104, 330_000, -70_000, -17.5, { city: 'Star Valley', cityDistanceKm: 6.8 }),
    ],
    searchCriteria: {
      priceRange: { min: 280_000, max: 520_000 },
      bedroomRange: { min: 2, max: 4 },
      squareFeetRange: { min: 1350, max: 2250 },
      propertyType: 'Residential',
      cities: ['Payson', 'Star Valley', 'Pine'],
      closedSince: '2026-05-26',
    },
    ...overrides,
  };
}
