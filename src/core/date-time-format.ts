/**
 * Dates of CRM items as the back office writes them (back-office spec section 2: 'MMM dd, yyyy
 * HH:mm', e.g. 'Nov 25, 2026 14:05'). Times are Arizona's, like every other time the site shows
 * (the footer's last update, the operations view): Arizona keeps no daylight saving time, and
 * the server and the browser write the same text.
 */

const TIME_ZONE = 'America/Phoenix';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** A calendar day without a time ('2026-02-03', a deal's close date): that day, in any zone. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_ONLY_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
});

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(at: string, format: Intl.DateTimeFormat): Parts | null {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return null;
  const parts: Parts = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  return parts;
}

/** An ISO time as 'MMM dd, yyyy HH:mm' ('Nov 05, 2026 09:30'); null when it cannot be read. */
export function formatDateTime(at: string): string | null {
  const p = partsOf(at, DATE_TIME);
  return p ? `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}` : null;
}

/**
 * An ISO time's day as 'MMM dd, yyyy' ('Nov 05, 2026'), a bare day ('2026-02-03') as that day;
 * null when it cannot be read.
 */
export function formatDate(at: string): string | null {
  const p = partsOf(at, DAY_ONLY.test(at) ? DAY_ONLY_FORMAT : DATE_TIME);
  return p ? `${p.month} ${p.day}, ${p.year}` : null;
}

// Arizona keeps no daylight saving time: one zone name ('MST') all year
const MOMENT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * A moment as staff see it everywhere (issue 41: one screen said 1:28 PM where another said
 * 6:28 AM MST): Arizona time, with its zone ('Mar 2, 2026, 9:00 AM MST'); null if unreadable.
 */
export function formatArizonaMoment(at: string): string | null {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : MOMENT.format(ms);
}
