// bench:alerts — the saved-search alert matcher (issue 23, decision 023): 10,000 saved searches
// of varied filters against one refresh's changes (300 new listings, 500 price changes of which
// 400 cuts, 50 back on market) on 100,000 generated listings. Times the matcher's run (bounds,
// candidates, every search through the search API's WHERE clause, what was told, the matches
// and cursors written), several runs over the same changes (cursors put back between runs).
// Target: under 10 s on PostgreSQL.
// Usage: tsx bench/alerts.ts [listings] [searches]; BENCH_RUNS (default 5); BENCH_ENGINES
// (default postgres; pglite too with postgres,pglite); PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a database is created and dropped), else postgres://postgres@127.0.0.1:5432/postgres.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type DatabaseHandle } from '../src/server/db/connect';
import { createAlertMatcher } from '../src/server/features/saved-searches/alert-matcher';
import {
  applyRefresh,
  BACK_ON_MARKET,
  NEW_LISTINGS,
  PRICE_CUTS,
  PRICE_RISES,
  seedSearches,
} from './alert-searches';
import { withPglite, withPostgres } from './databases';
import { loadInventory } from './standard-searches';

const count = Number(process.argv[2] ?? 100_000);
const searchCount = Number(process.argv[3] ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');

const median = (sorted: number[]) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

async function run(label: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  await seedSearches(database, searchCount);
  // steady state: the matcher has read everything up to now
  await database.db.execute(
    sql`UPDATE saved_search_state SET
          last_listing_id = (SELECT coalesce(max(id), 0) FROM listings),
          last_history_id = (SELECT coalesce(max(id), 0) FROM listing_history)
        WHERE id = 1`,
  );
  const [before] = await queryRows<{ last_listing_id: number; last_history_id: number }>(
    database.db,
    sql`SELECT last_listing_id, last_history_id FROM saved_search_state WHERE id = 1`,
  );
  await applyRefresh(database, count);
  await database.db.execute(sql`ANALYZE`);
  console.log(
    `\n${label}: ${count} listings loaded in ${loadSeconds.toFixed(1)} s; ${searchCount} saved searches; ` +
      `changes: ${NEW_LISTINGS} new, ${PRICE_CUTS} cuts + ${PRICE_RISES} rises, ${BACK_ON_MARKET} back on market`,
  );
  const matcher = createAlertMatcher({ db: database.db, logger: pino({ level: 'silent' }) });
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    // the same changes each run: cursors put back, the last run's matches gone
    await database.db.execute(sql`DELETE FROM saved_search_matches`);
    await database.db.execute(
      sql`UPDATE saved_search_state SET last_listing_id = ${before!.last_listing_id},
            last_history_id = ${before!.last_history_id} WHERE id = 1`,
    );
    const load = os.loadavg()[0]!;
    const began = performance.now();
    const result = await matcher.run();
    const ms = performance.now() - began;
    console.log(
      `  run ${i === 0 ? 'warm-up' : i}: ${(ms / 1000).toFixed(2)} s (load ${load.toFixed(2)}): ` +
        `${result.candidates} candidates, ${result.searches} searches (${result.distinctSearches} distinct), ${result.matched} matches`,
    );
    if (i > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  matcher run: median ${(median(times) / 1000).toFixed(2)} s, min ${(times[0]! / 1000).toFixed(2)} s, ` +
      `max ${(times.at(-1)! / 1000).toFixed(2)} s over ${RUNS} runs; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')} (1/5/15 min), ${os.cpus().length} CPUs`,
  );
}

if (engines.includes('postgres')) await withPostgres(10, (handle) => run('PostgreSQL', handle));
if (engines.includes('pglite')) await withPglite((handle) => run('PGlite (on disk)', handle));
