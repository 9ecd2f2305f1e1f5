// A sync process killed (SIGKILL) in the middle of a city resumes there when run again:
// the real `npm run sync` command in a child process, against the fake feed over HTTP, on the
// embedded database directory (or a PostgreSQL database under TEST_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/connect';
import { armlsCacheStatus, listings } from '../../db/schema';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { projectRoot } from '../../paths';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

const TOKEN = 'crash-test-token';
const CITY = 'Phoenix'; // first in sync order, and the largest city
const PAGE = 20;

let fake: FakeSpark;
let dataDir: string;
let server: TestDatabase | null = null;

beforeAll(async () => {
  const inventory = generateListings({
    count: 500,
    seed: 7,
    photoBaseUrl: '/mls-photos',
    now: new Date('2026-11-22T12:00:00Z'),
  });
  fake = await startFakeSpark({ listings: inventory, accessToken: TOKEN });
  dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-crash-'));
  if (process.env.TEST_DATABASE_URL) server = await createTestDatabase();
});
afterAll(async () => {
  await fake?.close();
  await server?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

function runSync(): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/mls-sync.ts', '--page-size', String(PAGE)],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: server?.connectionString ?? '',
        SPARK_ACCESS_TOKEN: TOKEN,
        SPARK_BASE_URL: fake.apiBaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** The requests for pages of CITY after the first (those that carry a cursor). */
const cityPageRequests = (from: number) =>
  fake.requestLog
    .slice(from)
    .filter((r) => r.query._filter?.includes(`'${CITY}'`) && r.query._skiptoken !== undefined);

it('resumes a city from its offset after the process is killed mid-sync', async () => {
  const expected = fake.listings.length;
  fake.faults.latencyMs = 40; // slow enough to kill it between pages

  const first = runSync();
  const began = Date.now();
  while (cityPageRequests(0).filter((r) => r.query._skiptoken !== '').length < 3) {
    if (first.exitCode !== null) throw new Error('sync finished before it could be killed');
    if (Date.now() - began > 60_000) throw new Error('sync made no progress');
    await new Promise((r) => setTimeout(r, 10));
  }
  first.kill('SIGKILL');
  expect(await exited(first)).toMatchObject({ signal: 'SIGKILL' });

  fake.faults.latencyMs = 0;
  const logFrom = fake.requestLog.length;
  const second = runSync();
  let output = '';
  second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  second.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const result = await exited(second);
  expect(result.code, output).toBe(0);

  // the second run went on from the stored cursor instead of the first page
  const resumedAt = cityPageRequests(logFrom)[0];
  expect(resumedAt?.query._skiptoken).toBeTruthy();

  const database: DatabaseHandle = server ?? (await openPglite(path.join(dataDir, 'pglite')));
  try {
    const [rows] = await database.db
      .select({ all: count(), keys: countDistinct(listings.listingKey) })
      .from(listings);
    expect(rows).toEqual({ all: expected, keys: expected });
    const statuses = await database.db.select().from(armlsCacheStatus);
    expect(statuses.every((s) => s.isComplete && s.lastOffset === 0)).toBe(true);
  } finally {
    if (!server) await database.close();
  }
}, 120_000);
