// bench:bundle — the JavaScript a visitor's browser downloads to show the home page, gzip
// sizes as sent over the wire, and the compressed bodies alone. Target (issue 5): <= 150 KB
// gzip of initial JS.
// Loads `/` of the built server in Chromium and records every script response until the
// listing cards are on screen (route chunks included: they are needed for the first view).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { settledListings, startBuiltServer } from './server.mjs';

const port = 3400 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bundle-'));
const server = await startBuiltServer({ port, dataDir });
// a visitor's first view of a site with listings: before the first replication the page shows
// its empty state, which loads what only an empty result needs (the no-results help)
await settledListings(`http://127.0.0.1:${port}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (urls.has(e.requestId)) scripts.set(urls.get(e.requestId), e.encodedDataLength);
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  // the shell, the route chunk and the first listings
  await page.locator('a[href^="/property/"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  // The compressed bodies alone (Resource Timing): the budget is on the code; every response
  // also carries about 1 KB of headers (security headers included), which the total above counts.
  const bodies = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .reduce((sum, e) => sum + e.encodedBodySize, 0),
  );
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total JavaScript for the home page (bytes on the wire, compressed, with headers; ${scripts.size} files)`,
  );
  console.log(
    `${(bodies / 1024).toFixed(1).padStart(7)} KB  of it compressed script bodies (target <= 150 KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
