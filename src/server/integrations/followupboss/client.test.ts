import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFollowUpBossClient, type FollowUpBossClientOptions } from './client';
import { FollowUpBossError } from './errors';
import { parseRetryAfter } from './rate-limit';
import { startFakeFollowUpBoss, type FakeFollowUpBoss } from './fake/server';

/** The client against the fake Follow Up Boss over real HTTP. */

const API_KEY = 'fub-test-key-7f3a9c';
const SYSTEM_KEY = 'system-key-51d2e8';
const BASIC = Buffer.from(`${API_KEY}:`).toString('base64');

let fake: FakeFollowUpBoss;
const warnings: Array<{ obj: object; msg: string }> = [];

beforeAll(async () => {
  fake = await startFakeFollowUpBoss({ apiKey: API_KEY, systemKey: SYSTEM_KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.clearData();
  warnings.length = 0;
});

function client(extra: Partial<FollowUpBossClientOptions> = {}) {
  return createFollowUpBossClient({
    baseUrl: fake.apiBaseUrl,
    apiKey: API_KEY,
    system: 'Ridgeline',
    systemKey: SYSTEM_KEY,
    logger: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<FollowUpBossError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FollowUpBossError);
  const fubError = error as FollowUpBossError;
  // The key never leaks through an error, whatever went wrong.
  for (const secret of [API_KEY, BASIC, SYSTEM_KEY]) {
    expect(fubError.message).not.toContain(secret);
    expect(JSON.stringify(fubError)).not.toContain(secret);
  }
  return fubError;
}

const lead = (email: string | null, phone: string | null) => ({
  source: 'ridgeline.example',
  system: 'Ridgeline',
  type: 'Registration' as const,
  message: 'Looking for a cabin in Pine',
  person: {
    firstName: 'Avery',
    lastName: 'Holloway',
    ...(email ? { emails: [{ value: email }] } : {}),
    ...(phone ? { phones: [{ value: phone }] } : {}),
    tags: ['Website'],
  },
});

describe('authentication', () => {
  it('sends Basic auth with the key and the X-System headers', async () => {
    const identity = await client().identity();
    expect(identity.account.name).toContain('Ridgeline');
    expect(identity.user.isOwner).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/identity',
      status: 200,
      authorized: true,
      system: 'Ridgeline',
      systemKeyValid: true,
    });
  });

  it('sends exactly "Authorization: Basic base64(key:)" and JSON', async () => {
    const seen: IncomingMessage['headers'][] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":9,"personId":3}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await client({ baseUrl: `http://127.0.0.1:${port}/v1` }).sendEvent(lead('a@b.example', null));
    } finally {
      server.close();
    }
    expect(seen[0]).toMatchObject({
      authorization: `Basic ${BASIC}`,
      'x-system': 'Ridgeline',
      'x-system-key': SYSTEM_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('throws unauthorized for a wrong key, without the key in the message', async () => {
    const error = await failure(client({ apiKey: 'wrong-key-0000' }).identity());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Invalid API key.' });
    expect(error.retryable).toBe(false);
    expect(error.message).not.toContain('wrong-key-0000');
  });
});

describe('POST /v1/events', () => {
  it('creates the person once (201), then updates it for the same e-mail (200)', async () => {
    const first = await client().sendEvent(lead('avery@example.com', null));
    expect(first).toMatchObject({ status: 201, eventId: expect.any(Number) });
    expect(first.personId).toBe(fake.people[0]!.id);

    const again = await client().sendEvent(lead('Avery@Example.com', null));
    expect(again).toMatchObject({ status: 200, personId: first.personId });
    expect(fake.people).toHaveLength(1);
    expect(fake.events).toHaveLength(2);
    expect(fake.events[0]).toMatchObject({
      personId: first.personId,
      type: 'Registration',
      source: 'ridgeline.example',
      system: 'Ridgeline',
      message: 'Looking for a cabin in Pine',
      person: { firstName: 'Avery', emails: [{ value: 'avery@example.com' }] },
    });
  });

  it('dedupes by phone whatever its format, and merges the new e-mail', async () => {
    const first = await client().sendEvent(lead(null, '(928) 555-0142'));
    expect(first.status).toBe(201);
    const again = await client().sendEvent(lead('avery.h@example.com', '+1 928-555-0142'));
    expect(again).toMatchObject({ status: 200, personId: first.personId });
    expect(fake.people).toHaveLength(1);
    expect(fake.people[0]!.emails?.map((e) => e.value)).toEqual(['avery.h@example.com']);
    expect(fake.people[0]!.phones?.[0]).toMatchObject({ normalized: '9285550142', isPrimary: 1 });
  });

  it('treats 204 (lead flow archived) as success with no ids', async () => {
    fake.archiveLeadFlow(true);
    const result = await client().sendEvent(lead('archived@example.com', null));
    expect(result).toEqual({ status: 204, personId: null, eventId: null });
    expect(fake.people).toHaveLength(0);
    expect(fake.archivedEvents).toHaveLength(1);
  });

  it('reads events back: an Inquiry with a property becomes a Property Inquiry, numbers as strings', async () => {
    const { personId } = await client().sendEvent({
      ...lead('buyer@example.com', null),
      type: 'Inquiry',
      property: {
        street: '12 Rim Rd',
        city: 'Payson',
        code: '85541',
        mlsNumber: '6789012',
        price: 489000,
        bedrooms: 3,
        forRent: false,
      },
    });
    const { events, total } = await client().listEvents({ personId: personId!, limit: 10 });
    expect(total).toBe(1);
    expect(events[0]).toMatchObject({
      type: 'Property Inquiry',
      personId,
      property: { street: '12 Rim Rd', code: '85541', price: '489000', bedrooms: '3', forRent: 0 },
    });
  });
});

describe('people', () => {
  it('pages through 250 people along the next cursors, newest first', async () => {
    for (let i = 0; i < 250; i++) fake.seedPerson({ firstName: `P${i}`, lastName: 'Pager' });
    const first = await client().listPeople({ limit: 100 });
    expect(first).toMatchObject({ total: 250, offset: 0, limit: 100 });
    expect(first.next).toEqual(expect.any(String));

    fake.reset();
    const ids: number[] = [];
    for await (const person of client().iteratePeople({})) ids.push(person.id);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const calls = fake.requests.filter((r) => r.path === '/v1/people');
    expect(calls.map((r) => [r.query.limit, Boolean(r.query.next)])).toEqual([
      ['100', false],
      ['100', true],
      ['100', true],
    ]);
  });

  it('filters by name, e-mail and phone and reads custom fields only with allFields', async () => {
    fake.seedPerson({
      firstName: 'Jordan',
      lastName: 'Castillo',
      emails: [{ value: 'jordan@example.com', isPrimary: 1 }],
      phones: [{ value: '928-555-0199', isPrimary: 1 }],
      customLeadScore: '88',
    });
    fake.seedPerson({ firstName: 'Morgan', lastName: 'Tso' });
    const c = client();
    expect((await c.listPeople({ name: 'castillo' })).people.map((p) => p.firstName)).toEqual([
      'Jordan',
    ]);
    expect((await c.listPeople({ email: 'JORDAN@example.com' })).total).toBe(1);
    expect((await c.listPeople({ phone: '9285550199' })).total).toBe(1);
    expect((await c.listPeople({ phone: '9285550000' })).total).toBe(0);
    expect((await c.listPeople({ name: 'castillo' })).people[0]).not.toHaveProperty(
      'customLeadScore',
    );
    const full = await c.listPeople({ name: 'castillo', allFields: true });
    expect(full.people[0]).toHaveProperty('customLeadScore', '88');
  });

  it('getPerson reads every field, and null for an unknown id', async () => {
    const seeded = fake.seedPerson({ firstName: 'Quinn', customPreferredTown: 'Heber' });
    const person = await client().getPerson(seeded.id);
    expect(person).toMatchObject({
      id: seeded.id,
      firstName: 'Quinn',
      customPreferredTown: 'Heber',
    });
    expect(fake.requests.at(-1)?.query).toEqual({ fields: 'allFields' });
    expect(await client().getPerson(999_999)).toBeNull();
  });

  it('updatePerson PUTs only the fields given, and null for an unknown id', async () => {
    const seeded = fake.seedPerson({ firstName: 'Quinn', stage: 'Lead', tags: ['Cabin'] });
    const person = await client().updatePerson(seeded.id, { stage: 'Hot Lead' });
    expect(person).toMatchObject({ id: seeded.id, stage: 'Hot Lead', tags: ['Cabin'] });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v1/people/${seeded.id}`,
      body: { stage: 'Hot Lead' },
      system: 'Ridgeline',
    });
    expect(await client().updatePerson(999_999, { stage: 'Hot Lead' })).toBeNull();
    await expect(client().updatePerson(0, { stage: 'Lead' })).rejects.toThrow(RangeError);
  });

  it('refuses a page larger than 100 before asking', async () => {
    await expect(client().listPeople({ limit: 101 })).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('notes, e-mails, custom fields', () => {
  it('lists a person’s notes and e-mails newest first', async () => {
    const person = fake.seedPerson({ firstName: 'Riley' });
    fake.seedNote(person.id, { body: 'older' });
    fake.seedNote(person.id, { body: 'newer' });
    fake.seedEmail(person.id, { subject: 'Hello', to: ['riley@example.com'] });
    const notes = await client().listNotes({ personId: person.id, limit: 10 });
    expect(notes.notes.map((n) => n.body)).toEqual(['newer', 'older']);
    const emails = await client().listEmails({ personId: person.id, limit: 10 });
    expect(emails.emails[0]).toMatchObject({ subject: 'Hello', personId: person.id });
  });

  it('createNote POSTs the note and returns FUB’s record; unknown person: not-found', async () => {
    const person = fake.seedPerson({ firstName: 'Riley' });
    const note = await client().createNote({
      personId: person.id,
      subject: 'Call',
      body: 'Wants a garage',
      isHtml: false,
    });
    expect(note).toMatchObject({
      id: 1,
      personId: person.id,
      subject: 'Call',
      body: 'Wants a garage',
      createdBy: 'Dana Agent',
      systemName: 'Ridgeline',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/notes',
      status: 201,
      body: { personId: person.id, subject: 'Call', body: 'Wants a garage', isHtml: false },
    });
    const missing = await failure(
      client().createNote({ personId: 4242, body: 'x', isHtml: false }),
    );
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
    expect(missing.message).toBe('Person with id 4242 not found.');
  });

  it('GET /v1/emails without personId is a 400 with the contract’s message', async () => {
    const reply = await fetch(`${fake.apiBaseUrl}/emails`, {
      headers: { authorization: `Basic ${BASIC}` },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      errorMessage: 'id list, inboxThreadId, personId must be specified for GET /v1/emails.',
    });
  });

  it('lists every custom field across pages', async () => {
    for (let i = 0; i < 120; i++) fake.seedCustomField({ label: `Field ${i}` });
    const fields = await client().listCustomFields();
    expect(fields).toHaveLength(120);
    expect(fields[0]).toMatchObject({ name: 'customField0', label: 'Field 0', type: 'text' });
  });
});

describe('rate limits', () => {
  it('waits out a short Retry-After and retries', async () => {
    fake.rateLimitNext(1, 1);
    const started = performance.now();
    await client().identity();
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(warnings[0]?.obj).toMatchObject({ retryAfterSeconds: 1 });
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  });

  it('gives up after 3 inline retries', async () => {
    fake.rateLimitNext(10, 0);
    const error = await failure(client().identity());
    expect(error.kind).toBe('rate-limited');
    expect(fake.requests).toHaveLength(4);
  });

  it('throws a long Retry-After as rate-limited for the caller to reschedule', async () => {
    fake.rateLimitNext(1, 120);
    const c = client();
    const error = await failure(c.sendEvent(lead('later@example.com', null)));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 120 });
    expect(error.retryable).toBe(true);
    // Until then this client fails fast instead of being refused again.
    const again = await failure(c.identity());
    expect(again.kind).toBe('rate-limited');
    expect(again.retryAfterSeconds).toBeGreaterThan(100);
    expect(fake.requests).toHaveLength(1);
  });

  it('pauses for the window when X-RateLimit-Remaining reaches 0', async () => {
    const tight = await startFakeFollowUpBoss({
      apiKey: API_KEY,
      systemKey: SYSTEM_KEY,
      rateLimits: { global: 2 },
      rateLimitWindowSeconds: 1,
    });
    try {
      const c = client({ baseUrl: tight.apiBaseUrl });
      await c.identity();
      await c.identity();
      const started = performance.now();
      await c.identity();
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
      // The pause kept the client inside the limit: FUB never had to refuse it.
      expect(tight.requests.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(warnings.some((w) => w.msg.includes('pausing'))).toBe(true);
    } finally {
      await tight.close();
    }
  });
});

describe('failures', () => {
  it('throws 503 as unavailable, without retrying inline', async () => {
    fake.failNext(1, 503);
    const error = await failure(client().identity());
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(error.retryable).toBe(true);
    expect(fake.requests).toHaveLength(1);
    await expect(client().identity()).resolves.toBeTruthy();
  });

  it('times out a slow reply', async () => {
    fake.setLatency(400);
    const error = await failure(client({ timeoutMs: 100 }).identity());
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it('reports a dropped connection and a closed port as network errors', async () => {
    fake.dropNext(1);
    expect((await failure(client().identity())).kind).toBe('network');
    const closed = await startFakeFollowUpBoss({ apiKey: API_KEY });
    await closed.close();
    expect((await failure(client({ baseUrl: closed.apiBaseUrl }).identity())).kind).toBe('network');
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThanOrEqual(29);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('webhooks', () => {
  it('registers, lists and deletes hooks', async () => {
    const c = client();
    const hook = await c.createWebhook({
      event: 'peopleCreated',
      url: 'https://ridgeline.example/api/fub/webhook',
    });
    expect(hook).toMatchObject({
      id: expect.any(Number),
      event: 'peopleCreated',
      status: 'Active',
    });
    expect(await c.listWebhooks()).toEqual([hook]);
    await c.deleteWebhook(hook.id);
    expect(await c.listWebhooks()).toEqual([]);
    const error = await failure(
      c.createWebhook({ event: 'peopleExploded', url: 'https://x.example/' }),
    );
    expect(error.kind).toBe('bad-request');
  });

  it('delivers payloads whose FUB-Signature is HMAC-SHA256(systemKey, base64(body))', async () => {
    const received: Array<{ body: string; signature: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += String(chunk)));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['fub-signature']) });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/fub/webhook`;
      await client().createWebhook({ event: 'peopleCreated', url });
      const results = await fake.deliverWebhook('peopleCreated', [12, 13]);
      expect(results).toEqual([{ url, status: 200 }]);
    } finally {
      receiver.close();
    }
    const [{ body, signature }] = received as [{ body: string; signature: string }];
    const expected = createHmac('sha256', SYSTEM_KEY)
      .update(Buffer.from(body).toString('base64'))
      .digest();
    expect(timingSafeEqual(Buffer.from(signature, 'hex'), expected)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({
      event: 'peopleCreated',
      resourceIds: [12, 13],
      uri: `${fake.apiBaseUrl}/people?id=12,13`,
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(fake.signWebhook(body)).toEqual({ body, signature });
  });
});
