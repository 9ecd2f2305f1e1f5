import type {
  FubCustomField,
  FubEmailMessage,
  FubEvent,
  FubEventPerson,
  FubNote,
  FubPerson,
  FubPhoneNumber,
  FubUser,
  FubWebhook,
} from '../types';

/**
 * The records of the fake Follow Up Boss account and the rules that change them (building a
 * person with every field FUB returns, matching people for the list filters, and the dedupe
 * of `POST /v1/events`). The HTTP side is in fake-server.ts.
 */

/** An event as the fake keeps it: the wire record plus what the sender put in (system, person). */
export type FakeFubEvent = FubEvent & {
  id: number;
  personId: number | null;
  system: string | null;
  person: FubEventPerson | null;
};
export type FakeFubNote = FubNote & { personId: number; created: string };
export type FakeFubEmail = FubEmailMessage & { personId: number; created: string };
export type FakeFubWebhook = FubWebhook & { system: string; created: string };

export type FakeFubData = {
  people: FubPerson[];
  events: FakeFubEvent[];
  /** Events answered 204 while the lead flow was archived (FUB drops them; kept for tests). */
  archivedEvents: FakeFubEvent[];
  notes: FakeFubNote[];
  emails: FakeFubEmail[];
  customFields: FubCustomField[];
  webhooks: FakeFubWebhook[];
  /** The account's users (people are assigned to them); the owner and one agent to start. */
  users: FubUser[];
  nextId: Record<'person' | 'event' | 'note' | 'email' | 'customField' | 'webhook', number>;
};

/** A failure to answer with `{"errorMessage": message}`. */
export class FakeFubReplyError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The fake account's users: the owner (the API key's user) and one agent. */
export function fakeFubUsers(): FubUser[] {
  return [
    {
      id: 1,
      name: 'Dana Agent',
      firstName: 'Dana',
      lastName: 'Agent',
      email: 'dana@ridgeline.example',
      role: 'Broker',
      status: 'Active',
    },
    {
      id: 2,
      name: 'Luis Ortega',
      firstName: 'Luis',
      lastName: 'Ortega',
      email: 'luis@ridgeline.example',
      role: 'Agent',
      status: 'Active',
    },
  ];
}

export function createFakeFubData(): FakeFubData {
  return {
    people: [],
    events: [],
    archivedEvents: [],
    notes: [],
    emails: [],
    customFields: [],
    webhooks: [],
    users: fakeFubUsers(),
    nextId: { person: 1, event: 1, note: 1, email: 1, customField: 1, webhook: 1 },
  };
}

/** Empties every collection in place, so arrays handed out earlier stay the live ones. */
export function clearFakeFubData(data: FakeFubData): void {
  for (const list of [
    data.people,
    data.events,
    data.archivedEvents,
    data.notes,
    data.emails,
    data.customFields,
    data.webhooks,
  ]) {
    list.length = 0;
  }
  data.users.splice(0, data.users.length, ...fakeFubUsers());
  data.nextId = createFakeFubData().nextId;
}

/** FUB's timestamp format: ISO 8601 in UTC without milliseconds. */
export function fubTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The ten digits FUB compares phones by (a leading US 1 dropped). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function takeId(data: FakeFubData, kind: keyof FakeFubData['nextId'], wanted?: number): number {
  const id = wanted ?? data.nextId[kind];
  data.nextId[kind] = Math.max(data.nextId[kind], id + 1);
  return id;
}

function withNormalizedPhones(phones: FubPhoneNumber[] | undefined): FubPhoneNumber[] {
  return (phones ?? []).map((p) => ({ ...p, normalized: p.normalized ?? phoneDigits(p.value) }));
}

/** A person with every field FUB returns, defaults filled in; `partial` wins. */
export function buildPerson(data: FakeFubData, partial: Partial<FubPerson> = {}): FubPerson {
  const now = fubTimestamp();
  const id = takeId(data, 'person', partial.id);
  const firstName = partial.firstName ?? null;
  const lastName = partial.lastName ?? null;
  const person: FubPerson = {
    id,
    created: now,
    updated: now,
    createdVia: 'API',
    lastActivity: null,
    name: [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    stage: 'Lead',
    stageId: 2,
    type: 'Buyer',
    source: '<unspecified>',
    sourceId: 1,
    sourceUrl: null,
    leadFlowId: null,
    delayed: false,
    contacted: 0,
    price: null,
    assignedLenderId: null,
    assignedLenderName: null,
    assignedUserId: null,
    assignedPondId: null,
    assignedTo: null,
    tags: [],
    emails: [],
    phones: [],
    addresses: [],
    picture: null,
    socialData: null,
    websiteVisits: 0,
    timeframeId: null,
    timeframeUpdated: null,
    timeframeStatus: null,
    timeframeDateRange: null,
    claimed: true,
    dealStatus: null,
    dealStage: null,
    dealName: null,
    dealCloseDate: null,
    dealPrice: null,
    firstToClaimOffer: false,
    collaborators: [],
    teamLeaders: [],
    pondMembers: [],
    background: null,
    ...partial,
  };
  person.id = id;
  person.phones = withNormalizedPhones(person.phones);
  return person;
}

/**
 * The person as GET /v1/people answers it: custom fields and `background` only with
 * `fields=allFields` or when named; a comma list keeps just those fields (and id).
 */
export function presentPerson(person: FubPerson, fields: string | null): Record<string, unknown> {
  if (fields === 'allFields') return { ...person };
  if (fields) {
    const wanted = new Set(['id', ...fields.split(',').map((f) => f.trim())]);
    return Object.fromEntries(Object.entries(person).filter(([key]) => wanted.has(key)));
  }
  return Object.fromEntries(
    Object.entries(person).filter(([key]) => !key.startsWith('custom') && key !== 'background'),
  );
}

const SORTABLE = new Set(['id', 'created', 'updated', 'lastActivity', 'name', 'price']);

/** GET /v1/people's filters and sort; newest id first unless `sort` says otherwise. */
export function findPeople(data: FakeFubData, params: URLSearchParams): FubPerson[] {
  const text = (key: string) => params.get(key)?.trim().toLowerCase() || null;
  const name = text('name');
  const firstName = text('firstName');
  const lastName = text('lastName');
  const email = text('email');
  const phone = params.get('phone') ? phoneDigits(params.get('phone')!) : null;
  const stage = text('stage');
  const source = text('source');
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const ids = (params.get('id') ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0);

  const matches = data.people.filter((p) => {
    if (ids.length > 0 && !ids.includes(p.id)) return false;
    if (name && !(p.name ?? '').toLowerCase().includes(name)) return false;
    if (firstName && (p.firstName ?? '').toLowerCase() !== firstName) return false;
    if (lastName && (p.lastName ?? '').toLowerCase() !== lastName) return false;
    if (email && !(p.emails ?? []).some((e) => sameEmail(e.value, email))) return false;
    if (phone && !(p.phones ?? []).some((ph) => phoneDigits(ph.value) === phone)) return false;
    if (stage && (p.stage ?? '').toLowerCase() !== stage) return false;
    if (source && (p.source ?? '').toLowerCase() !== source) return false;
    const own = (p.tags ?? []).map((t) => t.toLowerCase());
    if (tags.some((t) => !own.includes(t))) return false;
    return true;
  });

  const sort = params.get('sort');
  if (!sort) return matches.sort((a, b) => b.id - a.id);
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  if (!SORTABLE.has(key)) throw new FakeFubReplyError(400, `Invalid sort field '${key}'.`);
  return matches.sort((a, b) => {
    const av = (a as Record<string, unknown>)[key];
    const bv = (b as Record<string, unknown>)[key];
    // People with no value for the key go last either way, as a list sorted by activity shows them.
    if (av == null || bv == null) return av == null ? (bv == null ? b.id - a.id : 1) : -1;
    const order = av < bv ? -1 : av > bv ? 1 : 0;
    return (descending ? -order : order) || b.id - a.id;
  });
}

/** The existing person an event is about: by id, else by any e-mail, else by any phone. */
function findEventPerson(data: FakeFubData, person: FubEventPerson): FubPerson | null {
  if (person.id !== undefined) {
    const byId = data.people.find((p) => p.id === person.id);
    if (!byId) throw new FakeFubReplyError(404, `Person with id ${person.id} not found.`);
    return byId;
  }
  for (const { value } of person.emails ?? []) {
    const found = data.people.find((p) => (p.emails ?? []).some((e) => sameEmail(e.value, value)));
    if (found) return found;
  }
  for (const { value } of person.phones ?? []) {
    const digits = phoneDigits(value);
    if (!digits) continue;
    const found = data.people.find((p) =>
      (p.phones ?? []).some((ph) => phoneDigits(ph.value) === digits),
    );
    if (found) return found;
  }
  return null;
}

function customFieldsOf(person: FubEventPerson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(person).filter(([key]) => /^custom[A-Z]/.test(key)));
}

/** Adds the event's e-mails, phones, tags and fields to an existing person (FUB merges, not replaces). */
function mergeIntoPerson(target: FubPerson, person: FubEventPerson, now: string): void {
  const emails = target.emails ?? [];
  for (const e of person.emails ?? []) {
    if (!emails.some((own) => sameEmail(own.value, e.value))) {
      emails.push({ value: e.value, type: e.type ?? null, status: 'Not Validated', isPrimary: 0 });
    }
  }
  const phones = target.phones ?? [];
  for (const p of person.phones ?? []) {
    if (!phones.some((own) => phoneDigits(own.value) === phoneDigits(p.value))) {
      phones.push({
        value: p.value,
        type: p.type ?? null,
        isPrimary: 0,
        normalized: phoneDigits(p.value),
      });
    }
  }
  target.emails = emails;
  target.phones = phones;
  target.tags = [...new Set([...(target.tags ?? []), ...(person.tags ?? [])])];
  if (!target.firstName && person.firstName) target.firstName = person.firstName;
  if (!target.lastName && person.lastName) target.lastName = person.lastName;
  target.name = [target.firstName, target.lastName].filter(Boolean).join(' ');
  if (person.price !== undefined) target.price = person.price;
  if (person.stage) target.stage = person.stage;
  if (person.addresses?.length)
    target.addresses = [...(target.addresses ?? []), ...person.addresses];
  Object.assign(target, customFieldsOf(person));
  target.updated = now;
  target.lastActivity = now;
}

function newPersonFromEvent(
  data: FakeFubData,
  person: FubEventPerson,
  event: Record<string, unknown>,
  now: string,
): FubPerson {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return buildPerson(data, {
    ...customFieldsOf(person),
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    emails: (person.emails ?? []).map((e, i) => ({
      value: e.value,
      type: e.type ?? null,
      status: 'Not Validated',
      isPrimary: i === 0 ? 1 : 0,
    })),
    phones: (person.phones ?? []).map((p, i) => ({
      value: p.value,
      type: p.type ?? null,
      status: 'Not Validated',
      isPrimary: i === 0 ? 1 : 0,
    })),
    addresses: person.addresses ?? [],
    tags: person.tags ?? [],
    stage: person.stage ?? 'Lead',
    source: person.source ?? str(event.source) ?? '<unspecified>',
    sourceUrl: person.sourceUrl ?? str(event.pageUrl) ?? null,
    price: person.price ?? null,
    assignedTo: person.assignedTo ?? null,
    contacted: person.contacted ? 1 : 0,
    createdVia: 'API',
    lastActivity: now,
  });
}

/** `property` as FUB reads it back: price, bedrooms and bathrooms as strings, forRent 0/1. */
function readBackProperty(property: unknown, id: number): FakeFubEvent['property'] {
  if (!property || typeof property !== 'object') return null;
  const p = property as Record<string, unknown>;
  const asString = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return {
    ...p,
    id,
    price: asString(p.price),
    bedrooms: asString(p.bedrooms),
    bathrooms: asString(p.bathrooms),
    forRent: p.forRent ? 1 : 0,
    lat: null,
    lng: null,
  } as FakeFubEvent['property'];
}

/**
 * POST /v1/events: finds or creates the person (dedupe by id, e-mail, phone) and records the
 * event. `archived` answers as an archived lead flow does: nothing is created.
 */
export function ingestEvent(
  data: FakeFubData,
  body: unknown,
  archived: boolean,
): { status: 200 | 201 | 204; event: FakeFubEvent } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new FakeFubReplyError(400, 'The request body must be a JSON object.');
  }
  const b = body as Record<string, unknown>;
  if (typeof b.type !== 'string' || b.type.trim() === '') {
    throw new FakeFubReplyError(400, "Event 'type' is required.");
  }
  const person = b.person as FubEventPerson | undefined;
  if (!person || typeof person !== 'object') {
    throw new FakeFubReplyError(400, "Event 'person' is required.");
  }
  const identifies =
    person.id !== undefined ||
    (person.emails ?? []).some((e) => e?.value) ||
    (person.phones ?? []).some((p) => p?.value) ||
    Boolean(person.firstName || person.lastName);
  if (!identifies) {
    throw new FakeFubReplyError(
      400,
      'The person needs a name, an email address or a phone number.',
    );
  }

  // FUB files a bare Inquiry under the kind it turns out to be.
  const type =
    b.type === 'Inquiry' ? (b.property ? 'Property Inquiry' : 'General Inquiry') : b.type;
  const now = fubTimestamp();
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const record = (personId: number | null): FakeFubEvent => {
    const id = takeId(data, 'event');
    return {
      id,
      created: now,
      updated: now,
      occurred: str(b.occurredAt) ?? now,
      personId,
      message: str(b.message),
      description: str(b.description),
      additional: [],
      noteId: null,
      source: str(b.source),
      type,
      pageTitle: str(b.pageTitle),
      pageUrl: str(b.pageUrl),
      pageDuration: typeof b.pageDuration === 'number' ? b.pageDuration : null,
      property: readBackProperty(b.property, id),
      propertySearch: (b.propertySearch as FubEvent['propertySearch']) ?? null,
      system: str(b.system),
      person,
    };
  };

  if (archived) {
    const event = record(null);
    data.archivedEvents.push(event);
    return { status: 204, event };
  }
  const existing = findEventPerson(data, person);
  const target = existing ?? newPersonFromEvent(data, person, b, now);
  if (existing) mergeIntoPerson(existing, person, now);
  else data.people.push(target);
  const event = record(target.id);
  data.events.push(event);
  return { status: existing ? 200 : 201, event };
}

/** The event without what only the fake keeps (system, person as sent). */
export function presentEvent(event: FakeFubEvent): FubEvent {
  const { system: _system, person: _person, ...wire } = event;
  return wire;
}

export function buildNote(
  data: FakeFubData,
  personId: number,
  partial: Partial<FubNote> = {},
): FakeFubNote {
  const now = fubTimestamp();
  const id = takeId(data, 'note', partial.id);
  return {
    created: now,
    updated: now,
    createdById: 1,
    updatedById: 1,
    createdBy: 'Dana Agent',
    updatedBy: 'Dana Agent',
    subject: null,
    body: '',
    type: null,
    isHtml: false,
    showContent: true,
    actionPlanId: null,
    automationId: null,
    isExternal: false,
    systemId: null,
    systemName: null,
    ...partial,
    personId,
    id,
  };
}

export function buildEmail(
  data: FakeFubData,
  personId: number,
  partial: Partial<FubEmailMessage> = {},
): FakeFubEmail {
  const now = fubTimestamp();
  const id = takeId(data, 'email', partial.id);
  return {
    created: now,
    updated: now,
    userId: 1,
    subject: null,
    body: '',
    from: 'dana@ridgeline.example',
    to: [],
    cc: [],
    isIncoming: false,
    ...partial,
    personId,
    id,
  };
}

const FIELD_TYPES = new Set(['text', 'date', 'number', 'dropdown']);

/** A custom field; its name is "custom" + the label in PascalCase, as FUB names them. */
export function buildCustomField(
  data: FakeFubData,
  partial: Partial<FubCustomField> & { label: string },
): FubCustomField {
  const type = partial.type ?? 'text';
  if (!FIELD_TYPES.has(type))
    throw new FakeFubReplyError(400, `Invalid custom field type '${type}'.`);
  const pascal = partial.label
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  const name = partial.name ?? `custom${pascal}`;
  if (data.customFields.some((f) => f.name === name)) {
    throw new FakeFubReplyError(400, `A custom field named '${name}' already exists.`);
  }
  return {
    orderWeight: data.customFields.length,
    hideIfEmpty: false,
    readOnly: false,
    ...partial,
    id: takeId(data, 'customField', partial.id),
    name,
    type,
    ...(type === 'dropdown' ? { choices: partial.choices ?? [] } : {}),
  };
}

export function nextWebhookId(data: FakeFubData): number {
  return takeId(data, 'webhook');
}
