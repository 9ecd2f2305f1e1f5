import type { CrmCustomField } from '../../../contract/bfr';
import type { CrmContact } from '../../../contract/crm';
import { BUILT_IN_CRM_CUSTOM_FIELDS } from '../../../core/bfr-fields';
import { describeLeadAnswers, type LeadAnswerValues } from '../../../core/lead-answers';
import type { Database } from '../../db/connect';
import type { ContactsQuery, CrmProvider } from './provider';
import {
  activitiesOf,
  contactById,
  contactsCreatedAfter,
  emailsOf,
  insertNote,
  notes,
  pageOfContacts,
  setContactAgent,
  setContactStage,
  writeContactCustomFields,
  type ContactRow,
  type NoteRow,
} from './store';

/** A built-in contact in the CRM contact shape (fields only Follow Up Boss knows are null). */
export function presentContact(row: ContactRow): CrmContact {
  const answers = row.answers as LeadAnswerValues & { timeframe?: string };
  const described = describeLeadAnswers(answers);
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    stage: row.stage,
    source: row.source,
    price: row.price,
    assignedTo: row.assignedTo,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    lastActivity: row.lastActivityAt.toISOString(),
    createdVia: row.createdVia,
    emails: [{ value: row.email, isPrimary: true, type: 'home' }],
    phones: [{ value: row.phone, isPrimary: true, type: row.lineType }],
    addresses: [],
    picture: null,
    tags: row.tags,
    socialData: null,
    collaborators: [],
    websiteVisits: null,
    timeframeDateRange: described.find(([label]) => label === 'Timeframe')?.[1] ?? null,
    timeframeStatus: null,
    dealName: null,
    dealStage: null,
    dealStatus: null,
    dealPrice: null,
    dealCloseDate: null,
    sourceUrl: null,
    carrier: row.carrier,
    lineType: row.lineType,
    leadAnswers: described.length > 0 ? Object.fromEntries(described) : null,
  };
}

/** Notes written through the site say so, as the new-client form's notes do. */
const SYSTEM_NAME = 'Ridgeline';

/** The activity type of a BFR checklist written to the contact's custom fields. */
export const BFR_UPDATE_ACTIVITY = 'BFR Update';

/** The built-in CRM's custom fields (a field's id is its name), sorted by label. */
const BUILT_IN_FIELDS: readonly CrmCustomField[] = BUILT_IN_CRM_CUSTOM_FIELDS.map((field) => ({
  id: field.name,
  name: field.name,
  label: field.label,
  type: field.type,
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The built-in CRM: contacts, notes, e-mails and activities in our own tables (the default). */
export function createBuiltInCrmProvider(db: Database): CrmProvider {
  async function page(q: string | undefined, { page, limit, stage }: ContactsQuery) {
    const offset = (page - 1) * limit;
    const { rows, total } = await pageOfContacts(db, { q, stage, offset, limit });
    return {
      contacts: rows.map(presentContact),
      totalInAccount: total,
      totalPages: Math.ceil(total / limit),
      page,
    };
  }
  const iso = (d: Date) => d.toISOString();
  const presentNote = (n: NoteRow) => ({
    id: n.id,
    subject: n.subject,
    body: n.body,
    isHtml: n.isHtml,
    created: iso(n.createdAt),
    createdBy: n.createdBy,
    systemName: n.systemName,
  });

  return {
    name: 'built-in',
    listContacts: (p) => page(undefined, p),
    searchContacts: (q, p) => page(q, p),
    async getContact(id) {
      const row = await contactById(db, id);
      return row ? presentContact(row) : null;
    },
    async contactsCreatedSince(since, max) {
      return (await contactsCreatedAfter(db, since, max)).map(presentContact);
    },
    async contactNotes(contactId, limit) {
      if (!(await contactById(db, contactId))) return null;
      return (await notes(db, { contactId, limit })).map(presentNote);
    },
    async listNotes({ personId, limit }) {
      return (await notes(db, { contactId: personId, limit })).map(presentNote);
    },
    async listEmails(personId, limit) {
      if (!(await contactById(db, personId))) return null;
      return (await emailsOf(db, personId, limit)).map((e) => ({
        id: e.id,
        subject: e.subject,
        from: e.fromAddress,
        to: e.toAddresses,
        body: e.body,
        created: iso(e.createdAt),
      }));
    },
    async contactActivities(contactId, limit) {
      if (!(await contactById(db, contactId))) return null;
      return (await activitiesOf(db, contactId, limit)).map((a) => ({
        id: a.id,
        activityType: a.activityType,
        userId: a.userId,
        description: a.description,
        created: iso(a.createdAt),
      }));
    },
    async addNote(contactId, { subject, body }, author) {
      const row = await insertNote(db, contactId, {
        subject: subject || null,
        body,
        createdBy: author,
        systemName: SYSTEM_NAME,
      });
      return row ? presentNote(row) : null;
    },
    async updateStage(contactId, stage, author) {
      const row = await setContactStage(db, contactId, stage, author);
      return row ? presentContact(row) : null;
    },
    async assignContact(contactId, agent, author) {
      const row = await setContactAgent(db, contactId, agent, author);
      return row ? presentContact(row) : null;
    },
    async customFieldDefinitions() {
      return BUILT_IN_FIELDS.map((field) => ({ ...field }));
    },
    async contactCustomFields(contactId) {
      const row = await contactById(db, contactId);
      return row ? { ...row.customFields } : null;
    },
    async writeCustomFields(contactId, values, { summary, author }) {
      return writeContactCustomFields(db, contactId, values, {
        type: BFR_UPDATE_ACTIVITY,
        description: `${summary} (by ${author})`,
      });
    },
  };
}
