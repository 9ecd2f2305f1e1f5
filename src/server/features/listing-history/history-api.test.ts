import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonResponseSchema } from '../../../contract/comparison';
import {
  propertyDetailSchema,
  propertyListResponseSchema,
  type PropertyDetail,
  type PropertySummary,
} from '../../../contract/properties';
import { PRICE_REDUCED_DAYS } from '../../../core/price-history';
import { queryRows } from '../../db/connect';
import { upsertListings } from '../mls-sync/store';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * The read side of the price and status history (decision 021): a change written by
 * replication's own upsert shows in the full reply of GET /api/properties/{id} and on the
 * card of GET /api/properties; the next open house rides along on both.
 */

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

const reduced = makeListing({ mlsNumber: 'H1', price: 500_000 });
const pending = makeListing({ mlsNumber: 'H2', price: 300_000 });
const raised = makeListing({ mlsNumber: 'H3', price: 200_000 });
const longAgo = makeListing({ mlsNumber: 'H4', price: 250_000 });
const unchanged = makeListing({ mlsNumber: 'H5', price: 350_000 });

async function idOf(mlsNumber: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM listings WHERE mls_number = ${mlsNumber}`,
  );
  return row!.id;
}

async function addOpenHouse(mlsNumber: string, startsAt: Date, hours = 2) {
  await t.database.db.execute(
    sql`INSERT INTO open_houses (listing_id, feed_id, starts_at, ends_at)
        VALUES (${await idOf(mlsNumber)}, ${`${mlsNumber}-${startsAt.getTime()}`},
                ${startsAt.toISOString()}, ${new Date(startsAt.getTime() + hours * HOUR).toISOString()})`,
  );
}

async function card(mlsNumber: string): Promise<PropertySummary> {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties?mlsNumber=${mlsNumber}` });
  expect(res.statusCode, res.body).toBe(200);
  const [found] = propertyListResponseSchema.parse(res.json()).properties;
  expect(found?.mlsNumber).toBe(mlsNumber);
  return found!;
}

async function detail(mlsNumber: string): Promise<PropertyDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/properties/${await idOf(mlsNumber)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return propertyDetailSchema.parse(res.json());
}

beforeAll(async () => {
  // each read must see what the test just wrote (kept replies are dropped by the listings
  // watch within seconds of a change: decision 015, tested on its own)
  t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
  await insertListings(t.database.db, [reduced, pending, raised, longAgo, unchanged]);
  // the next refresh: one cut, one pending at a new price, one raise, one re-sent as it was
  const changed = await upsertListings(t.database.db, [
    { ...reduced, price: 480_000 },
    { ...pending, price: 290_000, status: 'PENDING', mlsStatus: 'Pending' },
    { ...raised, price: 210_000 },
    { ...longAgo, price: 240_000 },
    unchanged,
  ]);
  // the re-sent listing is no change: its kept replies stay, and it has no history
  expect(changed).toBe(4);
  await t.database.db.execute(
    sql`UPDATE listings SET price_changed_at = now() - make_interval(days => ${PRICE_REDUCED_DAYS + 1})
        WHERE mls_number = 'H4'`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('price and status history', () => {
  it('is in the full reply of a listing whose price replication lowered', async () => {
    const listing = await detail('H1');
    expect(listing.status).toBe('ACTIVE');
    expect(listing.price).toBe(480_000);
    expect(listing.previousPrice).toBe(500_000);
    expect(listing.priceReduction).toBe(20_000);
    expect(Date.now() - Date.parse(listing.priceChangedAt!)).toBeLessThan(60_000);
    expect(listing.history).toEqual([
      {
        kind: 'price',
        oldPrice: 500_000,
        newPrice: 480_000,
        oldStatus: 'ACTIVE',
        newStatus: 'ACTIVE',
        changedAt: listing.priceChangedAt,
      },
    ]);
  });

  it('records a price and a status change of one write, oldest first', async () => {
    const listing = await detail('H2');
    expect(listing.history.map((h) => [h.kind, h.oldPrice, h.newPrice, h.newStatus])).toEqual([
      ['price', 300_000, 290_000, 'PENDING'],
      // the trigger writes both rows with the write's old and new values
      ['status', 300_000, 290_000, 'PENDING'],
    ]);
    // a pending listing's cut is still a reduction; the REDUCED badge is the card's to decide
    expect(listing.priceReduction).toBe(10_000);
  });

  it('is empty for a listing that never changed', async () => {
    const listing = await detail('H5');
    expect(listing.history).toEqual([]);
    expect(listing.previousPrice).toBeNull();
    expect(listing.priceChangedAt).toBeNull();
    expect(listing.priceReduction).toBeNull();
  });
});

describe('the card of a reduced listing', () => {
  it('carries the reduction while the stored status stays ACTIVE (the ACTIVE search finds it)', async () => {
    const found = await card('H1');
    expect(found).toMatchObject({
      status: 'ACTIVE',
      previousPrice: 500_000,
      priceReduction: 20_000,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/properties?status=ACTIVE&limit=50',
    });
    const active = propertyListResponseSchema.parse(res.json()).properties.map((p) => p.mlsNumber);
    expect(active).toContain('H1');
  });

  it('has no reduction after a raise, or when the cut is older than PRICE_REDUCED_DAYS', async () => {
    expect(await card('H3')).toMatchObject({ previousPrice: 200_000, priceReduction: null });
    const old = await card('H4');
    expect(old).toMatchObject({ previousPrice: 250_000, priceReduction: null });
    expect(Date.now() - Date.parse(old.priceChangedAt!)).toBeGreaterThan(PRICE_REDUCED_DAYS * DAY);
  });
});

describe('the next open house', () => {
  beforeAll(async () => {
    await addOpenHouse('H1', inHours(-30)); // over
    await addOpenHouse('H1', inHours(-1)); // on now: ends in an hour
    await addOpenHouse('H1', inHours(48));
    await addOpenHouse('H3', inHours(-5)); // only a past one
  });

  it('is the earliest one that has not ended, on the card and in the full reply', async () => {
    const expected = {
      startsAt: expect.any(String) as string,
      endsAt: expect.any(String) as string,
    };
    const shown = (await card('H1')).nextOpenHouse;
    expect(shown).toEqual(expected);
    expect(Date.parse(shown!.endsAt) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(shown!.endsAt) - Date.now()).toBeLessThan(HOUR + 60_000);
    // ISO times in UTC, whatever the database's time zone
    expect(shown!.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await detail('H1')).nextOpenHouse).toEqual(shown);
  });

  it('is null when every open house is over, or there is none', async () => {
    expect((await card('H3')).nextOpenHouse).toBeNull();
    expect((await card('H5')).nextOpenHouse).toBeNull();
    expect((await detail('H3')).nextOpenHouse).toBeNull();
  });

  it('is on cards read by id too (favorites, comparisons)', async () => {
    // the market analysis reads its subject's card through the listings read store
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/spark-comparison/${await idOf('H1')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { mainProperty } = comparisonResponseSchema.parse(res.json());
    expect(mainProperty.nextOpenHouse).not.toBeNull();
    expect(mainProperty.priceReduction).toBe(20_000);
  });
});
