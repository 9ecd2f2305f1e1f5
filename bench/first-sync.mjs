// bench:first-sync — a fresh clone's first `npm start`: how long until the server answers, and
// until the offline MLS feed is fully replicated (target: a full inventory within a minute).
// Run `npm run build` first. Usage: node bench/first-sync.mjs
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

const began = performance.now();
const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
const server = await startBuiltServer({
  port,
  dataDir,
  env: { ADMIN_EMAILS: adminEmail },
  stdio: 'inherit',
});

try {
  const readyAt = seconds();
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'benchadmin',
      email: adminEmail,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Admin',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.headers
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
