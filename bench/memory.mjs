// Resident memory of the built server on the embedded database (issue 22: idle under 400 MB),
// and where it goes (`npm run bench:memory`, builds first). For each engine: a first start on
// an empty data dir (the offline feed replicated), idle; a restart on that data dir, idle; then
// searches with reply reuse off (their latency, so a smaller memory is not paid in speed) and
// the memory after them. The breakdown (V8 heap, external, array buffers, PGlite's WebAssembly
// memory) comes from bench/memory-probe.mjs loaded into the server.
// Usage: node bench/memory.mjs [runs=3]; BENCH_ENGINES=pglite,postgres (default pglite).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { settledListings, startBuiltServer } from './server.mjs';

const RUNS = Number(process.argv[2] ?? 3);
// the offline feed lets its inventory go 30 s after the last request (then collects garbage):
// idle is measured after that; after the first start the sync's last cities (which add no
// listings) may still be read for a while after the count holds
const IDLE_MS = 35_000;
const IDLE_AFTER_FIRST_SYNC_MS = 90_000;
const engines = (process.env.BENCH_ENGINES ?? 'pglite').split(',');
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = [
  '/api/properties?city=Payson',
  '/api/properties?city=Prescott&sort=price-low',
  '/api/properties?minPrice=300000&maxPrice=600000&minBeds=3',
  '/api/properties?address=pine',
  '/api/properties?city=Show%20Low&page=2',
  '/api/properties?sort=newest&limit=40',
  '/api/properties?propertyFeatures=horse-property&sort=price-high',
];

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The probe's figures (SIGUSR2 makes it write them), with RSS read from /proc. */
async function probe(server, file) {
  rmSync(file, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      await sleep(50);
    }
  }
  throw new Error('the memory probe did not answer');
}

async function start(dataDir, env, probeFile) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const began = performance.now();
  const server = await startBuiltServer({
    port,
    dataDir,
    env: { ...env, MEMORY_PROBE_FILE: probeFile, SEARCH_CACHE_SECONDS: '0' },
    nodeArgs: ['--expose-gc', '--import', './bench/memory-probe.mjs'],
  });
  return { server, base: `http://127.0.0.1:${port}`, readyMs: performance.now() - began };
}

async function searchTimes(base) {
  const perSearch = [];
  for (const search of SEARCHES) {
    const times = [];
    for (let i = 0; i < 15; i += 1) {
      const began = performance.now();
      const reply = await fetch(base + search);
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`${search}: ${reply.status}`);
      times.push(performance.now() - began);
    }
    perSearch.push(median(times.slice(5)));
  }
  return perSearch;
}

async function runOnce(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-memory-'));
  const probeFile = path.join(dataDir, 'memory.json');
  const env = {};
  let database = '';
  if (engine === 'postgres') {
    database = `ridgeline_bench_memory_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    const first = await start(dataDir, env, probeFile);
    let afterSync;
    try {
      await settledListings(first.base);
      await sleep(IDLE_AFTER_FIRST_SYNC_MS);
      afterSync = await probe(first.server, probeFile);
    } finally {
      await first.server.stop();
    }
    const again = await start(dataDir, env, probeFile);
    try {
      const listings = await settledListings(again.base);
      await sleep(IDLE_MS);
      const idle = await probe(again.server, probeFile);
      const searches = await searchTimes(again.base);
      const afterSearches = await probe(again.server, probeFile);
      return { listings, afterSync, idle, readyMs: again.readyMs, searches, afterSearches };
    } finally {
      await again.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

const part = (m) =>
  `RSS ${m.rss} MB (heap ${m.heapUsed}/${m.heapTotal}, external ${m.external}, ` +
  `array buffers ${m.arrayBuffers}, wasm [${m.wasm.join(', ')}])`;
const show = (m) => `${part(m)}; after a full GC ${part(m.afterGc)}`;

console.log(`load before: ${loadavg()}`);
for (const engine of engines) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await runOnce(engine);
    runs.push(r);
    console.log(`\n${engine} run ${i + 1}: ${r.listings} listings (load ${loadavg()})`);
    console.log(`  idle after the first sync: ${show(r.afterSync)}`);
    console.log(`  idle after a restart (ready in ${Math.round(r.readyMs)} ms): ${show(r.idle)}`);
    console.log(`  after ${SEARCHES.length * 15} searches: ${show(r.afterSearches)}`);
    console.log(`  search medians (ms): ${r.searches.map((t) => t.toFixed(1)).join(', ')}`);
  }
  const range = (f) => {
    const xs = runs.map(f);
    return `median ${median(xs)}, ${Math.min(...xs)}-${Math.max(...xs)}`;
  };
  console.log(`\n${engine} over ${RUNS} runs (MB):`);
  console.log(`  idle after the first sync: ${range((r) => r.afterSync.rss)}`);
  console.log(`  idle after a restart: ${range((r) => r.idle.rss)}`);
  console.log(`  after searches: ${range((r) => r.afterSearches.rss)}`);
  console.log(
    `  search median of medians (ms): ${median(runs.flatMap((r) => r.searches)).toFixed(1)}`,
  );
}
console.log(`\nload after: ${loadavg()}`);
