// The mixed anonymous load of issue 22 on the built server (`npm run bench:load`, builds first):
// home, property pages, the search API, one listing's API, Just Listed and the sitemap, from
// 200 connections for 60 s; then /property/{id} and GET /api/properties/{id} alone; resident
// memory idle and after. Requests ask for compressed replies, as browsers do. Engines: `BENCH_ENGINES=pglite,postgres` (default both); PostgreSQL is
// a fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL / the local server, dropped after.
// Arguments: [seconds of the mix] [connections].
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { anonymousMix, settledListings, startBuiltServer } from './server.mjs';

const MIX_SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 200);
const SINGLE_SECONDS = 15;
const SINGLE_CONNECTIONS = 50;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rssMb = (pid) =>
  Math.round(
    Number(
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'))
        .split(/\s+/)[1],
    ) / 1024,
  );

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** As a browser asks: compressed replies (what the server does for real visitors). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function run(base, options) {
  return autocannon({ url: base, timeout: 10, headers: BROWSER_HEADERS, ...options });
}

const figures = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  requests: r.requests.total,
});

async function benchEngine(engine) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-load-'));
  let database = '';
  const env = {};
  if (engine === 'postgres') {
    const name = `ridgeline_bench_load_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = name;
  }
  const server = await startBuiltServer({ port, dataDir, env });
  const base = `http://127.0.0.1:${port}`;
  try {
    const listings = await settledListings(base);
    const { ids, requests } = await anonymousMix(base);
    const idle = rssMb(server.child.pid);
    // warm: the first request of each path is made once, as after any replication
    for (const { path: p } of requests) await (await fetch(base + p)).arrayBuffer();

    const mix = await run(base, {
      connections: CONNECTIONS,
      duration: MIX_SECONDS,
      requests,
    });
    const propertyPage = await run(base, {
      connections: SINGLE_CONNECTIONS,
      duration: SINGLE_SECONDS,
      requests: ids.slice(0, 20).map((id) => ({ method: 'GET', path: `/property/${id}` })),
    });
    const propertyApi = await run(base, {
      connections: SINGLE_CONNECTIONS,
      duration: SINGLE_SECONDS,
      requests: ids.slice(0, 20).map((id) => ({ method: 'GET', path: `/api/properties/${id}` })),
    });
    return {
      engine,
      listings,
      rssIdleMb: idle,
      rssAfterMb: rssMb(server.child.pid),
      mix: figures(mix),
      propertyPage: figures(propertyPage),
      propertyApi: figures(propertyApi),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

console.log(`load before: ${loadavg()}`);
for (const engine of engines) {
  const r = await benchEngine(engine);
  console.log(
    // not idle memory (bench:memory measures that): the first sync has only just settled
    `\n${r.engine}: ${r.listings} listings; RSS as the first sync settles ${r.rssIdleMb} MB, after the load ${r.rssAfterMb} MB`,
  );
  const line = (name, f) =>
    console.log(
      `  ${name}: ${f.reqPerSec} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, ` +
        `errors ${f.errors}, timeouts ${f.timeouts}, non-2xx ${f.non2xx} (${f.requests} requests)`,
    );
  line(`mix, ${CONNECTIONS} connections, ${MIX_SECONDS} s`, r.mix);
  line(`/property/{id}, ${SINGLE_CONNECTIONS} connections, ${SINGLE_SECONDS} s`, r.propertyPage);
  line(
    `/api/properties/{id}, ${SINGLE_CONNECTIONS} connections, ${SINGLE_SECONDS} s`,
    r.propertyApi,
  );
  console.log(`  load: ${loadavg()}`);
}
