// `npm run admin:create -- --email broker@example.com --username broker [--password ...]
//   [--first-name Dana] [--last-name Whitfield]`
// Creates an admin account (printing a one-time password when none is given) or promotes the
// existing account with that e-mail or username. Uses the same DATABASE_URL / DATA_DIR as the
// server; with the embedded database, stop the server first (one process per data dir).
import { parseArgs } from 'node:util';
import { registerRequestSchema } from '../src/contract/auth';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { createOrPromoteAdmin } from '../src/server/features/accounts/admin-accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const check = registerRequestSchema
  .pick({ email: true, username: true })
  .safeParse({ email: values.email, username: values.username });
if (!check.success) {
  console.error(
    'Usage: npm run admin:create -- --email EMAIL --username NAME [--password PASSWORD]',
  );
  for (const issue of check.error.issues)
    console.error(`  --${String(issue.path[0])}: ${issue.message}`);
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 6) {
  console.error('  --password: Password must be at least 6 characters');
  process.exit(2);
}

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await createOrPromoteAdmin(database.db, {
    email: check.data.email,
    username: check.data.username,
    ...(values.password ? { password: values.password } : {}),
    ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
    ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
  });
  const who = `${result.user.username} <${result.user.email}>`;
  console.log(result.created ? `Created admin ${who}.` : `${who} is now an admin.`);
  if (result.generatedPassword) {
    console.log(
      `One-time password (shown only now; change it after signing in): ${result.generatedPassword}`,
    );
  }
} finally {
  await database.close();
}
