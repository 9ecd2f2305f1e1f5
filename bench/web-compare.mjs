// Compares Lighthouse (mobile, as bench:web) of two or more builds on the same machine in one
// session, alternating runs between them so that the shared machine's noise falls on each alike.
// Usage: node bench/web-compare.mjs <project dir with dist/> <another> [...]
// (e.g. a copy of the tree built before a change and the tree built after it).
// BENCH_RUNS (default 5) runs per page and build; prints the medians and the per-run TBT.
// BENCH_LONG_TASKS=1 also prints each run's long tasks (Lighthouse's simulated start and length).
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { aPropertyId, CHROMIUM_FLAGS, CHROMIUM_PATH, median, startBuilds } from './web-support.mjs';

const dirs = process.argv.slice(2);
if (dirs.length < 2) throw new Error('usage: web-compare.mjs <dir> <dir> [...]');
const builds = await startBuilds(dirs, { portBase: 3900, dataDirPrefix: 'ridgeline-webcmp-' });

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  for (const build of builds) build.propertyId = await aPropertyId(build.base);
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 30_000)));
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const pages = (process.env.BENCH_PAGES ?? 'property,home').split(',');
  for (let i = 0; i < runs; i += 1) {
    for (const page of pages) {
      for (const build of builds) {
        const url =
          page === 'home' ? `${build.base}/` : `${build.base}/property/${build.propertyId}`;
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        if (lhr.runtimeError) {
          console.error(`${build.dir} ${page}: ${lhr.runtimeError.code}`);
          continue;
        }
        if (process.env.BENCH_LONG_TASKS) {
          const items = lhr.audits['long-tasks']?.details?.items ?? [];
          console.log(
            `${build.dir} ${page} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)}: ` +
              items
                .map(
                  (t) =>
                    `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).split('/').pop()}`,
                )
                .join(', '),
          );
        }
        const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        (build.results[page] ??= []).push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        });
      }
    }
  }
  const rows = [];
  for (const build of builds) {
    for (const page of pages) {
      const r = build.results[page] ?? [];
      const pick = (k) => median(r.map((x) => x[k]));
      rows.push({
        build: build.dir,
        page,
        n: r.length,
        perf: pick('performance'),
        tbtMs: pick('tbtMs'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        cls: Number(Math.max(...r.map((x) => x.cls)).toFixed(3)),
        a11y: Math.min(...r.map((x) => x.accessibility)),
        seo: Math.min(...r.map((x) => x.seo)),
        bp: pick('bestPractices'),
        perfRuns: r.map((x) => x.performance).join(' '),
        tbtRuns: r.map((x) => x.tbtMs).join(' '),
      });
    }
  }
  console.table(rows);
} finally {
  await chrome.kill();
  for (const build of builds) {
    await build.server.stop();
    rmSync(build.dataDir, { recursive: true, force: true });
  }
}
