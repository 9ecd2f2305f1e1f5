import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFormSchema } from '../../contract/leads';
import { insertUser } from '../features/accounts/store';
import { recordLead } from '../features/leads/store';
import {
  changeStoredSettings,
  ensureAdminSettings,
  readStoredSettings,
} from '../features/settings/store';
import { validLead } from '../testing/lead-factory';
import { backupDatabase, restoreDatabase, type DatabaseLocation } from './backup';
import {
  embeddedDataDir,
  openPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
} from './connect';
import { crmContacts, users } from './schema';

// On PGlite by default: data directories under a temporary folder. With TEST_DATABASE_URL:
// databases of their own on that server (ridgeline_backup_*), dropped afterwards.
const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'postgres' : 'pglite';
const work = mkdtempSync(path.join(tmpdir(), 'ridgeline-backup-'));
const backupsDir = path.join(work, 'backups');
const createdDatabases: string[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A place for a database that holds nothing yet: a new data dir, or a new empty database. */
async function freshLocation(): Promise<DatabaseLocation> {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  if (!serverUrl) return { dataDir, databaseUrl: undefined };
  const name = `ridgeline_backup_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  createdDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Opens a location the way the app does (migrations included). */
function open(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.databaseUrl
    ? openPostgres(location.databaseUrl, 2)
    : openPglite(embeddedDataDir(location.dataDir));
}

async function withDatabase<T>(
  location: DatabaseLocation,
  use: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await open(location);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const APPLICATION_NAME = 'Backed-up Ridge Realty';
const leads = [1, 2, 3].map(() => validLead());
const leadEmails = leads.map((lead) => lead.email!.toLowerCase()).sort();

/** A change after the backup, which a forced restore must undo. */
async function addUserAfterTheBackup(db: Database): Promise<void> {
  await insertUser(db, {
    username: 'later',
    email: 'later@example.com',
    firstName: 'L',
    lastName: 'A',
  });
  expect(await db.select().from(users).where(eq(users.username, 'later'))).toHaveLength(1);
}

let source: DatabaseLocation;
let backupFile: string;
let backupBytes: number;

beforeAll(async () => {
  source = await freshLocation();
  await withDatabase(source, async ({ db }) => {
    await ensureAdminSettings(db);
    await changeStoredSettings(db, async (stored) => ({
      sections: {
        generalSettings: { ...stored.generalSettings, applicationName: APPLICATION_NAME },
      },
      audit: [
        { actorUserId: null, actorName: 'test', section: 'general', fields: ['applicationName'] },
      ],
    }));
    await insertUser(db, {
      username: 'dana',
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'Whitfield',
      isAdmin: true,
    });
    for (const lead of leads) {
      const {
        elapsedMs: _e,
        companyWebsite: _c,
        pagePath: _p,
        propertyId: _i,
        ...answers
      } = leadFormSchema.parse(lead);
      await recordLead(db, {
        answers,
        propertyId: null,
        pageUrl: null,
        spamReason: null,
        suspicion: null,
        destinations: [],
        activity: 'Submitted the new-client form',
        note: null,
      });
    }
  });
  const result = await backupDatabase(source, { backupsDir });
  backupFile = result.file;
  backupBytes = result.bytes;
});

afterAll(async () => {
  for (const name of createdDatabases)
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

describe(`database backups (${engine})`, () => {
  it('writes backups/ridgeline-<engine>-<UTC time>.<ext> and reports its size', () => {
    const extension = engine === 'pglite' ? 'tar\\.gz' : 'dump';
    expect(path.dirname(backupFile)).toBe(backupsDir);
    expect(path.basename(backupFile)).toMatch(
      new RegExp(`^ridgeline-${engine}-\\d{8}T\\d{6}Z\\.${extension}$`),
    );
    expect(backupBytes).toBe(statSync(backupFile).size);
    expect(readdirSync(backupsDir)).toEqual([path.basename(backupFile)]); // no .partial left
  });

  it('restores every contact, the settings and the users into a fresh database', async () => {
    const target = await freshLocation();
    const result = await restoreDatabase(target, { file: backupFile });
    expect(result).toMatchObject({ engine, previous: null });

    await withDatabase(target, async ({ db }) => {
      const contacts = await db
        .select({ email: crmContacts.emailKey })
        .from(crmContacts)
        .orderBy(asc(crmContacts.emailKey));
      expect(contacts.map((c) => c.email)).toEqual(leadEmails);
      const { settings } = await readStoredSettings(db);
      expect(settings.generalSettings.applicationName).toBe(APPLICATION_NAME);
      const people = await db
        .select({ username: users.username, admin: users.isAdmin })
        .from(users);
      expect(people).toEqual([{ username: 'dana', admin: true }]);
    });
  });

  it('gives a clear error for a missing, corrupt or other-engine file and leaves the target alone', async () => {
    const target = await freshLocation();
    const restore = (file: string) => restoreDatabase(target, { file, force: true, backupsDir });

    await expect(restore(path.join(work, 'nothing-here.dump'))).rejects.toThrow(
      /^No such backup file: /,
    );
    const garbage = path.join(work, 'garbage.bin');
    writeFileSync(garbage, 'this is not a backup\n');
    await expect(restore(garbage)).rejects.toThrow(/is not a database backup/);

    const truncated = path.join(work, `truncated-${path.basename(backupFile)}`);
    const whole = readFileSync(backupFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restore(truncated)).rejects.toThrow(/is damaged/);

    const otherEngine = path.join(work, 'other-engine');
    writeFileSync(
      otherEngine,
      engine === 'pglite' ? 'PGDMP\u0001\u000e\u0000' : Buffer.from([0x1f, 0x8b, 8, 0, 0]),
    );
    await expect(restore(otherEngine)).rejects.toThrow(/is a backup of the .* but the configured/);

    if (engine === 'pglite') {
      expect(readdirSync(target.dataDir)).toEqual([]);
    } else {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        "select 1 from information_schema.tables where table_schema = 'public'",
      );
      await client.end();
      expect(rows).toEqual([]);
    }
  });

  it.skipIf(engine !== 'pglite')(
    'refuses to back up or restore the embedded database while a process has it open',
    async () => {
      const out = path.join(work, 'while-open.tar.gz');
      await withDatabase(source, async ({ db }) => {
        await addUserAfterTheBackup(db);
        await expect(backupDatabase(source, { out })).rejects.toThrow(
          new RegExp(`open in process ${process.pid} \\(.*\\): stop the server first`),
        );
        await expect(restoreDatabase(source, { file: backupFile, force: true })).rejects.toThrow(
          /is open in process/,
        );
      });
      expect(existsSync(out)).toBe(false);
      expect(existsSync(`${out}.partial`)).toBe(false);
    },
  );

  it.skipIf(engine !== 'postgres')('never shows the password in a message', async () => {
    const url = new URL(source.databaseUrl!);
    url.password = 'Sh0uld-n0t-sh0w';
    url.pathname = `/ridgeline_backup_missing_${randomBytes(4).toString('hex')}`;
    const location = { dataDir: source.dataDir, databaseUrl: url.toString() };
    // one at a time: a second call started early would reject with nobody listening yet
    for (const attempt of [
      () => backupDatabase(location, { out: path.join(work, 'missing.dump') }),
      () => restoreDatabase(location, { file: backupFile }),
    ]) {
      const error = (await attempt().then(
        () => null,
        (e: unknown) => e,
      )) as Error;
      expect(error.message).toMatch(/does not exist/);
      expect(error.message).not.toContain('Sh0uld');
    }
  });

  it.skipIf(engine !== 'postgres')(
    'refuses to restore while another client is connected to the database',
    async () => {
      await withDatabase(source, async ({ db }) => {
        await addUserAfterTheBackup(db);
        await expect(
          restoreDatabase(source, { file: backupFile, force: true, backupsDir }),
        ).rejects.toThrow(/other connection\(s\) to .*: stop the app/);
      });
    },
  );

  it('refuses a database that holds ours without --force, and with it keeps the old one aside', async () => {
    // the source itself is the non-empty target; the test above added a user after the backup
    await expect(restoreDatabase(source, { file: backupFile })).rejects.toThrow(
      engine === 'pglite'
        ? /already holds a database: add --force/
        : /already holds Ridgeline tables/,
    );

    const result = await restoreDatabase(source, { file: backupFile, force: true, backupsDir });
    expect(result.previous).not.toBeNull();
    if (engine === 'pglite') {
      expect(path.basename(result.previous!)).toMatch(/^pglite\.before-restore-\d{8}T\d{6}Z$/);
      expect(existsSync(path.join(result.previous!, 'PG_VERSION'))).toBe(true);
      expect(readdirSync(source.dataDir).filter((f) => f.startsWith('pglite.restoring'))).toEqual(
        [],
      );
    } else {
      expect(path.basename(result.previous!)).toMatch(
        /^ridgeline-postgres-before-restore-.*\.dump$/,
      );
      expect(readFileSync(result.previous!).subarray(0, 5).toString()).toBe('PGDMP');
    }
    await withDatabase(source, async ({ db }) => {
      const people = await db.select({ username: users.username }).from(users);
      expect(people).toEqual([{ username: 'dana' }]);
      expect(await db.select().from(crmContacts)).toHaveLength(leads.length);
    });
  });
});
