import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The browser components' tests (jsdom) share one module registry per worker (`isolate:
 * false`): loading React, Radix and the app's modules again for each of their ~50 files was
 * most of their run time. They may rely on nothing another file leaves behind:
 * `web/testing/reset-browser.ts` undoes what a test did to the browser (storage, address,
 * stubs, timers). Files that replace a module with `vi.mock` need a registry of their own.
 */
const MOCKING_COMPONENT_TESTS = [
  'src/web/app/admin-alerts.visitor.test.tsx',
  'src/web/features/admin/components/advanced-tab.test.tsx',
];

const shared = {
  setupFiles: [
    'tests/setup/fail-on-console-error.ts',
    'tests/setup/dom-polyfills.ts',
    'tests/setup/testing-library.ts',
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll gives up after 1 s by default, too soon on a loaded 2-core machine.
  expect: { poll: { timeout: 10_000, interval: 50 } },
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    // Each file gets its own database; two at a time suits the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'browser-components',
          include: ['src/web/**/*.test.tsx'],
          exclude: ['src/web/**/*.server.test.tsx', ...MOCKING_COMPONENT_TESTS],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'default',
          include: [
            'src/**/*.test.ts',
            'src/web/**/*.server.test.tsx',
            ...MOCKING_COMPONENT_TESTS,
            'scripts/**/*.test.ts',
            // the server and the web app together (the server renderer)
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
