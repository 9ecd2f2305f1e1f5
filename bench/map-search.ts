// bench:map-search — the map search (decision 026) on 100,000 generated listings: polygon
// searches through the real HTTP API with reply reuse off (SEARCH_CACHE_SECONDS=0, every
// request runs its queries), each request timed in turn with the bare SQL of the same search
// (the store's page query and, when the service counts, its count) through the same pool, in
// the same run; then GET /api/properties/map for a town and for every active listing (time and
// bytes). The inventory is bench:search's (the offline feed's generator puts each listing
// within about 4 km of its town's centre, weighted by town: Payson about 9,000 active).
// Target (issue 24): a polygon search p95 <= 20 ms at 100,000 listings on PostgreSQL.
// Usage: tsx bench/map-search.ts [count]; BENCH_ENGINES=postgres|pglite (PostgreSQL by
// default; pglite adds about 5 minutes of loading); BENCH_RUNS timed pairs per search (200).
// The point index is migration 0022's: GiST on the point, covering status and the columns the
// page, the count and the markers read (an earlier variant without INCLUDE: PERFORMANCE.md).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { mapSearchQuerySchema } from '../src/contract/map-search';
import { propertySearchQuerySchema } from '../src/contract/property-search';
import { formatMapArea, mapAreaOfBounds, type LatLng } from '../src/core/map-area';
import { MLS_CITIES } from '../src/core/mls-cities';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { queryRows, type DatabaseHandle } from '../src/server/db/connect';
import { findMapPoints, MAP_POINTS_MAX } from '../src/server/features/listings/map-store';
import { toListingFilters, toListingSearch } from '../src/server/features/listings/service';
import {
  countMatchingListings,
  searchListings,
  whereOf,
} from '../src/server/features/listings/store';
import { withPglite, withPostgres } from './databases';
import { loadInventory } from './standard-searches';

const count = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
/** Browsers ask for compressed replies; so does this client. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const centreOf = (name: string) => {
  const city = MLS_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`no town ${name}`);
  return { lat: city.latitude, lng: city.longitude };
};

/** A hand-drawn outline: `corners` points around a centre, the radius wobbling (degrees). */
function drawn(centre: LatLng, radius: number, corners: number, phase: number): LatLng[] {
  return Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * i) / corners + phase;
    const r = radius * (0.8 + 0.35 * Math.abs(Math.sin(3 * i + phase)));
    return { lat: centre.lat + r * Math.sin(angle), lng: centre.lng + 1.2 * r * Math.cos(angle) };
  });
}

/** A town's map view ('Search this area'): about 10 x 10 km around its centre. */
const townView = (centre: LatLng) =>
  mapAreaOfBounds({
    south: centre.lat - 0.045,
    north: centre.lat + 0.045,
    west: centre.lng - 0.055,
    east: centre.lng + 0.055,
  });

/** A U open to the north over a town: its view less a notch from the top edge to the centre. */
function concave(centre: LatLng): LatLng[] {
  const [s, n, w, e] = [centre.lat - 0.04, centre.lat + 0.04, centre.lng - 0.05, centre.lng + 0.05];
  const [nw, ne] = [centre.lng - 0.015, centre.lng + 0.015];
  return [
    { lat: s, lng: w },
    { lat: n, lng: w },
    { lat: n, lng: nw },
    { lat: centre.lat, lng: nw },
    { lat: centre.lat, lng: ne },
    { lat: n, lng: ne },
    { lat: n, lng: e },
    { lat: s, lng: e },
  ];
}

const param = (area: LatLng[]) => `polygon=${encodeURIComponent(formatMapArea(area))}`;

type Sample = { name: string; urls: string[] };

function polygonSearches(): Sample[] {
  const payson = centreOf('Payson');
  // part of Payson: 8 to 12 corners, a third of the town, moved about a little from run to run
  const partOfPayson = [0, 1, 2, 3, 4, 5].map((k) =>
    drawn(
      { lat: payson.lat + 0.006 * Math.sin(k), lng: payson.lng + 0.008 * Math.cos(k) },
      0.014,
      8 + (k % 5),
      k / 3,
    ),
  );
  const towns = ['Payson', 'Show Low', 'Prescott', 'Pine', 'Pinetop', 'Heber'].map(centreOf);
  const prices = [
    [200_000, 450_000],
    [300_000, 600_000],
    [400_000, 800_000],
  ];
  return [
    {
      name: '(a) drawn, part of Payson',
      urls: partOfPayson.map((a) => `/api/properties?${param(a)}`),
    },
    { name: "(b) a town's view", urls: towns.map((c) => `/api/properties?${param(townView(c))}`) },
    {
      name: '(c) concave, over a town',
      urls: towns.map((c) => `/api/properties?${param(concave(c))}`),
    },
    {
      name: '(d) drawn + price',
      urls: partOfPayson.flatMap((a) =>
        prices.map(([lo, hi]) => `/api/properties?${param(a)}&minPrice=${lo}&maxPrice=${hi}`),
      ),
    },
  ];
}

function mapReplies(): Sample[] {
  const towns = ['Payson', 'Show Low', 'Prescott'].map(centreOf);
  return [
    {
      name: "map: a town's view",
      urls: towns.map((c) => `/api/properties/map?${param(townView(c))}`),
    },
    {
      name: 'map: drawn, part of Payson',
      urls: [`/api/properties/map?${param(drawn(centreOf('Payson'), 0.014, 10, 0))}`],
    },
    { name: 'map: all active', urls: ['/api/properties/map'] },
  ];
}

/** The store's statements for one API URL, as the service issues them. */
function bareQueryOf(database: DatabaseHandle, url: string): () => Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://bench');
  if (pathname === '/api/properties/map') {
    const filters = toListingFilters(mapSearchQuerySchema.parse(Object.fromEntries(searchParams)));
    return () => findMapPoints(database.db, filters, MAP_POINTS_MAX);
  }
  const search = toListingSearch(propertySearchQuerySchema.parse(Object.fromEntries(searchParams)));
  return async () => {
    // as the service: a map area's page and count side by side, another search's count only
    // when its page is full
    if (search.polygon) {
      return Promise.all([
        searchListings(database.db, search),
        countMatchingListings(database.db, search),
      ]);
    }
    const rows = await searchListings(database.db, search);
    const counted =
      rows.length > 0 && rows.length < search.limit
        ? 0
        : await countMatchingListings(database.db, search);
    return [rows, counted];
  };
}

type Row = {
  name: string;
  http: number[];
  bare: number[];
  /** The last reply: its matches, its bytes as JSON and as sent (compressed). */
  total: number;
  bytes: number;
  sentBytes: number;
  gzipBytes: number;
};

async function timeSideBySide(
  baseUrl: string,
  database: DatabaseHandle,
  samples: Sample[],
  runs: number,
) {
  const rows: Row[] = [];
  for (const sample of samples) {
    const bare = sample.urls.map((url) => bareQueryOf(database, url));
    const row: Row = {
      name: sample.name,
      http: [],
      bare: [],
      total: 0,
      bytes: 0,
      sentBytes: 0,
      gzipBytes: 0,
    };
    const warmup = Math.min(100, Math.max(20, sample.urls.length * 4));
    for (let i = 0; i < warmup + runs; i += 1) {
      const n = i % sample.urls.length;
      const url = sample.urls[n]!;
      // alternate which goes first, so neither always follows the other's cache misses
      const order = i % 2 === 0 ? ['http', 'bare'] : ['bare', 'http'];
      for (const kind of order) {
        const began = performance.now();
        if (kind === 'http') {
          const res = await fetch(baseUrl + url, { headers: HEADERS });
          const body = await res.text();
          if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
          if (i === warmup + runs - 1) {
            row.total = (JSON.parse(body) as { total: number }).total;
            row.bytes = Buffer.byteLength(body);
            row.gzipBytes = gzipSync(body, { level: 1 }).length;
            // fetch decodes the body: what came over the wire is the Content-Length of a
            // request that asks for it alone
            const raw = await fetch(baseUrl + url, { headers: { 'accept-encoding': 'br' } });
            row.sentBytes =
              Number(raw.headers.get('content-length') ?? 0) ||
              (await raw.arrayBuffer()).byteLength;
          }
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
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function printRows(rows: Row[], withBytes: boolean) {
  console.table(
    rows.map((r) => ({
      query: r.name,
      'HTTP p50': percentile(r.http, 50).toFixed(2),
      'HTTP p95': percentile(r.http, 95).toFixed(2),
      'bare p50': percentile(r.bare, 50).toFixed(2),
      'bare p95': percentile(r.bare, 95).toFixed(2),
      matches: r.total,
      ...(withBytes
        ? { JSON: kb(r.bytes), 'sent (br)': kb(r.sentBytes), gzip1: kb(r.gzipBytes) }
        : {}),
    })),
  );
}

/** The plan of a polygon search's count and page (with its total, as the store asks). */
async function explain(database: DatabaseHandle, url: string) {
  const search = toListingSearch(
    propertySearchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://bench').searchParams)),
  );
  for (const [label, query] of [
    [
      'count',
      sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT count(*) FROM listings WHERE ${whereOf(search)}`,
    ],
    [
      'page',
      sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT id FROM listings
          WHERE ${whereOf(search)}
          ORDER BY listing_date DESC NULLS LAST, id DESC NULLS LAST LIMIT 24`,
    ],
  ] as const) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(database.db, query);
    console.log(
      `  EXPLAIN ANALYZE of the ${label}:\n${plan.map((p) => `    ${p['QUERY PLAN']}`).join('\n')}`,
    );
  }
}

/** The point index rebuilt to cover the searches: their page, their count and the markers. */
async function measure(baseUrl: string, database: DatabaseHandle) {
  const searches = polygonSearches();
  await explain(database, searches[1]!.urls[0]!);
  const rows = await timeSideBySide(baseUrl, database, searches, RUNS);
  console.log(
    `  polygon searches, reply reuse off; ${RUNS} timed pairs each, HTTP and bare SQL in turn (ms):`,
  );
  printRows(rows, false);
  const maps = await timeSideBySide(
    baseUrl,
    database,
    mapReplies(),
    Math.max(20, Math.round(RUNS / 4)),
  );
  console.log(
    `  GET /api/properties/map (at most ${MAP_POINTS_MAX} markers), reuse off (ms, bytes):`,
  );
  printRows(maps, true);
}

async function run(label: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  const [counts] = await queryRows<{ all: number; active: number; located: number }>(
    database.db,
    sql`SELECT count(*)::int AS all, count(*) FILTER (WHERE status = 'ACTIVE' AND idx_display_allowed)::int AS active,
          count(*) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL)::int AS located FROM listings`,
  );
  console.log(
    `\n${label}: ${count} listings loaded in ${loadSeconds.toFixed(1)} s (${counts?.active} active and displayable, ${counts?.located} with coordinates)`,
  );
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
    await measure(baseUrl, database);
  } finally {
    await app.close();
  }
}

console.log(`load before: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
if (engines.includes('postgres')) {
  await withPostgres(10, (handle) => run('PostgreSQL', handle));
}
if (engines.includes('pglite')) {
  await withPglite((handle) => run('PGlite (on disk, as npm start uses it)', handle));
}
console.log(`load after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
