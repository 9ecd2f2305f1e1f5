/**
 * Development test mode (visitor spec section 4): a local flag that makes every API call carry
 * `x-test-mode: on`. Only a server running in development honours the header.
 */
const TEST_MODE_KEY = 'ridgeline:testMode';
const TEST_MODE_SWITCH_DELAY_MS = 1000;

export const TEST_MODE_HEADER = 'x-test-mode';

// Storage can be missing (Node tests) or throw (blocked cookies in some browsers).
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isTestModeEnabled(): boolean {
  try {
    return storage()?.getItem(TEST_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stores the flag, then reloads so every query runs again with the header. */
export function enableTestMode(): void {
  storage()?.setItem(TEST_MODE_KEY, 'true');
  setTimeout(() => window.location.reload(), TEST_MODE_SWITCH_DELAY_MS);
}

/** Removes the flag, then goes to the login page. */
export function disableTestMode(): void {
  storage()?.removeItem(TEST_MODE_KEY);
  setTimeout(() => window.location.assign('/auth'), TEST_MODE_SWITCH_DELAY_MS);
}
