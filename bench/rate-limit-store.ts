// What counting a request in the database costs (issue 22: may per-address rate limits be
// shared through the database when several instances run on one PostgreSQL without Redis?).
// Times the counter's one statement (src/server/http/attempt-store.ts) on a fresh PostgreSQL
// database and on in-memory PGlite: sequential calls and 16 at once, over 500 addresses.
// Usage: npx tsx bench/rate-limit-store.ts [calls=3000]
import { readFileSync } from 'node:fs';
import { countAttempt } from '../src/server/http/attempt-store';
import { createTestDatabase } from '../src/server/testing/test-database';

const CALLS = Number(process.argv[2] ?? 3000);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function measure(engine: string, url: string | undefined) {
  const database = await createTestDatabase(url);
  try {
    const key = (i: number) => `bench:${i % 500}`;
    for (let i = 0; i < 200; i += 1) await countAttempt(database.db, key(i), 60_000); // warm
    const times: number[] = [];
    let began = performance.now();
    for (let i = 0; i < CALLS; i += 1) {
      const t0 = performance.now();
      await countAttempt(database.db, key(i), 60_000);
      times.push(performance.now() - t0);
    }
    const sequentialPerSec = CALLS / ((performance.now() - began) / 1000);
    began = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < CALLS) await countAttempt(database.db, key(next++), 60_000);
      }),
    );
    const concurrentPerSec = CALLS / ((performance.now() - began) / 1000);
    console.log(
      `${engine}: p50 ${pct(times, 0.5).toFixed(3)} ms, p99 ${pct(times, 0.99).toFixed(3)} ms, ` +
        `${Math.round(sequentialPerSec)}/s one at a time, ${Math.round(concurrentPerSec)}/s 16 at once`,
    );
  } finally {
    await database.dispose();
  }
}

console.log(`load before: ${loadavg()}`);
await measure('PostgreSQL', serverUrl);
await measure('PGlite', undefined);
console.log(`load after: ${loadavg()}`);
