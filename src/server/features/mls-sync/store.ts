import { and, count, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { MLS_CITIES } from '../../../core/mls-cities';
import { queryRows, type Database } from '../../db/connect';
import {
  armlsCacheStatus,
  listingChanges,
  listings,
  mlsCities,
  mlsSyncState,
} from '../../db/schema';
import type { ListingValues } from './normalize';

export type CacheStatusRow = typeof armlsCacheStatus.$inferSelect;
export type CityRow = typeof mlsCities.$inferSelect;
export type SyncStateRow = typeof mlsSyncState.$inferSelect;

/** Creates the city list (from the defaults), a status row per city and the state row, once. */
export async function seedSyncTables(db: Database): Promise<void> {
  await db
    .insert(mlsCities)
    .values(MLS_CITIES.map((c) => ({ name: c.name, county: c.county, priority: c.priority })))
    .onConflictDoNothing({ target: mlsCities.name });
  await db
    .insert(armlsCacheStatus)
    .values(MLS_CITIES.map((c) => ({ city: c.name })))
    .onConflictDoNothing({ target: armlsCacheStatus.city });
  await db.insert(mlsSyncState).values({ id: 1 }).onConflictDoNothing({ target: mlsSyncState.id });
}

export async function listEnabledCities(db: Database): Promise<CityRow[]> {
  return db.select().from(mlsCities).where(eq(mlsCities.enabled, true));
}

export async function listCacheStatus(db: Database) {
  return db
    .select({ status: armlsCacheStatus, city: mlsCities })
    .from(armlsCacheStatus)
    .innerJoin(mlsCities, eq(mlsCities.name, armlsCacheStatus.city));
}

export async function getCacheStatus(db: Database, city: string): Promise<CacheStatusRow | null> {
  const [row] = await db.select().from(armlsCacheStatus).where(eq(armlsCacheStatus.city, city));
  return row ?? null;
}

export async function updateCacheStatus(
  db: Database,
  city: string,
  values: Partial<Omit<CacheStatusRow, 'id' | 'city' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await db.update(armlsCacheStatus).set(values).where(eq(armlsCacheStatus.city, city));
}

export async function readSyncState(db: Database): Promise<SyncStateRow> {
  const [row] = await db.select().from(mlsSyncState).where(eq(mlsSyncState.id, 1));
  if (!row) throw new Error('mls_sync_state row missing (seedSyncTables not run)');
  return row;
}

export async function updateSyncState(
  db: Database,
  values: Partial<Omit<SyncStateRow, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await db.update(mlsSyncState).set(values).where(eq(mlsSyncState.id, 1));
}

// The columns replication writes: all but the generated and bookkeeping ones.
const {
  id: _id,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  searchText: _searchText,
  // kept by a trigger from the price changes (migration 0020), never sent by the feed
  previousPrice: _previousPrice,
  priceChangedAt: _priceChangedAt,
  ...written
} = getTableColumns(listings);
const WRITTEN = Object.entries(written).map(([property, column]) => ({
  property: property as keyof ListingValues,
  name: column.name,
}));
const COLUMN_LIST = WRITTEN.map((c) => `"${c.name}"`).join(', ');
// Every column the feed sets is overwritten on conflict; id and createdAt stay (stable URLs).
const UPDATE_LIST = WRITTEN.filter((c) => c.name !== 'listing_key')
  .map((c) => `"${c.name}" = excluded."${c.name}"`)
  .join(', ');
// What makes a stored listing different: every column the feed sets but the time it was seen.
const COMPARED = WRITTEN.filter((c) => c.name !== 'listing_key' && c.name !== 'synced_at');
const STORED_ROW = COMPARED.map((c) => `listings."${c.name}"`).join(', ');
const SENT_ROW = COMPARED.map((c) => `excluded."${c.name}"`).join(', ');
const UPSERT_SQL = sql.raw(
  `INSERT INTO listings (${COLUMN_LIST}) ` +
    `SELECT ${COLUMN_LIST} FROM jsonb_populate_recordset(NULL::listings, `,
);
// updated_at moves only when something besides synced_at differs, and the statement says
// which rows those were (an inserted row's updated_at is now() too): a re-sent listing that
// did not change costs no kept reply (docs/decisions/015).
const UPSERT_TAIL = sql.raw(
  `::jsonb) ON CONFLICT (listing_key) DO UPDATE SET ${UPDATE_LIST}, updated_at = ` +
    `CASE WHEN (${STORED_ROW}) IS DISTINCT FROM (${SENT_ROW}) THEN now() ELSE listings.updated_at END ` +
    `RETURNING id, listing_key, updated_at = now() AS changed`,
);

/** A transaction (or the database) that statements of one change run on. */
type Executor = Pick<Database, 'execute'>;

/**
 * Records that these listings were inserted, updated or removed, in the transaction that did
 * it: the next `listings_version` (the row lock makes the numbers follow the commits) and a
 * row per listing. Instances compare the version they have seen with the stored one and drop
 * the kept replies of exactly these listings (features/system/listings-watch.ts).
 */
async function recordListingChanges(tx: Executor, ids: Iterable<number>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`UPDATE mls_sync_state SET listings_version = listings_version + 1
        WHERE id = 1 RETURNING listings_version AS version`,
  );
  // before seedSyncTables (a tool's bare database) there is nobody to tell
  if (!row) return;
  await tx.execute(
    sql`INSERT INTO listing_changes (version, listing_id)
        SELECT ${row.version}, unnest(${`{${unique.join(',')}}`}::int[])`,
  );
}

/**
 * Deletes the change records no running instance still needs: older than an hour by the
 * database's clock (instances read them every few seconds; one further behind, or one that
 * finds a number missing, drops all its kept replies instead).
 */
export async function pruneListingChanges(db: Database): Promise<void> {
  await db
    .delete(listingChanges)
    .where(lt(listingChanges.changedAt, sql`now() - interval '1 hour'`));
}

/**
 * Inserts or updates listings by their feed key: re-running a page never duplicates.
 * The rows travel as one JSON parameter that PostgreSQL unpacks with jsonb_populate_recordset:
 * several times faster than binding ~80 parameters per row, and no parameter-count limit.
 * An MLS number names one listing: a stored listing with the number under another key is
 * from a feed we no longer follow (the offline feed, before an admin set the MLS key), so it
 * makes way in the same transaction. Returns how many listings were inserted, changed or
 * removed (recorded with the change, for the kept replies of each instance).
 */
export async function upsertListings(db: Database, rows: ListingValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { property, name } of WRITTEN) record[name] = row[property] ?? null;
    return record;
  });
  const numbers = JSON.stringify(rows.map((row) => ({ k: row.listingKey, m: row.mlsNumber })));
  return db.transaction(async (tx) => {
    const changed: number[] = [];
    const idOfKey = new Map<string, number>();
    const replaced = await queryRows<{ id: number }>(
      tx,
      sql`DELETE FROM listings l USING jsonb_to_recordset(${numbers}::jsonb) AS i(k text, m text)
          WHERE l.mls_number = i.m AND l.listing_key <> i.k RETURNING l.id`,
    );
    for (const { id } of replaced) changed.push(id);
    // A page of 1,000 listings is 10-15 MB of JSON; parsed at once it made PGlite's memory
    // (which never shrinks) grow by about 60 MB. In slices it stays small; still one
    // transaction, so a page is written whole or not at all.
    for (let i = 0; i < records.length; i += UPSERT_SLICE) {
      const written = await queryRows<{ id: number; listing_key: string; changed: boolean }>(
        tx,
        sql`${UPSERT_SQL}${upsertJson(records.slice(i, i + UPSERT_SLICE))}${UPSERT_TAIL}`,
      );
      for (const row of written) {
        idOfKey.set(row.listing_key, row.id);
        if (row.changed) changed.push(row.id);
      }
    }
    changed.push(...(await replaceOpenHouses(tx, rows, idOfKey)));
    await recordListingChanges(tx, changed);
    return new Set(changed).size;
  });
}

/**
 * Replaces the open houses of the listings the rows carry them for (replication's rows; a
 * row without `openHouses` keeps its listing's): the ones sent are inserted or updated by the
 * feed's id (so a stored open house keeps its id, the one its calendar link names), the
 * others of those listings are deleted. Returns the listings whose open houses changed.
 */
async function replaceOpenHouses(
  tx: Executor,
  rows: ListingValues[],
  idOfKey: Map<string, number>,
): Promise<number[]> {
  const listingIds: number[] = [];
  // by feed id: one id sent twice in a page would make the insert fail
  const sent = new Map<string, { l: number; f: string; s: string; e: string; c: string | null }>();
  for (const row of rows) {
    const listingId = idOfKey.get(row.listingKey);
    if (row.openHouses === undefined || listingId === undefined) continue;
    listingIds.push(listingId);
    for (const o of row.openHouses) {
      sent.set(o.feedId, {
        l: listingId,
        f: o.feedId,
        s: o.startsAt.toISOString(),
        e: o.endsAt.toISOString(),
        c: o.comments,
      });
    }
  }
  if (listingIds.length === 0) return [];
  const changed: number[] = [];
  const removed = await queryRows<{ listing_id: number }>(
    tx,
    sql`DELETE FROM open_houses
        WHERE listing_id = ANY(${`{${listingIds.join(',')}}`}::int[])
          AND feed_id NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify([...sent.keys()])}::jsonb))
        RETURNING listing_id`,
  );
  for (const row of removed) changed.push(row.listing_id);
  if (sent.size === 0) return changed;
  // only rows really inserted or changed come back: a re-sent open house costs no kept reply
  const written = await queryRows<{ listing_id: number }>(
    tx,
    sql`INSERT INTO open_houses (listing_id, feed_id, starts_at, ends_at, comments)
        SELECT l, f, s, e, c
        FROM jsonb_to_recordset(${JSON.stringify([...sent.values()])}::jsonb)
          AS o(l int, f text, s timestamptz, e timestamptz, c text)
        ON CONFLICT (feed_id) DO UPDATE SET listing_id = excluded.listing_id,
          starts_at = excluded.starts_at, ends_at = excluded.ends_at, comments = excluded.comments
        WHERE (open_houses.listing_id, open_houses.starts_at, open_houses.ends_at,
               open_houses.comments)
          IS DISTINCT FROM (excluded.listing_id, excluded.starts_at, excluded.ends_at,
               excluded.comments)
        RETURNING listing_id`,
  );
  for (const row of written) changed.push(row.listing_id);
  return changed;
}

/**
 * Deletes the open houses that have ended (the daily `mls.purge-open-houses` job; reads
 * already leave them out). Their listings' kept replies are dropped with the change record.
 */
export async function deleteEndedOpenHouses(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ listing_id: number }>(
      tx,
      sql`DELETE FROM open_houses WHERE ends_at <= ${now.toISOString()}::timestamptz
          RETURNING listing_id`,
    );
    await recordListingChanges(
      tx,
      removed.map((r) => r.listing_id),
    );
    return removed.length;
  });
}

/** Listings written by one statement (docs/PERFORMANCE.md, issue 22: idle memory). */
const UPSERT_SLICE = 250;

function upsertJson(records: Record<string, unknown>[]): string {
  const json = JSON.stringify(records);
  // jsonb refuses the NUL character; a stray one in remarks must not stop the whole page
  if (!json.includes('\\u0000')) return json;
  return JSON.stringify(records, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\0', '') : value,
  );
}

/** Keys of a city's listings that the current full run has not (yet) seen. */
export async function listListingKeysNotSeenSince(
  db: Database,
  city: string,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ key: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.city, city), lt(listings.syncedAt, since)));
  return rows.map((r) => r.key);
}

/** Removes the city's listings the feed did not send since `since` (they left the feed). */
export async function deleteListingsNotSeenSince(
  db: Database,
  city: string,
  since: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(listings)
      .where(and(eq(listings.city, city), lt(listings.syncedAt, since)))
      .returning({ id: listings.id });
    await recordListingChanges(
      tx,
      removed.map((r) => r.id),
    );
    return removed.length;
  });
}

export async function countListings(db: Database, city?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(city ? eq(listings.city, city) : undefined);
  return Number(row?.n ?? 0);
}

/** Listings stored per city (the live counts), by city name; a city with none is absent. */
export async function countListingsByCity(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ city: listings.city, n: count() })
    .from(listings)
    .groupBy(listings.city);
  return new Map(rows.map((r) => [r.city, Number(r.n)]));
}

/** Advisory lock key of a run's start: one instance at a time decides what to queue. */
const SYNC_START_LOCK = 724_119_031;

/**
 * Runs `start` while holding the start lock (a transaction-scoped advisory lock): a second
 * instance's start waits, then sees the run and the jobs the first one queued (its own reads
 * and pg-boss's sends commit as they go, on other connections).
 */
export async function underSyncStartLock<T>(db: Database, start: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_START_LOCK})`);
    return start();
  });
}

/** Cities whose job of this name is queued, waiting for a retry or running (pg-boss's own table). */
export async function citiesWithQueuedJob(db: Database, jobName: string): Promise<Set<string>> {
  const rows = await queryRows<{ city: string | null }>(
    db,
    sql`select distinct data->>'city' as city from pgboss.job
        where name = ${jobName} and state in ('created', 'retry', 'active')`,
  );
  return new Set(rows.flatMap((r) => (r.city ? [r.city] : [])));
}

/**
 * Records the feed listings now come from. When it differs from the recorded one, the old
 * feed's cursors mean nothing: the high-water mark and every city's progress are reset in the
 * same transaction, and the caller starts a full run. Only one caller (of several instances)
 * sees the switch. A database that never recorded a feed just records this one.
 */
export async function recordFeedSource(
  db: Database,
  fingerprint: string,
): Promise<{ switched: boolean }> {
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(mlsSyncState)
      .where(eq(mlsSyncState.id, 1))
      .for('update');
    if (!state || state.feedSource === fingerprint) return { switched: false };
    const switched = state.feedSource !== null;
    await tx
      .update(mlsSyncState)
      .set({
        feedSource: fingerprint,
        ...(switched ? { highWaterMark: null, running: false, stopRequested: false } : {}),
      })
      .where(eq(mlsSyncState.id, 1));
    if (switched) {
      await tx.update(armlsCacheStatus).set({
        isComplete: false,
        cacheProgress: 0,
        cachedProperties: 0,
        lastOffset: 0,
        runStartedAt: null,
      });
    }
    return { switched };
  });
}
