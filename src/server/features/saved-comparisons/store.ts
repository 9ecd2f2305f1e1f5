import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { propertyComparisons } from '../../db/schema';

/*
 * Saved comparisons (property_comparisons). Every read and write by id is scoped to its
 * owner in the WHERE clause itself: a visitor's own (user_id), or a CRM contact's (crm +
 * contact_id), so another owner's id finds nothing.
 */

export type ComparisonRow = typeof propertyComparisons.$inferSelect;

/** Who a comparison belongs to: a signed-in visitor, or a contact of a CRM (staff save those). */
export type ComparisonOwner =
  | { kind: 'user'; userId: number }
  | { kind: 'contact'; crm: 'built-in' | 'followupboss'; contactId: number };

/** Transaction-scoped advisory locks of saving, one per owner (first key of the pair). */
const SAVE_LOCK_SPACE = 724_119_027;

const ownedBy = (owner: ComparisonOwner): SQL =>
  owner.kind === 'user'
    ? eq(propertyComparisons.userId, owner.userId)
    : and(
        eq(propertyComparisons.crm, owner.crm),
        eq(propertyComparisons.contactId, owner.contactId),
      )!;

const ownerColumns = (owner: ComparisonOwner) =>
  owner.kind === 'user'
    ? { userId: owner.userId, crm: null, contactId: null }
    : { userId: null, crm: owner.crm, contactId: owner.contactId };

export type NewComparison = {
  shareId: string;
  name: string;
  propertyIds: number[];
  contactName?: string | null;
  createdBy: string;
};

/**
 * Stores a comparison for the owner unless they already keep `max`: null then. Saves of one
 * owner wait for each other (a lock per owner), so two at once cannot pass the limit together.
 * A name the owner already uses fails on its unique index (`isNameTaken`).
 */
export async function insertComparison(
  db: Database,
  owner: ComparisonOwner,
  comparison: NewComparison,
  max: number,
): Promise<ComparisonRow | null> {
  return db.transaction(async (tx) => {
    const key = owner.kind === 'user' ? `user:${owner.userId}` : `${owner.crm}:${owner.contactId}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAVE_LOCK_SPACE}, hashtext(${key}))`);
    const [kept] = await tx.select({ n: count() }).from(propertyComparisons).where(ownedBy(owner));
    if ((kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(propertyComparisons)
      .values({ ...comparison, ...ownerColumns(owner) })
      .returning();
    return row!;
  });
}

/** The owner's comparisons, newest first (property_comparisons_user_idx / _contact_idx). */
export async function listComparisons(
  db: Database,
  owner: ComparisonOwner,
): Promise<ComparisonRow[]> {
  return db
    .select()
    .from(propertyComparisons)
    .where(ownedBy(owner))
    .orderBy(desc(propertyComparisons.createdAt), desc(propertyComparisons.id));
}

/** One of the owner's comparisons; null when it does not exist or is someone else's. */
export async function findOwnedComparison(
  db: Database,
  owner: ComparisonOwner,
  id: number,
): Promise<ComparisonRow | null> {
  const [row] = await db
    .select()
    .from(propertyComparisons)
    .where(and(eq(propertyComparisons.id, id), ownedBy(owner)));
  return row ?? null;
}

/** The comparison a link names, whoever owns it; null when there is none. */
export async function findComparisonByShareId(
  db: Database,
  shareId: string,
): Promise<ComparisonRow | null> {
  const [row] = await db
    .select()
    .from(propertyComparisons)
    .where(eq(propertyComparisons.shareId, shareId));
  return row ?? null;
}

/** Renames one of the owner's comparisons; null when it is not theirs (or gone). */
export async function renameComparison(
  db: Database,
  owner: ComparisonOwner,
  id: number,
  name: string,
): Promise<ComparisonRow | null> {
  const [row] = await db
    .update(propertyComparisons)
    .set({ name })
    .where(and(eq(propertyComparisons.id, id), ownedBy(owner)))
    .returning();
  return row ?? null;
}

/** Deletes one of the owner's comparisons; false when it is not theirs (or already gone). */
export async function deleteComparison(
  db: Database,
  owner: ComparisonOwner,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(propertyComparisons)
    .where(and(eq(propertyComparisons.id, id), ownedBy(owner)))
    .returning({ id: propertyComparisons.id });
  return rows.length > 0;
}

/** Whether a unique violation is the one-name-per-owner rule (else it is something else). */
export function isNameTaken(constraint: string | null): boolean {
  return (
    constraint === 'property_comparisons_user_name_key' ||
    constraint === 'property_comparisons_contact_name_key'
  );
}
