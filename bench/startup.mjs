// bench:startup — how long `npm start`'s server takes to answer /api/health on an existing
// data dir (target: under 5 s), compared in the same run with a first start on an empty dir.
// Run `npm run build` first. Usage: node bench/startup.mjs [runs=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './server.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 3900 + Math.floor(Math.random() * 50);

async function startOnce(dataDir) {
  const began = performance.now();
  const server = await startBuiltServer({ port, dataDir });
  const ms = performance.now() - began;
  await server.stop();
  return ms;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-bench-'));
const first = await startOnce(dataDir);
const again = [];
for (let i = 0; i < runs; i++) again.push(await startOnce(dataDir));
rmSync(dataDir, { recursive: true, force: true });
again.sort((a, b) => a - b);
const median = again[Math.floor(again.length / 2)];
console.log(`first start (empty data dir): ${first.toFixed(0)} ms`);
console.log(
  `restart on existing data dir: median ${median.toFixed(0)} ms, max ${again.at(-1).toFixed(0)} ms over ${runs} runs`,
);
console.log(`ratio restart/first: ${(median / first).toFixed(2)}`);
process.exit(median < 5000 ? 0 : 1);
