import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app started as `npm start` would, driven in Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
