import { and, count, desc, eq, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { contactMonitorState, processedContacts } from '../../db/schema';
import type { BfrContactKey } from './store';

/*
 * The BFR link automation's records: the contacts it handled (processed_contacts, one row per
 * contact of a CRM, claimed by insert so two instances never both handle one) and the one
 * row of contact monitoring's state every instance reads.
 */

export type ProcessedContactRow = typeof processedContacts.$inferSelect;
export type MonitorStateRow = typeof contactMonitorState.$inferSelect;

const STATE_ID = 1;

/**
 * Claims a contact for link generation: a new row, or an unfinished one whose last claim is
 * older than `staleBefore` (its claimant died). Null when it is done or being done elsewhere.
 */
export async function claimContact(
  db: Database,
  contact: BfrContactKey & { contactEmail: string; contactName: string; source: string },
  now: Date,
  staleBefore: Date,
): Promise<ProcessedContactRow | null> {
  const [row] = await db
    .insert(processedContacts)
    .values({ ...contact, processedAt: now, lastChecked: now })
    .onConflictDoUpdate({
      target: [processedContacts.crm, processedContacts.contactId],
      set: { lastChecked: now },
      setWhere: and(
        eq(processedContacts.bfrLinkGenerated, false),
        lt(processedContacts.lastChecked, staleBefore),
      ),
    })
    .returning();
  return row ?? null;
}

/** Records the link a claimed contact was given. */
export async function markLinkGenerated(
  db: Database,
  id: number,
  obfuscatedId: string,
  now: Date,
): Promise<void> {
  await db
    .update(processedContacts)
    .set({ bfrLinkGenerated: true, obfuscatedId, processedAt: now, lastChecked: now })
    .where(eq(processedContacts.id, id));
}

/** The most recently processed contacts of a CRM and how many it has in all. */
export async function recentProcessed(
  db: Database,
  crm: string,
  limit: number,
): Promise<{ rows: ProcessedContactRow[]; total: number }> {
  const rows = await db
    .select()
    .from(processedContacts)
    .where(eq(processedContacts.crm, crm))
    .orderBy(desc(processedContacts.processedAt), desc(processedContacts.id))
    .limit(limit);
  const [all] = await db
    .select({ total: count() })
    .from(processedContacts)
    .where(eq(processedContacts.crm, crm));
  return { rows, total: all?.total ?? 0 };
}

/** The one state row (the migration made it). */
export async function readMonitorState(db: Database): Promise<MonitorStateRow> {
  const [row] = await db
    .select()
    .from(contactMonitorState)
    .where(eq(contactMonitorState.id, STATE_ID));
  if (!row) throw new Error('contact_monitor_state has no row: migration 0015 did not run');
  return row;
}

/** Switches monitoring on (until `activeUntil`, or until stopped when null) or off. */
export async function setMonitoring(
  db: Database,
  change: { isMonitoring: boolean; activeUntil: Date | null; changedBy: string },
  now: Date,
): Promise<MonitorStateRow> {
  const [row] = await db
    .update(contactMonitorState)
    .set({ ...change, updatedAt: now })
    .where(eq(contactMonitorState.id, STATE_ID))
    .returning();
  return row!;
}

/**
 * Turns monitoring off when its window has ended; true when this call did. One statement, so
 * a Start or a new trigger at the same moment is never overwritten by a stale read.
 */
export async function endExpiredWindow(db: Database, now: Date): Promise<boolean> {
  const rows = await db
    .update(contactMonitorState)
    .set({ isMonitoring: false, activeUntil: null, changedBy: 'window ended', updatedAt: now })
    .where(
      and(
        eq(contactMonitorState.id, STATE_ID),
        eq(contactMonitorState.isMonitoring, true),
        lte(contactMonitorState.activeUntil, now),
      ),
    )
    .returning({ id: contactMonitorState.id });
  return rows.length > 0;
}

/** Records a finished check: when it ran and the creation time it has read through. */
export async function recordCheck(
  db: Database,
  check: { lastCheckAt: Date; checkedThrough: Date },
): Promise<void> {
  await db.update(contactMonitorState).set(check).where(eq(contactMonitorState.id, STATE_ID));
}
