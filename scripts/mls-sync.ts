// `npm run sync`: one full MLS replication of every city, in priority order, from the command
// line with a progress bar. Uses DATABASE_URL / DATA_DIR and SPARK_ACCESS_TOKEN like the
// server (without a token, the offline feed). With the embedded database, stop the server first.
// Options: --page-size N (listings per request; default the replication maximum, 1000).
import { parseArgs } from 'node:util';
import pino from 'pino';
import { citiesInSyncOrder, type SyncPriority } from '../src/core/mls-cities';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { startEmbeddedFeed } from '../src/server/features/mls-sync/embedded-feed';
import { createMlsSync } from '../src/server/features/mls-sync/service';
import {
  countListings,
  listEnabledCities,
  seedSyncTables,
} from '../src/server/features/mls-sync/store';
import { ensureAdminSettings } from '../src/server/features/settings/store';
import { createSparkClient } from '../src/server/integrations/spark/client';

const { values: args } = parseArgs({ options: { 'page-size': { type: 'string' } } });
const pageSize = args['page-size'] === undefined ? undefined : Number(args['page-size']);
if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 1000)) {
  console.error('--page-size must be a whole number from 1 to 1000');
  process.exit(2);
}
const config = parseConfig();
const logger = pino({ level: 'warn' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await ensureAdminSettings(database.db);
await seedSyncTables(database.db);
const feed = config.spark.accessToken ? null : await startEmbeddedFeed({ dataDir: config.dataDir });
const client = createSparkClient({
  baseUrl: feed?.apiBaseUrl ?? config.spark.baseUrl,
  accessToken: feed?.accessToken ?? config.spark.accessToken ?? '',
});
const sync = createMlsSync({
  db: database.db,
  client,
  logger,
  pageSize,
  writeConcurrency: database.engine === 'postgres' ? 2 : 1,
});

const cities = citiesInSyncOrder(
  (await listEnabledCities(database.db)).map((c) => ({
    ...c,
    priority: c.priority as SyncPriority,
  })),
);
const interactive = process.stdout.isTTY;
const bar = (done: number, total: number) => {
  const width = 30;
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
};

const began = Date.now();
let failed = false;
console.log(
  `Syncing ${cities.length} cities from ${feed ? 'the offline feed' : config.spark.baseUrl}`,
);
for (const [i, city] of cities.entries()) {
  const label = `${String(i + 1).padStart(2)}/${cities.length} ${city.name.padEnd(16)} (${city.priority})`;
  try {
    const result = await sync.syncCity(city.name, {
      onProgress: ({ stored, total }) => {
        if (interactive)
          process.stdout.write(`\r${label} ${bar(stored, total)} ${stored}/${total}   `);
      },
    });
    const line = `${label} ${bar(1, 1)} ${result.stored} stored, ${result.removed} removed`;
    process.stdout.write(interactive ? `\r${line}   \n` : `${line}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(
      `${interactive ? '\n' : ''}${label} FAILED: ${(error as Error).message}\n`,
    );
  }
}
const total = await countListings(database.db);
console.log(
  `Done in ${((Date.now() - began) / 1000).toFixed(1)} s: ${total} listings in the database.`,
);
await feed?.close();
await database.close();
process.exit(failed ? 1 : 0);
