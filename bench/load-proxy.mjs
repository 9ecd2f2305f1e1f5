// `npm run bench:load-proxy` (issue 44; builds first): bench:load's mixed anonymous load at 200
// connections against the deployment of README 'Deploying' (Debian's nginx with
// deploy/nginx/ridgeline.conf in front of two built instances on one PostgreSQL database and
// Redis) and, in the same run, against one of those instances directly: rounds alternate
// between the two (the order flips each round, so a machine getting busier weighs on both),
// then the median, the spread and their ratio. Machine load from /proc/loadavg around each
// round. Arguments: [seconds a round] [connections] [rounds] (default 30 200 3). PostgreSQL:
// a fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL / the local server, dropped after;
// Redis: an empty database index of BENCH_REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { drillSiteConfig, ensureNginx, startNginx } from '../scripts/drill/nginx.mjs';
import { anonymousMix, quietServer, settledListings, startBuiltServer } from './server.mjs';

const ROUND_SECONDS = Number(process.argv[2] ?? 30);
const CONNECTIONS = Number(process.argv[3] ?? 200);
const ROUNDS = Number(process.argv[4] ?? 3);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisBase = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A Redis database index holding nothing, so no one else's counters mix with ours. */
async function emptyRedisIndex() {
  for (let index = 15; index >= 1; index--) {
    const probe = new Redis(`${redisBase}/${index}`, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    await probe.connect();
    const size = await probe.dbsize();
    probe.disconnect();
    if (size === 0) return `${redisBase}/${index}`;
  }
  throw new Error(`no empty Redis database index on ${redisBase}`);
}

const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

async function main() {
  const nginx = ensureNginx();
  const name = `ridgeline_bench_load_proxy_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const redisUrl = await emptyRedisIndex();
  cleanups.push(async () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    for (const pattern of ['ridgeline-rl:*', 'ridgeline-attempts:*']) {
      const keys = await redis.keys(pattern);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    TRUST_PROXY: '1',
    APP_SECRET: randomBytes(48).toString('base64url'),
  };
  // one offline inventory for both instances (whichever instance's feed a city job reads)
  const feedFile = `${JSON.stringify({ seed: 20261122, count: 3000, createdAt: new Date().toISOString() })}\n`;
  const ports = [4100, 4200].map((p) => p + Math.floor(Math.random() * 100));
  const servers = [];
  for (const port of ports) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-load-proxy-'));
    writeFileSync(path.join(dataDir, 'offline-feed.json'), feedFile);
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    servers.push(
      startBuiltServer({ port, dataDir, env }).then((server) => {
        cleanups.push(() => server.stop());
        return server;
      }),
    );
  }
  const [a, b] = await Promise.all(servers);
  const proxyPort = 4300 + Math.floor(Math.random() * 100);
  const proxy = await startNginx({
    nginx,
    site: drillSiteConfig({
      template: path.join(root, 'deploy/nginx/ridgeline.conf'),
      upstreamPorts: ports,
      listen: [`127.0.0.1:${proxyPort}`],
      appDir: root,
    }),
    probeUrl: `http://127.0.0.1:${proxyPort}/api/health`,
  });
  cleanups.push(() => proxy.stop());

  const targets = {
    direct: `http://127.0.0.1:${ports[0]}`,
    proxy: `http://127.0.0.1:${proxyPort}`,
  };
  const listings = await settledListings(targets.proxy);
  await Promise.all([quietServer(a.child), quietServer(b.child)]);
  const { requests } = await anonymousMix(targets.direct);
  // warm: each path once on each instance (each keeps its own replies)
  for (const port of ports) {
    for (const { path: p } of requests) {
      await (await fetch(`http://127.0.0.1:${port}${p}`)).arrayBuffer();
    }
  }
  console.log(
    `${listings} listings; ${ROUNDS} rounds of ${ROUND_SECONDS} s at ${CONNECTIONS} connections; load ${loadavg()}`,
  );

  const rounds = { direct: [], proxy: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? ['proxy', 'direct'] : ['direct', 'proxy'];
    for (const target of order) {
      const before = loadavg();
      const r = await autocannon({
        url: targets[target],
        connections: CONNECTIONS,
        duration: ROUND_SECONDS,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests,
      });
      const f = {
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        load: `${before} -> ${loadavg()}`,
      };
      rounds[target].push(f);
      console.log(
        `round ${round + 1} ${target.padEnd(6)}: ${f.reqPerSec} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
          `errors ${f.errors}, timeouts ${f.timeouts}, non-2xx ${f.non2xx}; load ${f.load}`,
      );
    }
  }
  console.log('');
  const summary = {};
  for (const target of ['direct', 'proxy']) {
    const rps = rounds[target].map((f) => f.reqPerSec);
    const p99 = rounds[target].map((f) => f.p99);
    summary[target] = median(rps);
    console.log(
      `${target === 'direct' ? 'one instance direct' : 'nginx + 2 instances'}: median ${median(rps)} req/s (${spread(rps)}), ` +
        `p99 median ${median(p99)} ms (${spread(p99)}), errors ${rounds[target].reduce((s, f) => s + f.errors + f.timeouts, 0)}, ` +
        `non-2xx ${rounds[target].reduce((s, f) => s + f.non2xx, 0)}`,
    );
  }
  console.log(
    `ratio nginx + 2 instances / one direct: ${(summary.proxy / summary.direct).toFixed(2)}`,
  );
  console.log(`load after: ${loadavg()}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
