import { and, eq, sql } from 'drizzle-orm';
import type { BfrFormData } from '../../../core/bfr-fields';
import { queryRows, type Database } from '../../db/connect';
import { bfrCrmWrites, bfrData } from '../../db/schema';

/*
 * The buyer file checklists (bfr_data, one per contact of a CRM) and the outbox of their
 * values for the contact's CRM custom fields (bfr_crm_writes). A save and its outbox entry are
 * one transaction; the writer job claims due entries, so two runs never write one at once.
 */

export type BfrRow = typeof bfrData.$inferSelect;

/** A contact within its CRM: ids of the built-in CRM and of Follow Up Boss overlap. */
export type BfrContactKey = { crm: string; contactId: number };

/** A contact's saved checklist, or null before its first save. */
export async function findBfrData(db: Database, key: BfrContactKey): Promise<BfrRow | null> {
  const [row] = await db
    .select()
    .from(bfrData)
    .where(and(eq(bfrData.crm, key.crm), eq(bfrData.contactId, key.contactId)));
  return row ?? null;
}

/** What a save writes, worked out from the checklist as saved before it (null: first save). */
export type BfrSavePlan = {
  values: BfrFormData;
  contactName: string;
  contactEmail: string;
  updatedBy: string;
  /** CRM custom fields to write (name → value) and their labels; empty: nothing to queue. */
  crmWrite: { fieldValues: Record<string, string>; labels: string[]; requestedBy: string };
};

/** What a CRM write queues: field name → value, the labels for the contact's record, who asked. */
export type CrmWriteRequest = BfrSavePlan['crmWrite'];

/**
 * Merges CRM values into the contact's one pending outbox entry (a newer value replaces a
 * queued one; labels keep their first-queued order, each once). Run inside the transaction
 * that stores what the values come from. Returns how many fields were queued (0: nothing).
 */
export async function queueCrmWrite(
  tx: Pick<Database, 'execute'>,
  key: BfrContactKey,
  crmWrite: CrmWriteRequest,
): Promise<number> {
  const queued = Object.keys(crmWrite.fieldValues).length;
  if (queued === 0) return 0;
  await tx.execute(
    sql`INSERT INTO bfr_crm_writes (crm, contact_id, field_values, labels, requested_by)
        VALUES (${key.crm}, ${key.contactId}, ${JSON.stringify(crmWrite.fieldValues)}::jsonb,
                ${JSON.stringify(crmWrite.labels)}::jsonb, ${crmWrite.requestedBy})
        ON CONFLICT (crm, contact_id) WHERE status = 'pending' DO UPDATE SET
          field_values = bfr_crm_writes.field_values || excluded.field_values,
          labels = (
            SELECT coalesce(jsonb_agg(label ORDER BY first), '[]'::jsonb)
            FROM (
              SELECT label, min(n) AS first
              FROM jsonb_array_elements_text(bfr_crm_writes.labels || excluded.labels)
                   WITH ORDINALITY AS l(label, n)
              GROUP BY label
            ) AS merged
          ),
          requested_by = excluded.requested_by,
          updated_at = now()`,
  );
  return queued;
}

/**
 * Saves a contact's checklist and, in the same transaction, merges the CRM values it changed
 * into the contact's pending outbox entry (one per contact: a newer value replaces a queued
 * one, so the latest checklist is what the CRM gets). The saved row is locked while `plan`
 * compares against it, so two saves of one contact queue what each changed.
 */
export async function saveBfrData(
  db: Database,
  key: BfrContactKey,
  plan: (saved: BfrRow | null) => BfrSavePlan,
): Promise<{ row: BfrRow; queued: number }> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .select()
      .from(bfrData)
      .where(and(eq(bfrData.crm, key.crm), eq(bfrData.contactId, key.contactId)))
      .for('update');
    const { values, contactName, contactEmail, updatedBy, crmWrite } = plan(saved ?? null);
    const columns = { ...values, contactName, contactEmail, updatedBy };
    const [row] = await tx
      .insert(bfrData)
      .values({ ...key, ...columns })
      .onConflictDoUpdate({
        target: [bfrData.crm, bfrData.contactId],
        set: { ...columns, updatedAt: sql`now()` },
      })
      .returning();
    const queued = await queueCrmWrite(tx, key, crmWrite);
    return { row: row!, queued };
  });
}

/** An outbox entry claimed for writing. */
export type DueCrmWrite = {
  id: number;
  crm: string;
  contactId: number;
  fieldValues: Record<string, string>;
  labels: string[];
  attempts: number;
  requestedBy: string | null;
  /** last_error before the claim. */
  previousError: string | null;
};

type ClaimedRow = {
  id: number;
  crm: string;
  contact_id: number;
  field_values: Record<string, string> | string;
  labels: string[] | string;
  attempts: number;
  requested_by: string | null;
  last_error: string | null;
};

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Claims up to `limit` pending entries that are due, oldest first: each is leased (its next
 * attempt moves to `leaseUntil`, so a run that dies hands it back then). Entries another run
 * holds locked are skipped, not waited for.
 */
export async function claimDueCrmWrites(
  db: Database,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<DueCrmWrite[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`WITH due AS (
          SELECT id FROM bfr_crm_writes
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE bfr_crm_writes w
        SET next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, updated_at = now()
        FROM due WHERE w.id = due.id
        RETURNING w.id, w.crm, w.contact_id, w.field_values, w.labels, w.attempts,
                  w.requested_by, w.last_error`,
  );
  return rows
    .map((r) => ({
      id: r.id,
      crm: r.crm,
      contactId: r.contact_id,
      fieldValues: json(r.field_values),
      labels: json(r.labels),
      attempts: r.attempts,
      requestedBy: r.requested_by,
      previousError: r.last_error,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Records a written entry. Only when its values are still the ones written: a save that merged
 * new values in meanwhile leaves it pending (false), due at once, to write those too.
 */
export async function markCrmWriteDelivered(
  db: Database,
  entry: Pick<DueCrmWrite, 'id' | 'fieldValues'>,
  now: Date,
): Promise<boolean> {
  const delivered = await db
    .update(bfrCrmWrites)
    .set({
      status: 'delivered',
      attempts: sql`${bfrCrmWrites.attempts} + 1`,
      deliveredAt: now,
      lastError: null,
    })
    .where(
      and(
        eq(bfrCrmWrites.id, entry.id),
        eq(bfrCrmWrites.status, 'pending'),
        sql`${bfrCrmWrites.fieldValues} = ${JSON.stringify(entry.fieldValues)}::jsonb`,
      ),
    )
    .returning({ id: bfrCrmWrites.id });
  if (delivered.length === 1) return true;
  await db
    .update(bfrCrmWrites)
    .set({ nextAttemptAt: now })
    .where(and(eq(bfrCrmWrites.id, entry.id), eq(bfrCrmWrites.status, 'pending')));
  return false;
}

/** Records a failed attempt and when to try again. */
export async function markCrmWriteFailed(
  db: Database,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(bfrCrmWrites)
    .set({
      attempts: sql`${bfrCrmWrites.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt,
    })
    .where(and(eq(bfrCrmWrites.id, id), eq(bfrCrmWrites.status, 'pending')));
}

/** Gives up on an entry whose contact the CRM no longer has (the checklist stays saved). */
export async function markCrmWriteCancelled(
  db: Database,
  id: number,
  reason: string,
): Promise<void> {
  await db
    .update(bfrCrmWrites)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(eq(bfrCrmWrites.id, id), eq(bfrCrmWrites.status, 'pending')));
}

/** Hands a claimed entry back untried: due again at `at`, with a note of why. */
export async function releaseCrmWrite(
  db: Database,
  id: number,
  at: Date,
  reason: string | null,
): Promise<void> {
  await db
    .update(bfrCrmWrites)
    .set({ nextAttemptAt: at, lastError: reason })
    .where(and(eq(bfrCrmWrites.id, id), eq(bfrCrmWrites.status, 'pending')));
}
