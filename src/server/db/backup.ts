import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { embeddedDataDir, openPglite, openPostgres } from './connect';
import * as schema from './schema';

/**
 * Backups of the configured database (`npm run db:backup`, `npm run db:restore`), chosen as
 * the app chooses it: PostgreSQL when DATABASE_URL is set, else the embedded PGlite database
 * in DATA_DIR/pglite.
 *
 * - PGlite: the data directory as PGlite dumps it (a .tar.gz), restored into a fresh data
 *   directory. The embedded database is for one process: both refuse while another process
 *   has DATA_DIR/pglite open (see `assertNotOpen`).
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (the client tools on PATH); the
 *   password goes to them in PGPASSWORD, never on their command line.
 *
 * A restore refuses a database that already holds ours unless forced; forced, the old PGlite
 * data directory is moved aside and the old PostgreSQL contents are dumped first. Either way
 * the migrations then bring the restored database up to this version.
 */

export type BackupEngine = 'pglite' | 'postgres';

/** Where the database is: the part of the Config the backups need. */
export type DatabaseLocation = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** A refusal or failure with a one-line message for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupResult = { engine: BackupEngine; file: string; bytes: number };

export type RestoreResult = {
  engine: BackupEngine;
  file: string;
  /** Where the database the restore replaced went (a data directory or a dump), if there was one. */
  previous: string | null;
};

const ENGINE_NAMES: Record<BackupEngine, string> = {
  pglite: 'embedded PGlite',
  postgres: 'PostgreSQL',
};
const EXTENSIONS: Record<BackupEngine, string> = { pglite: 'tar.gz', postgres: 'dump' };

export function backupEngine(location: DatabaseLocation): BackupEngine {
  return location.databaseUrl ? 'postgres' : 'pglite';
}

export function engineName(engine: BackupEngine): string {
  return ENGINE_NAMES[engine];
}

/** `20250314T093000Z`: sorts by time and is safe in a file name. */
function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `backups/ridgeline-<engine>-<UTC time>.<ext>` (under `dir`, by default ./backups). */
export function defaultBackupFile(
  engine: BackupEngine,
  now: Date,
  dir = path.resolve('backups'),
  label = '',
): string {
  return path.join(dir, `ridgeline-${engine}-${label}${timestamp(now)}.${EXTENSIONS[engine]}`);
}

// ---------------------------------------------------------------------------------------------
// Backup

/** Writes a backup of the configured database to `out` (by default a new file in ./backups). */
export async function backupDatabase(
  location: DatabaseLocation,
  options: { out?: string; now?: Date; backupsDir?: string } = {},
): Promise<BackupResult> {
  const engine = backupEngine(location);
  const file = path.resolve(
    options.out ?? defaultBackupFile(engine, options.now ?? new Date(), options.backupsDir),
  );
  if (engine === 'pglite') {
    await writeAtomically(file, (partial) =>
      dumpPglite(embeddedDataDir(location.dataDir), partial),
    );
  } else {
    await writeAtomically(file, (partial) => dumpPostgres(location.databaseUrl!, partial));
  }
  return { engine, file, bytes: (await stat(file)).size };
}

/** Writes through `<file>.partial`, so a failed or interrupted backup never looks like one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out`);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function dumpPglite(dataDir: string, out: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dataDir} (is DATA_DIR right?)`);
  }
  await assertNotOpen(dataDir);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    // everything in the data files, so a restore needs no WAL replay
    await client.exec('CHECKPOINT');
    const archive = await client.dumpDataDir('gzip');
    await writeFile(out, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function dumpPostgres(url: string, out: string): Promise<void> {
  const target = clientConnection(url);
  await run(
    'pg_dump',
    ['--format=custom', `--file=${out}`, '--no-password', `--dbname=${target.dbname}`],
    target,
    `Backup of ${target.display} failed`,
  );
}

// ---------------------------------------------------------------------------------------------
// Restore

/**
 * Restores `file` into the configured database, then applies the migrations. A database that
 * already holds ours is refused unless `force`.
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  options: { file: string; force?: boolean; now?: Date; backupsDir?: string },
): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const engine = backupEngine(location);
  const kind = await backupKind(file);
  if (kind !== engine) {
    throw new BackupError(
      `${file} is a backup of the ${ENGINE_NAMES[kind]} database, but the configured database is ` +
        `${ENGINE_NAMES[engine]} (${engine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'})`,
    );
  }
  const now = options.now ?? new Date();
  const force = options.force ?? false;
  const previous =
    engine === 'pglite'
      ? await restorePglite(location.dataDir, file, force, now)
      : await restorePostgres(location.databaseUrl!, file, force, now, options.backupsDir);
  return { engine, file, previous };
}

/** Which engine's backup a file is, from its first bytes (gzip: PGlite; PGDMP: pg_dump). */
async function backupKind(file: string): Promise<BackupEngine> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(5);
      const { bytesRead } = await handle.read(head, 0, 5, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No such backup file: ${file}`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a directory, not a backup file`);
    throw new BackupError(`Cannot read ${file}: ${oneLine(error)}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(
    `${file} is not a database backup (neither a PGlite .tar.gz nor a pg_dump custom archive)`,
  );
}

async function restorePglite(
  dataDirRoot: string,
  file: string,
  force: boolean,
  now: Date,
): Promise<string | null> {
  const target = embeddedDataDir(dataDirRoot);
  const archive = await readPgliteArchive(file);
  const existing = await hasEntries(target);
  if (existing) {
    await assertNotOpen(target);
    if (!force) {
      throw new BackupError(
        `${target} already holds a database: add --force to move it aside ` +
          `(to pglite.before-restore-<time>) and restore in its place`,
      );
    }
  }

  // Restored and migrated beside the target first: a failure leaves the target as it was.
  const stamp = timestamp(now);
  const staging = path.join(dataDirRoot, `pglite.restoring-${stamp}`);
  await mkdir(dataDirRoot, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  try {
    const client = await PGlite.create(staging, {
      loadDataDir: new Blob([archive], { type: 'application/x-tar' }),
      extensions: { pg_trgm },
    });
    await client.close();
    const migrated = await openPglite(staging);
    await migrated.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new BackupError(`Restore of ${file} failed (${target} is unchanged): ${oneLine(error)}`);
  }

  let previous: string | null = null;
  if (existing) {
    previous = path.join(dataDirRoot, `pglite.before-restore-${stamp}`);
    await rename(target, previous);
  } else {
    await rm(target, { recursive: true, force: true }); // an empty directory, if any
  }
  await rename(staging, target);
  return previous;
}

/** The backup's tar archive, checked to be a whole PGlite data directory before anything is touched. */
async function readPgliteArchive(file: string): Promise<Buffer<ArrayBuffer>> {
  let tar: Buffer<ArrayBuffer>;
  try {
    tar = gunzipSync(await readFile(file));
  } catch (error) {
    throw new BackupError(`${file} is damaged (not a complete gzip file: ${oneLine(error)})`);
  }
  const names = tarEntryNames(tar);
  if (!names) throw new BackupError(`${file} is damaged (not a complete tar archive)`);
  if (!names.some((name) => name.replace(/^\.?\//, '') === 'PG_VERSION')) {
    throw new BackupError(`${file} is not a backup of a PGlite data directory (no PG_VERSION)`);
  }
  return tar;
}

/** The entry names of a tar archive, or null when its headers or length do not add up. */
function tarEntryNames(tar: Uint8Array): string[] | null {
  const field = (header: Uint8Array, start: number, length: number) => {
    const bytes = header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
  };
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names; // the end-of-archive blocks
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (sum !== parseInt(field(header, 148, 8).trim(), 8) || !Number.isFinite(size)) return null;
    const prefix = field(header, 345, 155);
    names.push(prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return offset === tar.length ? names : null;
}

async function restorePostgres(
  url: string,
  file: string,
  force: boolean,
  now: Date,
  backupsDir: string | undefined,
): Promise<string | null> {
  const target = clientConnection(url);
  // the archive is read whole (its table of contents) before the database is touched
  await run('pg_restore', ['--list', file], target, `${file} is damaged`);

  let previous: string | null = null;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${target.display}: ${oneLine(error)}`);
  }
  try {
    const { rows: others } = await client.query<{ application_name: string }>(
      `select application_name from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    if (others.length > 0) {
      const apps = [...new Set(others.map((o) => o.application_name || 'unnamed'))].join(', ');
      throw new BackupError(
        `${others.length} other connection(s) to ${target.display} (${apps}): stop the app ` +
          `and other clients of this database before a restore`,
      );
    }
    const ours = await ourTablesIn(client);
    if (ours.length > 0) {
      if (!force) {
        throw new BackupError(
          `${target.display} already holds Ridgeline tables (${ours.slice(0, 3).join(', ')}` +
            `${ours.length > 3 ? ', …' : ''}): add --force to replace them ` +
            `(their contents are dumped to backups/ first)`,
        );
      }
      previous = defaultBackupFile('postgres', now, backupsDir, 'before-restore-');
      await writeAtomically(previous, (partial) => dumpPostgres(url, partial));
      // Our objects go entirely, so tables the backup lacks (a newer version's) do not stay
      // behind to trip the migrations; pg_restore --clean drops only what the archive holds.
      await client.query('begin');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists pgboss cascade');
      for (const table of ourTableNames()) {
        await client.query(`drop table if exists public.${pg.escapeIdentifier(table)} cascade`);
      }
      await client.query('commit');
    }
  } catch (error) {
    await client.query('rollback').catch(() => {});
    if (previous && !(error instanceof BackupError)) {
      throw new BackupError(
        `Restore of ${file} failed: ${oneLine(error)}; the previous contents are in ${previous}`,
      );
    }
    throw error;
  } finally {
    await client.end();
  }

  try {
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--no-password',
        `--dbname=${target.dbname}`,
        file,
      ],
      target,
    );
    const migrated = await openPostgres(url, 1);
    await migrated.close();
  } catch (error) {
    const saved = previous ? `; the previous contents are in ${previous}` : '';
    throw new BackupError(`Restore of ${file} failed: ${oneLine(error)}${saved}`);
  }
  return previous;
}

/** Names of the app's tables (the Drizzle schema), in the public schema. */
function ourTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => (config.schema ?? 'public') === 'public')
    .map((config) => config.name);
}

/** Which of our tables (or the migrations journal) the connected database already has. */
async function ourTablesIn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where (table_schema = 'public' and table_name = any($1::text[]))
         or (table_schema = 'drizzle' and table_name = '__drizzle_migrations')
      order by table_schema <> 'public', table_name`,
    [ourTableNames()],
  );
  return rows.map((row) => row.name);
}

// ---------------------------------------------------------------------------------------------
// The embedded database in use

/**
 * Refuses when another process has the embedded database open. The app holds no lock file of
 * its own, and PGlite's `postmaster.pid` stays behind when a process dies, so it proves
 * nothing alone; an open PGlite does keep its data files open, though. On Linux we look for a
 * process holding a file under the directory (/proc/<pid>/fd; processes of other users are not
 * visible); elsewhere a `postmaster.pid` present counts as open.
 */
async function assertNotOpen(dataDir: string): Promise<void> {
  const holders = await processesHolding(dataDir);
  if (holders === null) {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      throw new BackupError(
        `${dataDir} is open in another process (${pidFile} exists): stop the server first; ` +
          `if none is running, it stopped without closing the database: delete that file`,
      );
    }
    return;
  }
  if (holders.length > 0) {
    const who = holders.map((h) => `${h.pid} (${h.command})`).join(', ');
    throw new BackupError(
      `The embedded database ${dataDir} is open in process ${who}: stop the server first`,
    );
  }
}

/** Processes with a file under `dir` open, or null when /proc cannot tell. */
async function processesHolding(
  dir: string,
): Promise<Array<{ pid: number; command: string }> | null> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const real = await realpath(dir).catch(() => path.resolve(dir));
  const holders = await Promise.all(
    pids.map(async (pid) => {
      let fds: string[];
      try {
        fds = await readdir(`/proc/${pid}/fd`);
      } catch {
        return null; // gone, or another user's
      }
      for (const fd of fds) {
        const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
        if (link === real || link.startsWith(`${real}/`)) {
          const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
          return { pid: Number(pid), command: shortCommand(cmdline) };
        }
      }
      return null;
    }),
  );
  return holders.filter((holder) => holder !== null);
}

/** `node scripts/mls-sync.ts` from node's whole command line (loader flags dropped). */
function shortCommand(cmdline: string): string {
  const [program, ...args] = cmdline.split('\0').filter(Boolean);
  if (!program) return 'unknown';
  const kept: string[] = [path.basename(program)];
  for (let i = 0; i < args.length; i++) {
    if (/^--(require|import|loader|experimental-loader)$/.test(args[i]!)) i++;
    else if (!/^--(require|import|loader)=/.test(args[i]!)) kept.push(args[i]!);
  }
  return kept.join(' ').slice(0, 100);
}

async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// pg_dump and pg_restore

type ClientConnection = {
  /** The URL for `--dbname`, without the password. */
  dbname: string;
  /** What the child gets besides our environment: the password, when the URL has one. */
  env: Record<string, string>;
  /** For messages: the URL without the password. */
  display: string;
  password: string | undefined;
};

/** The connection for libpq's tools: the password moves from the URL to PGPASSWORD. */
function clientConnection(url: string): ClientConnection {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  parsed.searchParams.delete('password');
  // node-postgres's `ssl=true`; libpq knows only sslmode
  const ssl = parsed.searchParams.get('ssl');
  if (ssl !== null) {
    parsed.searchParams.delete('ssl');
    if (!parsed.searchParams.has('sslmode') && (ssl === 'true' || ssl === '1')) {
      parsed.searchParams.set('sslmode', 'require');
    }
  }
  const display = `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  return {
    dbname: parsed.toString(),
    env: password === undefined ? {} : { PGPASSWORD: password },
    display,
    password,
  };
}

/** Runs a PostgreSQL client tool; its error becomes one line (without the password). */
function run(
  command: 'pg_dump' | 'pg_restore',
  args: string[],
  connection: ClientConnection,
  /** What failed, before the tool's own message; without it the message alone. */
  failure?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      // eslint-disable-next-line no-restricted-properties -- the child's environment (PATH, locale, PG*) plus the password
      env: { ...process.env, ...connection.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found on PATH: install the PostgreSQL client tools of the ` +
                `server's major version or newer (Debian: sudo apt-get install postgresql-client)`,
            )
          : new BackupError(`${command} could not start: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lines = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      let line = lines.find((l) => / error: /.test(l)) ?? lines[0] ?? `exit code ${code}`;
      if (connection.password) line = line.split(connection.password).join('****');
      reject(new BackupError(failure ? `${failure}: ${line}` : line));
    });
  });
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim();
}

/** 1.4 MB, 812 kB, 96 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
