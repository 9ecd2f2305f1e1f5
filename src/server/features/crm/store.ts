import { and, desc, eq, gt, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { normalizedStage } from '../../../core/contact-stages';
import { digitsOnly } from '../../../core/number-format';
import type { Database } from '../../db/connect';
import { containsPattern } from '../../db/like-pattern';
import { crmActivities, crmContacts, crmEmails, crmNotes } from '../../db/schema';

/**
 * The built-in CRM's reads and the staff's own writes (a note, a stage). A contact's creation
 * and the form's notes are lead intake's, in features/leads/store.ts.
 */

export type ContactRow = typeof crmContacts.$inferSelect;

const byRecentActivity = [desc(crmContacts.lastActivityAt), desc(crmContacts.id)] as const;

/** Contacts whose name, e-mail or phone (also the extra ones) contains the text (phone by digits). */
function matching(q: string): SQL {
  const pattern = containsPattern(q);
  const digits = digitsOnly(q);
  const conditions = [
    ilike(sql`${crmContacts.firstName} || ' ' || ${crmContacts.lastName}`, pattern),
    ilike(crmContacts.email, pattern),
    // addresses and phones given in later submissions (JSON arrays of keys, read as text)
    ilike(sql`${crmContacts.extraEmails}::text`, pattern),
  ];
  // a phone search needs a few digits; "12 Main" must not match every phone with a 12
  if (digits.length >= 3) {
    conditions.push(like(crmContacts.phoneKey, containsPattern(digits)));
    conditions.push(like(sql`${crmContacts.extraPhones}::text`, containsPattern(digits)));
  }
  return or(...conditions)!;
}

/**
 * Contacts at a stage, matched as the screens match stages (core/contact-stages.ts): case,
 * spaces, hyphens and underscores aside, so a 'hot_lead' written through the API still shows
 * on the hot-leads list that badges it Hot Lead.
 */
function atStage(stage: string): SQL {
  const reduced = sql`btrim(regexp_replace(lower(${crmContacts.stage}), '[[:space:]_-]+', ' ', 'g'))`;
  return sql`${reduced} = ${normalizedStage(stage)}`;
}

/** One page of contacts (all, those matching `q`, those at `stage`) and how many there are. */
export async function pageOfContacts(
  db: Database,
  options: { q?: string; stage?: string; offset: number; limit: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = and(
    options.q ? matching(options.q) : undefined,
    options.stage ? atStage(options.stage) : undefined,
  );
  const rows = await db
    .select()
    .from(crmContacts)
    .where(where)
    .orderBy(...byRecentActivity)
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(crmContacts)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Contacts created after `since`, newest first. */
export async function contactsCreatedAfter(
  db: Database,
  since: Date,
  limit: number,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(crmContacts)
    .where(gt(crmContacts.createdAt, since))
    .orderBy(desc(crmContacts.createdAt), desc(crmContacts.id))
    .limit(limit);
}

export async function contactById(db: Database, id: number): Promise<ContactRow | null> {
  const [row] = await db.select().from(crmContacts).where(eq(crmContacts.id, id));
  return row ?? null;
}

/** Notes of one contact, or the newest of all, newest first. */
export async function notes(db: Database, options: { contactId?: number; limit: number }) {
  return db
    .select()
    .from(crmNotes)
    .where(options.contactId === undefined ? undefined : eq(crmNotes.contactId, options.contactId))
    .orderBy(desc(crmNotes.createdAt), desc(crmNotes.id))
    .limit(options.limit);
}

export async function emailsOf(db: Database, contactId: number, limit: number) {
  return db
    .select()
    .from(crmEmails)
    .where(eq(crmEmails.contactId, contactId))
    .orderBy(desc(crmEmails.createdAt), desc(crmEmails.id))
    .limit(limit);
}

export async function activitiesOf(db: Database, contactId: number, limit: number) {
  return db
    .select()
    .from(crmActivities)
    .where(eq(crmActivities.contactId, contactId))
    .orderBy(desc(crmActivities.createdAt), desc(crmActivities.id))
    .limit(limit);
}

export type NoteRow = typeof crmNotes.$inferSelect;

/**
 * A staff member's note on a contact and its "Note added" activity, in one transaction; null
 * when the contact does not exist (nothing is written then).
 */
export async function insertNote(
  db: Database,
  contactId: number,
  note: { subject: string | null; body: string; createdBy: string; systemName: string },
): Promise<NoteRow | null> {
  return db.transaction(async (tx) => {
    // the row lock keeps the contact from being deleted between the check and the inserts
    const [contact] = await tx
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.id, contactId))
      .for('update');
    if (!contact) return null;
    const [inserted] = await tx
      .insert(crmNotes)
      .values({ contactId, ...note, isHtml: false })
      .returning();
    await tx.insert(crmActivities).values({
      contactId,
      activityType: 'Note added',
      description: note.subject
        ? `Note added by ${note.createdBy}: ${note.subject}`
        : `Note added by ${note.createdBy}`,
    });
    return inserted!;
  });
}

/**
 * One staff change of a contact in one transaction, the contact row locked: `change` sees the
 * contact as it is and answers the columns to set and the activity that says so, or null
 * when there is nothing to change (no activity then). Null when there is no contact.
 */
async function changeContact(
  db: Database,
  contactId: number,
  change: (contact: ContactRow) => {
    set: Partial<typeof crmContacts.$inferInsert>;
    activity: { activityType: string; description: string };
  } | null,
): Promise<ContactRow | null> {
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.id, contactId))
      .for('update');
    if (!contact) return null;
    const decided = change(contact);
    if (!decided) return contact;
    const [updated] = await tx
      .update(crmContacts)
      .set(decided.set)
      .where(eq(crmContacts.id, contactId))
      .returning();
    await tx.insert(crmActivities).values({ contactId, ...decided.activity });
    return updated!;
  });
}

/**
 * Moves a contact to a stage and records "Stage changed from X to Y"; a contact already in the
 * stage is left as it is (no activity). Null when there is no contact.
 */
export function setContactStage(
  db: Database,
  contactId: number,
  stage: string,
  author: string,
): Promise<ContactRow | null> {
  return changeContact(db, contactId, (contact) =>
    contact.stage === stage
      ? null
      : {
          set: { stage },
          activity: {
            activityType: 'Stage changed',
            description: `Stage changed from ${contact.stage} to ${stage} by ${author}`,
          },
        },
  );
}

/**
 * Assigns the contact to an agent (null: nobody) and records who did it; null when the
 * contact does not exist. Assigning the agent it already has changes nothing.
 */
export function setContactAgent(
  db: Database,
  contactId: number,
  agent: { id: number; name: string } | null,
  author: string,
): Promise<ContactRow | null> {
  return changeContact(db, contactId, (contact) =>
    (contact.assignedUserId ?? null) === (agent?.id ?? null)
      ? null
      : {
          set: { assignedUserId: agent?.id ?? null, assignedTo: agent?.name ?? null },
          activity: {
            activityType: 'Assigned',
            description: agent
              ? `Assigned to ${agent.name} by ${author}`
              : `Unassigned${contact.assignedTo ? ` from ${contact.assignedTo}` : ''} by ${author}`,
          },
        },
  );
}

/**
 * Custom field values written on a contact (merged into its custom_fields, the fields given
 * replaced) and the activity that says so, in one transaction; false when the contact does
 * not exist (nothing is written then).
 */
export async function writeContactCustomFields(
  db: Database,
  contactId: number,
  values: Record<string, string>,
  activity: { type: string; description: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(crmContacts)
      .set({ customFields: sql`${crmContacts.customFields} || ${JSON.stringify(values)}::jsonb` })
      .where(eq(crmContacts.id, contactId))
      .returning({ id: crmContacts.id });
    if (updated.length === 0) return false;
    await tx.insert(crmActivities).values({
      contactId,
      activityType: activity.type,
      description: activity.description,
    });
    return true;
  });
}
