import type { SavedSearch } from '../../../contract/saved-searches';
import { describeSearch, frequencyOf, toSavedQuery } from '../../../core/saved-searches';
import type { SavedSearchRow } from './store';

/** A saved search as its owner sees it (fields listed: a new column never leaks). */
export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    // the column's CHECK holds it to the four values
    frequency: frequencyOf(row.frequency).value,
    // in address order again (jsonb keeps its keys in an order of its own)
    query: toSavedQuery(row.query),
    summary: describeSearch(row.query),
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}
