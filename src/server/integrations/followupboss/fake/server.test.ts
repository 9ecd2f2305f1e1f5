import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFollowUpBoss, type FakeFollowUpBoss } from './server';

/** The fake's wire behaviour as a raw HTTP caller sees it (what the client test does not reach). */

const API_KEY = 'fake-wire-key-1234';
const SYSTEM_KEY = 'fake-wire-system-5678';
let fake: FakeFollowUpBoss;

beforeAll(async () => {
  fake = await startFakeFollowUpBoss({ apiKey: API_KEY, systemKey: SYSTEM_KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.clearData();
});

type Call = { method?: string; body?: unknown; system?: boolean; key?: string };

async function call(
  path: string,
  { method = 'GET', body, system = true, key = API_KEY }: Call = {},
) {
  const reply = await fetch(`${fake.apiBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      ...(system ? { 'x-system': 'Ridgeline', 'x-system-key': SYSTEM_KEY } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  return {
    status: reply.status,
    headers: reply.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

describe('fake Follow Up Boss wire contract', () => {
  it('answers errors as {errorMessage} and carries the rate-limit headers on every reply', async () => {
    const unknown = await call('/Em');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errorMessage: "Collection name 'Em' in the URL is not valid." });
    for (const reply of [
      unknown,
      await call('/identity', { key: 'nope' }),
      await call('/identity'),
    ]) {
      expect(reply.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      expect(reply.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(reply.headers.get('x-ratelimit-window')).toBe('10');
      expect(reply.headers.get('x-ratelimit-context')).toBe('global');
    }
    expect((await call('/identity', { key: 'nope' })).status).toBe(401);
    expect((await call('/people/424242')).json).toEqual({
      errorMessage: 'Person with id 424242 not found.',
    });
  });

  it('keeps a sliding window per context, lower without a valid system key', async () => {
    const small = await startFakeFollowUpBoss({
      apiKey: API_KEY,
      systemKey: SYSTEM_KEY,
      rateLimits: { notes: 3, global: 4 },
    });
    try {
      const get = (path: string, system = true) =>
        fetch(`${small.apiBaseUrl}${path}`, {
          headers: {
            authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
            ...(system ? { 'x-system': 'Ridgeline', 'x-system-key': SYSTEM_KEY } : {}),
          },
        });
      const notes = [];
      for (let i = 0; i < 4; i++) notes.push(await get('/notes'));
      expect(notes.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      expect(notes.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual([
        '2',
        '1',
        '0',
        '0',
      ]);
      expect(Number(notes[3]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(notes[3]!.headers.get('x-ratelimit-context')).toBe('notes');
      // The notes window is full; the global one is not.
      const identity = await get('/identity', false);
      expect(identity.status).toBe(200);
      expect(identity.headers.get('x-ratelimit-limit')).toBe('2');
    } finally {
      await small.close();
    }
  });

  it('refuses a limit over 100 and follows nextLink with the same filters', async () => {
    for (let i = 0; i < 25; i++)
      fake.seedPerson({ firstName: `Sam${i}`, lastName: i % 2 ? 'Odd' : 'Even', tags: ['x'] });
    const tooMany = await call('/people?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.json?.errorMessage).toMatch(/between 1 and 100/);

    const first = await call('/people?lastName=even&limit=10');
    const meta = first.json?._metadata as {
      total: number;
      next: string;
      nextLink: string;
      collection: string;
    };
    expect(meta).toMatchObject({ collection: 'people', total: 13, offset: 0, limit: 10 });
    expect((await call('/people')).json?._metadata).toMatchObject({ limit: 10, total: 25 });
    // A person created between two pages does not shift the next page (keyset cursor).
    fake.seedPerson({ firstName: 'Late', lastName: 'Even' });
    const second = await fetch(meta.nextLink, {
      headers: { authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}` },
    }).then(
      (r) =>
        r.json() as Promise<{ people: Array<{ firstName: string }>; _metadata: { next: unknown } }>,
    );
    expect(second.people.map((p) => p.firstName)).toEqual(['Sam4', 'Sam2', 'Sam0']);
    expect(second._metadata.next).toBeNull();
  });

  it('returns only the named fields, custom ones included when named', async () => {
    const p = fake.seedPerson({
      firstName: 'Emery',
      customLeadScore: '12',
      background: 'met at open house',
    });
    expect((await call(`/people/${p.id}?fields=id,firstName,customLeadScore`)).json).toEqual({
      id: p.id,
      firstName: 'Emery',
      customLeadScore: '12',
    });
    const plain = (await call(`/people/${p.id}`)).json!;
    expect(plain).not.toHaveProperty('customLeadScore');
    expect(plain).not.toHaveProperty('background');
    expect(
      Object.keys((await call(`/people/${p.id}?fields=allFields`)).json!).length,
    ).toBeGreaterThanOrEqual(46);
  });

  it('updates only the fields a PUT sends, and checks duplicates', async () => {
    const p = fake.seedPerson({
      firstName: 'Sage',
      lastName: 'Duarte',
      emails: [{ value: 'sage@example.com', isPrimary: 1 }],
    });
    const put = await call(`/people/${p.id}`, {
      method: 'PUT',
      body: { stage: 'Hot Lead', customLeadScore: '90' },
    });
    expect(put.json).toMatchObject({
      id: p.id,
      stage: 'Hot Lead',
      firstName: 'Sage',
      customLeadScore: '90',
    });
    expect((await call('/people/checkDuplicate?email=SAGE@example.com')).json).toMatchObject({
      id: p.id,
    });
    expect((await call('/people/checkDuplicate?phone=5550000000')).json).toEqual({});
  });

  it('validates events and notes', async () => {
    expect(
      (await call('/events', { method: 'POST', body: { person: { firstName: 'A' } } })).status,
    ).toBe(400);
    expect(
      (
        await call('/events', {
          method: 'POST',
          body: { type: 'Registration', person: { id: 77 } },
        })
      ).status,
    ).toBe(404);
    const p = fake.seedPerson({ firstName: 'Parker' });
    const note = await call('/notes', {
      method: 'POST',
      body: { personId: p.id, subject: 'Call', body: 'Left a voicemail', isHtml: false },
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({
      personId: p.id,
      subject: 'Call',
      body: 'Left a voicemail',
      systemName: 'Ridgeline',
    });
    expect(
      (await call('/notes', { method: 'POST', body: { personId: 999, body: 'x' } })).status,
    ).toBe(404);
  });

  it('writes a note as FUB does: 201 with the record, filed under the key user', async () => {
    const p = fake.seedPerson({ firstName: 'Quinn' });
    fake.seedNote(p.id, { body: 'Older note' });
    const created = await call('/notes', {
      method: 'POST',
      body: { personId: p.id, subject: 'Showing', body: 'Liked the cabin', isHtml: false },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-ratelimit-context')).toBe('notes');
    expect(created.json).toMatchObject({
      id: 2,
      personId: p.id,
      subject: 'Showing',
      body: 'Liked the cabin',
      isHtml: false,
      createdById: 1,
      createdBy: 'Dana Agent',
      systemName: 'Ridgeline',
    });
    expect(created.json?.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // stored: read back by id and in the person's notes, newest first
    expect((await call('/notes/2')).json).toEqual(created.json);
    const list = await call(`/notes?personId=${p.id}`);
    expect((list.json?.notes as Array<{ body: string }>).map((n) => n.body)).toEqual([
      'Liked the cabin',
      'Older note',
    ]);
    // no subject is a null subject
    const bare = await call('/notes', { method: 'POST', body: { personId: p.id, body: 'Hi' } });
    expect(bare.json).toMatchObject({ subject: null, body: 'Hi', isHtml: false });
  });

  it('refuses a note without a body or person, and for a person it does not have', async () => {
    const p = fake.seedPerson({ firstName: 'Quinn' });
    const cases: Array<[unknown, number, string]> = [
      [{ personId: p.id }, 400, "'body' is required."],
      [{ personId: p.id, body: '  ' }, 400, "'body' is required."],
      [{ body: 'x' }, 400, "'personId' is required."],
      [{ personId: 9999, body: 'x' }, 404, 'Person with id 9999 not found.'],
      [[], 400, 'The request body must be a JSON object.'],
    ];
    for (const [body, status, errorMessage] of cases) {
      const reply = await call('/notes', { method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.json).toEqual({ errorMessage });
    }
    expect(fake.notes).toEqual([]);
  });

  it('updates a person in part with PUT, answering 200 with the person', async () => {
    const p = fake.seedPerson({
      firstName: 'Avery',
      lastName: 'Stone',
      stage: 'Lead',
      updated: '2026-01-01T00:00:00Z',
      tags: ['Cabin'],
    });
    const put = await call(`/people/${p.id}`, { method: 'PUT', body: { stage: 'Nurture' } });
    expect(put.status).toBe(200);
    expect(put.headers.get('x-ratelimit-context')).toBe('PUT.people');
    expect(put.json).toMatchObject({
      id: p.id,
      stage: 'Nurture',
      firstName: 'Avery',
      lastName: 'Stone',
      name: 'Avery Stone',
      tags: ['Cabin'],
    });
    expect(put.json?.updated).not.toBe('2026-01-01T00:00:00Z');
    expect((await call(`/people/${p.id}`)).json).toMatchObject({ stage: 'Nurture' });
    // source is settable on create only; the id in the path wins
    await call(`/people/${p.id}`, { method: 'PUT', body: { id: 77, source: 'elsewhere' } });
    expect(fake.people[0]).toMatchObject({ id: p.id, source: '<unspecified>' });
  });

  it('refuses a PUT for a person it does not have, or with a blank stage', async () => {
    const p = fake.seedPerson({ firstName: 'Avery', stage: 'Lead' });
    const missing = await call('/people/9999', { method: 'PUT', body: { stage: 'Nurture' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ errorMessage: 'Person with id 9999 not found.' });
    for (const stage of ['', 42]) {
      const bad = await call(`/people/${p.id}`, { method: 'PUT', body: { stage } });
      expect(bad.status).toBe(400);
      expect(bad.json?.errorMessage).toBe(`Invalid stage '${String(stage)}'.`);
    }
    expect(fake.people[0]!.stage).toBe('Lead');
  });

  it('writes notes and people under the same auth, faults and rate limits as reads', async () => {
    const p = fake.seedPerson({ firstName: 'Blair', stage: 'Lead' });
    const note = { personId: p.id, body: 'x' };
    expect((await call('/notes', { method: 'POST', body: note, key: 'nope' })).status).toBe(401);
    expect(
      (await call(`/people/${p.id}`, { method: 'PUT', body: { stage: 'Closed' }, key: 'nope' }))
        .status,
    ).toBe(401);
    fake.failNext(2, 503);
    expect((await call('/notes', { method: 'POST', body: note })).status).toBe(503);
    expect(
      (await call(`/people/${p.id}`, { method: 'PUT', body: { stage: 'Closed' } })).status,
    ).toBe(503);
    fake.rateLimitNext(1, 7);
    const limited = await call('/notes', { method: 'POST', body: note });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    // nothing refused was written
    expect(fake.notes).toEqual([]);
    expect(fake.people[0]!.stage).toBe('Lead');

    const small = await startFakeFollowUpBoss({ apiKey: API_KEY, rateLimits: { 'PUT.people': 2 } });
    try {
      const person = small.seedPerson({ firstName: 'Blair' });
      const put = () =>
        fetch(`${small.apiBaseUrl}/people/${person.id}`, {
          method: 'PUT',
          headers: {
            authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ stage: 'Nurture' }),
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await put()).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it('creates custom fields named after their label', async () => {
    const created = await call('/customFields', {
      method: 'POST',
      body: { label: 'Move-in Date', type: 'date' },
    });
    expect(created.json).toMatchObject({
      name: 'customMoveInDate',
      label: 'Move-in Date',
      type: 'date',
    });
    const list = await call('/customFields');
    expect(list.json).toMatchObject({ _metadata: { collection: 'customfields', total: 1 } });
  });

  it('guards webhooks: X-System required, HTTPS, at most 2 per event', async () => {
    const hook = { event: 'peopleCreated', url: 'https://ridgeline.example/hook' };
    expect((await call('/webhooks', { method: 'POST', body: hook, system: false })).status).toBe(
      403,
    );
    expect(
      (
        await call('/webhooks', {
          method: 'POST',
          body: { ...hook, url: 'http://ridgeline.example/' },
        })
      ).status,
    ).toBe(400);
    expect((await call('/webhooks', { method: 'POST', body: hook })).status).toBe(201);
    expect((await call('/webhooks', { method: 'POST', body: hook })).status).toBe(201);
    const third = await call('/webhooks', { method: 'POST', body: hook });
    expect(third.status).toBe(400);
    expect(third.json?.errorMessage).toMatch(/at most 2/);
  });

  it('fault switches: failAll until recover, failNext with a status', async () => {
    fake.failAll(502);
    expect((await call('/identity')).status).toBe(502);
    expect((await call('/identity')).status).toBe(502);
    fake.recover();
    fake.failNext(1, 500);
    expect((await call('/identity')).status).toBe(500);
    expect((await call('/identity')).status).toBe(200);
  });
});
