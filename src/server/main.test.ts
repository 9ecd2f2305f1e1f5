import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from './testing/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// a server left running by a failed test would keep syncing beside the rest of the suite
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the real process entry (src/server/main.ts through tsx) with the given environment. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('process entry', () => {
  it('exits with one message naming every invalid variable', async () => {
    const run = startMain({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rl-main-')),
    });
    expect(await run.exited).toBe(78);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABASE_URL');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = startMain({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rl-main-')),
    });
    // Starting takes about 18 s on a quiet two-core machine (tsx compiling the server, PGlite's
    // migrations) and over 40 s beside the rest of the suite in CI; shutting down waits for the
    // first sync's running job. Both limits leave room for that load.
    const began = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - began < 90_000 && run.child.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, run.output()).toBe(true);
    // ready once listening (marked just after listen: a request may land in between)
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status)
      .toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
  }, 120_000);
});
