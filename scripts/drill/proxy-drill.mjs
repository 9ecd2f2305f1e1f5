// `npm run drill:proxy`: the built server behind a real nginx (deploy/nginx/ridgeline.conf on
// loopback ports) with TRUST_PROXY=1, checked as an operator would (issue 39): forged
// X-Forwarded-For entries change nothing, 40 addresses spraying one account are slowed while
// its owner still signs in, the log names the real client, and the listings API and page
// renders are limited per real client. Needs `npm run build` first and Debian's nginx
// (`sudo apt-get install -y nginx`); stops everything it started.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { drillSiteConfig, findNginx, startNginx } from './nginx.mjs';
import { request } from './request.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const results = [];
const check = (name, ok, detail) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** An address of this machine that is not loopback (loopback callers are not rate limited). */
function outsideAddress() {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return null;
}

const forged = (i) => `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}`;

async function main() {
  const nginx = findNginx();
  if (!nginx) {
    console.error('nginx is not installed: sudo apt-get install -y nginx');
    process.exit(1);
  }
  if (!existsSync(path.join(root, 'dist/server/main.js'))) {
    console.error('no build: run `npm run build` first');
    process.exit(1);
  }
  const appPort = await freePort();
  const proxyPort = await freePort();
  const outside = outsideAddress();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-proxy-drill-'));
  const logLines = [];
  const app = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SPARK_ACCESS_TOKEN: '',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  app.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    logLines.push(...lines);
  });
  let proxy = null;
  try {
    for (let i = 0; ; i++) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${appPort}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 1200) throw new Error('the app did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const listen = [`127.0.0.1:${proxyPort}`, ...(outside ? [`${outside}:${proxyPort}`] : [])];
    proxy = await startNginx({
      nginx,
      site: drillSiteConfig({
        template: path.join(root, 'deploy/nginx/ridgeline.conf'),
        upstreamPorts: [appPort],
        listen,
        appDir: root,
      }),
      probeUrl: `http://127.0.0.1:${proxyPort}/api/health`,
    });
    console.log(`app on 127.0.0.1:${appPort}, nginx on ${listen.join(' and ')}`);
    const via = (options) => request({ port: proxyPort, ...options });

    // 1. one client rotating forged X-Forwarded-For entries: the per-address login limit holds
    const rotated = [];
    for (let i = 0; i < 31; i++) {
      const res = await via({
        method: 'POST',
        path: '/api/login',
        from: '127.0.0.9',
        headers: { 'x-forwarded-for': forged(i) },
        body: { username: `nobody${i}`, password: 'wrong-password-1' },
      });
      rotated.push(res.status);
    }
    check(
      'rotated forged X-Forwarded-For entries are throttled (31st login 429)',
      rotated.slice(0, 30).every((s) => s === 401) && rotated[30] === 429,
      rotated.slice(-3).join(' '),
    );

    // 2. 40 addresses spraying one account; its owner, at a usual address, still signs in
    const owner = { username: 'drillowner', password: 'granite-ridge-42' };
    const registered = await via({
      method: 'POST',
      path: '/api/register',
      from: '127.0.0.50',
      body: { ...owner, email: 'drillowner@example.com', firstName: 'Drill', lastName: 'Owner' },
    });
    check(
      'the owner registers through the proxy',
      registered.status === 201,
      `${registered.status}`,
    );
    const home = await via({ method: 'POST', path: '/api/login', from: '127.0.0.50', body: owner });
    check('the owner signs in from home', home.status === 200, `${home.status}`);
    const spray = [];
    for (let i = 0; i < 40; i++) {
      const res = await via({
        method: 'POST',
        path: '/api/login',
        from: `127.0.1.${i + 1}`,
        headers: { 'x-forwarded-for': forged(i) },
        body: { username: owner.username, password: `guess-${i}-password` },
      });
      spray.push(res.status);
    }
    const sprayRefused = spray.filter((s) => s === 429).length;
    check(
      '40 addresses spraying one account are slowed (refused after 20 guesses)',
      spray.slice(0, 20).every((s) => s === 401) && sprayRefused === 20,
      `${sprayRefused} of 40 refused`,
    );
    const again = await via({
      method: 'POST',
      path: '/api/login',
      from: '127.0.0.50',
      body: owner,
    });
    check('the owner still signs in from a usual address', again.status === 200, `${again.status}`);

    // 3. the log names the real client of each request, never a forged entry
    await new Promise((r) => setTimeout(r, 300));
    const loginLines = logLines
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return null;
        }
      })
      .filter((entry) => entry?.req?.url === '/api/login');
    const logged = new Set(loginLines.map((entry) => entry.req.remoteAddress));
    const forgedLogged = [...logged].filter((a) => /^(198\.51\.100|203\.0\.113)\./.test(a));
    check(
      'request log lines carry the real client address',
      loginLines.length >= 70 && forgedLogged.length === 0 && logged.has('127.0.0.9'),
      `${loginLines.length} lines, ${logged.size} addresses, forged: ${forgedLogged.length}`,
    );

    // 4. the listings API and page renders are limited per real client (not loopback)
    if (outside) {
      const api = [];
      for (let i = 0; i < 101; i++) {
        const res = await via({
          host: outside,
          path: `/api/properties?city=Payson&page=${(i % 5) + 1}`,
          from: outside,
          headers: { 'x-forwarded-for': forged(i) },
        });
        api.push(res.status);
      }
      check(
        'the listings API limit (100 a minute) holds against rotated entries',
        api.slice(0, 100).every((s) => s === 200) && api[100] === 429,
        api.slice(-2).join(' '),
      );
      const pages = [];
      for (let i = 0; i < 101; i++) {
        const res = await via({
          host: outside,
          path: `/?city=Payson&page=${i + 1}`,
          from: outside,
          headers: { 'x-forwarded-for': forged(i) },
        });
        pages.push(res.status);
      }
      check(
        'uncached page renders are limited the same way',
        pages.slice(0, 100).every((s) => s === 200) && pages[100] === 429,
        pages.slice(-2).join(' '),
      );
    } else {
      console.log('SKIP  listings API and page limits: this machine has no non-loopback address');
    }
  } finally {
    proxy?.stop();
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
