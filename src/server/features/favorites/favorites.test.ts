import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, userSchema } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import { favoriteStatusSchema, favoritesResponseSchema } from '../../../contract/favorites';
import type { Database } from '../../db/connect';
import { favoriteProperties, listings, users } from '../../db/schema';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FAVORITES_NEED_ACCOUNT } from './service';

let t: TestApp;
/** Listing ids by MLS number. */
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, [
    makeListing({ mlsNumber: 'FAV1', address: '1 Pine Ln', price: 310_000 }),
    makeListing({ mlsNumber: 'FAV2', address: '2 Oak Ln', price: 420_000 }),
    makeListing({ mlsNumber: 'FAV3', address: '3 Elm Ln', price: 530_000 }),
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

const id = (mlsNumber: string) => ids.get(mlsNumber)!;

async function listingId(db: Database, mlsNumber: string): Promise<number> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.mlsNumber, mlsNumber));
  if (!row) throw new Error(`no listing ${mlsNumber}`);
  return row.id;
}

let counter = 0;
/** A new visitor, registered and signed in. */
async function signedInClient(): Promise<{ client: HttpClient; userId: number }> {
  counter += 1;
  const client = createHttpClient(t.app);
  const res = await client.post('/api/register', {
    username: `saver${counter}`,
    email: `saver${counter}@example.com`,
    password: 'juniper-berry-9',
    firstName: 'Sam',
    lastName: 'Saver',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { client, userId: userSchema.parse(res.json()).id };
}

const favoritesOf = async (client: HttpClient) => {
  const res = await client.get('/api/favorites');
  expect(res.statusCode, res.body).toBe(200);
  return favoritesResponseSchema.parse(res.json());
};
const remove = (client: HttpClient, propertyId: number | string) =>
  client.request('DELETE', `/api/favorites/${propertyId}`);
const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());

describe('favorites API', () => {
  it('answers 401 to a visitor who is not signed in, whatever the request', async () => {
    const anonymous = createHttpClient(t.app);
    for (const res of [
      await anonymous.get('/api/favorites'),
      await anonymous.post('/api/favorites', { propertyId: id('FAV1') }),
      await anonymous.post('/api/favorites', { propertyId: 'not a number' }),
      await remove(anonymous, id('FAV1')),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({
        code: 'UNAUTHORIZED',
        message: AUTH_MESSAGES.notAuthenticated,
      });
    }
    expect(await t.database.db.select().from(favoriteProperties)).toEqual([]);
  });

  it('saves a listing once (201, then 200) and lists the favorites newest first as cards', async () => {
    const { client } = await signedInClient();
    expect(await favoritesOf(client)).toEqual({ propertyIds: [], properties: [] });

    const first = await client.post('/api/favorites', { propertyId: id('FAV1') });
    expect(first.statusCode, first.body).toBe(201);
    expect(favoriteStatusSchema.parse(first.json())).toEqual({
      propertyId: id('FAV1'),
      isFavorite: true,
    });
    const again = await client.post('/api/favorites', { propertyId: id('FAV1') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ propertyId: id('FAV1'), isFavorite: true });
    expect((await client.post('/api/favorites', { propertyId: id('FAV2') })).statusCode).toBe(201);

    const res = await client.get('/api/favorites');
    expect(res.headers['cache-control']).toBe('no-store');
    const list = favoritesResponseSchema.parse(res.json());
    expect(list.propertyIds).toEqual([id('FAV2'), id('FAV1')]);
    expect(list.properties.map((p) => p.mlsNumber)).toEqual(['FAV2', 'FAV1']);
    // the same card fields as the search reply (listings presenter)
    const search = await client.get('/api/properties?mlsNumber=FAV2');
    expect(list.properties[0]).toEqual(search.json().properties[0]);
  });

  it('answers 404 for a listing that does not exist or may not be shown, 400 for a bad id', async () => {
    const { client } = await signedInClient();
    for (const propertyId of [2_000_000_000, id('HIDDEN')]) {
      const res = await client.post('/api/favorites', { propertyId });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
    }
    for (const body of [{}, { propertyId: 'abc' }, { propertyId: 0 }, { propertyId: 1.5 }]) {
      const res = await client.post('/api/favorites', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors).toEqual({ propertyId: 'Invalid property ID' });
    }
    for (const bad of ['abc', '0', '-4', '99999999999']) {
      const res = await remove(client, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).fieldErrors).toEqual({ propertyId: 'Invalid property ID' });
    }
    expect(await favoritesOf(client)).toEqual({ propertyIds: [], properties: [] });
  });

  it('removes a favorite, and removing it again still succeeds', async () => {
    const { client } = await signedInClient();
    await client.post('/api/favorites', { propertyId: id('FAV1') });
    await client.post('/api/favorites', { propertyId: id('FAV3') });

    const res = await remove(client, id('FAV1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ propertyId: id('FAV1'), isFavorite: false });
    expect((await remove(client, id('FAV1'))).statusCode).toBe(200);
    expect((await favoritesOf(client)).propertyIds).toEqual([id('FAV3')]);
  });

  it("keeps each user's favorites to that user: others can neither see nor remove them", async () => {
    const alex = await signedInClient();
    const blake = await signedInClient();
    await alex.client.post('/api/favorites', { propertyId: id('FAV1') });
    await alex.client.post('/api/favorites', { propertyId: id('FAV2') });
    await blake.client.post('/api/favorites', { propertyId: id('FAV2') });

    expect((await favoritesOf(blake.client)).propertyIds).toEqual([id('FAV2')]);
    // Blake removing Alex's favorite only touches Blake's own list
    expect((await remove(blake.client, id('FAV1'))).statusCode).toBe(200);
    expect((await remove(blake.client, id('FAV2'))).statusCode).toBe(200);
    expect((await favoritesOf(blake.client)).propertyIds).toEqual([]);
    expect((await favoritesOf(alex.client)).propertyIds).toEqual([id('FAV2'), id('FAV1')]);

    // after logout the cookie no longer reaches anyone's favorites
    await alex.client.post('/api/logout');
    expect((await alex.client.get('/api/favorites')).statusCode).toBe(401);
  });

  it('refuses a save sent by another site', async () => {
    const { client } = await signedInClient();
    const res = await client.post(
      '/api/favorites',
      { propertyId: id('FAV1') },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect((await favoritesOf(client)).propertyIds).toEqual([]);
  });

  it('keeps the id but not the card of a favorite the feed later withholds', async () => {
    const { client } = await signedInClient();
    await client.post('/api/favorites', { propertyId: id('FAV3') });
    await t.database.db
      .update(listings)
      .set({ idxDisplayAllowed: false })
      .where(eq(listings.id, id('FAV3')));
    try {
      const list = await favoritesOf(client);
      expect(list.propertyIds).toEqual([id('FAV3')]);
      expect(list.properties).toEqual([]);
    } finally {
      await t.database.db
        .update(listings)
        .set({ idxDisplayAllowed: true })
        .where(eq(listings.id, id('FAV3')));
    }
  });

  it('deletes favorites with their user and with their listing (cascade)', async () => {
    await insertListings(t.database.db, [makeListing({ mlsNumber: 'GONE' })]);
    const goneId = await listingId(t.database.db, 'GONE');
    const { client, userId } = await signedInClient();
    await client.post('/api/favorites', { propertyId: goneId });
    await client.post('/api/favorites', { propertyId: id('FAV1') });

    await t.database.db.delete(listings).where(eq(listings.id, goneId));
    expect((await favoritesOf(client)).propertyIds).toEqual([id('FAV1')]);

    await t.database.db.delete(users).where(eq(users.id, userId));
    const left = await t.database.db
      .select()
      .from(favoriteProperties)
      .where(eq(favoriteProperties.userId, userId));
    expect(left).toEqual([]);
  });
});

describe('favorites in development test mode', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    await insertListings(dev.database.db, [makeListing({ mlsNumber: 'DEV1' })]);
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('the test-mode admin has no account: an empty list, and a clear 403 on save', async () => {
    const propertyId = await listingId(dev.database.db, 'DEV1');
    const client = createHttpClient(dev.app);
    const header = { 'x-test-mode': 'on' };
    const list = await client.get('/api/favorites', header);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ propertyIds: [], properties: [] });
    const res = await client.post('/api/favorites', { propertyId }, header);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', message: FAVORITES_NEED_ACCOUNT });
  });
});
