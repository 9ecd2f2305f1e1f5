/**
 * The admin alert banner's order and cut (back-office spec sections 2 and 9): critical, then
 * high, then medium, then any other severity; at most three shown, the rest counted. Sorted here
 * rather than trusted from the server's reply, so the banner reads the same whatever order the
 * alerts arrive in.
 */

/** How many alerts the banner shows at once. */
export const MAX_BANNER_ALERTS = 3;

/** The severities in the banner's order; any other severity comes after them. */
export const ALERT_SEVERITY_ORDER = ['critical', 'high', 'medium'] as const;

/** The fields of an alert the order reads. */
export type OrderedAlert = { id: number; severity: string; timestamp: string };

/** 0 for critical, 1 for high, 2 for medium, 3 for anything else (case-insensitive). */
export function severityRank(severity: string): number {
  const rank = (ALERT_SEVERITY_ORDER as readonly string[]).indexOf(severity.trim().toLowerCase());
  return rank === -1 ? ALERT_SEVERITY_ORDER.length : rank;
}

/** Milliseconds of an ISO timestamp; an unreadable one counts as the oldest. */
function timeOf(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * A copy of `alerts` ordered critical, high, medium, other; within one severity the newest
 * first, then the highest id (the last raised) first.
 */
export function sortAlerts<T extends OrderedAlert>(alerts: readonly T[]): T[] {
  return [...alerts].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      timeOf(b.timestamp) - timeOf(a.timestamp) ||
      b.id - a.id,
  );
}

/**
 * What the banner shows: the alerts not dismissed, in order, at most `max` of them, and how
 * many others remain (the '{n} additional alerts not shown' line).
 */
export function bannerAlerts<T extends OrderedAlert>(
  alerts: readonly T[],
  dismissed: ReadonlySet<number> = new Set(),
  max: number = MAX_BANNER_ALERTS,
): { shown: T[]; notShown: number } {
  const open = sortAlerts(alerts.filter((alert) => !dismissed.has(alert.id)));
  const shown = open.slice(0, Math.max(0, max));
  return { shown, notShown: open.length - shown.length };
}
