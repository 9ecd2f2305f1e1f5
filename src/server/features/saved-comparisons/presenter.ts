import type { PropertySummary } from '../../../contract/properties';
import type {
  ContactComparison,
  SavedComparison,
  SharedComparison,
} from '../../../contract/saved-comparisons';
import type { ComparisonRow } from './store';

/** The cards of the listings the site may still show, by id. */
export type ShownListings = ReadonlyMap<number, PropertySummary>;

/** Each saved listing in column order: available with its card, or no longer available. */
function listingsOf(row: ComparisonRow, shown: ShownListings) {
  return row.propertyIds.map((id) => {
    const property = shown.get(id) ?? null;
    return { id, available: property !== null, property };
  });
}

/** A comparison as its owner sees it (fields listed: a new column never leaks). */
export function presentComparison(
  row: ComparisonRow,
  shown: ShownListings,
  url: string,
): SavedComparison {
  return {
    id: row.id,
    name: row.name,
    propertyIds: row.propertyIds,
    listings: listingsOf(row, shown),
    shareId: row.shareId,
    url,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A contact's comparison as staff see it: who saved it, too. */
export function presentContactComparison(
  row: ComparisonRow,
  shown: ShownListings,
  url: string,
): ContactComparison {
  return {
    ...presentComparison(row, shown, url),
    contactId: row.contactId ?? 0,
    createdBy: row.createdBy,
  };
}

/** What a link shows to whoever holds it: the name and the listings, nothing about the owner. */
export function presentShared(row: ComparisonRow, shown: ShownListings): SharedComparison {
  return {
    name: row.name,
    listings: row.propertyIds.map((id) => ({ id, available: shown.has(id) })),
  };
}
