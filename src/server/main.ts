import path from 'node:path';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { purgeExpiredSessionsJob } from './features/accounts/maintenance';
import { createSyncController, REFRESH_JOB, SYNC_CITY_JOB } from './features/mls-sync/controller';
import { startEmbeddedFeed } from './features/mls-sync/embedded-feed';
import { mlsSyncJobs } from './features/mls-sync/jobs';
import { openHousePurgeJob } from './features/mls-sync/open-house-purge';
import { createMlsSync } from './features/mls-sync/service';
import {
  carrierDetectionJob,
  createCarrierDetectorFromConfig,
} from './features/leads/carrier-detection';
import { createLeadDestinations } from './features/leads/destinations';
import { createLeadOutbox, leadOutboxJob } from './features/leads/outbox';
import { createIntegrations } from './features/settings/integrations';
import { readSyncState, seedSyncTables } from './features/mls-sync/store';
import { createSettings } from './features/settings/settings';
import {
  createFeedClient,
  createFeedFollower,
  resolveFeedSource,
} from './features/mls-sync/feed-source';
import { createLogLevelControl } from './http/log-level';
import { freshnessJob } from './features/operations/jobs';
import { MARKET_DATA_JOB, marketDataJob } from './features/market/jobs';
import { SEARCH_TERMS_JOB, searchTermsJob } from './features/listings/jobs';
import { hasSearchTerms } from './features/listings/search-terms-store';
import { listAdminAccounts } from './features/accounts/store';
import { teamAlertJob } from './features/leads/team-alert';
import {
  ACTIVITY_SENDER_JOB,
  activitySenderJob,
  savedSearchAlertActivity,
} from './features/activity/service';
import {
  SAVED_SEARCH_ALERTS_JOB,
  savedSearchAlertJobs,
} from './features/saved-searches/alert-jobs';
import { createBfrAutomation } from './features/bfr/automation';
import { contactMonitorJob } from './features/bfr/contact-monitor';
import { bfrCrmWriterJob, createBfrCrmWriter } from './features/bfr/crm-writer';
import { createCurrentCrmProvider } from './features/crm/current-provider';
import { createMailer } from './integrations/mail/client';
import type { AdminSettings } from '../contract/admin-settings';
import { ensureAdminSettings } from './features/settings/store';
import { LOGGER_OPTIONS } from './http/logging';
import { siteOrigin } from './http/site-origin';
import { warnAboutSampleIdentity } from './features/system/identity';
import { createReadiness } from './features/system/readiness';
import { startJobRunner, type JobRunner } from './jobs/queue';

/** Process entry: config -> database -> MLS feed -> jobs -> app -> listen; SIGTERM/SIGINT close in reverse. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // React (the page renderer, loaded later) picks its production build from this variable;
  // the config's default (production) must hold for it too.
  // eslint-disable-next-line no-restricted-properties -- written here, from the config, never read
  process.env.NODE_ENV = config.nodeEnv;
  // readable lines for a person at a terminal, JSON for a log collector
  const pretty = config.logFormat ? config.logFormat === 'pretty' : Boolean(process.stdout.isTTY);
  const rootLogger = pino(
    { level: config.logLevel, ...LOGGER_OPTIONS },
    pretty
      ? pinoPretty({
          colorize: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
          // a stream in this thread: transports (worker threads) do not survive bundling
          sync: true,
        })
      : undefined,
  );
  // the Advanced tab's log level applies to a running process (unless LOG_LEVEL is set)
  const logLevel = createLogLevelControl(rootLogger);
  const logger = rootLogger;
  if (!config.publicUrl) {
    logger.warn('PUBLIC_URL is not set: links in e-mail point to localhost');
  }
  const began = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdminSettings(database.db);
  await seedSyncTables(database.db);
  const settings = createSettings({ db: database.db, config, logger });
  const applyLogLevel = (admin: AdminSettings) => {
    if (!config.logLevelFromEnvironment) logLevel.set(admin.advancedSettings.logLevel);
  };
  applyLogLevel(await settings.load());
  // production must not go live with the shipped sample contact details unnoticed (issue 41)
  await warnAboutSampleIdentity({ config, settings, logger });
  settings.subscribe(applyLogLevel);
  // another instance's change arrives within the settings' reuse time
  const settingsPoll = setInterval(() => settings.snapshot(), 5_000);
  settingsPoll.unref();

  // Without a Spark token the offline feed runs in-process and is replicated over HTTP
  // through the same client as the real API. The admin panel's MLS key, when set, takes over
  // without a restart (features/mls-sync/feed-source.ts).
  const feed = config.spark.accessToken
    ? null
    : await startEmbeddedFeed({ dataDir: config.dataDir });
  const feedSource = async () =>
    resolveFeedSource(
      config,
      await settings.current(),
      feed && { apiBaseUrl: feed.apiBaseUrl, accessToken: feed.accessToken },
    );
  const spark = createFeedClient({
    source: feedSource,
    options: {
      onRetry: (error, attempt, delayMs) =>
        logger.warn(
          { kind: error.kind, code: error.code, attempt, delayMs },
          'Spark request failed; retrying',
        ),
    },
  });
  const sync = createMlsSync({
    db: database.db,
    client: spark,
    logger: logLevel.child({ component: 'mls-sync' }),
    writeConcurrency: database.engine === 'postgres' ? 2 : 1,
  });
  let jobs: JobRunner | null = null;
  const controller = createSyncController(
    database.db,
    (name, data, options) => {
      if (!jobs) throw new Error('job runner not started');
      return jobs.send(name, data, options);
    },
    { crossInstanceLock: database.engine === 'postgres' },
  );
  // one per process: lead delivery and the staff CRM API share each account's client
  const integrations = createIntegrations({
    settings,
    config,
    followUpBossClient: { logger: logLevel.child({ component: 'followupboss' }) },
  });
  const leadOutbox = createLeadOutbox({
    db: database.db,
    destinations: createLeadDestinations({
      db: database.db,
      config,
      integrations,
      logger: logLevel.child({ component: 'leads' }),
    }),
    logger: logLevel.child({ component: 'leads' }),
  });
  // the job runner's own mailer (the app has one for its requests)
  const jobMailer = createMailer({
    config,
    db: database.db,
    logger: logLevel.child({ component: 'mail' }),
  });
  const carrierDetector = createCarrierDetectorFromConfig({
    db: database.db,
    config,
    settings: async () => (await settings.current()).apiSettings.sms,
    logger: logLevel.child({ component: 'carrier-detection' }),
  });
  const currentCrm = createCurrentCrmProvider({ db: database.db, integrations });
  const bfrLogger = logLevel.child({ component: 'bfr' });
  jobs = await startJobRunner({
    database,
    logger,
    jobs: [
      purgeExpiredSessionsJob(database.db),
      openHousePurgeJob(database.db),
      ...mlsSyncJobs(sync, controller, {
        db: database.db,
        refreshIntervalMinutes: async () =>
          (await settings.current()).performanceSettings.refreshIntervalMinutes,
        // instant alerts follow the listings replication just wrote; the city pages' figures
        // (market/jobs.ts) and the search box's suggestions (listings/jobs.ts) too
        onListingsWritten: async () =>
          Promise.all([
            jobs?.send(SAVED_SEARCH_ALERTS_JOB, {}),
            jobs?.send(MARKET_DATA_JOB, {}),
            jobs?.send(SEARCH_TERMS_JOB, {}),
          ]),
      }),
      leadOutboxJob(leadOutbox),
      teamAlertJob({
        db: database.db,
        config,
        mailer: jobMailer,
        settings,
        adminEmails: async () =>
          (await listAdminAccounts(database.db, config.adminEmails)).map((admin) => admin.email),
      }),
      activitySenderJob({ db: database.db, config, integrations }),
      ...savedSearchAlertJobs({
        db: database.db,
        config,
        mailer: jobMailer,
        jobs: () => jobs,
        // each alert sent is a 'Saved Property Search' on the owner's CRM contact
        activity: savedSearchAlertActivity({
          integrations,
          kick: async () => jobs?.send(ACTIVITY_SENDER_JOB, {}),
        }),
        siteName: async () =>
          (await settings.current()).generalSettings.applicationName || config.site.teamName,
      }),
      bfrCrmWriterJob(createBfrCrmWriter({ db: database.db, crm: currentCrm, logger: bfrLogger })),
      contactMonitorJob(
        createBfrAutomation({
          db: database.db,
          crm: currentCrm,
          config,
          clock: () => new Date(),
          sendJob: async (name) => jobs?.send(name, {}),
          logger: bfrLogger,
        }).monitor,
      ),
      freshnessJob({
        db: database.db,
        lastSuccessAt: async () => (await readSyncState(database.db)).lastSuccessAt,
      }),
      carrierDetectionJob(carrierDetector),
      // the city pages' figures, nightly (a page computes a missing day itself)
      marketDataJob(database.db),
      // the search box's suggestions, nightly and after replication writes
      searchTermsJob(database.db),
    ],
  });
  // a database without suggestions yet (new, or just migrated to them) gets them now, not at
  // the next replication write
  if (!(await hasSearchTerms(database.db))) await jobs.send(SEARCH_TERMS_JOB, {});
  if (database.engine === 'pglite') {
    // One process owns an embedded database, so an active city job can only be a leftover of
    // a process that died: hand it back to the queue now, it resumes from its offset.
    await jobs.failOrphanedActiveJobs(SYNC_CITY_JOB);
  }

  // GET /api/ready answers 503 until the server listens, and again from a shutdown's start
  const readiness = createReadiness();
  const app = await buildApp({
    config,
    database,
    logger,
    readiness,
    syncController: controller,
    jobs,
    integrations,
    offlineFeed: feed && {
      // every request answers 503 until recovered: an outage to rehearse on the sample feed
      fail: () => feed.fake.faults.unavailableNext(Number.MAX_SAFE_INTEGER),
      recover: () => feed.fake.faults.reset(),
      // the test switches: a new listing or a price cut, and the refresh that replicates it now
      change: (request) => feed.change(request),
      refresh: async () => jobs?.send(REFRESH_JOB, { force: true }),
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // the proxy's readiness check fails from now on, before the server stops accepting
    readiness.markStopping();
    logger.info({ signal }, 'shutting down');
    // A stuck request or job must not keep the process alive forever.
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await jobs?.stop();
      jobMailer.close();
      await feed?.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  readiness.markReady();
  logger.info({ startupMs: Date.now() - began }, `Ridgeline is ready at ${siteOrigin(config)}`);
  logger.info(
    `Database: ${
      config.databaseUrl
        ? `PostgreSQL at ${databaseLocation(config.databaseUrl)}`
        : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`
    }`,
  );
  const source = await feedSource();
  logger.info(
    source?.kind === 'offline'
      ? 'MLS feed: the offline feed (generated Arizona listings; set SPARK_ACCESS_TOKEN or the MLS API key in the admin panel for the real MLS)'
      : `MLS feed: Spark API at ${source?.baseUrl} (${source?.kind === 'admin' ? 'admin panel key' : 'SPARK_ACCESS_TOKEN'})`,
  );

  // A changed feed (a key saved or removed in the admin panel) is replicated from scratch.
  const feedFollower = createFeedFollower({
    db: database.db,
    source: feedSource,
    controller,
    logger,
  });
  await feedFollower.check();
  settings.subscribe(() => void feedFollower.check());

  // A fresh installation fills its listings right away; later the schedules keep them fresh.
  const state = await readSyncState(database.db);
  if (!state.lastSuccessAt && !state.running) {
    const { cities } = await controller.start();
    logger.info({ cities }, 'first MLS sync queued');
  }
}

/** Host, port and database name of a PostgreSQL URL: never its user or password. */
function databaseLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

main().catch((error: unknown) => {
  console.error('Ridgeline failed to start:', error);
  process.exit(1);
});
