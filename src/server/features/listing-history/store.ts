import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { listingHistory } from '../../db/schema';

/*
 * The read side of the price and status history (decision 021). The rows are written by a
 * trigger on `listings` (migration 0020); this module only reads them.
 */

/** At most this many changes are shown: the newest ones (a feed that flaps stays readable). */
export const HISTORY_LIMIT = 100;

export type ListingHistoryRow = {
  kind: string;
  oldPrice: number | null;
  newPrice: number | null;
  oldStatus: string | null;
  newStatus: string | null;
  changedAt: Date;
};

/** A listing's recorded changes, oldest first (listing_history_listing_idx: listing_id, id). */
export async function findListingHistory(
  db: Database,
  listingId: number,
): Promise<ListingHistoryRow[]> {
  const newestFirst = await db
    .select({
      kind: listingHistory.kind,
      oldPrice: listingHistory.oldPrice,
      newPrice: listingHistory.newPrice,
      oldStatus: listingHistory.oldStatus,
      newStatus: listingHistory.newStatus,
      changedAt: listingHistory.changedAt,
    })
    .from(listingHistory)
    .where(eq(listingHistory.listingId, listingId))
    .orderBy(desc(listingHistory.id))
    .limit(HISTORY_LIMIT);
  return newestFirst.reverse();
}
