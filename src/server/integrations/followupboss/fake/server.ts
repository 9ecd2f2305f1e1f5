import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, readRequestText, sendJson, startFakeHttpServer } from '../../fake-http-server';
import type { FubCustomField, FubEmailMessage, FubNote, FubPerson, FubUser } from '../types';
import {
  buildCustomField,
  buildEmail,
  buildNote,
  buildPerson,
  clearFakeFubData,
  createFakeFubData,
  FakeFubReplyError,
  fubTimestamp,
  type FakeFubEmail,
  type FakeFubEvent,
  type FakeFubNote,
  type FakeFubWebhook,
} from './data';
import { seedFakeFubDemo } from './demo';
import { createFakeFubRouter, FAKE_FUB_IDENTITY } from './routes';

/**
 * A local stand-in for the Follow Up Boss API v1 speaking its wire contract
 * (contracts/external-apis.md section 2): Basic auth with the key as user name, identity,
 * people (filters, `fields=allFields`, `next` cursors, partial updates by PUT), events with the
 * 200/201/204 dedupe, notes (listed and written), emails by personId, custom fields, webhooks (and signed deliveries), `errorMessage`
 * errors and the X-RateLimit headers of a real sliding window per context. Fault switches
 * reproduce outages, throttling and dropped connections. Tests and local runs use it; run it
 * standalone with `npx tsx src/server/integrations/followupboss/fake/server.ts`.
 */

export type FakeFubRateContext = 'global' | 'events' | 'POST.events' | 'PUT.people' | 'notes';

/** Requests per window with a valid system key (the documented defaults; POST.events is fair use). */
export const FAKE_FUB_RATE_LIMITS: Record<FakeFubRateContext, number> = {
  global: 250,
  events: 20,
  'POST.events': 1000,
  'PUT.people': 25,
  notes: 10,
};

export type FakeFubRequest = {
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  context: FakeFubRateContext;
  /** Basic auth with the account's key as user name. */
  authorized: boolean;
  /** The X-System header, as sent. */
  system: string | null;
  /** Whether X-System-Key matched; null when none was sent. */
  systemKeyValid: boolean | null;
  body?: unknown;
};

export type FakeFollowUpBossOptions = {
  apiKey: string;
  systemKey?: string;
  port?: number;
  /** Per-context limits (defaults FAKE_FUB_RATE_LIMITS); halved for global/events without a valid system key. */
  rateLimits?: Partial<Record<FakeFubRateContext, number>>;
  /** The sliding window (FUB: 10 s). */
  rateLimitWindowSeconds?: number;
};

export type FakeFollowUpBoss = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/v1`: the client's base URL. */
  apiBaseUrl: string;
  /** The live records (edit them in place, or use the seed helpers). */
  readonly people: FubPerson[];
  readonly events: FakeFubEvent[];
  readonly archivedEvents: FakeFubEvent[];
  readonly notes: FakeFubNote[];
  readonly emails: FakeFubEmail[];
  readonly customFields: FubCustomField[];
  readonly webhooks: FakeFubWebhook[];
  /** The account's users, who people are assigned to (add agents in place). */
  readonly users: FubUser[];
  /** The last 2000 API requests, oldest first (faulted ones included). */
  readonly requests: readonly FakeFubRequest[];
  /** The next n API requests answer `status` (default 503) and are not processed. */
  failNext(n?: number, status?: number): void;
  /** Every API request answers `status` until recover(). */
  failAll(status?: number): void;
  recover(): void;
  /** The next n API requests answer 429 with this Retry-After. */
  rateLimitNext(n?: number, retryAfterSeconds?: number): void;
  /** POST /v1/events answers 204 and creates nothing while on. */
  archiveLeadFlow(on?: boolean): void;
  /** The next n API requests get their connection destroyed without a reply. */
  dropNext(n?: number): void;
  /** Delay before every API reply (ms). */
  setLatency(ms: number): void;
  setRateLimits(limits: Partial<Record<FakeFubRateContext, number>>): void;
  /** Clears every fault, the latency, the rate-limit windows and the request log (not the records). */
  reset(): void;
  /** Empties every collection and restarts the ids. */
  clearData(): void;
  seedPerson(partial?: Partial<FubPerson>): FubPerson;
  seedNote(personId: number, partial?: Partial<FubNote>): FubNote;
  seedEmail(personId: number, partial?: Partial<FubEmailMessage>): FubEmailMessage;
  seedCustomField(partial: Partial<FubCustomField> & { label: string }): FubCustomField;
  /** A webhook body and its FUB-Signature: hex HMAC-SHA256(systemKey, base64(body)). */
  signWebhook(payload: unknown): { body: string; signature: string };
  /** POSTs a signed payload to every registered hook of the event, as FUB delivers them. */
  deliverWebhook(
    event: string,
    resourceIds: number[],
    data?: Record<string, unknown>,
  ): Promise<Array<{ url: string; status: number | null }>>;
  close(): Promise<void>;
};

const MAX_LOG = 2000;
const JSON_MIME = 'application/json; charset=utf-8';

function contextOf(method: string, collection: string): FakeFubRateContext {
  if (collection === 'events') return method === 'POST' ? 'POST.events' : 'events';
  if (collection === 'people' && method === 'PUT') return 'PUT.people';
  if (collection === 'notes') return 'notes';
  return 'global';
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FakeFubReplyError(400, 'The request body is not valid JSON.');
  }
}

/** Starts the fake on 127.0.0.1 (port 0 = any free port). */
export async function startFakeFollowUpBoss(
  options: FakeFollowUpBossOptions,
): Promise<FakeFollowUpBoss> {
  const data = createFakeFubData();
  const requests: FakeFubRequest[] = [];
  const windowMs = (options.rateLimitWindowSeconds ?? 10) * 1000;
  let limits = { ...FAKE_FUB_RATE_LIMITS, ...options.rateLimits };
  const hits = new Map<FakeFubRateContext, number[]>();
  const faults = {
    failNext: 0,
    failStatus: 503,
    failAll: null as number | null,
    rateLimitNext: 0,
    retryAfter: 10,
    drop: 0,
    archived: false,
    latencyMs: 0,
  };
  let origin = '';
  const route = createFakeFubRouter(data, {
    origin: () => origin,
    archived: () => faults.archived,
  });

  function rateLimit(context: FakeFubRateContext, systemKeyValid: boolean | null) {
    const base = limits[context];
    // Without a registered system the account gets about half the global and events limits.
    const limit =
      systemKeyValid === true || (context !== 'global' && context !== 'events')
        ? base
        : Math.max(1, Math.floor(base / 2));
    const now = Date.now();
    const list = (hits.get(context) ?? []).filter((t) => t > now - windowMs);
    hits.set(context, list);
    if (list.length >= limit) {
      return {
        limit,
        remaining: 0,
        retryAfter: Math.max(1, Math.ceil((list[0]! + windowMs - now) / 1000)),
      };
    }
    list.push(now);
    return { limit, remaining: limit - list.length, retryAfter: null };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-fub');
    const method = req.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      log.status = status;
      if (body === undefined) res.writeHead(status, headers).end();
      else sendJson(res, status, body, { 'content-type': JSON_MIME, ...headers });
    };

    const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = auth ? Buffer.from(auth, 'base64').toString().split(':')[0] : null;
    const system = typeof req.headers['x-system'] === 'string' ? req.headers['x-system'] : null;
    const systemKey = req.headers['x-system-key'];
    const systemKeyValid =
      typeof systemKey === 'string'
        ? Boolean(options.systemKey) && systemKey === options.systemKey
        : null;
    const context = contextOf(method, (segments[1] ?? '').toLowerCase());
    const log: FakeFubRequest = {
      at: Date.now(),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      context,
      authorized: user === options.apiKey,
      system,
      systemKeyValid,
    };
    requests.push(log);
    if (requests.length > MAX_LOG) requests.splice(0, requests.length - MAX_LOG);

    if (segments[0] !== 'v1') {
      send(404, { errorMessage: `Unknown path '${url.pathname}'.` });
      return;
    }
    // The body is read before the latency: a slow FUB still handles a request whose caller
    // gave up waiting (the case a client's "unconfirmed" retry must not duplicate).
    const text = method === 'POST' || method === 'PUT' ? await readRequestText(req) : '';
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    if (faults.drop > 0) {
      faults.drop--;
      log.status = -1;
      req.socket.destroy();
      return;
    }

    const rate = rateLimit(context, systemKeyValid);
    const rateHeaders = {
      'x-ratelimit-limit': String(rate.limit),
      'x-ratelimit-remaining': String(rate.remaining),
      'x-ratelimit-window': String(windowMs / 1000),
      'x-ratelimit-context': context,
      'fub-account-id': String(FAKE_FUB_IDENTITY.account.id),
      'fub-user-id': String(FAKE_FUB_IDENTITY.user.id),
    };
    if (faults.rateLimitNext > 0 || rate.retryAfter !== null) {
      const forced = faults.rateLimitNext > 0;
      if (forced) faults.rateLimitNext--;
      send(
        429,
        { errorMessage: 'Too many requests. Please wait before retrying.' },
        {
          ...rateHeaders,
          'x-ratelimit-remaining': '0',
          'retry-after': String(forced ? faults.retryAfter : rate.retryAfter),
        },
      );
      return;
    }
    const failStatus = faults.failAll ?? (faults.failNext > 0 ? faults.failStatus : null);
    if (failStatus !== null) {
      if (faults.failAll === null) faults.failNext--;
      send(failStatus, { errorMessage: 'Service temporarily unavailable.' }, rateHeaders);
      return;
    }
    if (!log.authorized) {
      send(401, { errorMessage: 'Invalid API key.' }, rateHeaders);
      return;
    }
    try {
      const body = parseJson(text);
      if (body !== undefined) log.body = body;
      const [status, reply] = route({ method, url, segments: segments.slice(1), system, body });
      send(status, reply, rateHeaders);
    } catch (error) {
      if (!(error instanceof FakeFubReplyError)) throw error;
      send(error.status, { errorMessage: error.message }, rateHeaders);
    }
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => {
      if (!res.headersSent) sendJson(res, 500, { errorMessage: String(error) });
    },
  });
  origin = http.url;
  const apiBaseUrl = `${origin}/v1`;

  function signWebhook(payload: unknown): { body: string; signature: string } {
    if (!options.systemKey) throw new Error('signWebhook needs the fake started with a systemKey');
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const signature = createHmac('sha256', options.systemKey)
      .update(Buffer.from(body).toString('base64'))
      .digest('hex');
    return { body, signature };
  }

  return {
    url: origin,
    apiBaseUrl,
    people: data.people,
    users: data.users,
    events: data.events,
    archivedEvents: data.archivedEvents,
    notes: data.notes,
    emails: data.emails,
    customFields: data.customFields,
    webhooks: data.webhooks,
    requests,
    failNext(n = 1, status = 503) {
      faults.failNext = n;
      faults.failStatus = status;
    },
    failAll(status = 503) {
      faults.failAll = status;
    },
    recover() {
      faults.failAll = null;
      faults.failNext = 0;
    },
    rateLimitNext(n = 1, retryAfterSeconds = 10) {
      faults.rateLimitNext = n;
      faults.retryAfter = retryAfterSeconds;
    },
    archiveLeadFlow(on = true) {
      faults.archived = on;
    },
    dropNext(n = 1) {
      faults.drop = n;
    },
    setLatency(ms) {
      faults.latencyMs = ms;
    },
    setRateLimits(partial) {
      limits = { ...limits, ...partial };
    },
    reset() {
      Object.assign(faults, {
        failNext: 0,
        failStatus: 503,
        failAll: null,
        rateLimitNext: 0,
        retryAfter: 10,
        drop: 0,
        archived: false,
        latencyMs: 0,
      });
      hits.clear();
      requests.length = 0;
    },
    clearData() {
      clearFakeFubData(data);
    },
    seedPerson(partial = {}) {
      const person = buildPerson(data, partial);
      data.people.push(person);
      return person;
    },
    seedNote(personId, partial = {}) {
      const note = buildNote(data, personId, partial);
      data.notes.push(note);
      return note;
    },
    seedEmail(personId, partial = {}) {
      const email = buildEmail(data, personId, partial);
      data.emails.push(email);
      return email;
    },
    seedCustomField(partial) {
      const field = buildCustomField(data, partial);
      data.customFields.push(field);
      return field;
    },
    signWebhook,
    async deliverWebhook(event, resourceIds, extra) {
      const resource =
        /^(people|notes|emails|events|customFields|tasks|appointments|textMessages|calls|deals)/.exec(
          event,
        )?.[1] ?? 'people';
      const payload = {
        eventId: randomUUID(),
        eventCreated: fubTimestamp().replace(/Z$/, '+00:00'),
        event,
        resourceIds,
        uri: `${apiBaseUrl}/${resource}?id=${resourceIds.join(',')}`,
        ...(extra ? { data: extra } : {}),
      };
      const { body, signature } = signWebhook(payload);
      const targets = data.webhooks.filter((h) => h.event === event && h.status !== 'Disabled');
      return Promise.all(
        targets.map(async (hook) => {
          try {
            const reply = await fetch(hook.url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'fub-signature': signature },
              body,
              signal: AbortSignal.timeout(10_000),
            });
            await reply.arrayBuffer();
            // FUB disables a hook that answers 406 or 410.
            if (reply.status === 406 || reply.status === 410) hook.status = 'Disabled';
            return { url: hook.url, status: reply.status };
          } catch {
            return { url: hook.url, status: null };
          }
        }),
      );
    },
    close: http.close,
  };
}

/** The standalone run: a demo account on a fixed port, its settings printed for the app. */
async function runStandalone(): Promise<void> {
  const apiKey = process.env.FUB_API_KEY ?? 'fake-fub-key';
  const fake = await startFakeFollowUpBoss({
    apiKey,
    systemKey: process.env.FUB_SYSTEM_KEY ?? 'fake-system-key',
    port: Number(process.env.FAKE_FUB_PORT ?? 4010),
  });
  seedFakeFubDemo(fake);
  // A key the caller chose is a secret: it is not echoed back.
  const keyHint = process.env.FUB_API_KEY ? '(your FUB_API_KEY)' : apiKey;
  process.stdout.write(
    `Fake Follow Up Boss listening on ${fake.url}\n` +
      `  FUB_BASE_URL=${fake.apiBaseUrl} FUB_API_KEY=${keyHint} FUB_SYSTEM=Ridgeline` +
      `${process.env.FUB_SYSTEM_KEY ? '' : ' FUB_SYSTEM_KEY=fake-system-key'}\n` +
      `  ${fake.people.length} people seeded; Ctrl-C stops it.\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// The file path check keeps a bundle that includes this module (dist/server/main.js) from
// starting it.
const self = fileURLToPath(import.meta.url);
if (
  path.basename(path.dirname(self)) === 'fake' &&
  path.basename(self).startsWith('server.') &&
  process.argv[1] &&
  path.resolve(process.argv[1]) === self
) {
  void runStandalone();
}
