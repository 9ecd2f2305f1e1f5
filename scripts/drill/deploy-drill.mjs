// `npm run drill:deploy` (issue 44): the deployment of README 'Deploying' on this machine's
// loopback: Debian's nginx with deploy/nginx/ridgeline.conf in front of two built instances
// (dist/server/main.js, TRUST_PROXY=1) on one fresh PostgreSQL database and one Redis, and
// checks through the proxy what an operator relies on: a visitor signed in on one instance is
// signed in on the other; a lead posted while one instance is killed (kill -9) is delivered
// once; rate limits count per real client across both; the first MLS sync runs once; a
// rolling restart drops no request under a steady 50-connection load. Prints a table of the
// checks and exits non-zero when one failed; stops everything it started, also on Ctrl-C.
// Needs PostgreSQL (DRILL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// a role that may create databases) and Redis (DRILL_REDIS_URL, default
// redis://127.0.0.1:6379: a database index nobody uses is picked); installs Debian's nginx when
// it is missing. Run through `npm run drill:deploy` (it builds first and loads tsx, for the
// fake Follow Up Boss the leads are delivered to).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { drillSiteConfig, ensureNginx, startNginx } from './nginx.mjs';
import { request } from './request.mjs';
import { validLead } from '../../src/server/testing/lead-factory.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const began = Date.now();
const serverUrl =
  process.env.DRILL_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisBase = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOAD_CONNECTIONS = 50;
const FUB_KEY = 'drill-deploy-fub-key';
const METRICS_TOKEN = randomBytes(24).toString('base64url');

const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const cookieHeader = (reply) =>
  (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---- what the drill started, stopped in reverse on the way out (also on a signal) --------
const cleanups = [];
let aborted = false;
let cleanupChain = Promise.resolve();
/** Stops what was registered so far (newest first); steps registered later run on the next call. */
function cleanUp() {
  cleanupChain = cleanupChain.then(async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  });
  return cleanupChain;
}
/** Registers how to stop what was just started; after a signal, also stops the drill. */
function onCleanup(step) {
  cleanups.push(step);
  if (aborted) throw new Error('stopped by a signal');
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the drill started`);
    aborted = true;
    void cleanUp();
    // the drill's own way out (below) cleans up what it starts meanwhile; this is the backstop
    setTimeout(() => void cleanUp().then(() => process.exit(130)), 20_000).unref();
  });
}

const instances = [];

/** One app instance: the built server as ridgeline@.service runs it (PORT, DATA_DIR its own). */
function createInstance(name, port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ridgeline-deploy-drill-${name}-`));
  // the offline feed's seed and creation time, the same in both: one inventory, whichever
  // instance's feed a city job reads
  writeFileSync(path.join(dataDir, 'offline-feed.json'), env.feedFile);
  const instance = {
    name,
    port,
    dataDir,
    child: null,
    logs: [],
    async start() {
      if (aborted) throw new Error('stopped by a signal');
      const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
        cwd: root,
        env: { ...process.env, ...env.vars, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      instance.child = child;
      let pending = '';
      const take = (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) {
          try {
            instance.logs.push(JSON.parse(line));
          } catch {
            instance.logs.push({ msg: line });
          }
        }
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      const startedAt = Date.now();
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          const tail = instance.logs.slice(-10).map((l) => l.msg ?? JSON.stringify(l));
          throw new Error(`instance ${name} exited at start:\n${tail.join('\n')}`);
        }
        try {
          // 503 until the instance is ready; no answer at all while it migrates
          const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
          if (ready.ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() - startedAt > 120_000)
          throw new Error(`instance ${name}: no answer in 120 s`);
        await sleep(50);
      }
      return Date.now() - startedAt;
    },
    exited() {
      const child = instance.child;
      return new Promise((r) =>
        !child || child.exitCode !== null || child.signalCode !== null
          ? r()
          : child.once('exit', () => r()),
      );
    },
    /** SIGTERM, as systemctl stop sends it; resolves with the time the exit took. */
    async stop() {
      const t = Date.now();
      instance.child?.kill('SIGTERM');
      await instance.exited();
      return Date.now() - t;
    },
    async kill9() {
      instance.child?.kill('SIGKILL');
      await instance.exited();
    },
  };
  instances.push(instance);
  return instance;
}

async function main() {
  const nginx = ensureNginx();
  if (!existsSync(path.join(root, 'dist/server/main.js'))) {
    throw new Error('no build: run `npm run build` first (npm run drill:deploy does)');
  }
  // the fake Follow Up Boss (TypeScript: loaded through tsx, which the npm script imports)
  const { startFakeFollowUpBoss } = await import(
    path.join(root, 'src/server/integrations/followupboss/fake/server.ts')
  );

  // ---- a fresh database, a Redis database index of our own, the fake CRM ---------------
  const dbName = `ridgeline_drill_deploy_${Date.now()}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  onCleanup(() =>
    withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)),
  );
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  let redisDb = null;
  for (let index = 15; index >= 1 && redisDb === null; index--) {
    const probe = new Redis(`${redisBase}/${index}`, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    await probe.connect();
    if ((await probe.dbsize()) === 0) redisDb = index;
    probe.disconnect();
  }
  if (redisDb === null) throw new Error(`no empty Redis database index on ${redisBase}`);
  const redisUrl = `${redisBase}/${redisDb}`;
  onCleanup(async () => {
    // only the app's keys: ridgeline-rl: (per address) and ridgeline-attempts: (per account)
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    for (const pattern of ['ridgeline-rl:*', 'ridgeline-attempts:*']) {
      const keys = await redis.keys(pattern);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  const fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY, rateLimits: { global: 5000 } });
  onCleanup(() => fub.close());

  // ---- two instances, started at the same moment on the empty database -----------------
  const proxyPort = await freePort();
  const env = {
    feedFile: `${JSON.stringify({ seed: 20261122, count: 3000, createdAt: new Date().toISOString() })}\n`,
    vars: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '1',
      APP_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SPARK_ACCESS_TOKEN: '',
      FUB_API_KEY: FUB_KEY,
      FUB_BASE_URL: fub.apiBaseUrl,
      SMTP_URL: '',
      METRICS_TOKEN,
    },
  };
  const a = createInstance('A', await freePort(), env);
  const b = createInstance('B', await freePort(), env);
  for (const instance of [a, b]) {
    onCleanup(async () => {
      await instance.stop();
      rmSync(instance.dataDir, { recursive: true, force: true });
    });
  }
  const [startA, startB] = await Promise.all([a.start(), b.start()]);
  console.log(
    `instances: A on :${a.port} (${seconds(startA)}), B on :${b.port} (${seconds(startB)}); ` +
      `database ${dbName}, Redis ${redisUrl}`,
  );
  const proxy = await startNginx({
    nginx,
    site: drillSiteConfig({
      template: path.join(root, 'deploy/nginx/ridgeline.conf'),
      upstreamPorts: [a.port, b.port],
      listen: [`127.0.0.1:${proxyPort}`],
      appDir: root,
    }),
    probeUrl: `http://127.0.0.1:${proxyPort}/api/health`,
    upstreamLog: true,
  });
  onCleanup(() => proxy.stop());
  console.log(`nginx on 127.0.0.1:${proxyPort}\n`);
  const via = (options) => request({ port: proxyPort, ...options });
  /** Access log lines (after `from` lines) that instance x answered (last upstream tried). */
  const answeredBy = (x, from = 0) =>
    proxy
      .accessLog()
      .split('\n')
      .slice(from)
      .filter(
        (line) =>
          line.split(' upstream=')[1]?.split(' ')[0]?.split(',').pop().trim() ===
          `127.0.0.1:${x.port}`,
      ).length;
  const logLength = () => proxy.accessLog().split('\n').length - 1;
  /** Access log lines (after `from`) nginx sent to a second instance after the first failed. */
  const retried = (from, pattern = '') =>
    proxy
      .accessLog()
      .split('\n')
      .slice(from)
      .filter((line) => line.includes(pattern) && /upstream=\S+, /.test(line)).length;

  // 1. a visitor signs in through the proxy and is signed in on each instance
  {
    const visitor = { username: 'drillvisitor', password: 'granite-ridge-42' };
    const registered = await via({
      method: 'POST',
      path: '/api/register',
      from: '127.0.0.50',
      body: {
        ...visitor,
        email: 'drillvisitor@example.com',
        firstName: 'Drill',
        lastName: 'Visitor',
      },
    });
    const cookie = cookieHeader(registered);
    const onA = await request({ port: a.port, path: '/api/user', headers: { cookie } });
    const onB = await request({ port: b.port, path: '/api/user', headers: { cookie } });
    const named = (r) => r.status === 200 && JSON.parse(r.body).username === visitor.username;
    check(
      'a visitor signed in through nginx is signed in on A and on B (each asked directly)',
      registered.status === 201 && named(onA) && named(onB),
      `register ${registered.status}, A ${onA.status}, B ${onB.status}`,
    );
    const out = await request({
      port: b.port,
      method: 'POST',
      path: '/api/logout',
      headers: { cookie },
    });
    const afterOnA = await request({ port: a.port, path: '/api/user', headers: { cookie } });
    check(
      'signing out on B signs out on A',
      out.status < 300 && afterOnA.status === 401,
      `logout ${out.status}, then A ${afterOnA.status}`,
    );
  }

  // 2. the first MLS sync (both instances started on an empty database) runs once
  {
    const t = Date.now();
    let state;
    for (;;) {
      state = await withClient(databaseUrl, async (c) => {
        const sync = (await c.query('select running, last_success_at from mls_sync_state')).rows[0];
        const cities = (
          await c.query(
            'select count(*)::int as n, count(*) filter (where is_complete)::int as done from armls_cache_status s join mls_cities m on m.name = s.city where m.enabled',
          )
        ).rows[0];
        const listings = (await c.query('select count(*)::int as n from listings')).rows[0].n;
        return { ...sync, ...cities, listings };
      });
      if (state && !state.running && state.last_success_at && state.done === state.n) break;
      if (Date.now() - t > 240_000) break;
      await sleep(1_000);
    }
    const cached = [a, b].flatMap((x) =>
      x.logs.filter((l) => l.msg === 'city cached').map((l) => ({ ...l, instance: x.name })),
    );
    const perCity = new Map();
    for (const line of cached) perCity.set(line.city, (perCity.get(line.city) ?? 0) + 1);
    const stored = cached.reduce((sum, l) => sum + (l.stored ?? 0), 0);
    const twice = [...perCity].filter(([, n]) => n > 1).map(([city]) => city);
    const byInstance = (x) => cached.filter((l) => l.instance === x.name).length;
    const queuedBy = [a, b].filter((x) => x.logs.some((l) => l.msg === 'first MLS sync queued'));
    check(
      'the first MLS sync runs once (each city cached once, by either instance)',
      state.done === state.n &&
        perCity.size === state.n &&
        twice.length === 0 &&
        stored === state.listings &&
        state.listings > 0,
      `${state.n} cities in ${seconds(Date.now() - t)}: ${byInstance(a)} on A, ${byInstance(b)} on B; ` +
        `${stored} listings stored, ${state.listings} in the table; started by ${queuedBy.map((x) => x.name).join('+') || 'none'}` +
        (twice.length ? `; twice: ${twice.join(', ')}` : ''),
    );
  }

  // 3. rate limits count per real client across both instances (nginx's X-Forwarded-For,
  //    counted in Redis): POST /api/client-errors allows 30 a minute per address
  {
    const from = logLength();
    const report = { kind: 'error', message: 'deploy drill', url: '/' };
    const statuses = [];
    for (let i = 0; i < 32; i++) {
      const res = await via({
        method: 'POST',
        path: '/api/client-errors',
        from: '127.0.0.77',
        // whatever the client writes here changes nothing: nginx appends the real address
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: report,
      });
      statuses.push(res.status);
    }
    const other = await via({
      method: 'POST',
      path: '/api/client-errors',
      from: '127.0.0.78',
      body: report,
    });
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys('ridgeline-rl:*');
    redis.disconnect();
    const [onA, onB] = [answeredBy(a, from), answeredBy(b, from)];
    check(
      'one client gets 30 reports a minute across both instances, another client its own 30',
      statuses.slice(0, 30).every((s) => s === 204) &&
        statuses.slice(30).every((s) => s === 429) &&
        other.status === 204 &&
        onA > 0 &&
        onB > 0 &&
        keys.length > 0,
      `${statuses.filter((s) => s === 204).length} accepted, then ${statuses.slice(30).join(' ')}; ` +
        `A answered ${onA}, B ${onB}; the other client ${other.status}; ${keys.length} keys in Redis`,
    );
  }

  // 4. a lead posted while instance A is killed (kill -9) is delivered once
  {
    await a.kill9();
    const logFrom = logLength();
    const leads = [0, 1, 2].map((i) =>
      validLead({
        firstName: 'Drill',
        lastName: `Lead${i}`,
        email: `drill.lead${i}.${Date.now()}@example.com`,
      }),
    );
    const posted = [];
    for (const [i, lead] of leads.entries()) {
      posted.push(
        (
          await via({
            method: 'POST',
            path: '/api/contacts',
            from: `127.0.0.${60 + i}`,
            body: lead,
          })
        ).status,
      );
    }
    const restartMs = await a.start();
    const emails = leads.map((l) => l.email.toLowerCase());
    const deliveredCount = (email) =>
      fub.events.filter((e) => String(e.person?.emails?.[0]?.value ?? '').toLowerCase() === email)
        .length;
    const t = Date.now();
    while (emails.some((e) => deliveredCount(e) === 0) && Date.now() - t < 60_000) await sleep(250);
    const waited = Date.now() - t;
    // both outbox workers run for a while longer: a second delivery would come now
    await sleep(5_000);
    const counts = emails.map(deliveredCount);
    const rows = await withClient(
      databaseUrl,
      async (c) =>
        (
          await c.query(
            `select d.destination, d.status, count(*)::int as n from lead_deliveries d
             join lead_submissions s on s.id = d.submission_id
            where lower(s.answers->>'email') = any($1) group by 1, 2 order by 1, 2`,
            [emails],
          )
        ).rows,
    );
    check(
      'leads posted through nginx while A is killed are accepted and delivered once',
      posted.every((s) => s === 200) &&
        counts.every((n) => n === 1) &&
        rows.reduce((sum, r) => sum + r.n, 0) >= leads.length &&
        rows.every((r) => r.status === 'delivered'),
      `posted ${posted.join(' ')} (${retried(logFrom, 'POST /api/contacts')} sent on to B after A refused the connection); Follow Up Boss events per lead ${counts.join(' ')} within ${seconds(waited)}; ` +
        `outbox ${rows.map((r) => `${r.destination} ${r.status} ${r.n}`).join(', ')}; A back in ${seconds(restartMs)}`,
    );
  }

  // 5. each instance's metrics through the proxy: the scraper's token only
  {
    const anonymous = await via({ path: '/metrics' });
    const scrapes = [];
    for (const x of [a, b]) {
      const reply = await request({
        port: x.port,
        path: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const served = [...reply.body.matchAll(/^ridgeline_http_requests_total\{[^}]*\} (\d+)/gm)];
      scrapes.push({
        status: reply.status,
        requests: served.reduce((n, m) => n + Number(m[1]), 0),
      });
    }
    const throughProxy = await via({
      path: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    check(
      "GET /metrics answers the scraper's token on each instance and nobody else",
      anonymous.status === 401 &&
        throughProxy.status === 200 &&
        scrapes.every((x) => x.status === 200 && x.requests > 0),
      `anonymous ${anonymous.status}; with the token: through nginx ${throughProxy.status}, ` +
        scrapes.map((x, i) => `${'AB'[i]} ${x.status} (${x.requests} requests counted)`).join(', '),
    );
  }

  // 6. a rolling restart (SIGTERM one instance, start it, then the other) under a steady
  //    50-connection load through nginx drops no request
  {
    const page = JSON.parse((await via({ path: '/api/properties?limit=20&sort=newest' })).body);
    const ids = page.properties.map((p) => p.id);
    const requests = [
      '/',
      '/api/properties?limit=12',
      '/api/properties?sort=price-low&limit=12',
      ...ids.slice(0, 5).map((id) => `/property/${id}`),
      ...ids.slice(5, 15).map((id) => `/api/properties/${id}`),
      '/just-listed',
    ].map((p) => ({ method: 'GET', path: p }));
    const statusCounts = {};
    const load = autocannon({
      url: `http://127.0.0.1:${proxyPort}`,
      connections: LOAD_CONNECTIONS,
      duration: 600,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip, br' },
      requests,
    });
    load.on('response', (_client, status) => {
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    });
    const finished = new Promise((resolve) => load.once('done', resolve));
    const loadFrom = logLength();
    onCleanup(() => load.stop());
    const steps = [];
    const served = [];
    await sleep(5_000);
    for (const x of [a, b]) {
      const stopMs = await x.stop();
      await sleep(2_000);
      const from = logLength();
      const startMs = await x.start();
      // as README 'Upgrades' says: 10 s after it is ready, longer than nginx skips an instance
      // that failed (5 s), before the next one stops
      await sleep(10_000);
      served.push(answeredBy(x, from));
      steps.push(
        `${x.name} stopped in ${seconds(stopMs)}, ready in ${seconds(startMs)}, ` +
          `${answeredBy(x, from)} answered in the 10 s after`,
      );
    }
    load.stop();
    const r = await finished;
    const bad = Object.entries(statusCounts).filter(([s]) => Number(s) >= 400);
    check(
      `a rolling restart under ${LOAD_CONNECTIONS} connections through nginx drops no request`,
      r.errors === 0 &&
        r.timeouts === 0 &&
        bad.length === 0 &&
        r.requests.total > 0 &&
        served.every((n) => n > 0),
      `${r.requests.total} requests in ${seconds(r.duration * 1000)}, ${Math.round(r.requests.average)} req/s, ` +
        `p99 ${r.latency.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, ` +
        `${retried(loadFrom)} retried on the other instance by nginx, ` +
        `statuses ${Object.entries(statusCounts)
          .map(([s, n]) => `${s}:${n}`)
          .join(' ')}; ${steps.join('; ')}`,
    );
  }
}

let failure = null;
try {
  await main();
} catch (error) {
  failure = error;
  console.error(`\nthe drill stopped: ${error.stack ?? error}`);
} finally {
  await cleanUp();
  // an instance started again after its cleanup step ran (a signal during a restart)
  for (const instance of instances) {
    await instance.stop();
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
}
const width = Math.max(...results.map((r) => r.name.length), 10);
console.log(`\n${'check'.padEnd(width)}  result`);
for (const r of results) console.log(`${r.name.padEnd(width)}  ${r.ok ? 'PASS' : 'FAIL'}`);
const failed = results.filter((r) => !r.ok).length + (failure ? 1 : 0);
console.log(
  `\n${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed, in ${seconds(Date.now() - began)}`,
);
process.exit(aborted ? 130 : failed === 0 ? 0 : 1);
