// bench:web — Lighthouse (mobile emulation, the default preset) against the built app in
// Chromium: a property page and the home page. Targets (issue 6): performance >= 95,
// LCP <= 1.5 s, CLS <= 0.02, accessibility 100, SEO 100.
// The server starts on a fresh data dir with the offline feed, as `npm start` does.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const busyLoops = [];
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
try {
  const id = await aPropertyId(base);
  // let the first sync finish: its writes would otherwise compete with the page loads
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 20_000)));
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  // BENCH_BUSY_LOOPS=N: N processes spinning on a core during the runs, a machine as busy as
  // another engineer's test run makes it (a target must hold there too, not only when idle)
  for (let i = 0; i < Number(process.env.BENCH_BUSY_LOOPS ?? 0); i += 1) {
    busyLoops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  for (const [name, url] of [
    ['property page', `${base}/property/${id}`],
    ['home page', `${base}/`],
  ]) {
    const results = [];
    // a run whose trace was lost (NO_NAVSTART, the shared machine stalling) is taken again,
    // at most `runs` times more, so the figures cover `runs` real loads
    for (let i = 0; results.length < runs && i < 2 * runs; i += 1) {
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
    // the median run by performance score (its other figures shown beside it)
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    const tbt = results.map((r) => r.tbtMs).sort((a, b) => a - b);
    rows.push({
      page: name,
      runs: results.length,
      // every run's score, lowest first: a target of 'n of n runs' reads off this column
      scores: results.map((r) => r.performance).join(' '),
      ...median,
      tbtRange: `${tbt[0]}-${tbt.at(-1)}`,
      failing: median.failing.join(' ') || '-',
    });
  }
  console.table(rows);
  console.log(`load average at the end: ${loadAverage()}; busy loops: ${busyLoops.length}`);
} finally {
  for (const loop of busyLoops) loop.kill();
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
