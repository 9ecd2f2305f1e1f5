/**
 * Which map marker the keyboard goes to next (issue 45): the marker layer is one tab stop, and
 * the arrow keys move within it. Pure: it works on the markers' places on the screen.
 */

/** A marker where the map draws it, in the map's pixels (y grows downwards). */
export type ScreenMarker = { key: string; x: number; y: number };

/** Markers whose places differ by less than this many pixels down the screen share a row. */
const ROW_HEIGHT = 40;

/**
 * The markers as one reads the map: rows from the top down, each from left to right. A row
 * starts at its highest marker and takes every marker within ROW_HEIGHT below it.
 */
export function readingOrder<T extends ScreenMarker>(markers: readonly T[]): T[] {
  const byHeight = [...markers].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: T[][] = [];
  for (const marker of byHeight) {
    const row = rows.at(-1);
    if (row && marker.y - row[0]!.y < ROW_HEIGHT) row.push(marker);
    else rows.push([marker]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/** The keys that move between markers. */
export const MARKER_MOVE_KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'];

/**
 * The marker `key` moves to from `from`, or null to stay: Right and Left are the next and
 * previous in reading order (so every marker is reached by Right alone), Down and Up the
 * nearest marker below or above (a sideways step counts double), Home and End the first and
 * last in reading order.
 */
export function markerToFocus(
  markers: readonly ScreenMarker[],
  from: string,
  key: string,
): string | null {
  const order = readingOrder(markers);
  if (order.length === 0) return null;
  if (key === 'Home') return order[0]!.key;
  if (key === 'End') return order.at(-1)!.key;
  const at = order.findIndex((m) => m.key === from);
  if (at === -1) return order[0]!.key;
  if (key === 'ArrowRight') return order[at + 1]?.key ?? null;
  if (key === 'ArrowLeft') return at > 0 ? order[at - 1]!.key : null;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const here = order[at]!;
  const down = key === 'ArrowDown';
  let best: { key: string; cost: number } | null = null;
  for (const m of order) {
    const dy = down ? m.y - here.y : here.y - m.y;
    // only markers clearly below (or above): one on the same row is Right's or Left's
    if (m === here || dy < ROW_HEIGHT / 2) continue;
    const cost = dy + 2 * Math.abs(m.x - here.x);
    if (!best || cost < best.cost) best = { key: m.key, cost };
  }
  return best?.key ?? null;
}

/** The marker nearest a place on the screen (where a cluster was, after zooming into it). */
export function nearestMarker<T extends ScreenMarker>(
  markers: readonly T[],
  x: number,
  y: number,
): T | null {
  let best: T | null = null;
  let distance = Infinity;
  for (const m of markers) {
    const d = Math.hypot(m.x - x, m.y - y);
    if (d < distance) [best, distance] = [m, d];
  }
  return best;
}
