import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Where Debian's PostgreSQL packages put their server programs, one folder per version. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (with initdb and pg_ctl), or null. */
export function findPostgresBin(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, v, 'bin', 'pg_ctl')))
    .filter((v) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(DEBIAN_POSTGRES_ROOT, newest, 'bin') : null;
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication on loopback). */
  url: string;
  /** `pg_ctl restart -m fast`: every connection ends, the server is back when this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: the server is down (connections refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its files. */
  dispose(): Promise<void>;
};

/**
 * A PostgreSQL server of this test's own (a fault drill may restart it; the shared server on
 * 5432 is never touched): initdb into a temporary folder, listening on a free loopback port.
 * PostgreSQL refuses to run as root, so as root (CI) its programs run as the `postgres` user
 * through runuser, as .ci/run does for its own cluster.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'ridgeline-private-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const serverOptions = [
    `-c listen_addresses=127.0.0.1 -c port=${port} -k ${root}`,
    // a test server: durability is not what is drilled, speed is welcome
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const logFile = path.join(root, 'server.log');
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', logFile, ...args]);
  const start = async () => void (await ctl('-o', serverOptions, '-w', 'start'));
  await start();
  // a test process that ends without its afterAll (a timeout, an error) leaves no server behind
  const stopOnExit = () => {
    const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]]
      : [path.join(bin, 'pg_ctl'), args];
    try {
      execFileSync(command as string, commandArgs as string[], { stdio: 'ignore' });
    } catch {
      // already stopped
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('-o', serverOptions, '-m', 'fast', '-w', 'restart')),
    stop: async () => void (await ctl('-m', 'fast', '-w', 'stop')),
    start,
    async dispose() {
      process.off('exit', stopOnExit);
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
