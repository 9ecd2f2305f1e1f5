import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      // the server and the web app together (the server renderer)
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: [
      'tests/setup/fail-on-console-error.ts',
      'tests/setup/dom-polyfills.ts',
      'tests/setup/testing-library.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default, too soon on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // Each file gets its own database; two at a time suits the 2-core machine.
    maxWorkers: 2,
  },
});
