import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { obfuscatedBfrLinks } from '../../db/schema';
import { queueCrmWrite, type BfrContactKey, type CrmWriteRequest } from './store';

/*
 * The client links to buyer files (obfuscated_bfr_links). One active link per contact of a
 * CRM (a partial unique index): issuing one revokes the contact's active link, and the CRM
 * value naming it is queued in the same transaction.
 */

export type BfrLinkRow = typeof obfuscatedBfrLinks.$inferSelect;

/** Transaction-scoped advisory locks of link issuing, one per contact (first key of the pair). */
const LINK_LOCK_SPACE = 724_119_021;

type NewBfrLink = BfrContactKey & { obfuscatedId: string; contactName: string; createdBy: string };

/**
 * Stores a new active link for the contact, revoking the one it had, and merges `crmWrite`
 * into the contact's pending CRM write, all in one transaction. Two issues for one contact at
 * once run one after the other (a lock per contact), so each revokes the other's link in turn
 * and one active link is left.
 */
export async function issueBfrLink(
  db: Database,
  link: NewBfrLink,
  crmWrite: CrmWriteRequest,
): Promise<{ row: BfrLinkRow; revoked: number }> {
  return db.transaction(async (tx) => {
    await lockContactLinks(tx, link);
    const revoked = await tx
      .update(obfuscatedBfrLinks)
      .set({ isActive: false, revokedAt: sql`now()` })
      .where(activeLinkOf(link))
      .returning({ id: obfuscatedBfrLinks.id });
    const [row] = await tx.insert(obfuscatedBfrLinks).values(link).returning();
    await queueCrmWrite(tx, link, crmWrite);
    return { row: row!, revoked: revoked.length };
  });
}

/**
 * The contact's active link, stored (with its CRM write queued) only when the contact has
 * none: what an automation gives a new contact, however many times it is told about them.
 */
export async function ensureBfrLink(
  db: Database,
  link: NewBfrLink,
  crmWrite: CrmWriteRequest,
): Promise<{ row: BfrLinkRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockContactLinks(tx, link);
    const [active] = await tx.select().from(obfuscatedBfrLinks).where(activeLinkOf(link));
    if (active) return { row: active, created: false };
    const [row] = await tx.insert(obfuscatedBfrLinks).values(link).returning();
    await queueCrmWrite(tx, link, crmWrite);
    return { row: row!, created: true };
  });
}

/** Issues of one contact's links wait for each other until the transaction ends. */
async function lockContactLinks(tx: Pick<Database, 'execute'>, key: BfrContactKey): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LINK_LOCK_SPACE}, hashtext(${`${key.crm}:${key.contactId}`}))`,
  );
}

const activeLinkOf = (key: BfrContactKey) =>
  and(
    eq(obfuscatedBfrLinks.crm, key.crm),
    eq(obfuscatedBfrLinks.contactId, key.contactId),
    eq(obfuscatedBfrLinks.isActive, true),
  );

/** A contact's links, newest first. */
export async function linksOfContact(db: Database, key: BfrContactKey): Promise<BfrLinkRow[]> {
  return db
    .select()
    .from(obfuscatedBfrLinks)
    .where(
      and(eq(obfuscatedBfrLinks.crm, key.crm), eq(obfuscatedBfrLinks.contactId, key.contactId)),
    )
    .orderBy(desc(obfuscatedBfrLinks.createdAt), desc(obfuscatedBfrLinks.id));
}

/** The link of an id, active or not; null when there is none. */
export async function findBfrLink(db: Database, obfuscatedId: string): Promise<BfrLinkRow | null> {
  const [row] = await db
    .select()
    .from(obfuscatedBfrLinks)
    .where(eq(obfuscatedBfrLinks.obfuscatedId, obfuscatedId));
  return row ?? null;
}

/** The active links among `obfuscatedIds` (a grant cookie's), to check them against. */
export async function activeBfrLinks(
  db: Database,
  obfuscatedIds: readonly string[],
): Promise<Pick<BfrLinkRow, 'obfuscatedId' | 'crm' | 'contactId'>[]> {
  if (obfuscatedIds.length === 0) return [];
  return db
    .select({
      obfuscatedId: obfuscatedBfrLinks.obfuscatedId,
      crm: obfuscatedBfrLinks.crm,
      contactId: obfuscatedBfrLinks.contactId,
    })
    .from(obfuscatedBfrLinks)
    .where(
      and(
        inArray(obfuscatedBfrLinks.obfuscatedId, [...obfuscatedIds]),
        eq(obfuscatedBfrLinks.isActive, true),
      ),
    );
}

/**
 * Revokes a link (it opens nothing from now on) and, when it was the contact's active link,
 * queues `crmWrite` (the CRM field cleared) in the same transaction. Returns the link as it
 * is now and whether this call revoked it; null when there is no such link.
 */
export async function revokeBfrLink(
  db: Database,
  obfuscatedId: string,
  crmWrite: CrmWriteRequest,
): Promise<{ row: BfrLinkRow; revoked: boolean } | null> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(obfuscatedBfrLinks)
      .set({ isActive: false, revokedAt: sql`now()` })
      .where(
        and(
          eq(obfuscatedBfrLinks.obfuscatedId, obfuscatedId),
          eq(obfuscatedBfrLinks.isActive, true),
        ),
      )
      .returning();
    if (revoked) {
      await queueCrmWrite(tx, revoked, crmWrite);
      return { row: revoked, revoked: true };
    }
    const [row] = await tx
      .select()
      .from(obfuscatedBfrLinks)
      .where(eq(obfuscatedBfrLinks.obfuscatedId, obfuscatedId));
    return row ? { row, revoked: false } : null;
  });
}
