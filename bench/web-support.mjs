// What the browser benchmarks share (bench:web, web-compare, web-tasks): Chromium's flags
// (scripts/chromium.mjs, shared with the journeys),
// built servers on fresh data dirs, a listing to open once replication has written some, medians.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './server.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Starts the built server of each project dir (its dist/server/main.js) on its own port and
 * fresh data dir, as `npm start` does with the offline feed.
 */
export async function startBuilds(dirs, { portBase, dataDirPrefix }) {
  const builds = [];
  for (const [i, dir] of dirs.entries()) {
    const port = portBase + i * 10 + Math.floor(Math.random() * 10);
    const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
    const server = await startBuiltServer({
      port,
      dataDir,
      script: path.join(path.resolve(dir), 'dist/server/main.js'),
    });
    builds.push({ dir, base: `http://127.0.0.1:${port}`, dataDir, server, results: {} });
  }
  return builds;
}

/** A listing with photos in Payson, once replication has written some. */
export async function aPropertyId(base) {
  for (let i = 0; i < 120; i += 1) {
    const res = await fetch(`${base}/api/properties?city=Payson&limit=24`);
    if (res.ok) {
      const body = await res.json();
      const withPhotos = body.properties.find((p) => p.photoCount > 3 && p.price);
      if (withPhotos) return withPhotos.id;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no listing replicated in 2 minutes');
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
