import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppDeps } from '../app';
import { parseConfig, type Config } from '../config';
import type { SyncController } from '../features/mls-sync/controller';
import { seedSyncTables } from '../features/mls-sync/store';
import { createIntegrations, type Integrations } from '../features/settings/integrations';
import { createSettings } from '../features/settings/settings';
import { ensureAdminSettings } from '../features/settings/store';
import { openPostgres } from '../db/connect';
import type { AppRenderer } from '../http/server-render';
import { startJobRunner, type JobDefinition, type JobRunner } from '../jobs/queue';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Configuration for tests: a throwaway data dir, quiet logs, a fixed secret. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ridgeline-test-')),
    APP_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  /** The app's integrations: jobs made in a test share its Follow Up Boss client, as in main.ts. */
  integrations: Integrations;
  database: TestDatabase;
  config: Config;
  /** The job runner made for `options.jobs` (null without it). */
  jobs: JobRunner | null;
  close(): Promise<void>;
};

/** Another connection pool to a PostgreSQL test database, as a second instance opens it. */
async function openSecondHandle(database: TestDatabase): Promise<TestDatabase> {
  if (!database.connectionString) {
    throw new Error('two instances need PostgreSQL (TEST_DATABASE_URL): PGlite is one process');
  }
  const handle = await openPostgres(database.connectionString, 5);
  return { ...handle, connectionString: database.connectionString, dispose: () => handle.close() };
}

/** The real application on a fresh test database (API only: the web build is not needed). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    /** Adds routes before the app is sealed (e.g. one that throws, to test the 500 path). */
    beforeReady?: (app: FastifyInstance) => void;
    /** The MLS cache controller, made on the test database (by default start answers 503). */
    syncController?: (database: TestDatabase) => SyncController;
    /** The page renderer (src/web/entry-server.tsx's renderApp); by default pages are not rendered. */
    renderApp?: AppRenderer;
    /** The app's logger (by default Fastify's, silent): tests that read the log pass one. */
    logger?: FastifyBaseLogger;
    /** The offline feed's fault switch (a test's fake Spark server). */
    offlineFeed?: AppDeps['offlineFeed'];
    /** The app's clock for client link grants (a test moves it forward). */
    clock?: AppDeps['clock'];
    /** How often the app reads the listing changes (by default 5 s). */
    listingChangesPollMs?: number;
    /** The instance's readiness, for a test to mark it stopping (by default ready once built). */
    readiness?: AppDeps['readiness'];
    /**
     * A second app instance on another test app's PostgreSQL database (its own pool, job
     * runner and caches); closing it leaves the database to its owner.
     */
    sameDatabaseAs?: TestApp;
    /** A PostgreSQL server to make the test database on instead of TEST_DATABASE_URL's. */
    databaseServerUrl?: string;
    /** Jobs to run on the test database (no cron clock); the app queues work on them. */
    jobs?: (deps: {
      database: TestDatabase;
      config: Config;
      integrations: Integrations;
    }) => JobDefinition[];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.sameDatabaseAs
    ? await openSecondHandle(options.sameDatabaseAs.database)
    : await createTestDatabase(options.databaseServerUrl);
  if (!options.sameDatabaseAs) {
    await ensureAdminSettings(database.db);
    await seedSyncTables(database.db);
  }
  const integrations = createIntegrations({
    settings: createSettings({ db: database.db, config }),
    config,
  });
  const jobs: JobRunner | null = options.jobs
    ? await startJobRunner({
        database,
        logger: pino({ level: 'silent' }),
        jobs: options.jobs({ database, config, integrations }),
        pollingIntervalSeconds: 0.5,
        schedule: false,
      })
    : null;
  const app = await buildApp({
    config,
    database,
    integrations,
    webRoot: options.webRoot ?? null,
    ...(options.syncController ? { syncController: options.syncController(database) } : {}),
    renderApp: options.renderApp ?? null,
    jobs,
    ...(options.offlineFeed ? { offlineFeed: options.offlineFeed } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.listingChangesPollMs ? { listingChangesPollMs: options.listingChangesPollMs } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
  });
  try {
    options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // an app that cannot start still leaves no database or job runner behind
    await app.close().catch(() => {});
    await jobs?.stop();
    await database.dispose();
    throw error;
  }
  return {
    app,
    integrations,
    database,
    config,
    jobs,
    async close() {
      await app.close();
      await jobs?.stop();
      await database.dispose();
    },
  };
}
