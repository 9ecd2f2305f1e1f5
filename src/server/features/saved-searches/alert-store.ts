import { sql } from 'drizzle-orm';
import type { AlertFrequency, AlertReason, ListingEvent } from '../../../core/saved-search-alerts';
import { queryRows, type Database } from '../../db/connect';

/*
 * The SQL of saved-search alerts (decision 023): the matcher's cursors (saved_search_state),
 * the listing history it reads, pending matches (saved_search_matches), what was told
 * (saved_search_sent), the batches due and their marking, and the unsubscribe switch. The
 * saved searches themselves are the saved-searches store's; here only what alerts need.
 */

export type AlertCursors = { listingId: number; historyId: number };

/** How far the matcher has read (row 1, seeded by migration 0020). */
export async function readAlertCursors(db: Database): Promise<AlertCursors> {
  const [row] = await queryRows<{ last_listing_id: number; last_history_id: number }>(
    db,
    sql`SELECT last_listing_id, last_history_id FROM saved_search_state WHERE id = 1`,
  );
  return { listingId: row?.last_listing_id ?? 0, historyId: row?.last_history_id ?? 0 };
}

export type HistoryEvent = ListingEvent & { listingId: number };

/**
 * The price and status changes recorded after `afterId` up to `upToId`, oldest first, of
 * listings up to `maxListingId` (a larger one is new to the matcher's next run, and told as
 * new then).
 */
export async function findHistoryBetween(
  db: Database,
  afterId: number,
  upToId: number,
  maxListingId: number,
): Promise<HistoryEvent[]> {
  const rows = await queryRows<{
    listing_id: number;
    kind: 'price' | 'status';
    old_price: string | number | null;
    new_price: string | number | null;
    old_status: string | null;
    new_status: string | null;
  }>(
    db,
    sql`SELECT listing_id, kind, old_price, new_price, old_status, new_status
        FROM listing_history
        WHERE id > ${afterId} AND id <= ${upToId} AND listing_id <= ${maxListingId}
        ORDER BY id`,
  );
  return rows.map((r) => ({
    listingId: r.listing_id,
    kind: r.kind,
    oldPrice: r.old_price === null ? null : Number(r.old_price),
    newPrice: r.new_price === null ? null : Number(r.new_price),
    oldStatus: r.old_status,
    newStatus: r.new_status,
  }));
}

export type StoredSearchQuery = Record<string, string | string[]>;

export type AlertingSearch = { id: number; query: StoredSearchQuery };

/** Every saved search that wants alerts (frequency other than off). */
export async function findAlertingSearches(db: Database): Promise<AlertingSearch[]> {
  return queryRows<AlertingSearch>(
    db,
    sql`SELECT id, query FROM saved_searches WHERE frequency <> 'off' ORDER BY id`,
  );
}

export type ToldState = { price: number | null; status: string };

/** The key of a search and listing pair in findToldStates' map. */
export const toldKey = (searchId: number, listingId: number) => `${searchId}:${listingId}`;

/** What earlier alerts told of these listings, by `searchId:listingId`. */
export async function findToldStates(
  db: Database,
  searchIds: readonly number[],
  listingIds: readonly number[],
): Promise<Map<string, ToldState>> {
  if (searchIds.length === 0 || listingIds.length === 0) return new Map();
  const rows = await queryRows<{
    saved_search_id: number;
    listing_id: number;
    price: string | number | null;
    status: string;
  }>(
    db,
    sql`SELECT saved_search_id, listing_id, price, status FROM saved_search_sent
        WHERE saved_search_id = ANY(${`{${searchIds.join(',')}}`}::int[])
          AND listing_id = ANY(${`{${listingIds.join(',')}}`}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      toldKey(r.saved_search_id, r.listing_id),
      { price: r.price === null ? null : Number(r.price), status: r.status },
    ]),
  );
}

export type NewMatch = {
  searchId: number;
  listingId: number;
  reason: AlertReason;
  oldPrice: number | null;
  newPrice: number | null;
};

/**
 * Queues the matches and moves the cursors from `from` to `to`, in one transaction; false
 * (nothing written) when the cursors are no longer at `from`: another run got there first.
 * A listing already pending for a search keeps being told as new or back on market, with its
 * first old price; a search or listing deleted meanwhile is skipped.
 */
export async function storeMatches(
  db: Database,
  change: { from: AlertCursors; to: AlertCursors; matches: readonly NewMatch[]; at: Date },
): Promise<boolean> {
  const { from, to, matches, at } = change;
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE saved_search_state
          SET last_listing_id = ${to.listingId}, last_history_id = ${to.historyId},
              last_matched_at = ${at.toISOString()}::timestamptz, updated_at = now()
          WHERE id = 1 AND last_listing_id = ${from.listingId}
            AND last_history_id = ${from.historyId}
          RETURNING id`,
    );
    if (moved.length === 0) return false;
    if (matches.length === 0) return true;
    // arrays rather than JSON: a refresh can queue a few hundred thousand matches
    const list = (values: readonly (number | string | null)[]) =>
      `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
    await tx.execute(
      sql`INSERT INTO saved_search_matches
            (saved_search_id, listing_id, reason, old_price, new_price, matched_at)
          SELECT m.saved_search_id, m.listing_id, m.reason, m.old_price, m.new_price,
                 ${at.toISOString()}::timestamptz
          FROM unnest(${list(matches.map((m) => m.searchId))}::int[],
                      ${list(matches.map((m) => m.listingId))}::int[],
                      ${list(matches.map((m) => m.reason))}::text[],
                      ${list(matches.map((m) => m.oldPrice))}::numeric[],
                      ${list(matches.map((m) => m.newPrice))}::numeric[])
            AS m(saved_search_id, listing_id, reason, old_price, new_price)
          WHERE EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = m.saved_search_id)
            AND EXISTS (SELECT 1 FROM listings l WHERE l.id = m.listing_id)
          ON CONFLICT (saved_search_id, listing_id) DO UPDATE SET
            reason = CASE WHEN saved_search_matches.reason IN ('new', 'back-on-market')
                          THEN saved_search_matches.reason ELSE excluded.reason END,
            old_price = coalesce(saved_search_matches.old_price, excluded.old_price),
            new_price = excluded.new_price,
            matched_at = excluded.matched_at`,
    );
    return true;
  });
}

export type PendingBatch = {
  userId: number;
  frequency: AlertFrequency;
  /** The user's last batch of this frequency (any of their searches of it), or null. */
  lastSentAt: Date | null;
  /** The oldest search of the batch that has pending matches. */
  firstCreatedAt: Date;
};

/** Each user and frequency with pending matches (frequencies other than off). */
export async function findPendingBatches(db: Database): Promise<PendingBatch[]> {
  const rows = await queryRows<{
    user_id: number;
    frequency: AlertFrequency;
    last_sent_at: Date | string | null;
    first_created_at: Date | string;
  }>(
    db,
    sql`WITH pending AS (SELECT DISTINCT saved_search_id FROM saved_search_matches)
        SELECT s.user_id, s.frequency, max(s.last_sent_at) AS last_sent_at,
               min(s.created_at) FILTER (WHERE p.saved_search_id IS NOT NULL) AS first_created_at
        FROM saved_searches s LEFT JOIN pending p ON p.saved_search_id = s.id
        WHERE s.frequency <> 'off'
        GROUP BY s.user_id, s.frequency
        HAVING count(p.saved_search_id) > 0
        ORDER BY s.user_id, s.frequency`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    frequency: r.frequency,
    lastSentAt: r.last_sent_at === null ? null : new Date(r.last_sent_at),
    firstCreatedAt: new Date(r.first_created_at),
  }));
}

export type BatchSearch = { id: number; name: string; query: StoredSearchQuery };

export type PendingMatch = {
  searchId: number;
  listingId: number;
  reason: AlertReason;
  oldPrice: number | null;
  newPrice: number | null;
};

export type LockedBatch = {
  email: string;
  firstName: string;
  searches: BatchSearch[];
  matches: PendingMatch[];
};

/**
 * A user's searches of one frequency and their pending matches, the searches locked until the
 * transaction `tx` ends (a rename, a change or a delete waits for the batch). Null when the user
 * has no such search with a pending match any more.
 */
export async function lockBatch(
  tx: Database,
  userId: number,
  frequency: AlertFrequency,
): Promise<LockedBatch | null> {
  const searches = await queryRows<{
    id: number;
    name: string;
    query: StoredSearchQuery;
    email: string;
    first_name: string;
  }>(
    tx,
    sql`SELECT s.id, s.name, s.query, u.email, u.first_name
        FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = ${userId} AND s.frequency = ${frequency}
        ORDER BY s.id
        FOR UPDATE OF s`,
  );
  if (searches.length === 0) return null;
  const matches = await queryRows<{
    saved_search_id: number;
    listing_id: number;
    reason: AlertReason;
    old_price: string | number | null;
    new_price: string | number | null;
  }>(
    tx,
    sql`SELECT saved_search_id, listing_id, reason, old_price, new_price
        FROM saved_search_matches
        WHERE saved_search_id = ANY(${`{${searches.map((s) => s.id).join(',')}}`}::int[])
        ORDER BY saved_search_id, matched_at, listing_id`,
  );
  if (matches.length === 0) return null;
  return {
    email: searches[0]!.email,
    firstName: searches[0]!.first_name,
    searches: searches.map(({ id, name, query }) => ({ id, name, query })),
    matches: matches.map((m) => ({
      searchId: m.saved_search_id,
      listingId: m.listing_id,
      reason: m.reason,
      oldPrice: m.old_price === null ? null : Number(m.old_price),
      newPrice: m.new_price === null ? null : Number(m.new_price),
    })),
  };
}

/**
 * Marks a batch done in its transaction: what it told recorded per search and listing (price
 * and status, so the listing is told again only when they change), every match it read
 * deleted (told, or dropped: gone, hidden, no longer matching), and the searches it told
 * stamped with `at`.
 */
export async function markBatchSent(
  tx: Database,
  batch: {
    read: readonly { searchId: number; listingId: number }[];
    told: readonly { searchId: number; listingId: number; price: number | null; status: string }[];
    at: Date;
  },
): Promise<void> {
  const at = batch.at.toISOString();
  if (batch.told.length > 0) {
    const told = JSON.stringify(
      batch.told.map((t) => ({
        saved_search_id: t.searchId,
        listing_id: t.listingId,
        price: t.price,
        status: t.status,
      })),
    );
    await tx.execute(
      sql`INSERT INTO saved_search_sent (saved_search_id, listing_id, price, status, sent_at)
          SELECT t.saved_search_id, t.listing_id, t.price, t.status, ${at}::timestamptz
          FROM jsonb_to_recordset(${told}::jsonb)
            AS t(saved_search_id int, listing_id int, price numeric, status text)
          ON CONFLICT (saved_search_id, listing_id) DO UPDATE SET
            price = excluded.price, status = excluded.status, sent_at = excluded.sent_at`,
    );
    const searchIds = [...new Set(batch.told.map((t) => t.searchId))];
    await tx.execute(
      sql`UPDATE saved_searches SET last_sent_at = ${at}::timestamptz
          WHERE id = ANY(${`{${searchIds.join(',')}}`}::int[])`,
    );
  }
  if (batch.read.length > 0) {
    const read = JSON.stringify(
      batch.read.map((r) => ({ saved_search_id: r.searchId, listing_id: r.listingId })),
    );
    await tx.execute(
      sql`DELETE FROM saved_search_matches m
          USING jsonb_to_recordset(${read}::jsonb) AS r(saved_search_id int, listing_id int)
          WHERE m.saved_search_id = r.saved_search_id AND m.listing_id = r.listing_id`,
    );
  }
}

/** Pending matches of searches switched off: an off search is told nothing, now or later. */
export async function dropMatchesOfSearchesOff(db: Database): Promise<number> {
  const rows = await queryRows<{ saved_search_id: number }>(
    db,
    sql`DELETE FROM saved_search_matches m USING saved_searches s
        WHERE s.id = m.saved_search_id AND s.frequency = 'off'
        RETURNING m.saved_search_id`,
  );
  return rows.length;
}

export type UnsubscribeSearch = { id: number; name: string; frequency: AlertFrequency };

/** The user's searches among `ids` (an unsubscribe link's), in id order. */
export async function findSearchesOfUser(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<UnsubscribeSearch[]> {
  if (ids.length === 0) return [];
  return queryRows<UnsubscribeSearch>(
    db,
    sql`SELECT id, name, frequency FROM saved_searches
        WHERE user_id = ${userId} AND id = ANY(${`{${ids.join(',')}}`}::int[])
        ORDER BY id`,
  );
}

/** Switches the user's searches among `ids` to off, their pending matches dropped. */
export async function turnAlertsOff(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const list = `{${ids.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE saved_searches SET frequency = 'off', updated_at = now()
          WHERE user_id = ${userId} AND id = ANY(${list}::int[]) AND frequency <> 'off'`,
    );
    await tx.execute(
      sql`DELETE FROM saved_search_matches m USING saved_searches s
          WHERE s.id = m.saved_search_id AND s.user_id = ${userId}
            AND m.saved_search_id = ANY(${list}::int[])`,
    );
  });
}
