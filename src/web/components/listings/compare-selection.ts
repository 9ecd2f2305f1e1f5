import { useCallback, useState, useSyncExternalStore } from 'react';
import { MAX_COMPARE, toggleCompareSelection } from '../../../core/compare-listings';

/**
 * Session storage key of the listings picked for comparison on Just Listed (kept when going to
 * /compare and back); the showing planner offers the same selection as stops.
 */
export const COMPARE_SELECTION_KEY = 'justListedCompareSelection';

const NONE: readonly number[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedIds: readonly number[] = NONE;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(COMPARE_SELECTION_KEY);
  } catch {
    // storage disabled (private mode, sandboxed frame): the selection lives for the page only
    return cachedRaw;
  }
}

function parse(raw: string | null): readonly number[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_COMPARE);
  } catch {
    return NONE;
  }
}

/** The stored selection; the same array while the stored text is unchanged (a stable snapshot). */
function snapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function write(ids: readonly number[]) {
  const raw = ids.length > 0 ? JSON.stringify(ids) : null;
  try {
    if (raw) sessionStorage.setItem(COMPARE_SELECTION_KEY, raw);
    else sessionStorage.removeItem(COMPARE_SELECTION_KEY);
  } catch {
    // kept in memory below
  }
  cachedRaw = raw;
  cachedIds = ids.length > 0 ? ids : NONE;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing is selected on the server and during hydration; the stored choice follows. */
const serverSnapshot = () => NONE;

/**
 * The listings picked for comparison (2 to 4, in the order picked), kept in session storage.
 * `refused` is set when a fifth was refused, until the selection next changes.
 */
export function useCompareSelection() {
  const selected = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const [refused, setRefused] = useState(false);

  const toggle = useCallback((id: number, checked: boolean) => {
    const change = toggleCompareSelection(snapshot(), id, checked);
    setRefused(change.refused);
    if (!change.refused) write(change.selected);
  }, []);

  const clear = useCallback(() => {
    setRefused(false);
    write(NONE);
  }, []);

  return { selected, refused, toggle, clear };
}
