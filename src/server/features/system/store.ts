import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { listingChanges, mlsSyncState } from '../../db/schema';

/** When the last successful MLS sync finished, or null before the first one. */
export async function latestListingUpdate(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: mlsSyncState.lastSuccessAt })
    .from(mlsSyncState)
    .where(eq(mlsSyncState.id, 1));
  return row?.at ?? null;
}

/** The number of the last committed change of the listings (0 before any). */
export async function listingsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: mlsSyncState.listingsVersion })
    .from(mlsSyncState)
    .where(eq(mlsSyncState.id, 1));
  return row?.version ?? 0;
}

/** The listings changed by the changes numbered after `after` up to `upTo` (at most `limit` rows). */
export async function listingChangesAfter(
  db: Database,
  after: number,
  upTo: number,
  limit: number,
): Promise<Array<{ version: number; listingId: number }>> {
  return db
    .select({ version: listingChanges.version, listingId: listingChanges.listingId })
    .from(listingChanges)
    .where(and(gt(listingChanges.version, after), lte(listingChanges.version, upTo)))
    .orderBy(asc(listingChanges.version))
    .limit(limit);
}
