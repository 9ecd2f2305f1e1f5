// bench:search — 100,000 generated listings, the seven standard searches through the real
// HTTP API (p50/p95 over many runs with varying values), on PGlite and on PostgreSQL, plus
// requests per second of the city page with autocannon.
// Targets (issue 5): p95 <= 10 ms on PostgreSQL and <= 30 ms on PGlite; >= 2,000 req/s.
// Usage: tsx bench/search.ts [count] ; BENCH_ENGINES=postgres|pglite to run one engine;
// PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database is created and
// dropped), else postgres://postgres@127.0.0.1:5432/postgres.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/connect';
import { benchEngines, withPglite, withPostgres } from './databases';
import { loadInventory, standardSearches, type Sample } from './standard-searches';

const count = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
/**
 * Warm-up requests per search before timing: every URL variant through every connection of
 * the pool (10), so the figures are the steady state of a running server, not each new
 * connection's first planning of each query shape (catalog caches are per connection).
 */
const warmupFor = (urls: string[]) => Math.min(400, Math.max(30, urls.length * 12));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timeSearches(baseUrl: string, samples: Sample[]) {
  const rows: { name: string; p50: number; p95: number; total: string }[] = [];
  for (const sample of samples) {
    const times: number[] = [];
    let lastTotal = '';
    const warmup = warmupFor(sample.urls);
    for (let i = 0; i < warmup + RUNS; i += 1) {
      const url = sample.urls[i % sample.urls.length]!;
      const began = performance.now();
      const res = await fetch(baseUrl + url);
      const body = (await res.json()) as { total?: number };
      const ms = performance.now() - began;
      if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= warmup) times.push(ms);
      if (body.total !== undefined) lastTotal = String(body.total);
    }
    times.sort((a, b) => a - b);
    rows.push({
      name: sample.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      total: lastTotal || '1',
    });
  }
  return rows;
}

async function throughput(baseUrl: string) {
  const result = await autocannon({
    url: `${baseUrl}/api/properties?city=Payson&limit=24`,
    connections: 10,
    duration: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Our app on the loaded database, listening on a loopback port, with or without reply reuse. */
async function startApp(database: DatabaseHandle, cacheSeconds: number) {
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-config-')),
    APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    SEARCH_CACHE_SECONDS: String(cacheSeconds),
  });
  const app = await buildApp({ config, database, webRoot: null });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

async function run(label: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  const samples = await standardSearches(database);
  console.log(`\n${label}: ${count} listings loaded in ${loadSeconds.toFixed(1)} s`);
  for (const cacheSeconds of [0, 15]) {
    const { app, address } = await startApp(database, cacheSeconds);
    try {
      const rows = await timeSearches(address, samples);
      const rps = await throughput(address);
      console.log(
        cacheSeconds === 0
          ? '  every request answered by the database (SEARCH_CACHE_SECONDS=0):'
          : `  with search replies reused for ${cacheSeconds} s (the default):`,
      );
      console.table(
        rows.map((r) => ({
          query: r.name,
          'p50 ms': r.p50.toFixed(2),
          'p95 ms': r.p95.toFixed(2),
          'matches (last run)': r.total,
        })),
      );
      console.log(
        `  city page with autocannon (10 connections, 10 s): ${Math.round(rps.requestsPerSecond)} req/s, p99 ${rps.p99} ms, non-2xx ${rps.non2xx}`,
      );
    } finally {
      await app.close();
    }
  }
}

if (benchEngines.includes('postgres')) {
  await withPostgres(10, (handle) => run('PostgreSQL', handle));
}
if (benchEngines.includes('pglite')) {
  await withPglite((handle) => run('PGlite (on disk, as npm start uses it)', handle));
}
