/**
 * The OPEN HOUSE badge of listing cards (issue 23): the day of the listing's next open house
 * that has not ended, in Arizona time like every time the site shows (Arizona keeps no
 * daylight saving time, so the server's and the browser's text are the same).
 */

export const OPEN_HOUSE_BADGE = 'OPEN HOUSE';

// Made once: a formatter per card would cost time over a page of cards.
const WEEKDAY_MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'America/Phoenix',
});

/** 'OPEN HOUSE Sat 11/28' for an open house starting then; null for a time it cannot read. */
export function openHouseBadgeText(startsAt: string): string | null {
  const ms = Date.parse(startsAt);
  if (Number.isNaN(ms)) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of WEEKDAY_MONTH_DAY.formatToParts(ms)) parts[part.type] = part.value;
  return `${OPEN_HOUSE_BADGE} ${parts.weekday} ${parts.month}/${parts.day}`;
}
