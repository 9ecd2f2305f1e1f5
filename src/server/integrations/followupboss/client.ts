/**
 * The Follow Up Boss API (v1) client (contracts/external-apis.md section 2): Basic auth with the
 * API key as user name, the X-System headers, `_metadata` paging with `next` cursors, typed
 * errors from `{"errorMessage": ...}` replies, and FUB's rate limits: a short `Retry-After` is
 * waited out and retried here, a long one is thrown so the caller (the lead outbox) can
 * reschedule; `X-RateLimit-Remaining: 0` pauses this client for the window. 5xx and transport
 * failures are thrown without an inline retry: the outbox retries with backoff.
 * The API key never appears in an error message or a log line.
 */

// ---- wire shapes (field names exact; FUB omits fields it was not asked for, so most are optional) ----

/** FUB sends isPrimary as 1/0; some clients write booleans. */
export type FubFlag = 0 | 1 | boolean;

export type FubEmailAddress = {
  value: string;
  type?: string | null;
  status?: string | null;
  isPrimary?: FubFlag | null;
  relationshipId?: number | null;
};

export type FubPhoneNumber = {
  value: string;
  type?: string | null;
  status?: string | null;
  isPrimary?: FubFlag | null;
  /** Digits only, e.g. "2335550124". */
  normalized?: string | null;
  relationshipId?: number | null;
  isLandline?: boolean | null;
};

export type FubAddress = {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  /** The ZIP code. */
  code?: string | null;
  country?: string | null;
  type?: string | null;
};

export type FubSocialData = {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  age?: string | number | null;
  location?: string | null;
  company?: string | null;
  title?: string | null;
  bio?: string | null;
  topics?: string | string[] | null;
  facebook?: string | null;
  twitter?: string | null;
  googleProfile?: string | null;
  googlePlus?: string | null;
  linkedIn?: string | null;
};

export type FubCollaborator = {
  id: number;
  name: string;
  assigned: boolean | number;
  role: string | null;
};

/** A person as GET /v1/people answers it; custom fields (`customXxx`) only with fields=allFields. */
export type FubPerson = {
  id: number;
  created?: string;
  updated?: string;
  createdVia?: string | null;
  lastActivity?: string | null;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  stage?: string | null;
  stageId?: number | null;
  type?: string | null;
  source?: string | null;
  sourceId?: number | null;
  sourceUrl?: string | null;
  leadFlowId?: number | null;
  delayed?: boolean;
  contacted?: number;
  price?: number | null;
  assignedLenderId?: number | null;
  assignedLenderName?: string | null;
  assignedUserId?: number | null;
  assignedPondId?: number | null;
  assignedTo?: string | null;
  tags?: string[];
  emails?: FubEmailAddress[];
  phones?: FubPhoneNumber[];
  addresses?: FubAddress[];
  picture?: { small?: string } | null;
  socialData?: FubSocialData | null;
  websiteVisits?: number | null;
  timeframeId?: number | null;
  timeframeUpdated?: string | null;
  timeframeStatus?: string | null;
  timeframeDateRange?: string | null;
  claimed?: boolean;
  dealStatus?: string | null;
  dealStage?: string | null;
  dealName?: string | null;
  dealCloseDate?: string | null;
  dealPrice?: number | null;
  firstToClaimOffer?: boolean;
  collaborators?: FubCollaborator[];
  teamLeaders?: unknown[];
  pondMembers?: unknown[];
  background?: string | null;
  [customField: `custom${string}`]: unknown;
};

/** `property` of an event as sent (numbers) — FUB reads back price/bedrooms/bathrooms as strings. */
export type FubProperty = {
  street?: string;
  city?: string;
  state?: string;
  code?: string;
  mlsNumber?: string;
  price?: number | string;
  forRent?: boolean | number;
  url?: string;
  type?: string;
  bedrooms?: number | string;
  bathrooms?: number | string;
  area?: number | string;
  lot?: number | string;
};

export type FubPropertySearch = {
  city?: string;
  state?: string;
  code?: string;
  neighborhood?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  maxBedrooms?: number;
  minBathrooms?: number;
  maxBathrooms?: number;
  type?: string;
};

export type FubEventType =
  | 'Registration'
  | 'Inquiry'
  | 'Seller Inquiry'
  | 'Property Inquiry'
  | 'General Inquiry'
  | 'Viewed Property'
  | 'Saved Property'
  | 'Visited Website'
  | 'Incoming Call'
  | 'Unsubscribed'
  | 'Property Search'
  | 'Saved Property Search'
  | 'Visited Open House'
  | 'Viewed Page';

/** The person of an event: FUB dedupes it by `id`, else by e-mail or phone. */
export type FubEventPerson = {
  id?: number;
  firstName?: string;
  lastName?: string;
  emails?: Array<{ value: string; type?: string }>;
  phones?: Array<{ value: string; type?: string }>;
  addresses?: FubAddress[];
  tags?: string[];
  stage?: string;
  source?: string;
  sourceUrl?: string;
  price?: number;
  assignedTo?: string;
  contacted?: boolean;
  [customField: `custom${string}`]: unknown;
};

/** POST /v1/events body: the vendor's way to send website leads. */
export type FubEventInput = {
  source: string;
  system: string;
  type: FubEventType;
  message?: string;
  description?: string;
  /** ISO time; more than a day old counts as historical and triggers nothing. */
  occurredAt?: string;
  pageTitle?: string;
  pageUrl?: string;
  pageReferrer?: string;
  pageDuration?: number;
  person?: FubEventPerson;
  property?: FubProperty;
  propertySearch?: FubPropertySearch;
  campaign?: Record<string, string>;
};

/** An event record as FUB reads it back. */
export type FubEvent = {
  id: number;
  created?: string;
  updated?: string;
  occurred?: string | null;
  personId?: number | null;
  message?: string | null;
  description?: string | null;
  additional?: unknown[];
  noteId?: number | null;
  source?: string | null;
  type?: string | null;
  pageTitle?: string | null;
  pageUrl?: string | null;
  pageDuration?: number | null;
  property?:
    | (Omit<FubProperty, 'forRent'> & {
        id?: number;
        forRent?: number;
        lat?: number | null;
        lng?: number | null;
      })
    | null;
  propertySearch?: FubPropertySearch | null;
};

export type FubNote = {
  id: number;
  created?: string;
  updated?: string;
  createdById?: number | null;
  updatedById?: number | null;
  createdBy?: string | null;
  updatedBy?: string | null;
  personId?: number | null;
  subject?: string | null;
  body?: string | null;
  type?: string | null;
  isHtml?: boolean | number;
  showContent?: boolean;
  actionPlanId?: number | null;
  automationId?: number | null;
  isExternal?: boolean;
  systemId?: number | null;
  systemName?: string | null;
};

/**
 * A logged 1:1 e-mail (GET /v1/emails?personId=). The contract names the endpoint but not the
 * record, so the address fields are read loosely: a string, a list or `{name, email}` objects.
 */
export type FubEmailMessage = {
  id: number;
  created?: string;
  updated?: string;
  personId?: number | null;
  userId?: number | null;
  subject?: string | null;
  /** May be FUB's marker '[CONTENT HIDDEN]'. */
  body?: string | null;
  from?: FubMailbox | null;
  to?: FubMailbox | FubMailbox[] | null;
  cc?: FubMailbox | FubMailbox[] | null;
  isIncoming?: boolean | number;
};
export type FubMailbox = string | { name?: string | null; email?: string | null };

export type FubCustomField = {
  id: number;
  /** e.g. "customLeadScore" */
  name: string;
  label: string;
  type: 'text' | 'date' | 'number' | 'dropdown';
  orderWeight?: number;
  hideIfEmpty?: boolean;
  readOnly?: boolean;
  choices?: string[];
};

export type FubWebhook = { id: number; event: string; url: string; status?: string };

export type FubIdentity = {
  account: { id: number; domain: string; name: string; owner: { name: string; email: string } };
  user: {
    id: number;
    name: string;
    email: string;
    fuid?: string;
    role: string;
    isOwner: boolean;
    isAdmin: boolean;
    isLender: boolean;
  };
};

export type FubMetadata = {
  collection: string;
  offset: number;
  limit: number;
  total: number;
  next: string | null;
  nextLink: string | null;
};

// ---- errors ----

export type FollowUpBossErrorKind =
  | 'unauthorized' // 401: the key is wrong
  | 'forbidden' // 403: the key's role may not, or the account expired
  | 'not-found'
  | 'bad-request' // other 4xx: FUB refused what we sent
  | 'rate-limited' // 429 (or this client is still inside a long Retry-After)
  | 'unavailable' // 5xx
  | 'network' // refused, reset, DNS
  | 'timeout'
  | 'invalid-reply'; // a 2xx body that is not the JSON we expect

export class FollowUpBossError extends Error {
  constructor(
    public readonly kind: FollowUpBossErrorKind,
    message: string,
    public readonly status: number | null = null,
    /** For rate-limited: when FUB will take requests again. */
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'FollowUpBossError';
  }

  /** Worth trying again later: throttling, outages and transport failures. */
  get retryable(): boolean {
    return ['rate-limited', 'unavailable', 'network', 'timeout'].includes(this.kind);
  }
}

function kindForStatus(status: number): FollowUpBossErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'bad-request';
}

// ---- the client ----

export type FollowUpBossClientOptions = {
  /** e.g. https://api.followupboss.com/v1 (or a fake's apiBaseUrl). */
  baseUrl: string;
  apiKey: string;
  /** Our registered system name (X-System). */
  system?: string;
  systemKey?: string;
  /** Per request, the body included. */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this is waited out and retried here (up to 3 times). */
  maxInlineWaitSeconds?: number;
  logger?: { warn(obj: object, msg: string): void };
};

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

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
};

type Reply = { status: number; body: unknown };

const MAX_INLINE_RETRIES = 3;
const DEFAULT_WINDOW_SECONDS = 10;
const MAX_PAGE = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

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
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxInlineWait = options.maxInlineWaitSeconds ?? 10;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const secrets = [options.apiKey, options.systemKey, authorization.slice(6)].filter(
    (s): s is string => typeof s === 'string' && s.length >= 4,
  );

  /** X-RateLimit-Remaining hit 0: no request leaves before this time (ms). */
  let pausedUntil = 0;
  /** A long Retry-After: requests fail fast until then instead of being refused by FUB. */
  let blockedUntil = 0;

  const redact = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);

  const headers: Record<string, string> = {
    authorization,
    accept: 'application/json',
    'user-agent': 'Ridgeline/1.0',
  };
  if (options.system) headers['x-system'] = options.system;
  if (options.systemKey) headers['x-system-key'] = options.systemKey;

  async function waitForRateLimit(path: string): Promise<void> {
    const blockedMs = blockedUntil - Date.now();
    if (blockedMs > 0) {
      const seconds = Math.ceil(blockedMs / 1000);
      throw new FollowUpBossError(
        'rate-limited',
        `Follow Up Boss rate limit: retry in ${seconds} s`,
        429,
        seconds,
      );
    }
    const pausedMs = pausedUntil - Date.now();
    if (pausedMs > 0) {
      options.logger?.warn(
        { path, waitMs: pausedMs },
        'Follow Up Boss rate limit window used up; pausing',
      );
      await sleep(pausedMs);
    }
  }

  function noteRateLimit(response: Response): void {
    const remaining = Number(response.headers.get('x-ratelimit-remaining'));
    if (response.headers.get('x-ratelimit-remaining') === null || remaining > 0) return;
    const window = Number(response.headers.get('x-ratelimit-window'));
    const seconds = Number.isFinite(window) && window > 0 ? window : DEFAULT_WINDOW_SECONDS;
    pausedUntil = Math.max(pausedUntil, Date.now() + seconds * 1000);
  }

  async function once(method: string, url: string, body: string | undefined): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw transportError(error);
    }
  }

  function transportError(error: unknown): FollowUpBossError {
    const name = (error as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new FollowUpBossError(
        'timeout',
        `Follow Up Boss did not answer within ${timeoutMs} ms`,
      );
    }
    const cause = (error as { cause?: { message?: string; code?: string } } | undefined)?.cause;
    const detail =
      cause?.code ?? cause?.message ?? (error as Error | undefined)?.message ?? 'failed';
    return new FollowUpBossError('network', redact(`Follow Up Boss request failed: ${detail}`));
  }

  async function readBody(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw transportError(error);
    }
  }

  /** One API call: waits out short throttling, throws FollowUpBossError for anything not 2xx. */
  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const query = params.toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);

    for (let attempt = 0; ; attempt++) {
      await waitForRateLimit(path);
      const response = await once(method, url, body);
      const text = await readBody(response);

      if (response.status === 429) {
        // Retry-After governs a refused request; Remaining (0 here) would only add the window.
        const window = Number(response.headers.get('x-ratelimit-window'));
        const retryAfter =
          parseRetryAfter(response.headers.get('retry-after')) ??
          (Number.isFinite(window) && window > 0 ? window : DEFAULT_WINDOW_SECONDS);
        if (retryAfter <= maxInlineWait && attempt < MAX_INLINE_RETRIES) {
          options.logger?.warn(
            { method, path, retryAfterSeconds: retryAfter, attempt: attempt + 1 },
            'Follow Up Boss answered 429; waiting Retry-After',
          );
          await sleep(retryAfter * 1000);
          continue;
        }
        blockedUntil = Math.max(blockedUntil, Date.now() + retryAfter * 1000);
        throw new FollowUpBossError(
          'rate-limited',
          redact(errorMessageOf(text) ?? `Follow Up Boss rate limit: retry in ${retryAfter} s`),
          429,
          retryAfter,
        );
      }

      noteRateLimit(response);
      if (response.status < 200 || response.status >= 300) {
        throw new FollowUpBossError(
          kindForStatus(response.status),
          redact(errorMessageOf(text) ?? `Follow Up Boss answered HTTP ${response.status}`),
          response.status,
        );
      }
      if (response.status === 204 || text.trim() === '')
        return { status: response.status, body: null };
      try {
        return { status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        throw new FollowUpBossError(
          'invalid-reply',
          `Follow Up Boss reply to ${method} ${path} is not JSON (HTTP ${response.status})`,
          response.status,
        );
      }
    }
  }

  function errorMessageOf(text: string): string | null {
    try {
      const message = (JSON.parse(text) as { errorMessage?: unknown } | null)?.errorMessage;
      return typeof message === 'string' && message.trim() !== '' ? message : null;
    } catch {
      return null;
    }
  }

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
    query: RequestOptions['query'],
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
    query: RequestOptions['query'],
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

  function peopleQuery(q: ListPeopleQuery): RequestOptions['query'] {
    return {
      limit: pageLimit(q.limit),
      offset: q.next ? undefined : q.offset,
      next: q.next,
      sort: q.sort,
      fields: q.allFields ? 'allFields' : undefined,
      name: q.name,
      email: q.email,
      phone: q.phone,
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
