// The inventory and the seven standard searches of bench:search, shared with bench:api.
import { sql } from 'drizzle-orm';
import { FEATURED_CITIES } from '../src/core/featured-cities';
import { queryRows, type DatabaseHandle } from '../src/server/db/connect';
import { normalizeListing } from '../src/server/features/mls-sync/normalize';
import { seedSyncTables, upsertListings } from '../src/server/features/mls-sync/store';
import { ensureAdminSettings } from '../src/server/features/settings/store';
import { iterateListings } from '../src/server/integrations/spark/fake/dataset';

const NOW = new Date('2026-11-22T12:00:00Z');

/** Loads the generated inventory through replication's own normalize + upsert. */
export async function loadInventory(database: DatabaseHandle, count: number): Promise<number> {
  await ensureAdminSettings(database.db);
  await seedSyncTables(database.db);
  const started = performance.now();
  let batch = [];
  for (const record of iterateListings({
    count,
    seed: 42,
    photoBaseUrl: '/mls-photos',
    now: NOW,
  })) {
    batch.push(normalizeListing(record, NOW));
    if (batch.length === 1000) {
      await upsertListings(database.db, batch);
      batch = [];
    }
  }
  await upsertListings(database.db, batch);
  // what autovacuum does after a bulk load on a server; PGlite has no autovacuum worker
  await database.db.execute(sql`VACUUM ANALYZE listings`);
  return (performance.now() - started) / 1000;
}

export type Sample = { name: string; urls: string[] };

/** The seven standard searches, each with values that vary from run to run. */
export async function standardSearches(database: DatabaseHandle): Promise<Sample[]> {
  const zips = await queryRows<{ zip_code: string }>(
    database.db,
    sql`SELECT DISTINCT zip_code FROM listings WHERE zip_code <> '' ORDER BY 1 LIMIT 20`,
  );
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM listings WHERE idx_display_allowed ORDER BY random() LIMIT 200`,
  );
  const streets = ['main', 'pine', 'ridge', 'canyon', 'view', 'oak', 'rim', 'elk'];
  const prices = [
    [200_000, 450_000],
    [300_000, 600_000],
    [400_000, 800_000],
  ];
  const cities = [...FEATURED_CITIES];
  return [
    {
      name: 'city page 1, newest',
      urls: cities.map((c) => `/api/properties?city=${encodeURIComponent(c)}&limit=24`),
    },
    {
      name: 'city + price + beds + baths + sqft',
      urls: cities.flatMap((c) =>
        prices.map(
          ([lo, hi]) =>
            `/api/properties?city=${encodeURIComponent(c)}&minPrice=${lo}&maxPrice=${hi}&minBeds=3&minBaths=2&minSqft=1500&maxSqft=3000`,
        ),
      ),
    },
    {
      name: "feature word 'horse'",
      urls: ['', '&page=2', '&sort=price-low', '&sort=price-high'].map(
        (extra) => `/api/properties?propertyFeatures=horse-property${extra}`,
      ),
    },
    {
      name: 'address fragment',
      urls: streets.map((s) => `/api/properties?address=${s}`),
    },
    { name: 'ZIP', urls: zips.map((z) => `/api/properties?zipCode=${z.zip_code}`) },
    {
      name: 'just listed, all cities',
      urls: ['', '&page=2', '&sort=price-low'].map(
        (extra) => `/api/properties?justListed=true${extra}`,
      ),
    },
    { name: 'one listing by id', urls: ids.map((r) => `/api/properties/${r.id}`) },
  ];
}
