import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonResponseSchema, type ComparisonResponse } from '../../../contract/comparison';
import { apiErrorSchema } from '../../../contract/errors';
import { listings } from '../../db/schema';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { COMPARISON_PATHS } from './routes';

let t: TestApp;
const DAY = 86_400_000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * A Payson subject and listings around it. The MLS numbers say what each one is for: C* may
 * be chosen, X* must never be (each breaks one criterion).
 */
const payson = { city: 'Payson', price: 400_000, bedrooms: 3, squareFeet: 1800 };
const fixtures = [
  makeListing({ mlsNumber: 'SUBJECT', ...payson, bathrooms: 2 }),
  // own city, active, closest in price, living area and bedrooms: ranks first
  makeListing({ mlsNumber: 'C1', ...payson, price: 405_000, city: 'payson' }),
  // own city, active, less alike
  makeListing({ mlsNumber: 'C2', ...payson, price: 500_000, squareFeet: 2200, bedrooms: 4 }),
  // own city, recently sold: after the active ones of the same city
  makeListing({
    mlsNumber: 'C3',
    ...payson,
    price: 398_000,
    status: 'SOLD',
    mlsStatus: 'Closed',
    raw: { CloseDate: isoDaysAgo(40) },
  }),
  // nearby towns: Star Valley (7 km) before Pine (21 km); Pine falls off the 4 cap
  makeListing({ mlsNumber: 'C4', ...payson, city: 'Star Valley', price: 330_000 }),
  makeListing({ mlsNumber: 'C5', ...payson, city: 'Pine', price: 401_000 }),
  makeListing({ mlsNumber: 'X1', ...payson, propertyType: 'Land' }),
  makeListing({ mlsNumber: 'X2', ...payson, price: 520_001 }),
  makeListing({ mlsNumber: 'X3', ...payson, price: 270_000 }),
  makeListing({ mlsNumber: 'X4', ...payson, bedrooms: 5 }),
  makeListing({ mlsNumber: 'X5', ...payson, squareFeet: 2251 }),
  makeListing({ mlsNumber: 'X6', ...payson, status: 'PENDING', mlsStatus: 'Pending' }),
  makeListing({
    mlsNumber: 'X7',
    ...payson,
    status: 'SOLD',
    mlsStatus: 'Closed',
    raw: { CloseDate: isoDaysAgo(400) },
  }),
  makeListing({ mlsNumber: 'X8', ...payson, city: 'Prescott' }),
  makeListing({ mlsNumber: 'X9', ...payson, idxDisplayAllowed: false }),
  makeListing({ mlsNumber: 'X10', ...payson, price: null }),
  // a lone ranch in Young: nothing like it nearby
  makeListing({
    mlsNumber: 'LONE',
    city: 'Young',
    price: 2_400_000,
    bedrooms: 6,
    squareFeet: 5200,
  }),
  makeListing({ mlsNumber: 'HIDDEN', ...payson, idxDisplayAllowed: false }),
];

async function idOf(mlsNumber: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(sql`${listings.mlsNumber} = ${mlsNumber}`);
  return row!.id;
}

async function compare(id: number | string, path: string = COMPARISON_PATHS[0]) {
  const res = await t.app.inject({ method: 'GET', url: path.replace(':id', String(id)) });
  expect(res.statusCode, res.body).toBe(200);
  return { body: comparisonResponseSchema.parse(res.json()), headers: res.headers };
}

const mlsNumbers = (reply: ComparisonResponse) =>
  reply.comparableProperties.map((p) => p.mlsNumber);

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, fixtures);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/properties/spark-comparison/{id}', () => {
  it('ranks own city first (active, then recently sold), then nearby towns, at most 4', async () => {
    const { body, headers } = await compare(await idOf('SUBJECT'));
    expect(body.mainProperty).toMatchObject({ mlsNumber: 'SUBJECT', price: 400_000 });
    expect(mlsNumbers(body)).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(body.comparableProperties.map((p) => p.cityDistanceKm > 0)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(headers['cache-control']).toMatch(/^public/);
  });

  it('gives each comparable its price difference in whole dollars and percent to 1 decimal', async () => {
    const { body } = await compare(await idOf('SUBJECT'));
    expect(
      body.comparableProperties.map((p) => [p.price, p.priceDifference, p.priceDifferencePercent]),
    ).toEqual([
      [405_000, 5000, 1.3],
      [500_000, 100_000, 25],
      [398_000, -2000, -0.5],
      [330_000, -70_000, -17.5],
    ]);
    // the card fields come as a search returns them
    expect(body.comparableProperties[0]).toMatchObject({
      city: 'payson',
      status: 'ACTIVE',
      bedrooms: 3,
      squareFeet: 1800,
      photoCount: 1,
    });
    expect(body.comparableProperties[0]?.photos[0]).toMatch(/800x600/);
  });

  it('reports the search criteria it used', async () => {
    const { body } = await compare(await idOf('SUBJECT'));
    expect(body.searchCriteria).toEqual({
      priceRange: { min: 280_000, max: 520_000 },
      bedroomRange: { min: 2, max: 4 },
      squareFeetRange: { min: 1350, max: 2250 },
      propertyType: 'Residential',
      cities: ['Payson', 'Star Valley', 'Pine', 'Strawberry', 'Young', 'Tonto Basin'],
      closedSince: isoDaysAgo(180),
    });
  });

  it('answers an empty list for a listing with no comparables', async () => {
    const { body } = await compare(await idOf('LONE'));
    expect(body.mainProperty.mlsNumber).toBe('LONE');
    expect(body.comparableProperties).toEqual([]);
    expect(body.searchCriteria.priceRange).toEqual({ min: 1_680_000, max: 3_120_000 });
  });

  it('compares a sold subject as well, and leaves the subject out of its own comparables', async () => {
    const { body } = await compare(await idOf('C3'));
    expect(body.mainProperty.status).toBe('SOLD');
    expect(mlsNumbers(body)).not.toContain('C3');
    expect(mlsNumbers(body)).toEqual(['SUBJECT', 'C1', 'C2', 'C4']);
  });
});

describe('GET /api/spark-comparison/{id}', () => {
  it('answers the same reply as the properties path', async () => {
    const id = await idOf('SUBJECT');
    const [first, second] = await Promise.all(COMPARISON_PATHS.map((path) => compare(id, path)));
    expect(second?.body).toEqual(first?.body);
  });
});

describe('comparison bad ids', () => {
  it.each(
    COMPARISON_PATHS.flatMap((path) => ['abc', '0', '-3', '1.5', '12abc'].map((id) => [path, id])),
  )('%s is a 400 for the malformed id %s', async (path, id) => {
    const res = await t.app.inject({ method: 'GET', url: path.replace(':id', id) });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('id');
    expect(error.fieldErrors?.id).toBe('Invalid property ID');
  });

  it.each(COMPARISON_PATHS)(
    '%s is a 404 for a missing listing and one the feed forbids displaying',
    async (path) => {
      for (const id of [999_999, await idOf('HIDDEN')]) {
        const res = await t.app.inject({ method: 'GET', url: path.replace(':id', String(id)) });
        expect(res.statusCode).toBe(404);
        expect(apiErrorSchema.parse(res.json()).message).toBe('Property not found');
        expect(res.headers['cache-control']).toBeUndefined();
      }
    },
  );
});
