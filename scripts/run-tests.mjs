// `npm test`: unit + API integration tests (Vitest), then end-to-end journeys in Chromium.
// Without Chromium the e2e part is SKIPPED with the install command, except under CI=true,
// where a missing browser fails the run. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const e2eOnly = process.argv.includes('--e2e-only');
const isCi = process.env.CI === 'true';
const reportDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function runVitest(name, args) {
  const report = path.join(reportDir, `${name}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit', env: process.env },
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) {
      console.error(`${name}: no tests ran`);
      failed = true;
    }
  }
  if (result.status !== 0) {
    console.error(`${name} tests failed (exit ${result.status})`);
    failed = true;
  }
}

if (!e2eOnly) {
  console.log(
    `\n== Unit and integration tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'} ==`,
  );
  runVitest('unit', []);
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`\n== End-to-end tests in ${chromium} ==`);
  runVitest('e2e', ['--config', 'vitest.e2e.config.ts']);
} else if (isCi) {
  console.error(
    `\nE2E FAILED: Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  failed = true;
} else {
  console.log(
    `\nSKIPPED e2e tests: Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
