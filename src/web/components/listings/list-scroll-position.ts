import { useEffect, useRef } from 'react';

/** Session storage key of the list's scroll position (visitor spec section 2). */
export const LIST_SCROLL_KEY = 'propertyListScrollPosition';

/** Images and late rows move the page while it settles, so the restore is repeated. */
export const SCROLL_RESTORE_DELAYS_MS = [0, 100, 300, 500, 1000] as const;

/**
 * Which list the position is of (its address): another list (Just Listed after the home page's
 * results) does not jump to it, maybe under a visitor already moving down it by keyboard.
 */
export const LIST_SCROLL_ADDRESS_KEY = 'propertyListScrollAddress';

const here = () => window.location.pathname + window.location.search;

/** Remembers where the visitor was in the list before opening a property. */
export function saveListScrollPosition(): void {
  try {
    sessionStorage.setItem(LIST_SCROLL_KEY, String(Math.round(window.scrollY)));
    sessionStorage.setItem(LIST_SCROLL_ADDRESS_KEY, here());
  } catch {
    // storage can be disabled (private mode); the visitor only loses the scroll position
  }
}

/** The position saved on this list (one saved without its address counts for any list). */
function readSavedPosition(): number | null {
  try {
    const address = sessionStorage.getItem(LIST_SCROLL_ADDRESS_KEY);
    if (address !== null && address !== here()) return null;
    const saved = sessionStorage.getItem(LIST_SCROLL_KEY);
    const position = saved === null ? NaN : Number(saved);
    return Number.isFinite(position) && position >= 0 ? position : null;
  } catch {
    return null;
  }
}

/**
 * Once the list has loaded (`ready`), scrolls back to the position saved on it at each retry delay,
 * then forgets it so a later visit starts at the top. The retries run to the end even if
 * `ready` flips back while the list settles (coming Back, the cached list shows first and
 * is then refetched); they stop only when the list unmounts.
 */
export function useRestoreListScrollPosition(ready: boolean): void {
  const started = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (!ready || started.current) return;
    const position = readSavedPosition();
    if (position === null) return;
    started.current = true;
    const last = SCROLL_RESTORE_DELAYS_MS.length - 1;
    timers.current = SCROLL_RESTORE_DELAYS_MS.map((delay, index) =>
      setTimeout(() => {
        window.scrollTo(0, position);
        if (index === last) {
          try {
            sessionStorage.removeItem(LIST_SCROLL_KEY);
            sessionStorage.removeItem(LIST_SCROLL_ADDRESS_KEY);
          } catch {
            // nothing to forget when storage is unavailable
          }
        }
      }, delay),
    );
  }, [ready]);
}
