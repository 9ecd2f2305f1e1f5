import { useEffect, useRef } from 'react';

/** Session storage key of the list's scroll position (visitor spec section 2). */
export const LIST_SCROLL_KEY = 'propertyListScrollPosition';

/** Images and late rows move the page while it settles, so the restore is repeated. */
export const SCROLL_RESTORE_DELAYS_MS = [0, 100, 300, 500, 1000] as const;

/** Remembers where the visitor was in the list before opening a property. */
export function saveListScrollPosition(): void {
  try {
    sessionStorage.setItem(LIST_SCROLL_KEY, String(Math.round(window.scrollY)));
  } catch {
    // storage can be disabled (private mode); the visitor only loses the scroll position
  }
}

function readSavedPosition(): number | null {
  try {
    const saved = sessionStorage.getItem(LIST_SCROLL_KEY);
    const position = saved === null ? NaN : Number(saved);
    return Number.isFinite(position) && position >= 0 ? position : null;
  } catch {
    return null;
  }
}

/**
 * Once the list has loaded (`ready`), scrolls back to the saved position at each retry delay,
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
          } catch {
            // nothing to forget when storage is unavailable
          }
        }
      }, delay),
    );
  }, [ready]);
}
