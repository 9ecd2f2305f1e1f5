import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startFakeGoogle } from '../../../src/server/integrations/google/fake/server';
import { startFakeGoogleMaps } from '../../../src/server/integrations/google-maps/fake/server';
import { freePort } from '../../../src/server/testing/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** GET returns the raw e-mails the app sent, oldest first. */
    mailboxUrl: string;
    /** Registering with this address makes an admin (the server's ADMIN_EMAILS). */
    adminEmail: string;
    /** When the server process was started (ms since the epoch), for first-sync timings. */
    serverStartedAt: number;
    /** A file with everything the server wrote to stdout and stderr so far. */
    serverLogPath: string;
    /** The key of the fake Google Maps (the server's GOOGLE_MAPS_API_KEY). */
    mapsApiKey: string;
    /** The server's FUB_SYSTEM_KEY: webhook deliveries must be signed with it. */
    fubSystemKey: string;
    /**
     * The port of the forwarder from 127.0.0.N is forwarderPorts[N] (support/forwarder.ts):
     * fixed before the server starts, so its origins are in the server's ALLOWED_ORIGINS.
     */
    forwarderPorts: number[];
    /** The run's one Chromium, for `chromium.connect` (tests/e2e/support/browser.ts). */
    browserWsEndpoint: string;
  }
}

/** The e-mail the app sends in e2e runs goes to this SMTP server and is readable over HTTP. */
async function startMailbox() {
  const messages: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        messages.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

export const E2E_ADMIN_EMAIL = 'broker@ridgeline.example';

export const E2E_GOOGLE_CLIENT = {
  clientId: 'e2e.apps.googleusercontent.example',
  clientSecret: 'e2e-secret',
};

/** The Follow Up Boss system key the server under test holds (FUB_SYSTEM_KEY). */
export const E2E_FUB_SYSTEM_KEY = 'e2e-fub-system-key';

/** The Maps key the server under test holds (the fake Geocoding API accepts only it). */
export const E2E_GOOGLE_MAPS_KEY = 'e2e-google-maps-key';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const began = Date.now();
  while (Date.now() - began < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/** Builds the real app once, starts it on a free port with a fresh data dir, and stops it after. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // one browser for every file (each connects to it: tests/e2e/support/browser.ts)
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
  const mailbox = await startMailbox();
  const google = await startFakeGoogle(E2E_GOOGLE_CLIENT);
  const maps = await startFakeGoogleMaps({ apiKey: E2E_GOOGLE_MAPS_KEY });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-'));
  const port = await freePort();
  // pages served through a forwarder (support/forwarder.ts) are of another origin: the server
  // accepts their state changes as it would an ALLOWED_ORIGINS entry in production (issue 39)
  const forwarderPorts: number[] = [];
  while (forwarderPorts.length < 10) {
    const candidate = await freePort();
    if (candidate !== port && !forwarderPorts.includes(candidate)) forwarderPorts.push(candidate);
  }
  const output: string[] = [];
  const serverStartedAt = Date.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // links in mail and the Google redirect come from configuration only, as in production
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOWED_ORIGINS: forwarderPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // the offline MLS feed, as on a fresh clone
      SPARK_ACCESS_TOKEN: '',
      // journeys compare the page with the API right after writes; reply reuse (tested in
      // the API tests) would let the two differ for up to 15 s
      SEARCH_CACHE_SECONDS: '0',
      SMTP_URL: mailbox.smtpUrl,
      MAIL_FROM: 'Ridgeline <no-reply@ridgeline.example>',
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: google.authorizeUrl,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_OAUTH_USERINFO_URL: google.userInfoUrl,
      GOOGLE_AVATAR_HOSTS: google.url,
      // the admin panel's Maps connection test geocodes through the fake
      GOOGLE_MAPS_API_KEY: E2E_GOOGLE_MAPS_KEY,
      FUB_SYSTEM_KEY: E2E_FUB_SYSTEM_KEY,
      GOOGLE_MAPS_BASE_URL: maps.baseUrl,
      // with that key the maps' tiles are Google's, through /map-tiles/ from the fake
      GOOGLE_MAP_TILES_BASE_URL: maps.tilesBaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // kept in a file too: journeys check that no secret reaches the log
  const serverLogPath = path.join(
    mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-log-')),
    'server.log',
  );
  writeFileSync(serverLogPath, '');
  const record = (chunk: Buffer) => {
    output.push(chunk.toString());
    appendFileSync(serverLogPath, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // about 10 s alone; a minute and more while CI runs the other engine's tests beside it
    await waitForHealth(baseUrl, child, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(output.join(''));
    await browser.close();
    await mailbox.close();
    await google.close();
    await maps.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.httpUrl);
  project.provide('adminEmail', E2E_ADMIN_EMAIL);
  project.provide('serverStartedAt', serverStartedAt);
  project.provide('serverLogPath', serverLogPath);
  project.provide('mapsApiKey', E2E_GOOGLE_MAPS_KEY);
  project.provide('fubSystemKey', E2E_FUB_SYSTEM_KEY);
  project.provide('forwarderPorts', forwarderPorts);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(serverLogPath), { recursive: true, force: true });
    await mailbox.close();
    await google.close();
    await maps.close();
  };
}
