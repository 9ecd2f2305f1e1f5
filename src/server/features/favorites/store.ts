import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { favoriteProperties } from '../../db/schema';

/** The ids of the user's favorites, newest saved first (the primary key starts with user_id). */
export async function listFavoriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ propertyId: favoriteProperties.propertyId })
    .from(favoriteProperties)
    .where(eq(favoriteProperties.userId, userId))
    .orderBy(desc(favoriteProperties.createdAt), desc(favoriteProperties.propertyId));
  return rows.map((row) => row.propertyId);
}

/**
 * Saves a listing for the user; false when it was saved already. The foreign key refuses a
 * listing that no longer exists (the service checks that the site may show it first).
 */
export async function saveFavorite(
  db: Database,
  userId: number,
  propertyId: number,
): Promise<boolean> {
  const saved = await db
    .insert(favoriteProperties)
    .values({ userId, propertyId })
    .onConflictDoNothing()
    .returning({ propertyId: favoriteProperties.propertyId });
  return saved.length > 0;
}

/** Removes a listing from the user's favorites; false when it was not one. */
export async function removeFavorite(
  db: Database,
  userId: number,
  propertyId: number,
): Promise<boolean> {
  const removed = await db
    .delete(favoriteProperties)
    .where(
      and(eq(favoriteProperties.userId, userId), eq(favoriteProperties.propertyId, propertyId)),
    )
    .returning({ propertyId: favoriteProperties.propertyId });
  return removed.length > 0;
}
