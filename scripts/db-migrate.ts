// `npm run db:migrate`: applies the committed migrations to the configured database and
// exits. The server also applies them at start; this is for deploy pipelines.
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { ensureAdminSettings } from '../src/server/features/settings/store';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await ensureAdminSettings(database.db);
await database.close();
console.log(`Migrations applied (${database.engine}).`);
