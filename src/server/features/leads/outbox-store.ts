import { and, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { crmContacts, leadDeliveries, leadSubmissions } from '../../db/schema';

/**
 * The outbox's rows (lead_deliveries). A run claims the rows it sends, so two runs (two
 * instances, or a run that outlived its job's expiry) never send the same lead at once.
 */

/** last_error of an attempt whose outcome is unknown: the next attempt checks before resending. */
export const UNCONFIRMED_PREFIX = 'unconfirmed: ';
/** last_error of a claimed row: if its run dies, the row is unconfirmed (it may have been sent). */
export const IN_FLIGHT = `${UNCONFIRMED_PREFIX}in flight`;

/** A claimed delivery with what it needs to be sent. */
export type DueDelivery = {
  id: number;
  destination: string;
  attempts: number;
  /** last_error before this run claimed the row. */
  previousError: string | null;
  submissionId: number;
  submittedAt: Date;
  submission: Record<string, unknown>;
  propertyId: number | null;
  pageUrl: string | null;
  contactId: number | null;
};

type ClaimedRow = {
  id: number;
  destination: string;
  attempts: number;
  previous_error: string | null;
  submission_id: number;
  submitted_at: Date | string;
  submission: Record<string, unknown> | string;
  property_id: number | null;
  page_url: string | null;
  contact_id: number | null;
};

/**
 * Claims up to `limit` pending rows that are due, oldest first: each gets a lease (its next
 * attempt moves to `leaseUntil`) and the in-flight marker. Rows another run holds locked are
 * skipped, not waited for.
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<DueDelivery[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`WITH due AS (
          SELECT id, last_error FROM lead_deliveries
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE lead_deliveries d
          SET next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
              last_error = ${IN_FLIGHT}, updated_at = now()
          FROM due WHERE d.id = due.id
          RETURNING d.id, d.destination, d.attempts, due.last_error AS previous_error,
                    d.submission_id
        )
        SELECT c.id, c.destination, c.attempts, c.previous_error, c.submission_id,
               s.created_at AS submitted_at, s.answers AS submission, s.property_id,
               s.page_url, s.contact_id
        FROM claimed c JOIN lead_submissions s ON s.id = c.submission_id
        ORDER BY c.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    destination: r.destination,
    attempts: r.attempts,
    previousError: r.previous_error,
    submissionId: r.submission_id,
    submittedAt: new Date(r.submitted_at),
    submission:
      typeof r.submission === 'string'
        ? (JSON.parse(r.submission) as Record<string, unknown>)
        : r.submission,
    propertyId: r.property_id,
    pageUrl: r.page_url,
    contactId: r.contact_id,
  }));
}

/** Hands a claimed row back untried: due again at `at`, with its previous state. */
export async function releaseDelivery(
  db: Database,
  delivery: Pick<DueDelivery, 'id' | 'previousError'>,
  at: Date,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: at, lastError: delivery.previousError })
    .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, 'pending')));
}

/** Records an accepted delivery (and the CRM person id it produced on the contact). */
export async function markDelivered(
  db: Database,
  delivery: Pick<DueDelivery, 'id' | 'contactId'>,
  result: { externalId: string | null; fubPersonId?: number | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(leadDeliveries)
      .set({
        status: 'delivered',
        attempts: sql`${leadDeliveries.attempts} + 1`,
        deliveredAt: now,
        externalId: result.externalId,
        lastError: null,
      })
      .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, 'pending')));
    if (result.fubPersonId && delivery.contactId) {
      await tx
        .update(crmContacts)
        .set({ fubPersonId: result.fubPersonId })
        .where(eq(crmContacts.id, delivery.contactId));
    }
  });
}

/** Records a failed attempt and when to try again. */
export async function markAttemptFailed(
  db: Database,
  deliveryId: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({
      attempts: sql`${leadDeliveries.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt,
    })
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.status, 'pending')));
}

/** Gives up on a delivery whose destination stayed switched off (the lead stays in our CRM). */
export async function markCancelled(
  db: Database,
  deliveryId: number,
  reason: string,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.status, 'pending')));
}

/**
 * A destination answers again: its waiting leads become due now instead of at the end of
 * their backoff. Rows another run holds (in flight) are left to it.
 */
export async function makeDueNow(db: Database, destination: string, now: Date): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: now })
    .where(waitingRowsOf(destination, gt(leadDeliveries.nextAttemptAt, now)));
}

/** Pending rows of a destination that no run holds (in flight), due as `due` says. */
function waitingRowsOf(destination: string, due: SQL) {
  return and(
    eq(leadDeliveries.destination, destination),
    eq(leadDeliveries.status, 'pending'),
    due,
    sql`${leadDeliveries.lastError} IS DISTINCT FROM ${IN_FLIGHT}`,
  );
}

/** A throttled destination's other due leads wait until it takes requests again. */
export async function deferDestination(
  db: Database,
  destination: string,
  now: Date,
  until: Date,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: until })
    .where(waitingRowsOf(destination, lte(leadDeliveries.nextAttemptAt, now)));
}

/** Pending deliveries of a destination and how many have failed at least `minAttempts` times. */
export async function pendingSummary(
  db: Database,
  destination: string,
  minAttempts: number,
): Promise<{ pending: number; failing: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      failing: sql<number>`count(*) filter (where ${leadDeliveries.attempts} >= ${minAttempts})::int`,
    })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.status, 'pending'), eq(leadDeliveries.destination, destination)));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}

// ---- the operations view ----

/** Per destination: waiting, failed at least once, given up, delivered in the last 24 hours. */
export async function deliveryCounts(db: Database, now: Date) {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return db
    .select({
      destination: leadDeliveries.destination,
      pending: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'pending' and ${leadDeliveries.attempts} = 0)::int`,
      retrying: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'pending' and ${leadDeliveries.attempts} > 0)::int`,
      cancelled: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'cancelled')::int`,
      deliveredLast24h: sql<number>`count(*) filter (where ${leadDeliveries.status} = 'delivered' and ${leadDeliveries.deliveredAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.destination)
    .orderBy(leadDeliveries.destination);
}

/**
 * Failed at least once and not delivered, or given up. Built with or() so that it stays one
 * parenthesised condition when and()-ed with another (a bare `a or b` inside and() once let a
 * retry of one delivery reopen every given-up one).
 */
const failedOrGivenUp = () =>
  or(
    and(eq(leadDeliveries.status, 'pending'), gt(leadDeliveries.attempts, 0)),
    eq(leadDeliveries.status, 'cancelled'),
  );

/** Deliveries that failed at least once and are not delivered (or were given up), newest first. */
export async function failedDeliveries(db: Database, limit: number) {
  return db
    .select({
      id: leadDeliveries.id,
      destination: leadDeliveries.destination,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      nextAttemptAt: leadDeliveries.nextAttemptAt,
      submittedAt: leadDeliveries.createdAt,
    })
    .from(leadDeliveries)
    .where(failedOrGivenUp())
    .orderBy(sql`${leadDeliveries.createdAt} desc`, sql`${leadDeliveries.id} desc`)
    .limit(limit);
}

/**
 * Makes one failed (or given-up) delivery due now, for an admin's 'retry now'; false when no
 * such delivery waits (already delivered, or unknown). The outbox's usual checks still apply:
 * an attempt whose outcome was unknown is looked up before anything is sent again.
 */
export async function retryDeliveryNow(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(leadDeliveries.id, id), failedOrGivenUp()))
    .returning({ id: leadDeliveries.id });
  return rows.length === 1;
}

/**
 * A destination's latest deliveries, newest first, with the lead's name as typed (its admin
 * page lists them). Served by lead_deliveries_destination_recent_idx.
 */
export async function recentDeliveries(db: Database, destination: string, limit: number) {
  return db
    .select({
      id: leadDeliveries.id,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      nextAttemptAt: leadDeliveries.nextAttemptAt,
      deliveredAt: leadDeliveries.deliveredAt,
      submittedAt: leadDeliveries.createdAt,
      /** Claimed by a run right now. */
      inFlight: sql<boolean>`${leadDeliveries.lastError} IS NOT DISTINCT FROM ${IN_FLIGHT}`,
      firstName: sql<string | null>`${leadSubmissions.answers} ->> 'firstName'`,
      lastName: sql<string | null>`${leadSubmissions.answers} ->> 'lastName'`,
    })
    .from(leadDeliveries)
    .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadDeliveries.submissionId))
    .where(eq(leadDeliveries.destination, destination))
    .orderBy(desc(leadDeliveries.createdAt), desc(leadDeliveries.id))
    .limit(limit);
}
