// bench:sorts — the six sort orders of a search (issue 40: newest, price both ways, most
// bedrooms, largest, lowest price per square foot) on 100,000 generated listings, each on the
// standard searches without and with a city: every active listing, a city page, a city with
// the form's price, room and size ranges, and a town group ('Pinetop-Lakeside'), pages 1 and
// 2; through the real HTTP API with reply reuse off (SEARCH_CACHE_SECONDS=0), each request
// timed in turn with the store's bare statements (the page, and the count when the service
// counts) through the same pool, in the same run.
// Target (issue 5, decision 027): a search's p95 <= 10 ms on PostgreSQL and <= 30 ms on PGlite.
// Usage: tsx bench/sorts.ts [count]; BENCH_ENGINES=postgres|pglite (both by default);
// BENCH_RUNS timed pairs per search and sort (150).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertySearchQuerySchema } from '../src/contract/property-search';
import { FEATURED_CITIES } from '../src/core/featured-cities';
import { SORT_VALUES } from '../src/core/listing-search';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/connect';
import { toListingSearch } from '../src/server/features/listings/service';
import { countMatchingListings, searchListings } from '../src/server/features/listings/store';
import { benchEngines, withPglite, withPostgres } from './databases';
import { loadInventory } from './standard-searches';

const count = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 150);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Search = { name: string; queries: string[] };

const PRICES = [
  [200_000, 450_000],
  [300_000, 600_000],
  [400_000, 800_000],
];
const cities = FEATURED_CITIES.map((city) => `city=${encodeURIComponent(city)}`);

/** The standard searches without and with a city, each on pages 1 and 2. */
const SEARCHES: Search[] = [
  { name: 'all active listings', queries: [''] },
  { name: 'city', queries: cities },
  {
    name: 'city + price + beds + baths + sqft',
    queries: cities.flatMap((city) =>
      PRICES.map(
        ([lo, hi]) =>
          `${city}&minPrice=${lo}&maxPrice=${hi}&minBeds=3&minBaths=2&minSqft=1500&maxSqft=3000`,
      ),
    ),
  },
  { name: "town group 'Pinetop-Lakeside'", queries: ['city=Pinetop-Lakeside'] },
].map((search) => ({
  ...search,
  queries: search.queries.flatMap((q) => [q, `${q}${q ? '&' : ''}page=2`]),
}));

/** The store's statements for one query, as the service issues them on PGlite. */
function bareQueryOf(database: DatabaseHandle, query: string): () => Promise<unknown> {
  const search = toListingSearch(
    propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  );
  return async () => {
    const rows = await searchListings(database.db, search);
    const counted =
      rows.length > 0 && rows.length < search.limit
        ? 0
        : await countMatchingListings(database.db, search);
    return [rows, counted];
  };
}

type Row = { search: string; sort: string; http: number[]; bare: number[] };

async function timeSorts(baseUrl: string, database: DatabaseHandle) {
  const rows: Row[] = [];
  for (const search of SEARCHES) {
    for (const sort of SORT_VALUES) {
      const queries = search.queries.map((q) => `${q}${q ? '&' : ''}sort=${sort}`);
      const bare = queries.map((q) => bareQueryOf(database, q));
      const row: Row = { search: search.name, sort, http: [], bare: [] };
      const warmup = Math.min(100, Math.max(20, queries.length * 4));
      for (let i = 0; i < warmup + RUNS; i += 1) {
        const n = i % queries.length;
        // alternate which goes first, so neither always follows the other's cache misses
        for (const kind of i % 2 === 0 ? ['http', 'bare'] : ['bare', 'http']) {
          const began = performance.now();
          if (kind === 'http') {
            const res = await fetch(`${baseUrl}/api/properties?${queries[n]}`, {
              headers: HEADERS,
            });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`${queries[n]}: ${res.status}`);
          } else {
            await bare[n]!();
          }
          const ms = performance.now() - began;
          if (i >= warmup) (kind === 'http' ? row.http : row.bare).push(ms);
        }
      }
      row.http.sort((a, b) => a - b);
      row.bare.sort((a, b) => a - b);
      rows.push(row);
    }
  }
  return rows;
}

async function run(label: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  console.log(`\n${label}: ${count} listings loaded in ${loadSeconds.toFixed(1)} s`);
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-config-')),
    APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    SEARCH_CACHE_SECONDS: '0',
  });
  const app = await buildApp({ config, database, webRoot: null });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const rows = await timeSorts(baseUrl, database);
    console.log(
      `  reply reuse off (SEARCH_CACHE_SECONDS=0); ${RUNS} timed pairs per search and sort, HTTP and bare SQL in turn:`,
    );
    console.table(
      rows.map((r) => ({
        search: r.search,
        sort: r.sort,
        'HTTP p50': percentile(r.http, 50).toFixed(2),
        'HTTP p95': percentile(r.http, 95).toFixed(2),
        'bare p50': percentile(r.bare, 50).toFixed(2),
        'bare p95': percentile(r.bare, 95).toFixed(2),
      })),
    );
  } finally {
    await app.close();
  }
}

if (benchEngines.includes('postgres')) {
  await withPostgres(10, (handle) => run('PostgreSQL', handle));
}
if (benchEngines.includes('pglite')) {
  await withPglite((handle) => run('PGlite (on disk, as npm start uses it)', handle));
}
