import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import {
  savedComparisonReplySchema,
  savedComparisonsReplySchema,
  sharedComparisonSchema,
  type SavedComparison,
} from '../../../contract/saved-comparisons';
import { COMPARE_IDS_MESSAGE } from '../../../core/compare-listings';
import {
  COMPARISON_NAME_MAX,
  MAX_SAVED_COMPARISONS,
  SAVED_COMPARISON_TEXT as TEXT,
  SHARE_ID_PATTERN,
} from '../../../core/saved-comparisons';
import { listings, propertyComparisons, users } from '../../db/schema';
import { LOGGER_OPTIONS } from '../../http/logging';
import { signUp, TEST_PASSWORD } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
/** Listing ids by MLS number. */
const ids = new Map<string, number>();
const id = (mlsNumber: string) => ids.get(mlsNumber)!;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://homes.example' } });
  await insertListings(t.database.db, [
    makeListing({ mlsNumber: 'CMP1', address: '1 Pine Ln', price: 310_000 }),
    makeListing({ mlsNumber: 'CMP2', address: '2 Oak Ln', price: 420_000 }),
    makeListing({ mlsNumber: 'CMP3', address: '3 Elm Ln', price: 530_000 }),
    makeListing({ mlsNumber: 'CMP4', address: '4 Ash Ln', price: 640_000 }),
    makeListing({ mlsNumber: 'CMP5', address: '5 Fir Ln', price: 750_000 }),
    makeListing({ mlsNumber: 'HIDDEN', idxDisplayAllowed: false }),
  ]);
  const rows = await t.database.db
    .select({ id: listings.id, mlsNumber: listings.mlsNumber })
    .from(listings);
  for (const row of rows) ids.set(row.mlsNumber, row.id);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function visitor(): Promise<{ client: HttpClient; username: string }> {
  counter += 1;
  const username = `comparer${counter}`;
  return { client: await signUp(t, username), username };
}

const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());

async function save(client: HttpClient, name: string, mls: string[]): Promise<SavedComparison> {
  const res = await client.post('/api/comparisons', { name, propertyIds: mls.map(id) });
  expect(res.statusCode, res.body).toBe(201);
  return savedComparisonReplySchema.parse(res.json()).comparison;
}

async function listOf(client: HttpClient): Promise<SavedComparison[]> {
  const res = await client.get('/api/comparisons');
  expect(res.statusCode, res.body).toBe(200);
  return savedComparisonsReplySchema.parse(res.json()).comparisons;
}

const rowCount = async () => (await t.database.db.select().from(propertyComparisons)).length;

describe('saved comparisons: the owner', () => {
  it('answers 401 to a visitor who is not signed in, and stores nothing', async () => {
    const anonymous = createHttpClient(t.app);
    const before = await rowCount();
    for (const res of [
      await anonymous.get('/api/comparisons'),
      await anonymous.post('/api/comparisons', { name: 'Cabins', propertyIds: [1, 2] }),
      await anonymous.get('/api/comparisons/1'),
      await anonymous.request('PATCH', '/api/comparisons/1', { name: 'x' }),
      await anonymous.request('DELETE', '/api/comparisons/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ message: AUTH_MESSAGES.notAuthenticated });
    }
    expect(await rowCount()).toBe(before);
  });

  it('saves a selection under a name, with an unguessable link, and lists it newest first', async () => {
    const { client } = await visitor();
    expect(await listOf(client)).toEqual([]);

    const first = await save(client, '  Payson cabins  ', ['CMP2', 'CMP1', 'CMP3']);
    expect(first.name).toBe('Payson cabins');
    // the columns keep the order they were compared in
    expect(first.propertyIds).toEqual([id('CMP2'), id('CMP1'), id('CMP3')]);
    expect(first.listings.map((l) => [l.id, l.available, l.property?.address])).toEqual([
      [id('CMP2'), true, '2 Oak Ln'],
      [id('CMP1'), true, '1 Pine Ln'],
      [id('CMP3'), true, '3 Elm Ln'],
    ]);
    expect(first.shareId).toMatch(SHARE_ID_PATTERN);
    expect(first.shareId).toHaveLength(24);
    expect(first.url).toBe(`https://homes.example/compare?saved=${first.shareId}`);

    const second = await save(client, 'Show Low', ['CMP4', 'CMP5']);
    expect(second.shareId).not.toBe(first.shareId);
    const res = await client.get('/api/comparisons');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await listOf(client)).map((c) => c.name)).toEqual(['Show Low', 'Payson cabins']);

    const one = await client.get(`/api/comparisons/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(savedComparisonReplySchema.parse(one.json()).comparison).toEqual(first);
  });

  it('refuses bad input with 400 and field messages, and stores nothing', async () => {
    const { client } = await visitor();
    const before = await rowCount();
    const good = [id('CMP1'), id('CMP2')];
    const cases: Array<[body: unknown, field: string, message: string]> = [
      [{ propertyIds: good }, 'name', TEXT.nameRequired],
      [{ name: '   ', propertyIds: good }, 'name', TEXT.nameRequired],
      [{ name: 42, propertyIds: good }, 'name', TEXT.nameRequired],
      [{ name: 'x'.repeat(COMPARISON_NAME_MAX + 1), propertyIds: good }, 'name', TEXT.nameTooLong],
      [{ name: 'a\u0000b', propertyIds: good }, 'name', 'Contains characters that are not allowed'],
      [{ name: 'One' }, 'propertyIds', COMPARE_IDS_MESSAGE],
      [{ name: 'One', propertyIds: [id('CMP1')] }, 'propertyIds', COMPARE_IDS_MESSAGE],
      [{ name: 'Five', propertyIds: [1, 2, 3, 4, 5] }, 'propertyIds', COMPARE_IDS_MESSAGE],
      [{ name: 'Text', propertyIds: 'CMP1,CMP2' }, 'propertyIds', COMPARE_IDS_MESSAGE],
      [
        { name: 'Twice', propertyIds: [id('CMP1'), id('CMP1')] },
        'propertyIds',
        'Each property can be compared once',
      ],
      [
        { name: 'Bad id', propertyIds: [id('CMP1'), 'abc'] },
        'propertyIds.1',
        'Invalid property ID',
      ],
      [{ name: 'Zero', propertyIds: [id('CMP1'), 0] }, 'propertyIds.1', 'Invalid property ID'],
      [{ name: 'Big', propertyIds: [id('CMP1'), 2 ** 31] }, 'propertyIds.1', 'Invalid property ID'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/comparisons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await client.get(`/api/comparisons/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).fieldErrors).toEqual({ id: 'Invalid comparison ID' });
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses a listing the site may not show, naming it', async () => {
    const { client } = await visitor();
    for (const missing of [id('HIDDEN'), 2_000_000_000]) {
      const res = await client.post('/api/comparisons', {
        name: 'Hidden',
        propertyIds: [id('CMP1'), missing],
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).fieldErrors).toEqual({ propertyIds: TEXT.listingGone(missing) });
    }
    expect(await listOf(client)).toEqual([]);
  });

  it('keeps one name per owner (case-insensitive) when saving and renaming; others may reuse it', async () => {
    const alex = await visitor();
    const blake = await visitor();
    await save(alex.client, 'Pine cabins', ['CMP1', 'CMP2']);
    const other = await save(alex.client, 'Lakeside', ['CMP3', 'CMP4']);

    const again = await alex.client.post('/api/comparisons', {
      name: 'PINE CABINS',
      propertyIds: [id('CMP3'), id('CMP5')],
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fieldErrors).toEqual({ name: TEXT.nameTaken('PINE CABINS') });

    const rename = await alex.client.request('PATCH', `/api/comparisons/${other.id}`, {
      name: 'pine cabins',
    });
    expect(rename.statusCode).toBe(409);
    expect(errorOf(rename).fieldErrors).toEqual({ name: TEXT.nameTaken('pine cabins') });
    expect((await listOf(alex.client)).map((c) => c.name)).toEqual(['Lakeside', 'Pine cabins']);

    // the name is Alex's: Blake keeps their own list
    await save(blake.client, 'Pine cabins', ['CMP1', 'CMP2']);
  });

  it('renames and deletes; deleting again is a 404', async () => {
    const { client } = await visitor();
    const saved = await save(client, 'Draft', ['CMP1', 'CMP2']);
    const renamed = await client.request('PATCH', `/api/comparisons/${saved.id}`, {
      name: ' Final pick ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = savedComparisonReplySchema.parse(renamed.json()).comparison;
    expect(after).toMatchObject({ id: saved.id, name: 'Final pick', shareId: saved.shareId });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));

    const bad = await client.request('PATCH', `/api/comparisons/${saved.id}`, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fieldErrors).toEqual({ name: TEXT.nameRequired });

    const deleted = await client.request('DELETE', `/api/comparisons/${saved.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: saved.id, deleted: true });
    const twice = await client.request('DELETE', `/api/comparisons/${saved.id}`);
    expect(twice.statusCode).toBe(404);
    expect(errorOf(twice).message).toBe(TEXT.notFound);
    expect(await listOf(client)).toEqual([]);
    // its link opens nothing any more
    const link = await createHttpClient(t.app).get(`/api/comparisons/shared/${saved.shareId}`);
    expect(link.statusCode).toBe(404);
  });

  it("keeps each visitor's comparisons to them: another's id is a 404 and changes nothing", async () => {
    const alex = await visitor();
    const blake = await visitor();
    const mine = await save(alex.client, 'Mine', ['CMP1', 'CMP2']);
    for (const res of [
      await blake.client.get(`/api/comparisons/${mine.id}`),
      await blake.client.request('PATCH', `/api/comparisons/${mine.id}`, { name: 'Taken' }),
      await blake.client.request('DELETE', `/api/comparisons/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(TEXT.notFound);
    }
    expect(await listOf(blake.client)).toEqual([]);
    expect((await listOf(alex.client)).map((c) => c.name)).toEqual(['Mine']);
  });

  it('survives signing out and in again, with the same listings', async () => {
    const { client, username } = await visitor();
    const saved = await save(client, 'Keep me', ['CMP3', 'CMP1', 'CMP4']);
    await client.post('/api/logout');
    expect((await client.get('/api/comparisons')).statusCode).toBe(401);
    const login = await client.post('/api/login', { username, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const [back] = await listOf(client);
    expect(back).toEqual(saved);
  });

  it('shows listings that are no longer displayable as unavailable, in their place', async () => {
    await insertListings(t.database.db, [
      makeListing({ mlsNumber: 'LEAVES', address: '9 Gone Way' }),
      makeListing({ mlsNumber: 'WITHHELD', address: '8 Hidden Way' }),
    ]);
    const rows = await t.database.db
      .select({ id: listings.id, mlsNumber: listings.mlsNumber })
      .from(listings);
    for (const row of rows) ids.set(row.mlsNumber, row.id);
    const { client } = await visitor();
    const saved = await save(client, 'Changing market', ['LEAVES', 'CMP1', 'WITHHELD']);

    // one leaves the feed (replication deletes it), the feed withdraws display of another
    await t.database.db.delete(listings).where(eq(listings.id, id('LEAVES')));
    await t.database.db
      .update(listings)
      .set({ idxDisplayAllowed: false })
      .where(eq(listings.id, id('WITHHELD')));

    const [now] = await listOf(client);
    expect(now!.propertyIds).toEqual([id('LEAVES'), id('CMP1'), id('WITHHELD')]);
    expect(now!.listings).toEqual([
      { id: id('LEAVES'), available: false, property: null },
      expect.objectContaining({ id: id('CMP1'), available: true }),
      { id: id('WITHHELD'), available: false, property: null },
    ]);
    const shared = await createHttpClient(t.app).get(`/api/comparisons/shared/${saved.shareId}`);
    expect(sharedComparisonSchema.parse(shared.json()).listings).toEqual([
      { id: id('LEAVES'), available: false },
      { id: id('CMP1'), available: true },
      { id: id('WITHHELD'), available: false },
    ]);
    // renaming still works on a comparison with gone listings
    const renamed = await client.request('PATCH', `/api/comparisons/${saved.id}`, {
      name: 'Changed market',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_SAVED_COMPARISONS} comparisons per visitor`, async () => {
    const { client } = await visitor();
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, `comparer${counter}`));
    await t.database.db.insert(propertyComparisons).values(
      Array.from({ length: MAX_SAVED_COMPARISONS - 1 }, (_, n) => ({
        userId: user!.id,
        shareId: `limit-test-${counter}-${String(n).padStart(12, '0')}`,
        name: `Old ${n}`,
        propertyIds: [id('CMP1'), id('CMP2')],
      })),
    );
    await save(client, 'The last one', ['CMP1', 'CMP2']);
    const res = await client.post('/api/comparisons', {
      name: 'One too many',
      propertyIds: [id('CMP1'), id('CMP2')],
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TEXT.tooMany);
    expect(await listOf(client)).toHaveLength(MAX_SAVED_COMPARISONS);
  });

  it('refuses a save sent by another site', async () => {
    const { client } = await visitor();
    const res = await client.post(
      '/api/comparisons',
      { name: 'Forged', propertyIds: [id('CMP1'), id('CMP2')] },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(await listOf(client)).toEqual([]);
  });

  it('deletes the comparisons of a deleted account', async () => {
    const { client, username } = await visitor();
    await save(client, 'Bye', ['CMP1', 'CMP2']);
    await t.database.db.delete(users).where(eq(users.username, username));
    const left = await t.database.db
      .select()
      .from(propertyComparisons)
      .where(eq(propertyComparisons.name, 'Bye'));
    expect(left).toEqual([]);
  });
});

describe('saved comparisons: a link', () => {
  it('shows the name and the listings to anyone holding it, and nothing of the owner', async () => {
    const { client, username } = await visitor();
    const saved = await save(client, "Mom's retirement", ['CMP5', 'CMP2']);
    const anonymous = createHttpClient(t.app);
    const res = await anonymous.get(`/api/comparisons/shared/${saved.shareId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      name: "Mom's retirement",
      listings: [
        { id: id('CMP5'), available: true },
        { id: id('CMP2'), available: true },
      ],
    });
    expect(res.body).not.toContain(username);
    expect(res.body).not.toContain(String(saved.id));
    // a signed-in stranger sees the same, and still cannot reach it by its id
    const stranger = await visitor();
    const theirs = await stranger.client.get(`/api/comparisons/shared/${saved.shareId}`);
    expect(theirs.json()).toEqual(res.json());
    expect((await stranger.client.get(`/api/comparisons/${saved.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for one that cannot be a link id', async () => {
    const anonymous = createHttpClient(t.app);
    const unknown = await anonymous.get(`/api/comparisons/shared/${'A'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(TEXT.notFound);
    for (const bad of ['short', 'has%20space-in-it-0123456789', 'x'.repeat(51)]) {
      const res = await anonymous.get(`/api/comparisons/shared/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).fieldErrors).toEqual({ shareId: 'Invalid comparison link' });
    }
  });
});

describe('saved comparisons: the link id stays out of the logs', () => {
  let logged: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...LOGGER_OPTIONS },
      { write: (line: string) => lines.push(line) },
    );
    logged = await createTestApp({ logger });
    await insertListings(logged.database.db, [
      makeListing({ mlsNumber: 'LOG1' }),
      makeListing({ mlsNumber: 'LOG2' }),
    ]);
  });
  afterAll(async () => {
    await logged?.close();
  });

  it('redacts it from request lines and from browser error reports of the page', async () => {
    const rows = await logged.database.db.select({ id: listings.id }).from(listings);
    const client = await signUp(logged, 'logged-comparer');
    const res = await client.post('/api/comparisons', {
      name: 'Logged',
      propertyIds: rows.map((r) => r.id),
    });
    const { shareId } = savedComparisonReplySchema.parse(res.json()).comparison;
    const anonymous = createHttpClient(logged.app);
    expect((await anonymous.get(`/api/comparisons/shared/${shareId}`)).statusCode).toBe(200);
    const report = await anonymous.post('/api/client-errors', {
      kind: 'error',
      message: 'Script error',
      url: `http://localhost/compare?saved=${shareId}`,
    });
    expect(report.statusCode).toBe(204);
    const log = lines.join('\n');
    expect(log).toContain('/api/comparisons/shared/[redacted]');
    expect(log).toContain('browser error reported');
    expect(log).not.toContain(shareId);
  });
});
