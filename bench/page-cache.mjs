// The anonymous page render cache under cache-busting URLs: the server's resident memory
// before and after 100,000 distinct page URLs (made-up parameters, which must not make new
// cache entries) and 5,000 distinct searches (real parameters: new entries, bounded in bytes).
// Run with `npm run bench:page-cache` (builds first).
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './server.mjs';

const UNKNOWN_URLS = Number(process.argv[2] ?? 100_000);
const KNOWN_URLS = Number(process.argv[3] ?? 5_000);
const CONCURRENCY = 16;

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

async function requestAll(base, count, urlOf) {
  let next = 0;
  const statuses = new Map();
  const began = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const url = urlOf(next++);
        const res = await fetch(base + url);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  return {
    seconds,
    perSecond: Math.round(count / seconds),
    statuses: Object.fromEntries(statuses),
  };
}

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-page-cache-'));
const server = await startBuiltServer({ port, dataDir });
const base = `http://127.0.0.1:${port}`;
const pid = server.child.pid;
try {
  // let the first replication settle, then warm the home page once
  await new Promise((r) => setTimeout(r, 20_000));
  await (await fetch(`${base}/`)).text();
  const before = rssMb(pid);
  const unknown = await requestAll(base, UNKNOWN_URLS, (n) => `/?utm_source=bench${n}&x=${n * 7}`);
  const afterUnknown = rssMb(pid);
  const known = await requestAll(base, KNOWN_URLS, (n) => `/?city=Town${n}&page=${(n % 9) + 1}`);
  const afterKnown = rssMb(pid);
  console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(`RSS before: ${before} MB`);
  console.log(
    `${UNKNOWN_URLS} distinct URLs with made-up parameters: ${unknown.perSecond} req/s ` +
      `(${unknown.seconds.toFixed(0)} s, statuses ${JSON.stringify(unknown.statuses)}); RSS ${afterUnknown} MB (+${afterUnknown - before})`,
  );
  console.log(
    `${KNOWN_URLS} distinct searches: ${known.perSecond} req/s ` +
      `(${known.seconds.toFixed(0)} s, statuses ${JSON.stringify(known.statuses)}); RSS ${afterKnown} MB (+${afterKnown - before})`,
  );
} finally {
  await server.stop();
}
