import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { favoriteProperties } from '../../db/schema';
import { SUMMARY_COLUMNS, type ListingSummaryRow } from '../listings/store';

/**
 * One saved listing: its id, and its card columns when the site may still show it (all
 * null when the feed has since withheld it from public display).
 */
export type FavoriteRow = { favorite_id: number } & (
  ListingSummaryRow | { [K in keyof ListingSummaryRow]: null }
);

/** The user's favorites, newest saved first, with the card columns of each listing. */
export async function listFavorites(db: Database, userId: number): Promise<FavoriteRow[]> {
  // The favorites are picked first (primary key: user_id leads), then each listing is read
  // by its id; the inner select names only its own columns, so the card columns stay unambiguous.
  return queryRows<FavoriteRow>(
    db,
    sql`SELECT f.favorite_id, ${SUMMARY_COLUMNS}
        FROM (SELECT property_id AS favorite_id, created_at AS saved_at
              FROM favorite_properties WHERE user_id = ${userId}) f
        LEFT JOIN listings ON listings.id = f.favorite_id AND listings.idx_display_allowed
        ORDER BY f.saved_at DESC, f.favorite_id DESC`,
  );
}

/**
 * Saves a listing for the user when the site may show it. `found` is false when there is
 * no such displayable listing; `added` is false when it was saved already.
 */
export async function addFavorite(
  db: Database,
  userId: number,
  propertyId: number,
): Promise<{ found: boolean; added: boolean }> {
  const [row] = await queryRows<{ found: boolean; added: boolean }>(
    db,
    sql`WITH target AS (
          SELECT id FROM listings WHERE id = ${propertyId} AND idx_display_allowed
        ), saved AS (
          INSERT INTO favorite_properties (user_id, property_id)
          SELECT ${userId}, id FROM target
          ON CONFLICT (user_id, property_id) DO NOTHING
          RETURNING property_id
        )
        SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM saved) AS added`,
  );
  return { found: row?.found ?? false, added: row?.added ?? false };
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
