import { asc, eq } from 'drizzle-orm';
import type { Agent } from '../../../contract/agents';
import type { LeadAnswers } from '../../../contract/leads';
import type { LeadRoutingRule } from '../../../core/lead-routing';
import type { DeliveryDestination } from '../../../contract/operations';
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
import { routeNewLead } from './routing-store';

/** Where a lead is delivered besides our own database. */
export type LeadDestinationName = DeliveryDestination;

export type NewLead = {
  /** The validated form: contact fields and answers. */
  answers: LeadAnswers;
  propertyId: number | null;
  pageUrl: string | null;
  /** Why the submission is held back as spam, or null for a real lead. */
  spamReason: string | null;
  /** Why the lead might be a bot's (it is kept and delivered, tagged), or null. */
  suspicion: string | null;
  /** The destinations configured now: one outbox row each. */
  destinations: LeadDestinationName[];
  /** A line for the activity log ('Submitted the new-client form'). */
  activity: string;
  /** The note kept with the contact (the answers as text), if any. */
  note: string | null;
  /** The General tab's rule for who a new contact is assigned to (absent: nobody). */
  routing?: LeadRoutingRule;
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
    const tags = leadTags({ ...lead.answers, suspectedSpam: lead.suspicion ?? undefined });

    let contactId: number;
    let createdContact = false;
    let fubPersonId: number | null = null;
    let phoneChanged = false;
    let differences: string[] = [];
    let routedAgent: Agent | null = null;
    if (existing) {
      contactId = existing.id;
      fubPersonId = existing.fubPersonId;
      differences = differingDetails(existing, lead.answers);
      // An anonymous submission never changes who the contact is (name, e-mail, phone): anyone
      // can type someone else's address. A new address or phone is kept beside the primary
      // one, so staff still find the contact by what the visitor typed.
      const newEmail = emailKey !== existing.emailKey && !existing.extraEmails.includes(emailKey);
      const newPhone = phoneKey !== existing.phoneKey && !existing.extraPhones.includes(phoneKey);
      await tx
        .update(crmContacts)
        .set({
          lastActivityAt: now,
          // the latest answers stand for the contact only when the same person sent them
          ...(differences.length === 0
            ? {
                price: budgetOfPriceRange(lead.answers.priceRange),
                answers: lead.answers as Record<string, unknown>,
              }
            : {}),
          // tags only grow: an agent's own tags stay, the new answers' are added
          tags: [...new Set([...existing.tags, ...tags])],
          ...(newEmail ? { extraEmails: [...existing.extraEmails, emailKey] } : {}),
          ...(newPhone ? { extraPhones: [...existing.extraPhones, phoneKey] } : {}),
        })
        .where(eq(crmContacts.id, contactId));
    } else {
      routedAgent = lead.routing ? await routeNewLead(tx, lead.routing) : null;
      const agent = routedAgent;
      const [inserted] = await tx
        .insert(crmContacts)
        .values({
          assignedUserId: agent?.id ?? null,
          assignedTo: agent?.name ?? null,
          firstName,
          lastName,
          phone,
          phoneKey,
          price: budgetOfPriceRange(lead.answers.priceRange),
          answers: lead.answers as Record<string, unknown>,
          lastActivityAt: now,
          email,
          emailKey,
          source: lead.answers.source,
          tags,
        })
        .returning({ id: crmContacts.id });
      contactId = inserted!.id;
      createdContact = true;
      phoneChanged = true;
    }

    await tx.insert(crmActivities).values({
      contactId,
      activityType: createdContact
        ? 'Lead created'
        : differences.length > 0
          ? DIFFERENT_DETAILS
          : 'Form resubmitted',
      description:
        differences.length > 0
          ? `${lead.activity}: ${DIFFERENT_DETAILS.toLowerCase()} (${differences.join('; ')})`
          : lead.activity,
    });
    if (routedAgent) {
      await tx.insert(crmActivities).values({
        contactId,
        activityType: 'Assigned',
        description: `Assigned to ${routedAgent.name} by the lead routing rule`,
      });
    }
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
        // what the visitor typed, in full; a matched contact's own identity goes to the CRM
        answers: {
          ...contactFields(lead),
          ...(existing && differences.length > 0
            ? {
                knownAs: {
                  firstName: existing.firstName,
                  lastName: existing.lastName,
                  email: existing.email,
                  phone: existing.phone,
                },
                differentDetails: differences,
              }
            : {}),
        },
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

/** How staff see a matched submission whose name, e-mail or phone differs from the contact's. */
export const DIFFERENT_DETAILS = 'New submission with different details';

type MatchedContact = NonNullable<Awaited<ReturnType<typeof findContact>>>;

/** The details of a submission that differ from the contact it matched, as staff read them. */
function differingDetails(contact: MatchedContact, answers: LeadAnswers): string[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const differences: string[] = [];
  const name = `${answers.firstName} ${answers.lastName}`;
  if (!same(name, `${contact.firstName} ${contact.lastName}`)) differences.push(`name ${name}`);
  if (normalizeEmail(answers.email) !== contact.emailKey)
    differences.push(`e-mail ${answers.email}`);
  if (normalizePhone(answers.phone) !== contact.phoneKey)
    differences.push(`phone ${answers.phone}`);
  return differences;
}

/** The contact with this e-mail, else the oldest with this phone. */
async function findContact(tx: Pick<Database, 'select'>, emailKey: string, phoneKey: string) {
  const columns = {
    id: crmContacts.id,
    firstName: crmContacts.firstName,
    lastName: crmContacts.lastName,
    email: crmContacts.email,
    emailKey: crmContacts.emailKey,
    phone: crmContacts.phone,
    phoneKey: crmContacts.phoneKey,
    extraEmails: crmContacts.extraEmails,
    extraPhones: crmContacts.extraPhones,
    fubPersonId: crmContacts.fubPersonId,
    tags: crmContacts.tags,
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

/** The submission as received: who, every answer, and any spam suspicion. */
function contactFields(lead: NewLead): Record<string, unknown> {
  return { ...lead.answers, ...(lead.suspicion ? { suspectedSpam: lead.suspicion } : {}) };
}

export const SUSPECTED_SPAM_TAG = 'Suspected spam';

/** Tags from the answers: where the lead came from, what the visitor wants, a spam suspicion. */
export function leadTags(answers: {
  buyOrSellInterest?: string;
  preApproved?: boolean;
  suspectedSpam?: string;
}): string[] {
  const tags = ['Website Lead'];
  if (answers.suspectedSpam) tags.push(SUSPECTED_SPAM_TAG);
  if (answers.buyOrSellInterest === 'buying') tags.push('Buyer');
  if (answers.buyOrSellInterest === 'selling') tags.push('Seller');
  if (answers.buyOrSellInterest === 'renting-only') tags.push('Renter');
  if (answers.preApproved) tags.push('Pre-approved');
  return tags;
}

/** A stored submission as the team's new-lead e-mail needs it; null when it is gone. */
export async function findSubmission(db: Database, id: number) {
  const [row] = await db
    .select({
      id: leadSubmissions.id,
      contactId: leadSubmissions.contactId,
      answers: leadSubmissions.answers,
      propertyId: leadSubmissions.propertyId,
      spamReason: leadSubmissions.spamReason,
      createdAt: leadSubmissions.createdAt,
    })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, id));
  return row ?? null;
}
