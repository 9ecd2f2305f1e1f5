import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that makes our code log through console.error fails: such output means an
// unexpected error path ran. Tests that expect it mock console.error themselves.
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
