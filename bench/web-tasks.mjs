/* global window, document */
// The main thread's long tasks while a page starts, in Chromium at 4x CPU slowdown (as
// Lighthouse's mobile preset), for quick before/after checks of the app's start-up cost between
// Lighthouse runs: per build and page, the median blocking time (sum of each task's time over
// 50 ms after the first paint) and the longest task, runs alternating between builds.
// Usage: node bench/web-tasks.mjs <project dir with dist/> [<another> ...]
// BENCH_RUNS (default 7); BENCH_PROFILE=1 also prints where the CPU time of one run went.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { aPropertyId, CHROMIUM_PATH, median, startBuilds } from './web-support.mjs';

const dirs = process.argv.slice(2);
if (dirs.length < 1) throw new Error('usage: web-tasks.mjs <dir> [<dir> ...]');
const builds = await startBuilds(dirs, { portBase: 4100, dataDirPrefix: 'ridgeline-tasks-' });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const maps = new Map();
/** The source (a package, or a file of ours) of a built script's position, by its source map. */
function sourceOf(dir, url, line, column) {
  if (!url.includes('/assets/')) return url ? url.split('/').pop() : '(native)';
  const file = path.join(dir, 'dist/sourcemaps/assets', url.split('/').pop() + '.map');
  if (!maps.has(file))
    maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return url.split('/').pop();
  const source = originalPositionFor(map, { line: line + 1, column }).source ?? '?';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1] : source.replace(/^.*?src\//, 'src/');
}

/** Self time per source (package or file of ours) and per function of a CDP CPU profile. */
function summarizeProfile(dir, profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  const add = (key, ms) => self.set(key, (self.get(key) ?? 0) + ms);
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const ms = (dt[i] ?? 0) / 1000;
    const source = sourceOf(dir, url, lineNumber, columnNumber);
    add(`[source] ${source}`, ms);
    add(`${functionName || '(anon)'} ${source}`, ms);
    // time spent evaluating modules (under a module body: an unnamed function at 0:0)
    let outer = null;
    for (let n = node; n; n = parent.get(n.id)) {
      const f = n.callFrame;
      if (
        f.url.includes('/assets/') &&
        !f.functionName &&
        f.lineNumber === 0 &&
        f.columnNumber === 0
      )
        outer = n;
    }
    if (outer) {
      if (source === '?')
        add(
          `[module eval ?] ${url.split('/').pop()}:${lineNumber}:${columnNumber} ${functionName}`,
          ms,
        );
      add(`[module eval] all`, ms);
      add(`[module eval] leaf ${source}`, ms);
    }
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

try {
  for (const build of builds) build.propertyId = await aPropertyId(build.base);
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 20_000)));
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const pages = (process.env.BENCH_PAGES ?? 'property,home').split(',');
  for (let i = 0; i < runs + 1; i += 1) {
    for (const page of pages) {
      for (const build of builds) {
        const url =
          page === 'home' ? `${build.base}/` : `${build.base}/property/${build.propertyId}`;
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.addInitScript(() => {
          window.__tasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              window.__tasks.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        const profile = process.env.BENCH_PROFILE && i === runs;
        if (profile) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await tab.goto(url);
        await tab.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
        await tab.waitForTimeout(1500);
        const { tasks, fcp } = await tab.evaluate(() => ({
          tasks: window.__tasks,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        if (profile) {
          const { profile: p } = await cdp.send('Profiler.stop');
          console.log(`\n== profile ${build.dir} ${page}`);
          for (const [k, ms] of summarizeProfile(build.dir, p)
            .filter(([k]) => k.startsWith('['))
            .slice(0, 70))
            console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
        }
        await context.close();
        if (i === 0 || profile) continue; // the first round warms the server's caches
        const after = tasks.filter((t) => t.start + t.duration > fcp);
        (build.results[page] ??= []).push({
          tbt: Math.round(after.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
          longest: Math.round(Math.max(0, ...after.map((t) => t.duration))),
          total: Math.round(after.reduce((s, t) => s + t.duration, 0)),
          count: after.length,
        });
      }
    }
  }
  const rows = [];
  for (const build of builds) {
    for (const page of pages) {
      const r = build.results[page] ?? [];
      rows.push({
        build: build.dir,
        page,
        n: r.length,
        tbtMs: median(r.map((x) => x.tbt)),
        longestMs: median(r.map((x) => x.longest)),
        longTaskMs: median(r.map((x) => x.total)),
        tasks: median(r.map((x) => x.count)),
        tbtRuns: r.map((x) => x.tbt).join(' '),
      });
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  for (const build of builds) {
    await build.server.stop();
    rmSync(build.dataDir, { recursive: true, force: true });
  }
}
