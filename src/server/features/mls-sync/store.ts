import { and, count, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { MLS_CITIES } from '../../../core/mls-cities';
import { queryRows, type Database } from '../../db/connect';
import { armlsCacheStatus, listings, mlsCities, mlsSyncState } from '../../db/schema';
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
const UPSERT_SQL = sql.raw(
  `INSERT INTO listings (${COLUMN_LIST}) ` +
    `SELECT ${COLUMN_LIST} FROM jsonb_populate_recordset(NULL::listings, `,
);
const UPSERT_TAIL = sql.raw(
  `::jsonb) ON CONFLICT (listing_key) DO UPDATE SET ${UPDATE_LIST}, updated_at = now()`,
);

/**
 * Inserts or updates listings by their feed key: re-running a page never duplicates.
 * The rows travel as one JSON parameter that PostgreSQL unpacks with jsonb_populate_recordset:
 * several times faster than binding ~80 parameters per row, and no parameter-count limit.
 * An MLS number names one listing: a stored listing with the number under another key is
 * from a feed we no longer follow (the offline feed, before an admin set the MLS key), so it
 * makes way in the same transaction.
 */
export async function upsertListings(db: Database, rows: ListingValues[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { property, name } of WRITTEN) record[name] = row[property] ?? null;
    return record;
  });
  let json = JSON.stringify(records);
  // jsonb refuses the NUL character; a stray one in remarks must not stop the whole page
  if (json.includes('\\u0000')) {
    json = JSON.stringify(records, (_key, value: unknown) =>
      typeof value === 'string' ? value.replaceAll('\0', '') : value,
    );
  }
  const numbers = JSON.stringify(rows.map((row) => ({ k: row.listingKey, m: row.mlsNumber })));
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM listings l USING jsonb_to_recordset(${numbers}::jsonb) AS i(k text, m text)
          WHERE l.mls_number = i.m AND l.listing_key <> i.k`,
    );
    await tx.execute(sql`${UPSERT_SQL}${json}${UPSERT_TAIL}`);
  });
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
  const removed = await db
    .delete(listings)
    .where(and(eq(listings.city, city), lt(listings.syncedAt, since)))
    .returning({ id: listings.id });
  return removed.length;
}

export async function countListings(db: Database, city?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(city ? eq(listings.city, city) : undefined);
  return Number(row?.n ?? 0);
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
