// bench:web — Lighthouse (mobile emulation, the default preset) against the built app in
// Chromium: a property page and the home page. Targets (issue 6): performance >= 95,
// LCP <= 1.5 s, CLS <= 0.02, accessibility 100, SEO 100.
// The server starts on a fresh data dir with the offline feed, as `npm start` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './server.mjs';
import { aPropertyId, CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-support.mjs';

const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-web-'));
const server = await startBuiltServer({ port, dataDir });

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
const rows = [];
try {
  const id = await aPropertyId(base);
  // let the first sync finish: its writes would otherwise compete with the page loads
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 20_000)));
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  for (const [name, url] of [
    ['property page', `${base}/property/${id}`],
    ['home page', `${base}/`],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      if (lhr.runtimeError) {
        // a page that did not load (the shared machine stalled): say so, do not count it
        console.error(`${name} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['accessibility', 'seo'].some((c) =>
                lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0),
              ),
          )
          .map((a) => a.id),
      });
    }
    // the median run by performance score
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    rows.push({ page: name, runs, ...median, failing: median.failing.join(' ') || '-' });
  }
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
