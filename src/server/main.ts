import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { purgeExpiredSessionsJob } from './features/accounts/maintenance';
import { ensureAdminSettings } from './features/settings/store';
import { REDACTED_LOG_PATHS } from './http/logging';
import { startJobRunner } from './jobs/queue';

/** Process entry: config -> database -> app -> jobs -> listen; SIGTERM/SIGINT close in reverse. */
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

  const logger = pino({
    level: config.logLevel,
    redact: REDACTED_LOG_PATHS,
  });
  const began = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdminSettings(database.db);
  const app = await buildApp({ config, database, logger });
  const jobs = await startJobRunner({
    database,
    logger,
    jobs: [purgeExpiredSessionsJob(database.db)],
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // A stuck request or job must not keep the process alive forever.
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await jobs.stop();
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
  logger.info(
    {
      engine: database.engine,
      startupMs: Date.now() - began,
      url: `http://localhost:${config.port}`,
    },
    'Ridgeline is ready',
  );
}

main().catch((error: unknown) => {
  console.error('Ridgeline failed to start:', error);
  process.exit(1);
});
