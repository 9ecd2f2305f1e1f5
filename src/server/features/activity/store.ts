import { ACCOUNT_SOURCE } from '../../../core/contact-sources';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { crmActivities, crmContacts, users } from '../../db/schema';

/*
 * Visitor activity (issue 19) in the built-in CRM's activity list (crm_activities), and its
 * way to Follow Up Boss (the fub_* columns: a small outbox of its own, claimed like the lead
 * outbox). The contacts and their activity list belong to the crm feature; the visitor's own
 * rows are written here, as lead intake writes the form's.
 */

export type ActivityContact = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

const contactFields = {
  id: crmContacts.id,
  firstName: crmContacts.firstName,
  lastName: crmContacts.lastName,
  email: crmContacts.email,
  phone: crmContacts.phone,
};

export async function findContact(db: Database, id: number): Promise<ActivityContact | null> {
  const [row] = await db.select(contactFields).from(crmContacts).where(eq(crmContacts.id, id));
  return row ?? null;
}

/**
 * The contact of a signed-in visitor's account: the one holding the account's e-mail, made for
 * the account when none does. An address the owner never confirmed only reaches a contact the
 * account made itself: anyone can register with another person's address.
 */
export async function contactOfAccount(
  db: Database,
  userId: number,
): Promise<ActivityContact | null> {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      verifiedAt: users.emailVerifiedAt,
      authProvider: users.authProvider,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const emailKey = user.email.trim().toLowerCase();
  const confirmed = user.verifiedAt !== null || user.authProvider === 'google';
  const existingContact = async (): Promise<ActivityContact | null | undefined> => {
    const [existing] = await db
      .select({ ...contactFields, createdVia: crmContacts.createdVia })
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, emailKey));
    if (!existing) return undefined;
    if (!confirmed && existing.createdVia !== ACCOUNT_SOURCE) return null;
    const { createdVia: _via, ...contact } = existing;
    return contact;
  };
  const existing = await existingContact();
  if (existing !== undefined) return existing;
  const [created] = await db
    .insert(crmContacts)
    .values({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailKey,
      phone: '',
      phoneKey: '',
      source: ACCOUNT_SOURCE,
      createdVia: ACCOUNT_SOURCE,
      answers: {},
    })
    .onConflictDoNothing({ target: crmContacts.emailKey })
    .returning(contactFields);
  // a concurrent report (a save and a view at once) created it first: that one is the contact
  return created ?? (await existingContact()) ?? null;
}

/** How a contact made for a site account is labelled (its source in the CRM). */
export { ACCOUNT_SOURCE };

/**
 * Records a visitor's activity on the contact, unless the same one (type and listing, or type
 * and search) was recorded in the last `dedupeMinutes` (0: none is): a reload is not news. Pending for
 * Follow Up Boss when `toFollowUpBoss`. Returns whether a row was written.
 */
export async function recordActivity(
  db: Database,
  activity: {
    contactId: number;
    type: string;
    description: string;
    propertyId: number | null;
    searchQuery: string | null;
    toFollowUpBoss: boolean;
    now: Date;
    dedupeMinutes: number;
  },
): Promise<boolean> {
  const since = new Date(activity.now.getTime() - activity.dedupeMinutes * 60_000);
  return db.transaction(async (tx) => {
    // 0 minutes: every one is recorded (each saved-search alert is its own e-mail)
    const [recent] =
      activity.dedupeMinutes <= 0
        ? []
        : await tx
            .select({ id: crmActivities.id })
            .from(crmActivities)
            .where(
              and(
                eq(crmActivities.contactId, activity.contactId),
                eq(crmActivities.activityType, activity.type),
                gte(crmActivities.createdAt, since),
                activity.propertyId !== null
                  ? eq(crmActivities.propertyId, activity.propertyId)
                  : sql`${crmActivities.searchQuery} is not distinct from ${activity.searchQuery}`,
              ),
            )
            .orderBy(desc(crmActivities.createdAt))
            .limit(1);
    if (recent) return false;
    await tx.insert(crmActivities).values({
      contactId: activity.contactId,
      activityType: activity.type,
      description: activity.description,
      propertyId: activity.propertyId,
      searchQuery: activity.searchQuery,
      fubStatus: activity.toFollowUpBoss ? 'pending' : null,
      fubNextAttemptAt: activity.toFollowUpBoss ? activity.now : null,
    });
    await tx
      .update(crmContacts)
      .set({ lastActivityAt: activity.now })
      .where(eq(crmContacts.id, activity.contactId));
    return true;
  });
}

export type PendingActivity = {
  id: number;
  type: string;
  description: string;
  propertyId: number | null;
  searchQuery: string | null;
  attempts: number;
  createdAt: Date;
  contact: ActivityContact;
};

/**
 * Claims up to `limit` visitor activities due for Follow Up Boss, oldest first, with a lease
 * (their next attempt moves to `leaseUntil`), skipping rows another run holds.
 */
export async function claimPendingActivities(
  db: Database,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<PendingActivity[]> {
  const rows = await queryRows<{
    id: number;
    activity_type: string;
    description: string;
    property_id: number | null;
    search_query: string | null;
    fub_attempts: number;
    created_at: Date | string;
    contact_id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
  }>(
    db,
    sql`WITH due AS (
          SELECT id FROM crm_activities
          WHERE fub_status = 'pending' AND fub_next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY fub_next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE crm_activities a SET fub_next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          FROM due WHERE a.id = due.id
          RETURNING a.id, a.activity_type, a.description, a.property_id, a.search_query,
                    a.fub_attempts, a.created_at, a.contact_id
        )
        SELECT claimed.*, c.first_name, c.last_name, c.email, c.phone
        FROM claimed JOIN crm_contacts c ON c.id = claimed.contact_id
        ORDER BY claimed.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.activity_type,
    description: r.description,
    propertyId: r.property_id,
    searchQuery: r.search_query,
    attempts: r.fub_attempts,
    createdAt: new Date(r.created_at),
    contact: {
      id: r.contact_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
    },
  }));
}

/** Marks an activity as arrived in Follow Up Boss (or as not to be sent: 'skipped'). */
export async function markActivitySent(
  db: Database,
  id: number,
  status: 'sent' | 'skipped',
  note: string | null = null,
): Promise<void> {
  await db
    .update(crmActivities)
    .set({ fubStatus: status, fubError: note, fubNextAttemptAt: null })
    .where(eq(crmActivities.id, id));
}

/** Records a failed attempt and when to try again. */
export async function markActivityFailed(
  db: Database,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(crmActivities)
    .set({
      fubError: error,
      fubAttempts: sql`${crmActivities.fubAttempts} + 1`,
      fubNextAttemptAt: nextAttemptAt,
    })
    .where(eq(crmActivities.id, id));
}
