import type { FubCustomField, FubIdentity } from '../types';
import {
  buildCustomField,
  buildNote,
  FakeFubReplyError,
  findPeople,
  fubTimestamp,
  ingestEvent,
  nextWebhookId,
  phoneDigits,
  presentEvent,
  presentPerson,
  type FakeFubData,
  type FakeFubWebhook,
} from './data';

/**
 * The routes of the fake Follow Up Boss API (`/v1/<collection>[/<id>]`) once a request has
 * passed the fault switches, the rate limits and auth (fake-server.ts): every collection
 * pages the way FUB does and refuses bad input with `{"errorMessage": ...}`.
 */

export type FakeFubRoute = {
  method: string;
  url: URL;
  /** The path after /v1, split on slashes. */
  segments: string[];
  /** The X-System header. */
  system: string | null;
  /** The parsed JSON body of a POST or PUT. */
  body: unknown;
};

/** FUB's webhook events (contract 2.7); POST /v1/webhooks refuses others. */
const WEBHOOK_EVENT =
  /^(people(Created|Updated|Deleted|TagsCreated|StageUpdated|Relationship(Created|Updated|Deleted))|(notes|emails|tasks|appointments|textMessages|calls|deals|customFields|dealCustomFields|stage|pipeline|pipelineStage)(Created|Updated|Deleted)|eventsCreated|emEvents(Opened|Clicked|Unsubscribed)|reaction(Created|Deleted)|threadedReply(Created|Updated|Deleted))$/;
const MAX_HOOKS_PER_EVENT = 2;

export const FAKE_FUB_IDENTITY: FubIdentity = {
  account: {
    id: 418223,
    domain: 'ridgeline-realty',
    name: 'Ridgeline Realty (fake)',
    owner: { name: 'Dana Agent', email: 'dana@ridgeline.example' },
  },
  user: {
    id: 1,
    name: 'Dana Agent',
    email: 'dana@ridgeline.example',
    fuid: 'fake-1',
    role: 'Broker',
    isOwner: true,
    isAdmin: true,
    isLender: false,
  },
};

function nonNegativeInt(value: string | null, what: string): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new FakeFubReplyError(400, `Invalid ${what} '${value}'.`);
  return n;
}

type Cursor = { before?: number; offset?: number };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(value: string): Cursor {
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString()) as Cursor;
  } catch {
    throw new FakeFubReplyError(400, 'Invalid next cursor.');
  }
}

/** The router over one account's records; `env` tells where the fake listens and its lead-flow switch. */
export function createFakeFubRouter(
  data: FakeFubData,
  env: { origin(): string; archived(): boolean },
): (request: FakeFubRoute) => [number, unknown] {
  /**
   * One paged collection reply. Lists in FUB's default order (newest id first) page by a
   * keyset cursor, so records created while a client pages do not shift later pages.
   */
  function collection<T extends { id: number }>(
    name: string,
    pathname: string,
    items: T[],
    params: URLSearchParams,
    present: (item: T) => unknown = (item) => item,
    idOrder = true,
  ): Record<string, unknown> {
    const limit = nonNegativeInt(params.get('limit'), 'limit') ?? 10;
    if (limit < 1 || limit > 100) {
      throw new FakeFubReplyError(
        400,
        `Invalid limit '${limit}': the limit must be between 1 and 100.`,
      );
    }
    const nextParam = params.get('next');
    const cursor = nextParam ? decodeCursor(nextParam) : {};
    let offset: number;
    if (cursor.before !== undefined) {
      const at = items.findIndex((item) => item.id < cursor.before!);
      offset = at === -1 ? items.length : at;
    } else {
      offset = cursor.offset ?? nonNegativeInt(params.get('offset'), 'offset') ?? 0;
    }
    const page = items.slice(offset, offset + limit);
    const more = offset + page.length < items.length && page.length > 0;
    const next = more
      ? encodeCursor(idOrder ? { before: page[page.length - 1]!.id } : { offset: offset + limit })
      : null;
    let nextLink: string | null = null;
    if (next) {
      const link = new URLSearchParams(params);
      link.delete('offset');
      link.set('next', next);
      link.set('limit', String(limit));
      nextLink = `${env.origin()}${pathname}?${link.toString()}`;
    }
    return {
      _metadata: { collection: name, offset, limit, total: items.length, next, nextLink },
      [name]: page.map(present),
    };
  }

  const newestFirst = <T extends { id: number }>(items: T[]) =>
    [...items].sort((a, b) => b.id - a.id);
  const personOr404 = (id: number) => {
    const person = data.people.find((p) => p.id === id);
    if (!person) throw new FakeFubReplyError(404, `Person with id ${id} not found.`);
    return person;
  };

  /** The API proper, after auth and limits. Returns [status, body]; body undefined = none. */
  return function route({ method, url, segments, system, body }: FakeFubRoute): [number, unknown] {
    const [rawCollection, idPart, ...rest] = segments;
    const collectionName = (rawCollection ?? '').toLowerCase();
    const params = url.searchParams;
    const id = idPart === undefined ? null : Number(idPart);
    const badMethod = (): [number, unknown] => [
      405,
      { errorMessage: `Method ${method} is not allowed here.` },
    ];
    if (rest.length > 0) throw new FakeFubReplyError(404, `Unknown path '${url.pathname}'.`);
    const object = (value: unknown): Record<string, unknown> => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new FakeFubReplyError(400, 'The request body must be a JSON object.');
      }
      return value as Record<string, unknown>;
    };

    switch (collectionName) {
      case 'identity':
        return method === 'GET' && idPart === undefined ? [200, FAKE_FUB_IDENTITY] : badMethod();

      case 'people': {
        if (idPart === 'checkDuplicate') {
          const email = params.get('email')?.trim().toLowerCase();
          const phone = params.get('phone') ? phoneDigits(params.get('phone')!) : null;
          if (!email && !phone) throw new FakeFubReplyError(400, 'Specify an email or a phone.');
          const found = data.people.find(
            (p) =>
              (email && (p.emails ?? []).some((e) => e.value.toLowerCase() === email)) ||
              (phone && (p.phones ?? []).some((ph) => phoneDigits(ph.value) === phone)),
          );
          return [
            200,
            found ? { id: found.id, name: found.name, assignedTo: found.assignedTo } : {},
          ];
        }
        if (idPart === undefined) {
          if (method !== 'GET') return badMethod();
          const fields = params.get('fields');
          // a list in another order than newest id first pages by offset: an id keyset would skip or repeat
          return [
            200,
            collection(
              'people',
              url.pathname,
              findPeople(data, params),
              params,
              (p) => presentPerson(p, fields),
              !params.get('sort'),
            ),
          ];
        }
        if (!Number.isInteger(id) || id! <= 0)
          throw new FakeFubReplyError(404, `Person '${idPart}' not found.`);
        const person = personOr404(id!);
        if (method === 'GET') return [200, presentPerson(person, params.get('fields'))];
        if (method === 'PUT') {
          const changes = object(body);
          const { id: _ignored, source: _source, sourceUrl: _sourceUrl, ...writable } = changes;
          const { stage } = writable;
          if (stage !== undefined && (typeof stage !== 'string' || stage.trim() === '')) {
            throw new FakeFubReplyError(400, `Invalid stage '${String(stage)}'.`);
          }
          // assignedUserId names a user of the account; FUB fills in assignedTo from it
          if ('assignedUserId' in writable) {
            const user = data.users.find((u) => u.id === writable.assignedUserId);
            if (!user) {
              throw new FakeFubReplyError(
                400,
                `Invalid assignedUserId '${String(writable.assignedUserId)}'.`,
              );
            }
            writable.assignedTo = user.name;
          }
          Object.assign(person, writable, { updated: fubTimestamp() });
          if ('firstName' in writable || 'lastName' in writable) {
            person.name = [person.firstName, person.lastName].filter(Boolean).join(' ');
          }
          return [200, presentPerson(person, 'allFields')];
        }
        return badMethod();
      }

      case 'events': {
        if (idPart !== undefined) {
          const event = data.events.find((e) => e.id === id);
          if (method !== 'GET') return badMethod();
          if (!event) throw new FakeFubReplyError(404, `Event with id ${idPart} not found.`);
          return [200, presentEvent(event)];
        }
        if (method === 'POST') {
          const { status, event } = ingestEvent(data, body, env.archived());
          return [status, status === 204 ? undefined : presentEvent(event)];
        }
        if (method !== 'GET') return badMethod();
        const personId = nonNegativeInt(params.get('personId'), 'personId');
        const type = params.get('type');
        const events = newestFirst(data.events).filter(
          (e) => (personId === null || e.personId === personId) && (!type || e.type === type),
        );
        return [200, collection('events', url.pathname, events, params, presentEvent)];
      }

      case 'notes': {
        if (idPart !== undefined) {
          const index = data.notes.findIndex((n) => n.id === id);
          if (index === -1) throw new FakeFubReplyError(404, `Note with id ${idPart} not found.`);
          const note = data.notes[index]!;
          if (method === 'GET') return [200, note];
          if (method === 'PUT') {
            const { subject, body: text, isHtml } = object(body);
            Object.assign(note, {
              ...(typeof subject === 'string' ? { subject } : {}),
              ...(typeof text === 'string' ? { body: text } : {}),
              ...(isHtml !== undefined ? { isHtml: Boolean(isHtml) } : {}),
              updated: fubTimestamp(),
            });
            return [200, note];
          }
          if (method === 'DELETE') {
            data.notes.splice(index, 1);
            return [204, undefined];
          }
          return badMethod();
        }
        if (method === 'POST') {
          const input = object(body);
          if (typeof input.personId !== 'number')
            throw new FakeFubReplyError(400, "'personId' is required.");
          if (typeof input.body !== 'string' || input.body.trim() === '') {
            throw new FakeFubReplyError(400, "'body' is required.");
          }
          personOr404(input.personId);
          // FUB files the note under the API key's user; X-System names the system it came from.
          const { user } = FAKE_FUB_IDENTITY;
          const note = buildNote(data, input.personId, {
            subject: typeof input.subject === 'string' ? input.subject : null,
            body: input.body,
            isHtml: Boolean(input.isHtml),
            createdById: user.id,
            updatedById: user.id,
            createdBy: user.name,
            updatedBy: user.name,
            systemName: system,
          });
          data.notes.push(note);
          return [201, note];
        }
        if (method !== 'GET') return badMethod();
        const personId = nonNegativeInt(params.get('personId'), 'personId');
        const notes = newestFirst(data.notes).filter(
          (n) => personId === null || n.personId === personId,
        );
        return [200, collection('notes', url.pathname, notes, params)];
      }

      case 'emails': {
        if (method !== 'GET' || idPart !== undefined) return badMethod();
        const personId = nonNegativeInt(params.get('personId'), 'personId');
        const ids = (params.get('id') ?? '').split(',').filter(Boolean).map(Number);
        if (personId === null && ids.length === 0 && !params.get('inboxThreadId')) {
          throw new FakeFubReplyError(
            400,
            'id list, inboxThreadId, personId must be specified for GET /v1/emails.',
          );
        }
        const emails = newestFirst(data.emails).filter(
          (e) =>
            (personId === null || e.personId === personId) &&
            (ids.length === 0 || ids.includes(e.id)),
        );
        return [200, collection('emails', url.pathname, emails, params)];
      }

      case 'customfields': {
        if (idPart !== undefined) return badMethod();
        if (method === 'POST') {
          const input = object(body);
          if (typeof input.label !== 'string' || input.label.trim() === '') {
            throw new FakeFubReplyError(400, "'label' is required.");
          }
          const field = buildCustomField(data, {
            label: input.label,
            type: (input.type as FubCustomField['type']) ?? 'text',
            ...(Array.isArray(input.choices) ? { choices: input.choices.map(String) } : {}),
            ...(typeof input.hideIfEmpty === 'boolean' ? { hideIfEmpty: input.hideIfEmpty } : {}),
            ...(typeof input.orderWeight === 'number' ? { orderWeight: input.orderWeight } : {}),
          });
          data.customFields.push(field);
          return [201, field];
        }
        if (method !== 'GET') return badMethod();
        // Custom fields are listed in the account's display order, so they page by offset.
        const fields = [...data.customFields].sort(
          (a, b) => (a.orderWeight ?? 0) - (b.orderWeight ?? 0),
        );
        return [200, collection('customfields', url.pathname, fields, params, (f) => f, false)];
      }

      case 'users': {
        if (idPart !== undefined || method !== 'GET') return badMethod();
        return [200, collection('users', url.pathname, data.users, params)];
      }

      case 'webhooks': {
        if (!system) {
          throw new FakeFubReplyError(
            403,
            'Webhooks can only be managed with the X-System header.',
          );
        }
        const present = ({ system: _s, created: _c, ...hook }: FakeFubWebhook) => hook;
        const checkUrl = (value: unknown): string => {
          let parsed: URL;
          try {
            parsed = new URL(String(value));
          } catch {
            throw new FakeFubReplyError(400, "'url' must be a valid URL.");
          }
          // FUB calls back over HTTPS only; a loopback http URL is allowed for local runs.
          const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
          if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
            throw new FakeFubReplyError(400, "'url' must use HTTPS.");
          }
          return parsed.toString();
        };
        const checkEvent = (value: unknown, ignoreId?: number): string => {
          if (typeof value !== 'string' || !WEBHOOK_EVENT.test(value)) {
            throw new FakeFubReplyError(400, `Invalid webhook event '${String(value)}'.`);
          }
          const taken = data.webhooks.filter(
            (h) => h.event === value && h.system === system && h.id !== ignoreId,
          ).length;
          if (taken >= MAX_HOOKS_PER_EVENT) {
            throw new FakeFubReplyError(
              400,
              `A system may register at most ${MAX_HOOKS_PER_EVENT} webhooks per event.`,
            );
          }
          return value;
        };
        if (idPart === undefined) {
          if (method === 'POST') {
            const input = object(body);
            const hook: FakeFubWebhook = {
              id: nextWebhookId(data),
              event: checkEvent(input.event),
              url: checkUrl(input.url),
              status: 'Active',
              system,
              created: fubTimestamp(),
            };
            data.webhooks.push(hook);
            return [201, present(hook)];
          }
          if (method !== 'GET') return badMethod();
          const event = params.get('event');
          const hooks = newestFirst(data.webhooks).filter(
            (h) => h.system === system && (!event || h.event === event),
          );
          return [200, collection('webhooks', url.pathname, hooks, params, present)];
        }
        const index = data.webhooks.findIndex((h) => h.id === id && h.system === system);
        if (index === -1) throw new FakeFubReplyError(404, `Webhook with id ${idPart} not found.`);
        const hook = data.webhooks[index]!;
        if (method === 'GET') return [200, present(hook)];
        if (method === 'PUT') {
          const input = object(body);
          if (input.event !== undefined) hook.event = checkEvent(input.event, hook.id);
          if (input.url !== undefined) hook.url = checkUrl(input.url);
          if (typeof input.status === 'string') hook.status = input.status;
          return [200, present(hook)];
        }
        if (method === 'DELETE') {
          data.webhooks.splice(index, 1);
          return [204, undefined];
        }
        return badMethod();
      }

      default:
        throw new FakeFubReplyError(
          404,
          `Collection name '${rawCollection ?? ''}' in the URL is not valid.`,
        );
    }
  };
}
