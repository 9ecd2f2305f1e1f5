import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connect';

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
    const handle = await openPglite(null);
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
