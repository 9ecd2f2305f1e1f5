import { useSyncExternalStore } from 'react';

/** Session storage key of the alerts dismissed in this browser session (ids, as JSON). */
export const DISMISSED_ALERTS_KEY = 'ridgeline.dismissedAlerts';

// Dismissals are few; a long-lived session keeps the latest ones.
const MAX_KEPT = 200;

const NONE: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedIds: ReadonlySet<number> = NONE;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_ALERTS_KEY);
  } catch {
    // storage disabled (private mode, sandboxed frame): dismissals last for this page only
    return cachedRaw;
  }
}

function parse(raw: string | null): ReadonlySet<number> {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    return new Set(value.filter((id): id is number => Number.isSafeInteger(id)));
  } catch {
    return NONE;
  }
}

/** The stored ids; the same set while the stored text is unchanged (a stable snapshot). */
function snapshot(): ReadonlySet<number> {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

/** Nothing is dismissed on the server and during hydration; the stored list follows. */
const serverSnapshot = () => NONE;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hides an alert for the rest of this browser session (every tab of the banner follows). */
export function dismissAlert(id: number): void {
  const ids = [...snapshot()].filter((kept) => kept !== id);
  ids.push(id);
  const raw = JSON.stringify(ids.slice(-MAX_KEPT));
  try {
    sessionStorage.setItem(DISMISSED_ALERTS_KEY, raw);
  } catch {
    // kept in memory below
  }
  cachedRaw = raw;
  cachedIds = parse(raw);
  for (const listener of listeners) listener();
}

/**
 * The alerts dismissed in this browser session (back-office spec section 2: dismissed locally
 * for the session). Session storage is the store: as with the compare selection
 * (features/just-listed/use-compare-selection.ts), the server render and the hydration pass
 * that takes it over see none, so their markup matches; the stored ids apply from then on.
 */
export function useDismissedAlerts(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
