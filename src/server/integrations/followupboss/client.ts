import { FollowUpBossError } from './errors';
import { createFubTransport, type FubQuery, type FubTransportOptions } from './transport';
import type {
  FubCustomField,
  FubEmailMessage,
  FubEvent,
  FubEventInput,
  FubIdentity,
  FubMetadata,
  FubNote,
  FubNoteInput,
  FubPerson,
  FubPersonUpdate,
  FubUser,
  FubWebhook,
} from './types';

/**
 * The Follow Up Boss API (v1) client (contracts/external-apis.md section 2): the endpoints we
 * use, their `_metadata` paging with `next` cursors, and checks that a reply has the shape
 * we read. The HTTP side (auth, rate limits, errors, key redaction) is transport.ts.
 */

/** A client is configured by its transport alone: one account, one key. */
export type FollowUpBossClientOptions = FubTransportOptions;

export type ListPeopleQuery = {
  /** 1..100; FUB's default is 10. */
  limit?: number;
  offset?: number;
  /** `_metadata.next` of the previous page (deep paging). */
  next?: string;
  sort?: string;
  /** Ask for every field, custom fields included. */
  allFields?: boolean;
  name?: string;
  email?: string;
  phone?: string;
  /** A stage name of the account ("Hot Lead"): FUB lists, pages and counts only its people. */
  stage?: string;
};

export type PeopleFilters = Omit<ListPeopleQuery, 'limit' | 'offset' | 'next'>;

export type FubPage<K extends string, T> = { [key in K]: T[] } & {
  total: number;
  next: string | null;
  offset: number;
  limit: number;
};

export type SendEventResult = {
  /** 201 new person, 200 existing person updated, 204 lead flow archived (no body). */
  status: 200 | 201 | 204;
  personId: number | null;
  eventId: number | null;
};

export type FollowUpBossClient = ReturnType<typeof createFollowUpBossClient>;

const MAX_PAGE = 100;

function positiveId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new RangeError(`Invalid Follow Up Boss id: ${id}`);
  return id;
}

function pageLimit(limit: number | undefined): number | undefined {
  if (limit === undefined) return undefined;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new RangeError(`Follow Up Boss pages hold 1 to ${MAX_PAGE} records, not ${limit}`);
  }
  return limit;
}

/** Creates a client for one account (one API key); its rate-limit pause is shared by its calls. */
export function createFollowUpBossClient(options: FollowUpBossClientOptions) {
  const { request } = createFubTransport(options);

  function invalid(path: string, what: string): FollowUpBossError {
    return new FollowUpBossError('invalid-reply', `Follow Up Boss reply to ${path}: ${what}`);
  }

  function asObject(body: unknown, path: string): Record<string, unknown> {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw invalid(path, 'not an object');
    return body as Record<string, unknown>;
  }

  /** A collection reply `{_metadata, <key>: [...]}`. */
  async function list<K extends string, T>(
    path: string,
    key: K,
    query: FubQuery,
  ): Promise<FubPage<K, T>> {
    const reply = asObject((await request('GET', path, { query })).body, path);
    const items = reply[key];
    if (!Array.isArray(items)) throw invalid(path, `no ${key} list`);
    const meta = (reply._metadata ?? {}) as Partial<FubMetadata>;
    const next = typeof meta.next === 'string' && meta.next !== '' ? meta.next : null;
    return {
      [key]: items as T[],
      total: typeof meta.total === 'number' ? meta.total : items.length,
      next,
      offset: typeof meta.offset === 'number' ? meta.offset : 0,
      limit: typeof meta.limit === 'number' ? meta.limit : items.length,
    } as FubPage<K, T>;
  }

  /** Every record of a collection, following `next` cursors 100 at a time. */
  async function* iterate<K extends string, T>(
    path: string,
    key: K,
    query: FubQuery,
  ): AsyncGenerator<T> {
    const seen = new Set<string>();
    let next: string | undefined;
    for (;;) {
      const page = await list<K, T>(path, key, { ...query, limit: MAX_PAGE, next });
      yield* page[key] as T[];
      if (!page.next || page[key].length === 0) return;
      // A server that hands back a cursor twice would keep us here forever.
      if (seen.has(page.next)) throw invalid(path, 'the next cursor repeats');
      seen.add(page.next);
      next = page.next;
    }
  }

  function peopleQuery(q: ListPeopleQuery): FubQuery {
    return {
      limit: pageLimit(q.limit),
      offset: q.next ? undefined : q.offset,
      next: q.next,
      sort: q.sort,
      fields: q.allFields ? 'allFields' : undefined,
      name: q.name,
      email: q.email,
      phone: q.phone,
      stage: q.stage,
    };
  }

  return {
    /** GET /v1/identity: the account and user of the key (the health check). */
    async identity(): Promise<FubIdentity> {
      const body = asObject((await request('GET', '/identity')).body, '/identity');
      if (!body.account || !body.user) throw invalid('/identity', 'no account or user');
      return body as FubIdentity;
    },

    /** POST /v1/events: sends a lead; 200 (existing person), 201 (new) and 204 (archived) all succeed. */
    async sendEvent(event: FubEventInput): Promise<SendEventResult> {
      const reply = await request('POST', '/events', { body: event });
      const status = reply.status === 201 || reply.status === 204 ? reply.status : 200;
      const record = (reply.body ?? {}) as Partial<FubEvent>;
      return {
        status,
        personId: typeof record.personId === 'number' ? record.personId : null,
        eventId: typeof record.id === 'number' ? record.id : null,
      };
    },

    /** GET /v1/people: one page; use `next` (or iteratePeople) beyond the first few pages. */
    async listPeople(query: ListPeopleQuery = {}): Promise<FubPage<'people', FubPerson>> {
      return list<'people', FubPerson>('/people', 'people', peopleQuery(query));
    },

    /** Every person matching the filters, page by page along `_metadata.next`. */
    iteratePeople(filters: PeopleFilters = {}): AsyncGenerator<FubPerson> {
      return iterate<'people', FubPerson>('/people', 'people', peopleQuery(filters));
    },

    /** GET /v1/people/{id} with every field (or the ones named); null when FUB has no such person. */
    async getPerson(id: number, opts: { fields?: string } = {}): Promise<FubPerson | null> {
      const path = `/people/${positiveId(id)}`;
      try {
        const reply = await request('GET', path, { query: { fields: opts.fields ?? 'allFields' } });
        const person = asObject(reply.body, path);
        if (typeof person.id !== 'number') throw invalid(path, 'no person id');
        return person as FubPerson;
      } catch (error) {
        if (error instanceof FollowUpBossError && error.kind === 'not-found') return null;
        throw error;
      }
    },

    /**
     * PUT /v1/people/{id}: changes only the fields sent; the person as FUB answers it, or null
     * when FUB has no such person.
     */
    async updatePerson(id: number, changes: FubPersonUpdate): Promise<FubPerson | null> {
      const path = `/people/${positiveId(id)}`;
      try {
        const person = asObject((await request('PUT', path, { body: changes })).body, path);
        if (typeof person.id !== 'number') throw invalid(path, 'no person id');
        return person as FubPerson;
      } catch (error) {
        if (error instanceof FollowUpBossError && error.kind === 'not-found') return null;
        throw error;
      }
    },

    /**
     * POST /v1/notes: a note on a person; the note record FUB created. A person FUB does not
     * have is a 'not-found' FollowUpBossError.
     */
    async createNote(note: FubNoteInput): Promise<FubNote> {
      const personId = positiveId(note.personId);
      const reply = await request('POST', '/notes', { body: { ...note, personId } });
      const body = asObject(reply.body, '/notes');
      if (typeof body.id !== 'number') throw invalid('/notes', 'no note id');
      return body as FubNote;
    },

    /** GET /v1/notes, newest first; of one person or of everyone. */
    async listNotes(query: { personId?: number; limit?: number; offset?: number; next?: string }) {
      return list<'notes', FubNote>('/notes', 'notes', {
        personId: query.personId === undefined ? undefined : positiveId(query.personId),
        limit: pageLimit(query.limit),
        offset: query.offset,
        next: query.next,
      });
    },

    /** GET /v1/emails?personId=: the person's logged 1:1 e-mails. */
    async listEmails(query: { personId: number; limit?: number; offset?: number; next?: string }) {
      return list<'emails', FubEmailMessage>('/emails', 'emails', {
        personId: positiveId(query.personId),
        limit: pageLimit(query.limit),
        offset: query.offset,
        next: query.next,
      });
    },

    /** GET /v1/events, newest first, optionally of one person and one type. */
    async listEvents(query: {
      personId?: number;
      type?: string;
      limit?: number;
      offset?: number;
      next?: string;
    }) {
      return list<'events', FubEvent>('/events', 'events', {
        personId: query.personId === undefined ? undefined : positiveId(query.personId),
        type: query.type,
        limit: pageLimit(query.limit),
        offset: query.offset,
        next: query.next,
      });
    },

    /** Every custom field of the account (GET /v1/customFields, all pages). */
    async listCustomFields(): Promise<FubCustomField[]> {
      const fields: FubCustomField[] = [];
      for await (const field of iterate<'customfields', FubCustomField>(
        '/customFields',
        'customfields',
        {},
      )) {
        fields.push(field);
      }
      return fields;
    },

    /** Every user of the account (GET /v1/users, all pages): who people can be assigned to. */
    async listUsers(): Promise<FubUser[]> {
      const found: FubUser[] = [];
      for await (const user of iterate<'users', FubUser>('/users', 'users', {})) found.push(user);
      return found;
    },

    /** Every webhook this system registered (GET /v1/webhooks, all pages). */
    async listWebhooks(query: { event?: string } = {}): Promise<FubWebhook[]> {
      const hooks: FubWebhook[] = [];
      for await (const hook of iterate<'webhooks', FubWebhook>('/webhooks', 'webhooks', {
        event: query.event,
      })) {
        hooks.push(hook);
      }
      return hooks;
    },

    /** POST /v1/webhooks (needs an Owner key and X-System). */
    async createWebhook(hook: { event: string; url: string }): Promise<FubWebhook> {
      const body = asObject((await request('POST', '/webhooks', { body: hook })).body, '/webhooks');
      if (typeof body.id !== 'number') throw invalid('/webhooks', 'no webhook id');
      return body as FubWebhook;
    },

    /** DELETE /v1/webhooks/{id}. */
    async deleteWebhook(id: number): Promise<void> {
      await request('DELETE', `/webhooks/${positiveId(id)}`);
    },
  };
}
