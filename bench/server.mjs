// Shared by the start-up benchmarks: the built server (`dist/server/main.js`) on a loopback
// port with its own data dir and the offline MLS feed, as a fresh `npm start` runs it.
import { spawn } from 'node:child_process';

/** Starts the built server; resolves once /api/health answers. */
export async function startBuiltServer({
  port,
  dataDir,
  env = {},
  stdio = 'ignore',
  script = 'dist/server/main.js',
}) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SPARK_ACCESS_TOKEN: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}
