// `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` into
// the configured database (the same DATABASE_URL / DATA_DIR as the server), then applies the
// migrations. Stop the server first. A database that already holds ours is refused unless
// --force: the embedded one is then moved aside to DATA_DIR/pglite.before-restore-<time>, a
// PostgreSQL one dumped to backups/ first and replaced.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/server/config';
import { engineName, restoreDatabase } from '../src/server/db/backup';

const USAGE = 'Usage: npm run db:restore -- FILE [--force]';
let file: string;
let force: boolean;
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('Give exactly one backup file.');
  file = positionals[0]!;
  force = values.force;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const shown = (p: string) => {
  const relative = path.relative(process.cwd(), p);
  return relative.startsWith('..') ? p : relative;
};

try {
  const config = parseConfig();
  const result = await restoreDatabase(config, { file, force });
  console.log(
    `Restored ${shown(result.file)} into the ${engineName(result.engine)} database; migrations applied.`,
  );
  if (result.previous) {
    console.log(
      result.engine === 'pglite'
        ? `The database it replaced was moved to ${shown(result.previous)}.`
        : `The contents it replaced were saved to ${shown(result.previous)}.`,
    );
  }
} catch (error) {
  console.error(`db:restore: ${(error as Error).message}`);
  process.exit(1);
}
