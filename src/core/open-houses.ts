/**
 * Rules of open houses (issue 23, docs/decisions/022-open-houses.md): Arizona wall-clock time,
 * the 'Open house this weekend' window of the search, and how an open house reads on the
 * property page. Arizona keeps no daylight saving time: its clock is UTC-7 all year, so the
 * arithmetic below is exact and the server and the browser write the same text (no Intl,
 * whose spacing before AM/PM differs between ICU versions).
 */

/** Arizona (America/Phoenix) is UTC-7 all year. */
export const ARIZONA_UTC_OFFSET_MINUTES = -7 * 60;

const OFFSET_MS = ARIZONA_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** An Arizona wall-clock moment: month 1-12, weekday 0 (Sunday) to 6 (Saturday). */
export type ArizonaClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

/** The Arizona wall clock at an instant. */
export function arizonaClock(at: Date): ArizonaClock {
  const local = new Date(at.getTime() + OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/**
 * The instant of an Arizona wall-clock time (month 1-12). Days past the month's end roll over,
 * as Date.UTC does ('day + 7' is a week later).
 */
export function arizonaInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS);
}

/**
 * The window of 'Open house this weekend': Saturday 00:00 to Monday 00:00 (Sunday 23:59:59
 * included) in Arizona time. On a weekday it is the coming weekend; during the weekend it
 * starts now, so an open house that has ended no longer counts. An open house is in the
 * window when it starts before `end` and ends after `start`.
 */
export function openHouseWeekend(now: Date): { start: Date; end: Date } {
  const today = arizonaClock(now);
  // Sunday belongs to the weekend that began yesterday
  const toSaturday = today.weekday === 0 ? -1 : 6 - today.weekday;
  const saturday = arizonaInstant(today.year, today.month, today.day + toSaturday);
  const end = new Date(saturday.getTime() + 2 * DAY_MS);
  const start = now.getTime() > saturday.getTime() ? now : saturday;
  return { start, end };
}

/** Whether an open house overlaps a window (the same test the search's SQL makes). */
export function overlaps(
  openHouse: { startsAt: string | Date; endsAt: string | Date },
  window: { start: Date; end: Date },
): boolean {
  return (
    new Date(openHouse.startsAt).getTime() < window.end.getTime() &&
    new Date(openHouse.endsAt).getTime() > window.start.getTime()
  );
}

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Saturday, November 28' */
function dayText(c: ArizonaClock): string {
  return `${WEEKDAYS[c.weekday]}, ${MONTHS[c.month - 1]} ${c.day}`;
}

/** '10:00 AM', '1:30 PM', '12:00 PM' (noon) */
function timeText(c: ArizonaClock): string {
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  return `${hour12}:${String(c.minute).padStart(2, '0')} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * When an open house is, in Arizona time: 'Saturday, November 28 · 10:00 AM – 1:00 PM' (one
 * ending on another day names that day too). Null when a time cannot be read.
 */
export function openHouseWhen(startsAt: string | Date, endsAt: string | Date): string | null {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const from = arizonaClock(start);
  const to = arizonaClock(end);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  return sameDay
    ? `${dayText(from)} · ${timeText(from)} – ${timeText(to)}`
    : `${dayText(from)} · ${timeText(from)} – ${dayText(to)} · ${timeText(to)}`;
}
