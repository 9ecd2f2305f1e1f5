import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Undoes what a test did to the browser the tests of a file share (for afterEach): the rendered
 * tree, spies, stubbed globals (fetch), fake timers, local and session storage and the address.
 */
export function resetBrowser(): void {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
}
