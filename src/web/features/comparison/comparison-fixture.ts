import type { ComparableProperty, ComparisonResponse } from '../../../contract/comparison';
import { ok, stubApi, type Answer } from '../../testing/api-stub';
import { listingSummary } from '../../testing/listing-fixtures';
import { siteInfoFixture } from '../../testing/site-info-fixture';

function comparable(
  id: number,
  price: number,
  priceDifference: number,
  priceDifferencePercent: number,
  overrides: Partial<ComparableProperty> = {},
): ComparableProperty {
  return {
    ...listingSummary(id, { price }),
    priceDifference,
    priceDifferencePercent,
    cityDistanceKm: 0,
    ...overrides,
  };
}

/** The comparison of listing 42 ($400,000) with four comparables, as the API answers it. */
export function comparisonReply(overrides: Partial<ComparisonResponse> = {}): ComparisonResponse {
  return {
    mainProperty: listingSummary(42, { address: '402 W Ponderosa Ln' }),
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

/** The last sync the site info reports in these tests (11:05 AM in Arizona). */
export const SYNCED_AT = '2026-11-21T18:05:00.000Z';

/** The API with `routes`, its site info telling the last sync (the pages' data-source note). */
export const stubComparisonApi = (routes: Record<string, Answer> = {}) =>
  stubApi({ '/api/site': ok(siteInfoFixture({ listingsUpdatedAt: SYNCED_AT })), ...routes });
