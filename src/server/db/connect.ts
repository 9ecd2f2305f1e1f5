import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access in the shape pg-boss expects (`db.executeSql`). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  sql: SqlExecutor;
  /** Round-trips one query; used by the health check. */
  ping(): Promise<void>;
  /** The connection pool's use now (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { max: number; total: number; idle: number; waiting: number };

/** Stable key for the advisory lock that lets one instance at a time run migrations. */
const MIGRATION_LOCK_KEY = 724_119_001;

/**
 * PGlite's Postgres runs in one WebAssembly memory that grows and never shrinks, so its
 * shared buffers (128 MB by default) stay resident once touched. 32 MB hold the listings'
 * hot pages; other reads go to the files through the operating system's cache. Measured
 * side by side (docs/PERFORMANCE.md, issue 22): about 120 MB less resident memory, searches
 * and the restart as fast.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Creates a new data dir's cluster (initdb) in a short-lived child process. PGlite runs
 * initdb as a WebAssembly module of its own whose memory the process keeps for good: a
 * server whose first start ran initdb itself stayed about 200 MB larger than the same server
 * restarted on the data dir (a bare PGlite: 383 against 179 MB resident; docs/PERFORMANCE.md,
 * issue 22). The child ends, and its memory with it. The cluster is made beside the data dir
 * and moved in whole, so an interrupted first start leaves no half-made cluster behind.
 */
async function initDataDirApart(dataDir: string): Promise<void> {
  if (readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds files but no database: not touching it`);
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(process.argv[1]).PGlite.create(process.argv[2])
    .then((db) => db.close())
    .catch((error) => { console.error(error); process.exit(1); });`;
  const madeApart = `${dataDir}.initdb`;
  rmSync(madeApart, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ['-e', script, pgliteEntry, madeApart]);
  rmdirSync(dataDir);
  renameSync(madeApart, dataDir);
}

/** Opens the embedded PGlite database (a directory, or memory when dataDir is null) and migrates it. */
export async function openPglite(
  dataDir: string | null,
  /** An in-memory database's starting contents (`pgliteImage`): skips initdb, 2-3 s. */
  image?: Blob,
): Promise<DatabaseHandle> {
  let client: PGlite;
  const options = { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initDataDirApart(dataDir);
    client = await PGlite.create(dataDir, options);
  } else {
    client = await PGlite.create(image ? { ...options, loadDataDir: image } : options);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    sql: {
      // pg-boss sends parameterless multi-statement scripts; PGlite's extended protocol
      // refuses those, so they go through exec() (simple protocol).
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** A fresh in-memory database with every migration applied, as an image `openPglite` loads. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * A restart or stop of PostgreSQL ends every connection; the app must carry on and use new
 * ones when the server is back (src/server/postgres-restart.test.ts drills it):
 * - an idle client's error reaches the pool's 'error' event, which must have a listener;
 * - a checked-out client (a transaction, an advisory lock) emits its own 'error', which
 *   without a listener would be an uncaught exception ending the process. Its query fails with
 *   the same error, which the caller handles;
 * - drizzle-orm's transaction() sends `begin` before its try/finally, so a `begin` that fails
 *   on a dead connection never releases its client: the pool would lose a client at each
 *   restart and `end()` would wait forever. A checked-out client whose connection dies is
 *   therefore handed back at once (and dropped, as released with an error); the holder's own
 *   release afterwards does nothing.
 */
function survivePostgresRestarts(pool: pg.Pool): void {
  const held = new Set<pg.PoolClient>();
  pool.on('error', () => undefined);
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error: Error) => {
      const checkedOut = client as pg.PoolClient;
      if (!held.delete(checkedOut)) return;
      const release = checkedOut.release;
      checkedOut.release = () => undefined;
      release(error);
    }),
  );
}

/** Connects a node-postgres pool to a PostgreSQL server and migrates it under an advisory lock. */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
): Promise<DatabaseHandle> {
  let lz4: boolean;
  const setup = new pg.Client({ connectionString });
  await setup.connect();
  try {
    await setup.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(setup), { migrationsFolder });
    // Listings carry several kilobytes of JSON (photos, the raw record): lz4 compresses them
    // several times faster than the default pglz, about a fifth of the cost of storing a
    // listing. Only when the server was built with it (Debian's is); PGlite keeps pglz.
    const { rows } = await setup.query<{ lz4: boolean }>(
      "select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'",
    );
    lz4 = rows[0]?.lz4 === true;
  } finally {
    await setup.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // a server that does not answer (network cut, not a refusal) fails a request in 10 s
    // rather than holding it forever; the request gets a 503
    connectionTimeoutMillis: 10_000,
    ...(lz4 ? { options: '-c default_toast_compression=lz4' } : {}),
  });
  survivePostgresRestarts(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        // a multi-statement script answers an array of results
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last as pg.QueryResult | undefined)?.rows ?? [] };
      },
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await pool.end();
    },
  };
}

/** Where the embedded database lives in DATA_DIR (the server, the scripts and the backups agree). */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(embeddedDataDir(options.dataDir));
}

/** Rows of a raw SQL query; both drivers (node-postgres and PGlite) reply with `{rows}`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
