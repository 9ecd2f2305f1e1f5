import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app started as `npm start` would, driven in Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a server and a browser sharing two
    // busy cores (a retry seen in the table 1.2 s later failed CI).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
