// `npm test`: unit + API integration tests (Vitest), then end-to-end journeys in Chromium.
// Without Chromium the e2e part is SKIPPED with the install command, except under CI=true,
// where a missing browser fails the run. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
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

/**
 * TESTS_BESIDE_E2E (used by .ci/run): a shell command run while the journeys run. They keep
 * about a third of a 2-core machine busy (they wait on the browser and the server), so CI
 * runs its second engine's database tests in that time. Built first, so the command does not
 * compete with the build; its output is printed after the journeys, and its failure fails
 * the run.
 */
function startBesideE2e(command) {
  if (!command) return null;
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('npm run build failed');
      process.exit(1);
    }
    process.env.E2E_SKIP_BUILD = '1';
  }
  const logPath = path.join(reportDir, 'beside-e2e.log');
  const log = openSync(logPath, 'w');
  console.log(`running beside the journeys (output after them): ${command}`);
  const child = spawn(command, { shell: true, stdio: ['ignore', log, log], env: process.env });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    async finish() {
      const status = await exited;
      console.log(`\n== Beside the journeys: ${command} ==`);
      console.log(readFileSync(logPath, 'utf8'));
      if (status !== 0) {
        console.error(`beside the journeys: failed (exit ${status})`);
        failed = true;
      }
    },
  };
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
  const beside = startBesideE2e(process.env.TESTS_BESIDE_E2E);
  runVitest('e2e', ['--config', 'vitest.e2e.config.ts']);
  if (beside) await beside.finish();
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
