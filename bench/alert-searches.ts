// The saved searches and the refresh of bench:alerts: deterministic, the same for every run
// and engine.
import { sql } from 'drizzle-orm';
import { HOME_TYPE_VALUES, PROPERTY_FEATURE_VALUES } from '../src/core/listing-search';
import { queryRows, type DatabaseHandle } from '../src/server/db/connect';
import { normalizeListing } from '../src/server/features/mls-sync/normalize';
import { upsertListings } from '../src/server/features/mls-sync/store';
import { createDatasetContext } from '../src/server/integrations/spark/fake/dataset/context';
import { generateListing } from '../src/server/integrations/spark/fake/dataset/listing';

export const NEW_LISTINGS = 300;
export const PRICE_CUTS = 400;
export const PRICE_RISES = 100;
export const BACK_ON_MARKET = 50;
const NOW = new Date('2026-11-22T12:00:00Z');

/** A small deterministic generator, so every run and engine gets the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Saved searches as visitors make them: mostly a town with a price band and beds, some with
 * baths, size, a home type or a feature; a few by ZIP, a few over every town; some identical
 * (a popular "Payson under $400,000" is saved by many).
 */
function savedQueries(
  cities: string[],
  zips: string[],
  n: number,
): Record<string, string | string[]>[] {
  const next = random(23);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const queries: Record<string, string | string[]>[] = [];
  for (let i = 0; i < n; i++) {
    const q: Record<string, string | string[]> = {};
    const where = next();
    if (where < 0.8) q.city = pick(cities);
    else if (where < 0.9) q.zipCode = pick(zips);
    if (next() < 0.75) {
      const low = Math.round(100 + next() * 600) * 1000;
      if (next() < 0.5) q.minPrice = String(low);
      q.maxPrice = String(low + Math.round(100 + next() * 500) * 1000);
    }
    if (next() < 0.6) q.minBeds = String(1 + Math.floor(next() * 4));
    if (next() < 0.3) q.minBaths = String(1 + Math.floor(next() * 3));
    if (next() < 0.15) q.minSqft = String(Math.round(8 + next() * 20) * 100);
    if (next() < 0.25) q.propertyType = pick(HOME_TYPE_VALUES);
    if (next() < 0.1) q.propertyFeatures = [pick(PROPERTY_FEATURE_VALUES)];
    if (next() < 0.03) q.justListed = 'true';
    q.status = 'ACTIVE';
    queries.push(q);
  }
  return queries;
}

/** 2,500 visitors with four searches each on average, 30 % instant, 5 % off. */
export async function seedSearches(database: DatabaseHandle, searchCount: number): Promise<void> {
  const cities = (
    await queryRows<{ city: string }>(
      database.db,
      sql`SELECT city FROM listings GROUP BY city ORDER BY count(*) DESC LIMIT 40`,
    )
  ).map((r) => r.city);
  const zips = (
    await queryRows<{ zip_code: string }>(
      database.db,
      sql`SELECT DISTINCT zip_code FROM listings WHERE zip_code <> '' ORDER BY 1 LIMIT 60`,
    )
  ).map((r) => r.zip_code);
  const users = Math.ceil(searchCount / 4);
  await database.db.execute(
    sql`INSERT INTO users (username, email, first_name, last_name)
        SELECT 'bench' || g, 'bench' || g || '@example.com', 'Bench', 'Visitor'
        FROM generate_series(1, ${users}) g`,
  );
  const next = random(7);
  const rows = savedQueries(cities, zips, searchCount).map((query, i) => {
    const f = next();
    return {
      user: 1 + (i % users),
      name: `Search ${i}`,
      query,
      frequency: f < 0.3 ? 'instant' : f < 0.8 ? 'daily' : f < 0.95 ? 'weekly' : 'off',
    };
  });
  for (let i = 0; i < rows.length; i += 2_000) {
    await database.db.execute(
      sql`INSERT INTO saved_searches (user_id, name, query, frequency)
          SELECT u.id, s.name, s.query, s.frequency
          FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 2_000))}::jsonb)
            AS s("user" int, name text, query jsonb, frequency text)
          JOIN users u ON u.username = 'bench' || s."user"`,
    );
  }
}

/** One refresh's worth of changes, written as replication writes them (trigger included). */
export async function applyRefresh(database: DatabaseHandle, count: number): Promise<void> {
  const ctx = createDatasetContext({ count, seed: 42, photoBaseUrl: '/mls-photos', now: NOW });
  const fresh = [];
  for (let index = count; index < count + NEW_LISTINGS; index++) {
    fresh.push(normalizeListing(generateListing(index, ctx), NOW));
  }
  await upsertListings(database.db, fresh);
  await database.db.execute(
    sql`UPDATE listings SET price = round(price * 0.95, -2)
        WHERE id IN (SELECT id FROM listings WHERE status = 'ACTIVE' AND price > 0
                     ORDER BY md5(id::text) LIMIT ${PRICE_CUTS})`,
  );
  await database.db.execute(
    sql`UPDATE listings SET price = round(price * 1.03, -2)
        WHERE id IN (SELECT id FROM listings WHERE status = 'ACTIVE' AND price > 0
                     ORDER BY md5(id::text) DESC LIMIT ${PRICE_RISES})`,
  );
  await database.db.execute(
    sql`UPDATE listings SET status = 'ACTIVE'
        WHERE id IN (SELECT id FROM listings WHERE status = 'PENDING'
                     ORDER BY md5(id::text) LIMIT ${BACK_ON_MARKET})`,
  );
}
