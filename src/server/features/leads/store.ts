import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { LeadAnswers } from '../../../contract/leads';
import { budgetOfPriceRange, normalizeEmail, normalizePhone } from '../../../core/lead-options';
import type { Database } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import {
  crmActivities,
  crmContacts,
  crmNotes,
  leadDeliveries,
  leadSubmissions,
} from '../../db/schema';

/** Where a lead is delivered besides our own database. */
export type LeadDestinationName = 'followupboss' | 'apps-script';

export type NewLead = {
  /** The validated form: contact fields and answers. */
  answers: LeadAnswers;
  propertyId: number | null;
  pageUrl: string | null;
  /** Why the submission is held back as spam, or null for a real lead. */
  spamReason: string | null;
  /** The destinations configured now: one outbox row each. */
  destinations: LeadDestinationName[];
  /** A line for the activity log ('Submitted the new-client form'). */
  activity: string;
  /** The note kept with the contact (the answers as text), if any. */
  note: string | null;
};

export type RecordedLead = {
  submissionId: number;
  contactId: number | null;
  /** True when the submission made a new contact (false: an existing one was updated). */
  createdContact: boolean;
  fubPersonId: number | null;
  /** True when the phone is new to the contact (its carrier is worth looking up). */
  phoneChanged: boolean;
};

/**
 * Stores a submission in one transaction: the contact (created, or updated when the e-mail or
 * phone is already known), its activity and note, the submission and one outbox row per
 * destination. Either all of it is written or none of it.
 */
export async function recordLead(db: Database, lead: NewLead): Promise<RecordedLead> {
  try {
    return await writeLead(db, lead);
  } catch (error) {
    // Two first submissions of one address at the same moment: the other transaction made
    // the contact between our look-up and our insert. Again, this one finds and updates it.
    if (uniqueViolation(error) === 'crm_contacts_email_key_idx') return writeLead(db, lead);
    throw error;
  }
}

async function writeLead(db: Database, lead: NewLead): Promise<RecordedLead> {
  const { firstName, lastName, email, phone } = lead.answers;
  return db.transaction(async (tx) => {
    if (lead.spamReason) {
      const [submission] = await tx
        .insert(leadSubmissions)
        .values({
          contactId: null,
          answers: contactFields(lead),
          propertyId: lead.propertyId,
          pageUrl: lead.pageUrl,
          spamReason: lead.spamReason,
        })
        .returning({ id: leadSubmissions.id });
      return {
        submissionId: submission!.id,
        contactId: null,
        createdContact: false,
        fubPersonId: null,
        phoneChanged: false,
      };
    }

    const emailKey = normalizeEmail(email);
    const phoneKey = normalizePhone(phone);
    const now = new Date();
    const existing = await findContact(tx, emailKey, phoneKey);
    const values = {
      firstName,
      lastName,
      phone,
      phoneKey,
      price: budgetOfPriceRange(lead.answers.priceRange),
      answers: lead.answers as Record<string, unknown>,
      lastActivityAt: now,
    };

    let contactId: number;
    let createdContact = false;
    let fubPersonId: number | null = null;
    let phoneChanged = true;
    if (existing) {
      contactId = existing.id;
      fubPersonId = existing.fubPersonId;
      phoneChanged = existing.phoneKey !== phoneKey;
      // Found by phone with a new address: the contact keeps its address (it is the key
      // other submissions find it by); the new one is in the submission and the activity.
      await tx
        .update(crmContacts)
        .set({
          ...values,
          ...(phoneChanged ? { carrier: null, lineType: null, carrierCheckedAt: null } : {}),
        })
        .where(eq(crmContacts.id, contactId));
    } else {
      const [inserted] = await tx
        .insert(crmContacts)
        .values({
          ...values,
          email,
          emailKey,
          source: lead.answers.source,
          tags: leadTags(lead.answers),
        })
        .returning({ id: crmContacts.id });
      contactId = inserted!.id;
      createdContact = true;
    }

    const emailNote =
      existing && normalizeEmail(existing.email) !== emailKey ? ` (with e-mail ${email})` : '';
    await tx.insert(crmActivities).values({
      contactId,
      activityType: createdContact ? 'Lead created' : 'Form resubmitted',
      description: `${lead.activity}${emailNote}`,
    });
    if (lead.note) {
      await tx.insert(crmNotes).values({
        contactId,
        subject: 'New-client form',
        body: lead.note,
        createdBy: `${firstName} ${lastName}`,
        systemName: 'Ridgeline',
      });
    }
    const [submission] = await tx
      .insert(leadSubmissions)
      .values({
        contactId,
        answers: contactFields(lead),
        propertyId: lead.propertyId,
        pageUrl: lead.pageUrl,
      })
      .returning({ id: leadSubmissions.id });
    if (lead.destinations.length > 0) {
      await tx
        .insert(leadDeliveries)
        .values(
          lead.destinations.map((destination) => ({ submissionId: submission!.id, destination })),
        );
    }
    return { submissionId: submission!.id, contactId, createdContact, fubPersonId, phoneChanged };
  });
}

/** The contact with this e-mail, else the oldest with this phone. */
async function findContact(tx: Pick<Database, 'select'>, emailKey: string, phoneKey: string) {
  const columns = {
    id: crmContacts.id,
    email: crmContacts.email,
    phoneKey: crmContacts.phoneKey,
    fubPersonId: crmContacts.fubPersonId,
  };
  const [byEmail] = await tx
    .select(columns)
    .from(crmContacts)
    .where(eq(crmContacts.emailKey, emailKey))
    .for('update');
  if (byEmail) return byEmail;
  const [byPhone] = await tx
    .select(columns)
    .from(crmContacts)
    .where(eq(crmContacts.phoneKey, phoneKey))
    .orderBy(asc(crmContacts.id))
    .limit(1)
    .for('update');
  return byPhone ?? null;
}

/** The submission as received: who, plus every answer. */
function contactFields(lead: NewLead): Record<string, unknown> {
  return { ...lead.answers };
}

/** Tags a new contact starts with: where it came from and what the visitor wants. */
export function leadTags(answers: { buyOrSellInterest?: string; preApproved?: boolean }): string[] {
  const tags = ['Website Lead'];
  if (answers.buyOrSellInterest === 'buying') tags.push('Buyer');
  if (answers.buyOrSellInterest === 'selling') tags.push('Seller');
  if (answers.buyOrSellInterest === 'renting-only') tags.push('Renter');
  if (answers.preApproved) tags.push('Pre-approved');
  return tags;
}

/** A pending delivery with what it needs to be sent. */
export type DueDelivery = {
  id: number;
  destination: string;
  attempts: number;
  lastError: string | null;
  submissionId: number;
  submittedAt: Date;
  submission: Record<string, unknown>;
  propertyId: number | null;
  pageUrl: string | null;
  contactId: number | null;
};

/** Pending deliveries whose time has come, oldest first. */
export async function dueDeliveries(
  db: Database,
  now: Date,
  limit: number,
): Promise<DueDelivery[]> {
  return db
    .select({
      id: leadDeliveries.id,
      destination: leadDeliveries.destination,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      submissionId: leadSubmissions.id,
      submittedAt: leadSubmissions.createdAt,
      submission: leadSubmissions.answers,
      propertyId: leadSubmissions.propertyId,
      pageUrl: leadSubmissions.pageUrl,
      contactId: leadSubmissions.contactId,
    })
    .from(leadDeliveries)
    .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadDeliveries.submissionId))
    .where(and(eq(leadDeliveries.status, 'pending'), lte(leadDeliveries.nextAttemptAt, now)))
    .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
    .limit(limit);
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
      .where(eq(leadDeliveries.id, delivery.id));
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
    .where(eq(leadDeliveries.id, deliveryId));
}

/** Gives up on a delivery whose destination was switched off (the lead stays in our CRM). */
export async function markCancelled(
  db: Database,
  deliveryId: number,
  reason: string,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: 'cancelled', lastError: reason })
    .where(eq(leadDeliveries.id, deliveryId));
}

/** Pending deliveries per destination and how many have failed at least `minAttempts` times. */
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
