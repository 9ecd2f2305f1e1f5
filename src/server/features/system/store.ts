import { max } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { listings } from '../../db/schema';

/** When any listing in our copy last changed, or null before the first sync. */
export async function latestListingUpdate(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: max(listings.updatedAt) }).from(listings);
  return row?.at ?? null;
}
