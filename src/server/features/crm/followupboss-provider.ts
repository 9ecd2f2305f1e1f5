import type { CrmCustomField } from '../../../contract/bfr';
import type { CrmActivity, CrmContact, CrmEmail, CrmNote } from '../../../contract/crm';
import { AGENT_MESSAGES } from '../../../contract/agents';
import { digitsOnly } from '../../../core/number-format';
import { AppError } from '../../http/errors';
import {
  type FollowUpBossClient,
  type ListPeopleQuery,
} from '../../integrations/followupboss/client';
import { FollowUpBossError } from '../../integrations/followupboss/errors';
import type {
  FubEmailMessage,
  FubEvent,
  FubFlag,
  FubMailbox,
  FubNote,
  FubPerson,
  FubPersonUpdate,
} from '../../integrations/followupboss/types';
import type { ContactsPage, ContactsQuery, CrmProvider } from './provider';

/**
 * The staff API answered from Follow Up Boss: FUB's people, notes, e-mails and events in the
 * contract's CRM shapes, and the staff's writes as one FUB call each (POST /v1/notes, PUT
 * /v1/people/{id}), so an outage leaves nothing half-written. Pages map to FUB's offset paging
 * (limit <= 100) and a stage to FUB's stage filter; FUB has no free-text search, so a query is
 * sent as the e-mail, phone or name filter it looks like.
 */

const MAX_LIMIT = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const flag = (value: FubFlag | null | undefined): boolean => value === 1 || value === true;
const clampLimit = (limit: number) => Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit)));

function channels(
  list: Array<{ value: string; isPrimary?: FubFlag | null; type?: string | null }> | undefined,
) {
  return (list ?? [])
    .filter((c) => typeof c?.value === 'string' && c.value !== '')
    .map((c) => ({ value: c.value, isPrimary: flag(c.isPrimary), type: str(c.type) }));
}

/** FUB's person in the contract's contact shape. */
export function presentFubPerson(p: FubPerson): CrmContact {
  const social = p.socialData && typeof p.socialData === 'object' ? p.socialData : null;
  const phones = p.phones ?? [];
  // FUB looks the number up and flags landlines; that is all it says about the line.
  const primaryPhone = phones.find((ph) => flag(ph.isPrimary)) ?? phones[0];
  const isLandline = primaryPhone?.isLandline;
  return {
    id: p.id,
    name: str(p.name) || [p.firstName, p.lastName].filter(Boolean).join(' '),
    firstName: str(p.firstName),
    lastName: str(p.lastName),
    stage: str(p.stage),
    source: str(p.source),
    price: num(p.price),
    assignedTo: str(p.assignedTo),
    created: str(p.created) ?? '',
    updated: str(p.updated) ?? str(p.created) ?? '',
    lastActivity: str(p.lastActivity),
    createdVia: str(p.createdVia),
    emails: channels(p.emails),
    phones: channels(phones),
    addresses: (p.addresses ?? []).map((a) => ({
      street: str(a.street),
      city: str(a.city),
      state: str(a.state),
      zip: str(a.code) ?? str((a as { zip?: unknown }).zip),
    })),
    picture: typeof p.picture?.small === 'string' ? { small: p.picture.small } : null,
    tags: (p.tags ?? []).filter((t): t is string => typeof t === 'string'),
    socialData: social
      ? {
          title: str(social.title),
          company: str(social.company),
          location: str(social.location),
          bio: str(social.bio),
          age: str(social.age),
          topics: Array.isArray(social.topics) ? social.topics.join(', ') : str(social.topics),
          linkedIn: str(social.linkedIn),
          facebook: str(social.facebook),
          twitter: str(social.twitter),
          googleProfile: str(social.googleProfile),
        }
      : null,
    collaborators: (p.collaborators ?? [])
      .filter((c) => typeof c?.name === 'string')
      .map((c) => ({ name: c.name, role: str(c.role), assigned: Boolean(c.assigned) })),
    websiteVisits: num(p.websiteVisits),
    timeframeDateRange: str(p.timeframeDateRange),
    timeframeStatus: str(p.timeframeStatus),
    dealName: str(p.dealName),
    dealStage: str(p.dealStage),
    dealStatus: str(p.dealStatus),
    dealPrice: num(p.dealPrice),
    dealCloseDate: str(p.dealCloseDate),
    sourceUrl: str(p.sourceUrl),
    carrier: null,
    lineType: isLandline === true ? 'landline' : isLandline === false ? 'mobile' : null,
    leadAnswers: null,
  };
}

export function presentFubNote(n: FubNote): CrmNote {
  return {
    id: n.id,
    subject: str(n.subject),
    body: str(n.body) ?? '',
    isHtml: n.isHtml === true || n.isHtml === 1,
    created: str(n.created) ?? '',
    createdBy: str(n.createdBy),
    systemName: str(n.systemName),
  };
}

function mailbox(value: FubMailbox | null | undefined): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object') {
    const email = str(value.email);
    const name = str(value.name);
    return name && email ? `${name} <${email}>` : (email ?? name);
  }
  return null;
}

export function presentFubEmail(e: FubEmailMessage): CrmEmail {
  const to = Array.isArray(e.to)
    ? e.to
    : typeof e.to === 'string'
      ? e.to.split(',')
      : e.to
        ? [e.to]
        : [];
  return {
    id: e.id,
    subject: str(e.subject),
    from: mailbox(e.from),
    to: to.map(mailbox).filter((v): v is string => v !== null),
    body: str(e.body) ?? '',
    created: str(e.created) ?? '',
  };
}

/** A FUB event (lead, inquiry, page view…) as an activity of the person. */
export function presentFubEvent(e: FubEvent): CrmActivity {
  const property = e.property;
  const where = property ? [property.street, property.city].filter(Boolean).join(', ') : '';
  const description =
    str(e.description) ||
    str(e.message) ||
    [e.type, where || str(e.pageTitle)].filter(Boolean).join(': ') ||
    'Event';
  return {
    id: e.id,
    activityType: str(e.type) ?? 'Event',
    userId: null,
    description,
    created: str(e.created) ?? str(e.occurred) ?? '',
  };
}

/** How a search text is sent to FUB: as an e-mail, a phone (mostly digits) or a name. */
export function searchFilter(q: string): Pick<ListPeopleQuery, 'email' | 'phone' | 'name'> {
  const text = q.trim();
  if (EMAIL.test(text)) return { email: text.toLowerCase() };
  const digits = digitsOnly(text);
  if (digits.length >= 3 && digits.length >= text.replace(/[\s().+-]/g, '').length * 0.8) {
    return { phone: digits };
  }
  return { name: text };
}

/** A custom field's name as FUB writes them ('customPurchaseContract'). */
const CUSTOM_FIELD = /^custom[A-Za-z0-9_]+$/;

/** The subject of the note that records a BFR write on the person. */
export const BFR_NOTE_SUBJECT = 'BFR update';

/** A custom field's value as text: numbers and flags written out, a list joined; null if none. */
function customValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(customValue)
      .filter((v) => v !== null)
      .join(', ');
  return null;
}

/** The person's custom fields (customXxx → value as text), from a read with fields=allFields. */
export function customFieldsOf(person: FubPerson): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(person)) {
    if (!CUSTOM_FIELD.test(key)) continue;
    const text = customValue(value);
    if (text !== null) fields[key] = text;
  }
  return fields;
}

/** Every failure but a missing record means FUB cannot answer now; the key never shows. */
function unavailable(error: unknown): never {
  if (error instanceof FollowUpBossError) {
    throw new AppError('UNAVAILABLE', `Follow Up Boss is not reachable: ${error.message}`);
  }
  throw error;
}

/** A call about one person: FUB's 404 for a person it does not have is null. */
async function forPerson<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof FollowUpBossError && error.kind === 'not-found') return null;
    return unavailable(error);
  }
}

/** The CrmProvider of a Follow Up Boss account (one client, so one rate-limit budget). */
export function createFollowUpBossProvider(client: FollowUpBossClient): CrmProvider {
  async function page(
    filters: Pick<ListPeopleQuery, 'email' | 'phone' | 'name'>,
    { page, limit, stage }: ContactsQuery,
  ): Promise<ContactsPage> {
    const size = clampLimit(limit);
    // FUB filters by stage itself, so its total and pages are the stage's people only
    const reply = await client
      .listPeople({ ...filters, stage, limit: size, offset: (Math.max(1, page) - 1) * size })
      .catch(unavailable);
    return {
      contacts: reply.people.map(presentFubPerson),
      totalInAccount: reply.total,
      totalPages: Math.ceil(reply.total / size),
      page,
    };
  }

  /** Whether FUB knows the person; asks for the id alone, the cheapest read. */
  async function exists(personId: number): Promise<boolean> {
    return (await client.getPerson(personId, { fields: 'id' }).catch(unavailable)) !== null;
  }

  return {
    name: 'followupboss',

    listContacts: (paging) => page({}, paging),

    searchContacts: (q, paging) => page(searchFilter(q), paging),

    async getContact(id) {
      const person = await client.getPerson(id).catch(unavailable);
      return person ? presentFubPerson(person) : null;
    },

    async contactsCreatedSince(since, max) {
      const found: CrmContact[] = [];
      try {
        // newest first: the walk stops at the first person created at or before `since`
        for await (const person of client.iteratePeople({ sort: '-created' })) {
          const created = Date.parse(person.created ?? '');
          if (found.length >= max || !(created > since.getTime())) break;
          found.push(presentFubPerson(person));
        }
      } catch (error) {
        unavailable(error);
      }
      return found;
    },

    async contactNotes(contactId, limit) {
      const [found, reply] = await Promise.all([
        exists(contactId),
        forPerson(client.listNotes({ personId: contactId, limit: clampLimit(limit) })),
      ]);
      return found ? (reply?.notes ?? []).map(presentFubNote) : null;
    },

    async listNotes({ personId, limit }) {
      const reply = await client
        .listNotes({ personId, limit: clampLimit(limit) })
        .catch(unavailable);
      return reply.notes.map(presentFubNote);
    },

    async listEmails(personId, limit) {
      const [found, reply] = await Promise.all([
        exists(personId),
        forPerson(client.listEmails({ personId, limit: clampLimit(limit) })),
      ]);
      return found ? (reply?.emails ?? []).map(presentFubEmail) : null;
    },

    async contactActivities(contactId, limit) {
      const [found, reply] = await Promise.all([
        exists(contactId),
        forPerson(client.listEvents({ personId: contactId, limit: clampLimit(limit) })),
      ]);
      return found ? (reply?.events ?? []).map(presentFubEvent) : null;
    },

    /*
     * FUB records a note as written by the API key's user and has no field for anyone else, so
     * the staff member's name (`author`) is not sent: the body stays exactly what they wrote.
     */
    async addNote(contactId, { subject, body }) {
      const note = await forPerson(
        client.createNote({
          personId: contactId,
          ...(subject ? { subject } : {}),
          body,
          isHtml: false,
        }),
      );
      return note ? presentFubNote(note) : null;
    },

    async updateStage(contactId, stage) {
      const person = await client.updatePerson(contactId, { stage }).catch(unavailable);
      return person ? presentFubPerson(person) : null;
    },

    /*
     * FUB assigns a person to one of its users: the agent's FUB user is found by e-mail (the
     * account's users are few, read in full). FUB keeps a person assigned, so 'nobody' is
     * refused rather than faked.
     */
    async assignContact(contactId, agent) {
      if (!agent) throw new AppError('CONFLICT', AGENT_MESSAGES.fubKeepsAssigned);
      const users = await client.listUsers().catch(unavailable);
      const wanted = agent.email.trim().toLowerCase();
      const user = users.find(
        (u) => typeof u.email === 'string' && u.email.toLowerCase() === wanted,
      );
      if (!user) throw new AppError('CONFLICT', AGENT_MESSAGES.noFubUser(agent.name, agent.email));
      const person = await client
        .updatePerson(contactId, { assignedUserId: user.id })
        .catch(unavailable);
      return person ? presentFubPerson(person) : null;
    },

    async customFieldDefinitions(): Promise<CrmCustomField[]> {
      const fields = await client.listCustomFields().catch(unavailable);
      return fields
        .filter((f) => typeof f?.name === 'string' && CUSTOM_FIELD.test(f.name))
        .map((f) => ({
          id: f.id,
          name: f.name,
          label: str(f.label) ?? f.name,
          type: str(f.type) ?? 'text',
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en'));
    },

    async contactCustomFields(contactId) {
      const person = await client.getPerson(contactId, { fields: 'allFields' }).catch(unavailable);
      return person ? customFieldsOf(person) : null;
    },

    /*
     * One PUT with the custom fields (FUB changes only the fields sent, so a retry writes the
     * same values again), then a note saying what was written: FUB keeps no activity of its
     * own for a field change. A retry after a failed note writes the fields again, harmlessly.
     */
    async writeCustomFields(contactId, values, { summary }) {
      const changes = Object.fromEntries(
        Object.entries(values).filter(([key]) => CUSTOM_FIELD.test(key)),
      ) as FubPersonUpdate;
      const person = await client.updatePerson(contactId, changes).catch(unavailable);
      if (!person) return false;
      const note = await forPerson(
        client.createNote({
          personId: contactId,
          subject: BFR_NOTE_SUBJECT,
          body: summary,
          isHtml: false,
        }),
      );
      return note !== null;
    },
  };
}
