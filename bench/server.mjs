// Shared by the start-up benchmarks: the built server (`dist/server/main.js`) on a loopback
// port with its own data dir and the offline MLS feed, as a fresh `npm start` runs it.
import { spawn } from 'node:child_process';

/** Starts the built server; resolves once /api/health answers. */
export async function startBuiltServer({
  port,
  dataDir,
  env = {},
  stdio = 'ignore',
  script = 'dist/server/main.js',
  nodeArgs = [],
}) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SPARK_ACCESS_TOKEN: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

/** Waits until the first replication has stopped adding listings (the count holds for 5 s). */
export async function settledListings(base) {
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const reply = await (await fetch(`${base}/api/properties?limit=1`)).json();
    if (reply.total !== last) {
      last = reply.total;
      stableSince = Date.now();
    } else if (last > 0 && Date.now() - stableSince > 5_000) {
      return last;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Waits until the server's process has gone quiet (under 5 % of one core over 3 s): the first
 * replication pauses between cities, so a steady count alone can still leave it working.
 */
export async function quietServer(child, { share = 0.05, windowMs = 3_000 } = {}) {
  const { readFileSync } = await import('node:fs');
  const ticksPerSecond = 100; // USER_HZ on Linux
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  };
  for (;;) {
    const before = cpuTicks();
    await new Promise((r) => setTimeout(r, windowMs));
    const used = (cpuTicks() - before) / ticksPerSecond / (windowMs / 1000);
    if (used < share) return;
  }
}

/**
 * The mixed anonymous load of issue 22 (bench:load, bench:load-proxy): 31 paths in turn per
 * connection: home, 10 property pages, 4 city searches, a price sort, 10 listings by id, Just
 * Listed, the sitemap. Also the listing ids it read, for the single-path runs.
 */
export async function anonymousMix(base) {
  const page = await (await fetch(`${base}/api/properties?limit=40&sort=newest`)).json();
  const ids = page.properties.map((p) => p.id);
  const cities = [...new Set(page.properties.map((p) => p.city))].slice(0, 4);
  const requests = [
    '/',
    ...ids.slice(0, 10).map((id) => `/property/${id}`),
    ...cities.map((c) => `/api/properties?city=${encodeURIComponent(c)}`),
    '/api/properties?sort=price-low&limit=12',
    ...ids.slice(10, 20).map((id) => `/api/properties/${id}`),
    '/just-listed',
    '/sitemap.xml',
  ].map((p) => ({ method: 'GET', path: p }));
  return { ids, requests };
}
