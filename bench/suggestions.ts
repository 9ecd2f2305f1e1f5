// bench:suggestions — the search box's suggestions (issue 40) on 100,000 generated listings:
// search_terms refreshed (its duration: the first fill, a refresh with nothing changed, one
// after 250 listings changed), then what a visitor types, 1 to 12 characters (towns, streets,
// subdivisions, ZIP and MLS digits, misspellings), through the real HTTP API with reply reuse
// off (SEARCH_CACHE_SECONDS=0: every request runs its query), each request timed in turn with
// the bare SQL of the same text (the store's statement through the same pool) in the same run.
// Targets (issue 40): p95 <= 20 ms on PostgreSQL and <= 40 ms on PGlite.
// Usage: tsx bench/suggestions.ts [count]; BENCH_ENGINES=postgres|pglite (both by default);
// BENCH_RUNS timed pairs per group (300). PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a database is created and dropped), else the local server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { queryRows, type DatabaseHandle } from '../src/server/db/connect';
import {
  findSuggestionRows,
  refreshSearchTerms,
} from '../src/server/features/listings/search-terms-store';
import { readTypedText } from '../src/server/features/listings/suggestion-service';
import { benchEngines, withPglite, withPostgres } from './databases';
import { loadInventory } from './standard-searches';

const count = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
/** Browsers ask for compressed replies; so does this client. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Every prefix of a text from `from` characters on, as it is typed. */
const typing = (text: string, from = 1) =>
  Array.from({ length: text.length - from + 1 }, (_, i) => text.slice(0, from + i));

type Group = { name: string; texts: string[] };

/** What visitors type, by what they are after; an MLS number is one of the loaded listings'. */
function typedTexts(mlsNumber: string): Group[] {
  return [
    {
      name: 'towns',
      texts: [...typing('payson'), ...typing('show low'), ...typing('pinetop', 3), 'prescott'],
    },
    {
      name: 'streets',
      texts: [
        ...typing('fossil creek'),
        ...typing('woodland', 2),
        'creek',
        'elk r',
        'iron springs',
        '62nd',
      ],
    },
    {
      name: 'subdivisions',
      texts: [...typing('sunnyslope', 3), 'timber r', 'ahwa', 'pine lake e', 'payson r'],
    },
    { name: 'ZIP digits', texts: [...typing('85541'), ...typing('86303', 2)] },
    {
      name: 'MLS digits',
      texts: [...typing(mlsNumber, 3), `#${mlsNumber}`, `MLS ${mlsNumber.slice(0, 5)}`],
    },
    {
      name: 'misspellings',
      texts: [
        'peyson',
        'prescot',
        'shw low',
        'fosil creek',
        'woodlnd',
        'sunyslope',
        'scotsdale',
        'strawbery',
        'lakside',
        'overgard',
      ],
    },
  ];
}

type Row = { name: string; http: number[]; bare: number[]; found: number };

async function timeSideBySide(baseUrl: string, database: DatabaseHandle, groups: Group[]) {
  const rows: Row[] = [];
  for (const group of groups) {
    const row: Row = { name: group.name, http: [], bare: [], found: 0 };
    // every text through every pool connection before timing (each plans its statement anew)
    const warmup = Math.min(200, Math.max(40, group.texts.length * 10));
    for (let i = 0; i < warmup + RUNS; i += 1) {
      const text = group.texts[i % group.texts.length]!;
      // alternate which goes first, so neither always follows the other's cache misses
      const order = i % 2 === 0 ? ['http', 'bare'] : ['bare', 'http'];
      for (const kind of order) {
        const began = performance.now();
        if (kind === 'http') {
          const res = await fetch(
            `${baseUrl}/api/search/suggestions?q=${encodeURIComponent(text)}`,
            {
              headers: HEADERS,
            },
          );
          const body = await res.text();
          if (!res.ok) throw new Error(`${text}: ${res.status} ${body.slice(0, 200)}`);
          if (i >= warmup)
            row.found += (JSON.parse(body) as { suggestions: unknown[] }).suggestions.length;
        } else {
          await findSuggestionRows(database.db, readTypedText(text));
        }
        const ms = performance.now() - began;
        if (i >= warmup) (kind === 'http' ? row.http : row.bare).push(ms);
      }
    }
    rows.push(row);
  }
  const all: Row = { name: 'all texts', http: [], bare: [], found: 0 };
  for (const row of rows) {
    all.http.push(...row.http);
    all.bare.push(...row.bare);
    all.found += row.found;
  }
  for (const row of [...rows, all]) {
    row.http.sort((a, b) => a - b);
    row.bare.sort((a, b) => a - b);
  }
  return [...rows, all];
}

/** How long a refresh of search_terms takes: the first fill, nothing changed, 250 changed. */
async function timeRefreshes(database: DatabaseHandle) {
  const timed = async () => {
    const began = performance.now();
    const result = await refreshSearchTerms(database.db);
    return { ms: performance.now() - began, ...result };
  };
  const fill = await timed();
  const unchanged = [await timed(), await timed(), await timed()];
  // 250 active listings sold (one replication batch), then back on the market
  const sold250 = await queryRows<{ id: number }>(
    database.db,
    sql`UPDATE listings SET status = 'SOLD' WHERE id IN (SELECT id FROM listings
          WHERE status = 'ACTIVE' AND idx_display_allowed ORDER BY id LIMIT 250)
        RETURNING id`,
  );
  const sold = await timed();
  const ids = sold250.map((row) => row.id);
  await database.db.execute(
    sql`UPDATE listings SET status = 'ACTIVE' WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const back = await timed();
  return { fill, unchanged, sold, back };
}

async function run(label: string, database: DatabaseHandle) {
  const loadSeconds = await loadInventory(database, count);
  console.log(`\n${label}: ${count} listings loaded in ${loadSeconds.toFixed(1)} s`);
  const refresh = await timeRefreshes(database);
  await database.db.execute(sql`ANALYZE search_terms`);
  console.log(
    `  search_terms: ${refresh.fill.terms} terms; refresh ${refresh.fill.ms.toFixed(0)} ms (first fill), ` +
      `${median(refresh.unchanged.map((r) => r.ms)).toFixed(0)} ms (nothing changed, median of 3: ` +
      `${refresh.unchanged.map((r) => r.ms.toFixed(0)).join(', ')}), ` +
      `${refresh.sold.ms.toFixed(0)} ms (250 listings sold: ${refresh.sold.written} written, ${refresh.sold.removed} removed), ` +
      `${refresh.back.ms.toFixed(0)} ms (back on the market: ${refresh.back.written} written)`,
  );
  const [listing] = await queryRows<{ mls_number: string }>(
    database.db,
    sql`SELECT mls_number FROM listings WHERE status = 'ACTIVE' AND idx_display_allowed
        AND mls_number ~ '^[0-9]{7}$' ORDER BY id LIMIT 1 OFFSET 500`,
  );
  const groups = typedTexts(listing!.mls_number);
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-config-')),
    APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    SEARCH_CACHE_SECONDS: '0',
  });
  const app = await buildApp({ config, database, webRoot: null });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const rows = await timeSideBySide(baseUrl, database, groups);
    console.log(
      `  reply reuse off (SEARCH_CACHE_SECONDS=0); ${RUNS} timed pairs per group, HTTP and bare SQL in turn:`,
    );
    console.table(
      rows.map((r) => ({
        typed: r.name,
        texts:
          groups.find((g) => g.name === r.name)?.texts.length ??
          groups.flatMap((g) => g.texts).length,
        'HTTP p50': percentile(r.http, 50).toFixed(2),
        'HTTP p95': percentile(r.http, 95).toFixed(2),
        'bare p50': percentile(r.bare, 50).toFixed(2),
        'bare p95': percentile(r.bare, 95).toFixed(2),
        'suggestions per reply': (r.found / r.http.length).toFixed(1),
      })),
    );
  } finally {
    await app.close();
  }
}

if (benchEngines.includes('postgres')) {
  await withPostgres(10, (handle) => run('PostgreSQL', handle));
}
if (benchEngines.includes('pglite')) {
  await withPglite((handle) => run('PGlite (on disk, as npm start uses it)', handle));
}
