// bench:first-sync — a fresh clone's first `npm start`: how long until the server answers, and
// until the offline MLS feed is fully replicated (target: a full inventory within a minute).
// Run `npm run build` first. Usage: node bench/first-sync.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MLS_CITIES } from '../src/core/mls-cities.ts';
import { startBuiltServer } from './server.mjs';

const port = 3950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const adminEmail = 'bench-admin@ridgeline.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-first-sync-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// An admin (to read the caching status) made before the start: a registered address in
// ADMIN_EMAILS is an admin only once its owner opens the mailed link. The database it creates
// is empty, as a fresh clone's (only the admin's row), so the first sync is the same.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/admin-create.ts',
    '--email',
    adminEmail,
    '--username',
    'benchadmin',
    '--password',
    'bench-password-1',
  ],
  {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  },
);

const began = performance.now();
const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
const server = await startBuiltServer({ port, dataDir, stdio: 'inherit' });

try {
  const readyAt = seconds();
  const signedIn = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password: 'bench-password-1' }),
  });
  if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async (p) => (await fetch(`${base}${p}`, { headers: { cookie } })).json();

  let firstCityAt = null;
  let summary;
  for (;;) {
    summary = await get('/api/admin/automated-cache/summary');
    if (summary.completed_cities > 0 && firstCityAt === null) firstCityAt = seconds();
    if (summary.completed_cities === summary.total_cities) break;
    if (performance.now() - began > 300_000) throw new Error('first sync took over 5 minutes');
    await sleep(100);
  }
  const doneAt = seconds();
  const status = await get('/api/admin/automated-cache/status');
  const featured = new Set(MLS_CITIES.filter((c) => c.featured).map((c) => c.name));
  const inFeatured = status
    .filter((c) => featured.has(c.city_name))
    .reduce((sum, c) => sum + c.cached_count, 0);
  console.log(`server answering: ${readyAt} s after spawn`);
  console.log(`first city cached: ${firstCityAt} s`);
  console.log(
    `all ${summary.total_cities} cities cached: ${doneAt} s; ${summary.total_properties_cached} listings (${inFeatured} in the 11 featured cities)`,
  );
  process.exitCode = Number(doneAt) <= 60 && inFeatured >= 2500 ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
