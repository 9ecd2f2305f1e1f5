// The two engines a benchmark compares: a fresh database on the PostgreSQL server (created,
// then dropped) and PGlite on disk in a temporary directory (as `npm start` uses it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/connect';

/** BENCH_DATABASE_URL or TEST_DATABASE_URL, else the local server. */
export const benchServerUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_ENGINES=postgres (or pglite) runs one engine only, e.g. to profile it. */
export const benchEngines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Runs `fn` on a new PostgreSQL database with a pool of `poolSize`, then drops it. */
export async function withPostgres<T>(
  poolSize: number,
  fn: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const name = `ridgeline_bench_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), poolSize);
  try {
    return await fn(handle);
  } finally {
    await handle.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Runs `fn` on PGlite in a temporary directory, then removes it. */
export async function withPglite<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-'));
  const handle = await openPglite(path.join(dir, 'pglite'));
  try {
    return await fn(handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
