import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migratedPgliteImage, openPglite, openPostgres, type DatabaseHandle } from '../db/connect';
import { migrationsFolder } from '../paths';

export type TestDatabase = DatabaseHandle & {
  /** The test database's URL on PostgreSQL (undefined on in-memory PGlite). */
  connectionString?: string;
  dispose(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL, or of `serverUrl` (dropped afterwards).
 * Tests never rely on leftovers.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  if (!serverUrl) {
    const handle = await openPglite(null, await migratedImage());
    return { ...handle, dispose: () => handle.close() };
  }

  const name = `ridgeline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  return {
    ...handle,
    connectionString: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * The migrated empty database every PGlite test starts from, kept in the system's temp dir
 * under a hash of the migrations: initdb and the migrations take 2-4 s a database, loading
 * the image about 1 s, and a test run makes a few hundred databases across its workers. The
 * migrations still run on each database (a no-op when the image has them all).
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json')) {
      hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
    }
  }
  const file = path.join(tmpdir(), `ridgeline-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const image = await migratedPgliteImage();
    // written aside and renamed: a worker reading at the same time never sees half a file
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  }
}
