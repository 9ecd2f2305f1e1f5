import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SavedSearchFrequency, SavedSearchQuery } from '../../../core/saved-searches';
import type { Database } from '../../db/connect';
import { savedSearches, savedSearchMatches } from '../../db/schema';

/*
 * The visitor's saved searches (saved_searches). Every read and write by id names the owner in
 * its WHERE clause, so another visitor's id finds nothing. The alert files beside this one read
 * the table for matching and sending.
 */

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export type NewSavedSearch = {
  name: string;
  frequency: SavedSearchFrequency;
  query: SavedSearchQuery;
};

/** Transaction-scoped advisory locks of saving, one per user (first key of the pair). */
const SAVE_LOCK_SPACE = 724_119_023;

const owned = (userId: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/**
 * Stores a search for the user unless they already keep `max`: null then. Saves of one user
 * wait for each other (a lock per user), so two at once cannot pass the limit together. A name
 * the user already has fails on the unique index (`isNameTaken`).
 */
export async function insertSavedSearch(
  db: Database,
  userId: number,
  search: NewSavedSearch,
  max: number,
): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAVE_LOCK_SPACE}, ${userId}::int)`);
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...search, userId })
      .returning();
    return row!;
  });
}

/** The user's searches, newest first (saved_searches_user_idx). */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Changes one of the user's searches; null when it is not theirs (or gone). A new query drops
 * the listings its old filters had matched for the next alert: they need not fit the new ones.
 */
export async function updateSavedSearch(
  db: Database,
  userId: number,
  id: number,
  changes: Partial<NewSavedSearch>,
): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(savedSearches).set(changes).where(owned(userId, id)).returning();
    if (row && changes.query) {
      await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, row.id));
    }
    return row ?? null;
  });
}

/** Deletes one of the user's searches (its alert rows go with it); false when it is not theirs. */
export async function deleteSavedSearch(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(owned(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Whether a unique violation is the one-name-per-user rule (else it is something else). */
export function isNameTaken(constraint: string | null): boolean {
  return constraint === 'saved_searches_user_name_key';
}
