// `npm run db:backup [-- --out FILE]`: writes a backup of the configured database (the same
// DATABASE_URL / DATA_DIR as the server) to FILE, by default
// backups/ridgeline-<engine>-<UTC time>.<tar.gz|dump>. With the embedded database, stop the
// server first (one process per data dir); PostgreSQL is dumped while the app runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/server/config';
import { backupDatabase, engineName, formatBytes } from '../src/server/db/backup';

let out: string | undefined;
try {
  ({
    values: { out },
  } = parseArgs({ options: { out: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run db:backup [-- --out FILE]`);
  process.exit(2);
}

try {
  const config = parseConfig();
  const result = await backupDatabase(config, { ...(out ? { out } : {}) });
  const shown = path.relative(process.cwd(), result.file);
  console.log(
    `Backed up the ${engineName(result.engine)} database to ${shown.startsWith('..') ? result.file : shown} (${formatBytes(result.bytes)}).`,
  );
} catch (error) {
  console.error(`db:backup: ${(error as Error).message}`);
  process.exit(1);
}
