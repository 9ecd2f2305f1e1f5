import type { FastifyBaseLogger } from 'fastify';
import { propertySearchQuerySchema } from '../../../contract/property-search';
import {
  alertChangeOf,
  isAlreadyTold,
  type AlertChange,
  type ListingEvent,
  newListingAlertSince,
} from '../../../core/saved-search-alerts';
import type { Database } from '../../db/connect';
import {
  committedListingBounds,
  findListingIdsBetween,
  findSearchMatches,
} from '../listings/read-store';
import { toListingSearch } from '../listings/service';
import {
  findAlertingSearches,
  findHistoryBetween,
  findToldStates,
  readAlertCursors,
  storeMatches,
  toldKey,
  type NewMatch,
  type StoredSearchQuery,
} from './alert-store';

/** A search as the listings store runs it. */
type ListingSearch = ReturnType<typeof toListingSearch>;

/**
 * A stored search as the listings store runs it: the query read by the contract of GET
 * /api/properties and converted by the listings service, exactly as the API does (one
 * implementation of the search rules). Null for a query the contract refuses.
 */
export function listingSearchOf(query: StoredSearchQuery): ListingSearch | null {
  const parsed = propertySearchQuerySchema.safeParse(query);
  return parsed.success ? toListingSearch(parsed.data) : null;
}

/** The filters of a search (paging and order left out): equal keys find the same listings. */
function filterKey(search: ListingSearch): string {
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = search;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The searches to evaluate, each distinct search once with the saved searches that share it,
 * and how many stored queries the contract refused (skipped, never guessed at).
 */
function distinctSearches(stored: readonly { id: number; query: StoredSearchQuery }[]) {
  const byKey = new Map<string, { search: ListingSearch; searchIds: number[] }>();
  let invalid = 0;
  for (const { id, query } of stored) {
    const search = listingSearchOf(query);
    if (!search) {
      invalid += 1;
      continue;
    }
    const key = filterKey(search);
    const entry = byKey.get(key);
    if (entry) entry.searchIds.push(id);
    else byKey.set(key, { search, searchIds: [id] });
  }
  return { distinct: [...byKey.values()], invalid };
}

/** Each candidate listing and what changed: new ones by id, the others from their history. */
function candidatesOf(
  newIds: readonly number[],
  history: readonly (ListingEvent & { listingId: number })[],
): Map<number, AlertChange> {
  const events = new Map<number, ListingEvent[]>();
  for (const event of history) {
    const list = events.get(event.listingId);
    if (list) list.push(event);
    else events.set(event.listingId, [event]);
  }
  const candidates = new Map<number, AlertChange>();
  for (const [listingId, list] of events) {
    const change = alertChangeOf(list);
    if (change) candidates.set(listingId, change);
  }
  // new to us is news whatever else happened to it since
  for (const id of newIds) candidates.set(id, { reason: 'new', oldPrice: null, newPrice: null });
  return candidates;
}

export type MatchRun = {
  candidates: number;
  searches: number;
  distinctSearches: number;
  invalidSearches: number;
  matched: number;
  /** False when another run moved the cursors first (nothing was written). */
  stored: boolean;
};

export type AlertMatcher = ReturnType<typeof createAlertMatcher>;

/**
 * The alert matcher (decision 023): the listings that are new, reduced in price or back on the
 * market since its cursors, against every saved search that wants alerts, by the search API's
 * own WHERE clause; a match is queued unless the search was already told that listing at its
 * current price and status. The matches and the moved cursors are written in one transaction.
 */
export function createAlertMatcher(deps: {
  db: Database;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async run(): Promise<MatchRun> {
      const bounds = await committedListingBounds(db);
      const from = await readAlertCursors(db);
      // the largest listing may have been deleted since: cursors never go back
      const to = {
        listingId: Math.max(from.listingId, bounds.listingId),
        historyId: Math.max(from.historyId, bounds.historyId),
      };
      const run: MatchRun = {
        candidates: 0,
        searches: 0,
        distinctSearches: 0,
        invalidSearches: 0,
        matched: 0,
        stored: true,
      };
      if (to.listingId === from.listingId && to.historyId === from.historyId) return run;

      const newIds = await findListingIdsBetween(
        db,
        from.listingId,
        to.listingId,
        newListingAlertSince(now()),
      );
      const history = await findHistoryBetween(db, from.historyId, to.historyId, to.listingId);
      const candidates = candidatesOf(newIds, history);
      run.candidates = candidates.size;
      const matches: NewMatch[] = [];
      if (candidates.size > 0) {
        const stored = await findAlertingSearches(db);
        const { distinct, invalid } = distinctSearches(stored);
        run.searches = stored.length;
        run.distinctSearches = distinct.length;
        run.invalidSearches = invalid;
        const found = await findSearchMatches(
          db,
          distinct.map((d) => d.search),
          [...candidates.keys()],
        );
        const pairs = found.flatMap((f) =>
          distinct[f.search]!.searchIds.map((searchId) => ({ ...f, searchId })),
        );
        const told = await findToldStates(
          db,
          [...new Set(pairs.map((p) => p.searchId))],
          [...new Set(pairs.map((p) => p.id))],
        );
        for (const pair of pairs) {
          const change = candidates.get(pair.id)!;
          const sent = told.get(toldKey(pair.searchId, pair.id));
          if (isAlreadyTold(sent, pair, change.reason)) continue;
          matches.push({
            searchId: pair.searchId,
            listingId: pair.id,
            reason: change.reason,
            oldPrice: change.oldPrice,
            newPrice: pair.price,
          });
        }
      }
      run.matched = matches.length;
      run.stored = await storeMatches(db, { from, to, matches, at: now() });
      if (run.invalidSearches > 0) {
        deps.logger.warn(
          { invalid: run.invalidSearches },
          'saved searches whose query the search contract refuses were skipped',
        );
      }
      return run;
    },
  };
}
