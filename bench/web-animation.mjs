// bench:web-animation — Lighthouse (mobile, as bench:web) on the home page of one built server
// with the main-area background as a colour, as an image standing still, and as the same image
// animated (pan-left, speed 10), the three looks taken in turn so the machine's load falls on
// each alike. Prints the median, minimum and maximum of each figure and the machine's load.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { quietServer, settledListings, startBuiltServer } from './server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './web-support.mjs';

const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-web-animation-'));
const runs = Number(process.env.BENCH_RUNS ?? 5);

/** A 1600×900 PNG with a diagonal gradient: a background the size of a real photo's area. */
function gradientPng(width = 1600, height = 900) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      rows.set([30 + 120 * t, 60 + 90 * t, 90 + 60 * (1 - t)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/admin-create.ts',
    '--email',
    'bench-admin@ridgeline.example',
    '--username',
    'benchadmin',
    '--password',
    'bench-password-1',
  ],
  { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
);
const server = await startBuiltServer({ port, dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const signedIn = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password: 'bench-password-1' }),
  });
  if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method, p, body, type = 'application/json') => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { cookie, 'content-type': type },
      body: type === 'application/json' ? JSON.stringify(body) : body,
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { imageUrl } = await call(
    'POST',
    '/api/admin/background/image',
    gradientPng(),
    'image/png',
  );
  // the first replication's writes would compete with the page loads
  console.log(`${await settledListings(base)} listings replicated`);
  await quietServer(server.child);

  const looks = {
    colour: {
      backgroundSettings: { type: 'color', color: '#F8FAFC', opacity: 100 },
      performanceSettings: { heavyAnimations: true, reducedMotion: false },
    },
    'image, still': {
      backgroundSettings: { type: 'image', imageUrl, opacity: 100 },
      performanceSettings: { heavyAnimations: false, reducedMotion: false },
    },
    'image, pan-left 10 s': {
      backgroundSettings: { type: 'image', imageUrl, opacity: 100 },
      animationSettings: { type: 'pan-left', speed: 10, intensity: 5 },
      performanceSettings: { heavyAnimations: true, reducedMotion: false },
    },
  };
  const results = Object.fromEntries(Object.keys(looks).map((name) => [name, []]));
  const loads = [];
  const diagnostics = {};
  for (let i = 0; i < runs; i += 1) {
    for (const [name, settings] of Object.entries(looks)) {
      await call('PATCH', '/api/admin/settings', settings);
      await fetch(`${base}/`); // the kept page is made outside the measured load
      loads.push(loadavg()[0]);
      const { lhr } = await lighthouse(`${base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) {
        console.error(`${name} run ${i + 1}: ${lhr.runtimeError.code}`);
        continue;
      }
      diagnostics[name] = lhr;
      results[name].push({
        performance: Math.round(lhr.categories.performance.score * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
  }
  const figure = (list, key) => {
    const values = list.map((r) => r[key]);
    return `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;
  };
  console.table(
    Object.entries(results).map(([look, list]) => ({
      look,
      runs: list.length,
      performance: figure(list, 'performance'),
      'TBT ms': figure(list, 'tbtMs'),
      'LCP ms': figure(list, 'lcpMs'),
      CLS: figure(list, 'cls'),
    })),
  );
  // where the main thread's time went in each look's last run, and what did not run on the
  // compositor: says why a look costs blocking time
  for (const [name, lhr] of Object.entries(diagnostics)) {
    const work = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
    const nonComposited = lhr.audits['non-composited-animations'].details?.items ?? [];
    console.log(
      `${name}: main thread ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(', ')}; ` +
        `animations not composited: ${nonComposited.length}`,
    );
  }
  console.log(
    `load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
  );
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
