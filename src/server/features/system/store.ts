import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { mlsSyncState } from '../../db/schema';

/** When the last successful MLS sync finished, or null before the first one. */
export async function latestListingUpdate(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: mlsSyncState.lastSuccessAt })
    .from(mlsSyncState)
    .where(eq(mlsSyncState.id, 1));
  return row?.at ?? null;
}
