// bench:api — what the API adds to a query. The seven standard searches of bench:search (the
// last is one listing by id) through HTTP with reply reuse off (SEARCH_CACHE_SECONDS=0, so
// every request runs its query), each request timed side by side with the bare query of the
// same request: the store's own statements (searchListings and, when the service counts,
// countMatchingListings; findDisplayableListing by id) through the same pool, in turn with
// the HTTP requests, in the same run. Prints p50/p95 of both and their ratio.
// Target (issue 22): an API reply within 3x of its bare query.
// Usage: tsx bench/api.ts [count] (20,000 listings by default); BENCH_ENGINES=postgres|pglite
// (both by default); BENCH_RUNS timed pairs per search (200); BENCH_API_PROFILE=FILE also
// records a CPU profile of HTTP requests alone (the V8 profiler, as node --cpu-prof) into
// FILE.<engine>.cpuprofile and prints the functions with the most self time.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertySearchQuerySchema } from '../src/contract/property-search';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/connect';
import { toListingSearch } from '../src/server/features/listings/service';
import {
  countMatchingListings,
  findDisplayableListing,
  searchListings,
} from '../src/server/features/listings/store';
import { benchEngines, withPglite, withPostgres } from './databases';
import { loadInventory, standardSearches, type Sample } from './standard-searches';

const count = Number(process.argv[2] ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PROFILE = process.env.BENCH_API_PROFILE;
/** Browsers ask for compressed replies; so does this client. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The store's statements for one API URL, as the service issues them. */
function bareQueryOf(database: DatabaseHandle, url: string): () => Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://bench');
  const byId = /^\/api\/properties\/(\d+)$/.exec(pathname);
  if (byId) {
    const id = Number(byId[1]);
    return () => findDisplayableListing(database.db, id);
  }
  const query = propertySearchQuerySchema.parse(Object.fromEntries(searchParams));
  const search = toListingSearch(query);
  return async () => {
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
};

async function timeSideBySide(baseUrl: string, database: DatabaseHandle, samples: Sample[]) {
  const rows: Row[] = [];
  for (const sample of samples) {
    const bare = sample.urls.map((url) => bareQueryOf(database, url));
    const row: Row = { name: sample.name, http: [], bare: [] };
    const warmup = Math.min(200, Math.max(30, sample.urls.length * 4));
    for (let i = 0; i < warmup + RUNS; i += 1) {
      const n = i % sample.urls.length;
      const url = sample.urls[n]!;
      // alternate which goes first, so neither always follows the other's cache misses
      const order = i % 2 === 0 ? ['http', 'bare'] : ['bare', 'http'];
      for (const kind of order) {
        const began = performance.now();
        if (kind === 'http') {
          const res = await fetch(baseUrl + url, { headers: HEADERS });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${url}: ${res.status}`);
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

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};

/** The functions with the most self time of a CPU profile, as `name file:line` and percent. */
function topSelfTime(profile: { nodes: ProfileNode[] }, limit: number) {
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([fn, hits]) => ({ 'self %': ((100 * hits) / total).toFixed(1), function: fn }));
}

/** A CPU profile of HTTP requests alone (every search in turn), written to a file. */
async function profileRequests(baseUrl: string, samples: Sample[], file: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  for (let i = 0; i < 3_000; i += 1) {
    const sample = samples[i % samples.length]!;
    const url = sample.urls[Math.floor(i / samples.length) % sample.urls.length]!;
    const res = await fetch(baseUrl + url, { headers: HEADERS });
    await res.arrayBuffer();
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  console.log(`  CPU profile of 3,000 requests (server and client in this process): ${file}`);
  console.table(topSelfTime(profile as { nodes: ProfileNode[] }, 30));
}

async function run(label: string, engine: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  const samples = await standardSearches(database);
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
    const rows = await timeSideBySide(baseUrl, database, samples);
    console.log(
      `  reply reuse off (SEARCH_CACHE_SECONDS=0); ${RUNS} timed pairs per search, HTTP and bare query in turn:`,
    );
    console.table(
      rows.map((r) => {
        const [h50, h95, b50, b95] = [
          percentile(r.http, 50),
          percentile(r.http, 95),
          percentile(r.bare, 50),
          percentile(r.bare, 95),
        ];
        return {
          query: r.name,
          'HTTP p50': h50.toFixed(2),
          'HTTP p95': h95.toFixed(2),
          'bare p50': b50.toFixed(2),
          'bare p95': b95.toFixed(2),
          'ratio p50': (h50 / b50).toFixed(2),
          'ratio p95': (h95 / b95).toFixed(2),
        };
      }),
    );
    if (PROFILE) await profileRequests(baseUrl, samples, `${PROFILE}.${engine}.cpuprofile`);
  } finally {
    await app.close();
  }
}

if (benchEngines.includes('postgres')) {
  await withPostgres(10, (handle) => run('PostgreSQL', 'postgres', handle));
}
if (benchEngines.includes('pglite')) {
  await withPglite((handle) => run('PGlite (on disk, as npm start uses it)', 'pglite', handle));
}
