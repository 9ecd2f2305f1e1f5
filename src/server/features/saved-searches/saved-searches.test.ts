import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import { propertyListResponseSchema } from '../../../contract/properties';
import {
  savedSearchReplySchema,
  savedSearchesReplySchema,
  type SavedSearch,
} from '../../../contract/saved-searches';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXT as TEXT,
  savedSearchHref,
} from '../../../core/saved-searches';
import { listings, savedSearches, savedSearchMatches, users } from '../../db/schema';
import { signUp } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, [
    makeListing({ mlsNumber: 'SS1', city: 'Payson', price: 350_000, bedrooms: 3 }),
    makeListing({ mlsNumber: 'SS2', city: 'Payson', price: 650_000, bedrooms: 4 }),
    makeListing({ mlsNumber: 'SS3', city: 'Pine', price: 400_000, bedrooms: 3 }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function visitor(): Promise<{ client: HttpClient; username: string; userId: number }> {
  counter += 1;
  const username = `searcher${counter}`;
  const client = await signUp(t, username);
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return { client, username, userId: user!.id };
}

const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());

const PAYSON = { city: 'Payson', minPrice: '300000', maxPrice: '500000', minBeds: '3' };

async function save(
  client: HttpClient,
  body: { name: string; frequency?: string; query: unknown },
): Promise<SavedSearch> {
  const res = await client.post('/api/saved-searches', body);
  expect(res.statusCode, res.body).toBe(201);
  return savedSearchReplySchema.parse(res.json()).savedSearch;
}

async function listOf(client: HttpClient): Promise<SavedSearch[]> {
  const res = await client.get('/api/saved-searches');
  expect(res.statusCode, res.body).toBe(200);
  return savedSearchesReplySchema.parse(res.json()).savedSearches;
}

const rowCount = async () => (await t.database.db.select().from(savedSearches)).length;

describe('saved searches', () => {
  it('answers 401 to a visitor who is not signed in, and stores nothing', async () => {
    const anonymous = createHttpClient(t.app);
    const before = await rowCount();
    for (const res of [
      await anonymous.get('/api/saved-searches'),
      await anonymous.post('/api/saved-searches', { name: 'Cabins', query: PAYSON }),
      await anonymous.request('PATCH', '/api/saved-searches/1', { name: 'x' }),
      await anonymous.request('DELETE', '/api/saved-searches/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ message: AUTH_MESSAGES.notAuthenticated });
    }
    expect(await rowCount()).toBe(before);
  });

  it('saves a search with its name, frequency and summary, and lists them newest first', async () => {
    const { client } = await visitor();
    expect(await listOf(client)).toEqual([]);

    const first = await save(client, {
      name: '  Payson family homes ',
      query: { ...PAYSON, propertyFeatures: ['horse-property'], status: 'ACTIVE' },
    });
    expect(first).toMatchObject({
      name: 'Payson family homes',
      // daily unless asked otherwise
      frequency: 'daily',
      query: { ...PAYSON, propertyFeatures: ['horse-property'], status: 'ACTIVE' },
      summary: 'Payson · $300,000–$500,000 · 3+ beds · Horse Property',
      lastSentAt: null,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();

    const second = await save(client, {
      name: 'Pine, instant',
      frequency: 'instant',
      query: { city: 'Pine' },
    });
    expect(second).toMatchObject({
      frequency: 'instant',
      query: { city: 'Pine', status: 'ACTIVE' },
    });
    const res = await client.get('/api/saved-searches');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await listOf(client)).map((s) => s.name)).toEqual([
      'Pine, instant',
      'Payson family homes',
    ]);
  });

  it('keeps the search as GET /api/properties reads it, and it runs there', async () => {
    const { client } = await visitor();
    const saved = await save(client, {
      name: 'Written out',
      query: {
        status: 'active',
        propertyType: 'all',
        justListed: 'false',
        minBeds: ' 3 ',
        minPrice: '0300000',
        city: ' Payson ',
        propertyFeatures: 'pool',
      },
    });
    // the form's 'All Home Types' and a switch that is off are no filter; address order
    expect(saved.query).toEqual({
      city: 'Payson',
      minPrice: '300000',
      minBeds: '3',
      propertyFeatures: ['pool'],
      status: 'ACTIVE',
    });
    expect(Object.keys(saved.query)).toEqual([
      'city',
      'minPrice',
      'minBeds',
      'propertyFeatures',
      'status',
    ]);

    const plain = await save(client, { name: 'Payson 3+', query: PAYSON });
    const run = await client.get(`/api/properties?${savedSearchHref(plain.query).slice(2)}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(propertyListResponseSchema.parse(run.json()).properties.map((p) => p.city)).toEqual([
      'Payson',
    ]);
  });

  it('refuses bad input with 400 and field messages, and stores nothing', async () => {
    const { client } = await visitor();
    const before = await rowCount();
    const cases: Array<[body: unknown, field: string, message: string]> = [
      [{ query: PAYSON }, 'name', TEXT.nameRequired],
      [{ name: '   ', query: PAYSON }, 'name', TEXT.nameRequired],
      [{ name: 7, query: PAYSON }, 'name', TEXT.nameRequired],
      [{ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1), query: PAYSON }, 'name', TEXT.nameTooLong],
      [{ name: 'a\u0000b', query: PAYSON }, 'name', 'Contains characters that are not allowed'],
      [{ name: 'Often', frequency: 'hourly', query: PAYSON }, 'frequency', TEXT.frequencyInvalid],
      [{ name: 'No search' }, 'query', TEXT.queryInvalid],
      [{ name: 'Text', query: 'city=Payson' }, 'query', TEXT.queryInvalid],
      [{ name: 'Paged', query: { city: 'Payson', page: '2' } }, 'query', TEXT.notAFilter('page')],
      [{ name: 'Sized', query: { limit: '10' } }, 'query', TEXT.notAFilter('limit')],
      [{ name: 'Number', query: { minPrice: 300000 } }, 'query.minPrice', TEXT.queryInvalid],
      [
        { name: 'Twice', query: { city: ['Pine', 'Payson'] } },
        'query.city',
        'City takes one value',
      ],
      // the same messages as GET /api/properties
      [
        { name: 'Upside down', query: { minPrice: '500000', maxPrice: '300000' } },
        'query.maxPrice',
        'Maximum price must be at least the minimum price',
      ],
      [
        { name: 'Huge', query: { maxPrice: '99999999999' } },
        'query.maxPrice',
        'Maximum price must be at most 2,147,483,647',
      ],
      [{ name: 'Empty city', query: { city: '' } }, 'query.city', 'City must not be empty'],
      [
        { name: 'Nul', query: { city: 'Pay\u0000son' } },
        'query.city',
        'Contains characters that are not allowed',
      ],
      [
        { name: 'Status', query: { status: 'WITHDRAWN' } },
        'query.status',
        'Status must be one of ACTIVE, PENDING, CONTINGENT, COMING SOON, SOLD',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/saved-searches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    const saved = await save(client, { name: 'Good', query: PAYSON });
    for (const [body, field, message] of [
      [{}, 'body', TEXT.nothingToChange],
      [{ name: '' }, 'name', TEXT.nameRequired],
      [{ frequency: 'never' }, 'frequency', TEXT.frequencyInvalid],
      [{ query: { minBeds: 'three' } }, 'query.minBeds', 'Minimum bedrooms must be a whole number'],
    ] as const) {
      const res = await client.request('PATCH', `/api/saved-searches/${saved.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await client.request('DELETE', `/api/saved-searches/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).fieldErrors).toEqual({ id: 'Invalid saved search ID' });
    }
    expect(await rowCount()).toBe(before + 1);
    expect(await listOf(client)).toEqual([saved]);
  });

  it('renames, changes the frequency and the search, and deletes; deleting again is a 404', async () => {
    const { client } = await visitor();
    const saved = await save(client, { name: 'Draft', query: PAYSON });
    const patch = (body: unknown) =>
      client.request('PATCH', `/api/saved-searches/${saved.id}`, body);

    const renamed = await patch({ name: ' Final pick ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(savedSearchReplySchema.parse(renamed.json()).savedSearch).toEqual({
      ...saved,
      name: 'Final pick',
    });
    const weekly = await patch({ frequency: 'weekly' });
    expect(savedSearchReplySchema.parse(weekly.json()).savedSearch).toMatchObject({
      name: 'Final pick',
      frequency: 'weekly',
      query: saved.query,
    });
    const moved = await patch({ query: { city: 'Pine', maxPrice: '450000' } });
    expect(savedSearchReplySchema.parse(moved.json()).savedSearch).toMatchObject({
      name: 'Final pick',
      frequency: 'weekly',
      query: { city: 'Pine', maxPrice: '450000', status: 'ACTIVE' },
      summary: 'Pine · Up to $450,000',
    });

    const deleted = await client.request('DELETE', `/api/saved-searches/${saved.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: saved.id, deleted: true });
    const twice = await client.request('DELETE', `/api/saved-searches/${saved.id}`);
    expect(twice.statusCode).toBe(404);
    expect(errorOf(twice).message).toBe(TEXT.notFound);
    const gone = await patch({ name: 'Ghost' });
    expect(gone.statusCode).toBe(404);
    expect(await listOf(client)).toEqual([]);
  });

  it("keeps each visitor's searches to them: another's id is a 404 and changes nothing", async () => {
    const alex = await visitor();
    const blake = await visitor();
    const mine = await save(alex.client, { name: 'Mine', query: PAYSON });
    for (const res of [
      await blake.client.request('PATCH', `/api/saved-searches/${mine.id}`, { name: 'Taken' }),
      await blake.client.request('PATCH', `/api/saved-searches/${mine.id}`, { frequency: 'off' }),
      await blake.client.request('DELETE', `/api/saved-searches/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(TEXT.notFound);
    }
    expect(await listOf(blake.client)).toEqual([]);
    expect(await listOf(alex.client)).toEqual([mine]);
  });

  it('keeps one name per visitor (case-insensitive) when saving and renaming; others may reuse it', async () => {
    const alex = await visitor();
    const blake = await visitor();
    await save(alex.client, { name: 'Pine cabins', query: { city: 'Pine' } });
    const other = await save(alex.client, { name: 'Lakeside', query: PAYSON });
    const before = await rowCount();

    const again = await alex.client.post('/api/saved-searches', {
      name: 'PINE CABINS',
      query: { city: 'Strawberry' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fieldErrors).toEqual({ name: TEXT.nameTaken('PINE CABINS') });
    expect(await rowCount()).toBe(before);

    const rename = await alex.client.request('PATCH', `/api/saved-searches/${other.id}`, {
      name: 'pine cabins',
      frequency: 'off',
    });
    expect(rename.statusCode).toBe(409);
    expect(errorOf(rename).fieldErrors).toEqual({ name: TEXT.nameTaken('pine cabins') });
    // nothing of the refused change was kept
    expect((await listOf(alex.client)).map((s) => [s.name, s.frequency])).toEqual([
      ['Lakeside', 'daily'],
      ['Pine cabins', 'daily'],
    ]);

    await save(blake.client, { name: 'Pine cabins', query: { city: 'Pine' } });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per visitor`, async () => {
    const { client, userId } = await visitor();
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, n) => ({
        userId,
        name: `Old ${n}`,
        query: { city: 'Payson', status: 'ACTIVE' },
      })),
    );
    await save(client, { name: 'The last one', query: PAYSON });
    const res = await client.post('/api/saved-searches', { name: 'One too many', query: PAYSON });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TEXT.tooMany);
    expect(await listOf(client)).toHaveLength(MAX_SAVED_SEARCHES);
    // two saves at once cannot pass the limit together
    await client.request('DELETE', `/api/saved-searches/${(await listOf(client))[0]!.id}`);
    const both = await Promise.all([
      client.post('/api/saved-searches', { name: 'Racer A', query: PAYSON }),
      client.post('/api/saved-searches', { name: 'Racer B', query: PAYSON }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await listOf(client)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('drops the listings its old filters matched for the next alert when the search changes', async () => {
    const { client } = await visitor();
    const saved = await save(client, { name: 'Changing', query: PAYSON });
    const [listing] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.mlsNumber, 'SS1'));
    await t.database.db
      .insert(savedSearchMatches)
      .values({ savedSearchId: saved.id, listingId: listing!.id, reason: 'new' });
    const matches = () =>
      t.database.db
        .select()
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.savedSearchId, saved.id));

    await client.request('PATCH', `/api/saved-searches/${saved.id}`, { name: 'Renamed' });
    expect(await matches()).toHaveLength(1);
    await client.request('PATCH', `/api/saved-searches/${saved.id}`, { query: { city: 'Pine' } });
    expect(await matches()).toEqual([]);
  });

  it('refuses a save sent by another site', async () => {
    const { client } = await visitor();
    const res = await client.post(
      '/api/saved-searches',
      { name: 'Forged', query: PAYSON },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(await listOf(client)).toEqual([]);
  });

  it('deletes the searches of a deleted account', async () => {
    const { client, username } = await visitor();
    await save(client, { name: 'Bye', query: PAYSON });
    await t.database.db.delete(users).where(eq(users.username, username));
    const left = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.name, 'Bye'));
    expect(left).toEqual([]);
  });
});
