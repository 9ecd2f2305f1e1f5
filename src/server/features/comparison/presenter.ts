import {
  priceDifference,
  type ComparableCriteria,
  type RankedComparable,
} from '../../../core/comparables';
import type { ComparableProperty, ComparisonSearchCriteria } from '../../../contract/comparison';
import type { PropertySummary } from '../../../contract/properties';

/** A comparable's card with its price against the subject's and its town's distance. */
export function presentComparable(
  card: PropertySummary,
  ranked: RankedComparable,
  subjectPrice: number | null,
): ComparableProperty {
  return {
    ...card,
    ...priceDifference(subjectPrice, card.price),
    cityDistanceKm: ranked.cityDistanceKm,
  };
}

/** The criteria as the reply reports them (searchCriteria). */
export function presentCriteria(criteria: ComparableCriteria): ComparisonSearchCriteria {
  return {
    priceRange: criteria.priceRange,
    bedroomRange: criteria.bedroomRange,
    squareFeetRange: criteria.squareFeetRange,
    propertyType: criteria.propertyType,
    cities: criteria.cities.map((c) => c.name),
    closedSince: criteria.closedSince,
  };
}
