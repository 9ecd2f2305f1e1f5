// bench:sync — full replication of N listings (default 100,000) from the offline Spark feed
// into PGlite and into PostgreSQL, then an incremental refresh with 1% of listings changed.
// Targets (issue 4): 100k in <= 60 s on PostgreSQL; the 1% refresh in <= 5 s.
// Usage: tsx bench/sync.ts [count] ; PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL
// (a database is created and dropped), else postgres://postgres@127.0.0.1:5432/postgres.
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { citiesInSyncOrder, MLS_CITIES } from '../src/core/mls-cities';
import type { DatabaseHandle } from '../src/server/db/connect';
import { createMlsSync } from '../src/server/features/mls-sync/service';
import {
  countListings,
  seedSyncTables,
  updateSyncState,
} from '../src/server/features/mls-sync/store';
import { createSparkClient } from '../src/server/integrations/spark/client';
import { benchEngines, withPglite, withPostgres } from './databases';

const count = Number(process.argv[2] ?? 100_000);
const logger = pino({ level: 'warn' });
const TOKEN = 'bench-token';

// the feed runs in its own process, as the real one runs on another machine
const feed = fork(path.join(import.meta.dirname, 'feed-process.ts'), [String(count), TOKEN], {
  // a larger young generation: the fake holds ~25M heap objects, and fewer scavenges mean
  // fewer promotions and full collections of that heap (its CPU is not ours in production)
  execArgv: ['--import', 'tsx', '--max-semi-space-size=64'],
});
const ask = <T>(message: object | null, reply: string) =>
  new Promise<T>((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== reply) return;
      feed.off('message', onMessage);
      resolve(m as T);
    };
    feed.on('message', onMessage);
    if (message) feed.send(message);
  });
const { apiBaseUrl, generatedSeconds } = await ask<{
  apiBaseUrl: string;
  generatedSeconds: number;
}>(null, 'ready');
console.log(`feed: ${count} listings generated in ${generatedSeconds.toFixed(1)} s`);
const client = createSparkClient({ baseUrl: apiBaseUrl, accessToken: TOKEN, timeoutMs: 120_000 });

/** CPU seconds used so far by this process, the feed process and the PostgreSQL server's processes. */
async function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  const { seconds: feedSeconds } = await ask<{ seconds: number }>({ type: 'cpu' }, 'cpu');
  let postgres = 0;
  try {
    // cumulative CPU time of every postgres process ([[dd-]hh:]mm:ss)
    const times = execFileSync('ps', ['-C', 'postgres', '-o', 'cputime='], { encoding: 'utf8' });
    for (const line of times.trim().split('\n')) {
      const [days, rest] = line.trim().includes('-') ? line.trim().split('-') : ['0', line.trim()];
      const [h, m, sec] = rest!.split(':').map(Number);
      postgres += Number(days) * 86_400 + h! * 3600 + m! * 60 + sec!;
    }
  } catch {
    // no local PostgreSQL processes to read (remote server)
  }
  return { ours: (user + system) / 1e6, feed: feedSeconds, postgres };
}

async function run(label: string, database: DatabaseHandle) {
  await seedSyncTables(database.db);
  const sync = createMlsSync({
    db: database.db,
    client,
    logger,
    writeConcurrency: database.engine === 'postgres' ? 2 : 1,
  });
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  for (const city of citiesInSyncOrder(MLS_CITIES)) await sync.syncCity(city.name);
  const fullSeconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds();
  const cpu = (k: keyof typeof cpuAfter) => (cpuAfter[k] - cpuBefore[k]).toFixed(1);
  const stored = await countListings(database.db);

  // 1% of listings change after the full run; the refresh asks for changes since its mark
  await updateSyncState(database.db, { highWaterMark: new Date(Date.now() - 1000) });
  const changedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  await ask({ type: 'modify-every', every: 100, at: changedAt }, 'modified');
  const r0 = performance.now();
  const { changed } = await sync.refreshIncremental();
  const refreshSeconds = (performance.now() - r0) / 1000;

  const line = `${label}: full ${stored} listings in ${fullSeconds.toFixed(1)} s (${Math.round(stored / fullSeconds)} listings/s); 1% refresh: ${changed} changed in ${refreshSeconds.toFixed(2)} s`;
  console.log(line);
  console.log(
    `  CPU during the full sync: replicating process ${cpu('ours')} s, feed process ${cpu('feed')} s, PostgreSQL server processes ${cpu('postgres')} s (2 cores shared)`,
  );
  return { fullSeconds, refreshSeconds, stored };
}

const results: Record<string, { fullSeconds: number; refreshSeconds: number; stored: number }> = {};

if (benchEngines.includes('postgres')) {
  results.postgres = await withPostgres(4, (handle) => run('PostgreSQL', handle));
}
if (benchEngines.includes('pglite')) {
  results.pglite = await withPglite((handle) => run('PGlite', handle));
}
feed.disconnect();

if (results.postgres && results.pglite) {
  console.log(
    `ratio PGlite/PostgreSQL full sync: ${(results.pglite.fullSeconds / results.postgres.fullSeconds).toFixed(2)}`,
  );
}
if (results.postgres) {
  const pgOk =
    results.postgres.fullSeconds <= 60 * (count / 100_000) && results.postgres.refreshSeconds <= 5;
  console.log(pgOk ? 'targets met on PostgreSQL' : 'TARGET MISSED on PostgreSQL');
  process.exitCode = pgOk ? 0 : 1;
}
