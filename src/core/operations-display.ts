import { formatArizonaMoment } from './date-time-format';
import { FRESHNESS_LIMITS, type FeedFreshness, type MlsFeedKind } from './mls-feed';

/**
 * How the operations view (/admin/operations) words and colours what GET /api/admin/health
 * reports: times in words, the feed's freshness, the feed source, lead destinations and alert
 * severities. Pure: the page maps each tone to its colours and always shows the words too.
 */

/** The colour family of a state; the words beside it carry the meaning on their own. */
export type DisplayTone = 'ok' | 'warning' | 'danger' | 'neutral';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A span of minutes in words, rounded down to its largest unit ('4 minutes', '1 hour', '3 days'). */
export function durationInWords(minutes: number): string {
  const whole = Math.floor(Math.abs(minutes));
  if (whole < 1) return 'less than a minute';
  if (whole < 60) return plural(whole, 'minute');
  const hours = Math.floor(whole / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** Minutes in the past in words: 'just now' under a minute, else '4 minutes ago'. */
export function minutesAgoInWords(minutes: number): string {
  return minutes < 1 ? 'just now' : `${durationInWords(minutes)} ago`;
}

/**
 * A moment relative to `now` in words: '4 minutes ago', 'just now', 'in 2 hours'. Both are ISO
 * times; the view passes the server's check time as `now`, so a wrong clock in the browser
 * changes nothing. Null when either cannot be read.
 */
export function relativeTime(at: string, now: string): string | null {
  const atMs = Date.parse(at);
  const nowMs = Date.parse(now);
  if (Number.isNaN(atMs) || Number.isNaN(nowMs)) return null;
  const minutes = (nowMs - atMs) / 60_000;
  if (minutes > -1) return minutesAgoInWords(minutes);
  return `in ${durationInWords(minutes)}`;
}

/** An ISO time as a date and time in Arizona ('Mar 2, 2026, 10:04 AM MST'); null if unreadable. */
export const formatMoment = formatArizonaMoment;

export type FreshnessDisplay = { label: string; description: string; tone: DisplayTone };

/** Each freshness state against the 5-minute goal, the 30-minute alert and the 12-hour IDX rule. */
export const FRESHNESS_DISPLAY: Record<FeedFreshness, FreshnessDisplay> = {
  fresh: {
    label: 'Fresh',
    description: `Synced within the ${FRESHNESS_LIMITS.goal}-minute goal.`,
    tone: 'ok',
  },
  late: {
    label: 'Late',
    description: `Over the ${FRESHNESS_LIMITS.goal}-minute goal.`,
    tone: 'warning',
  },
  stale: {
    label: 'Stale',
    description: `Over ${FRESHNESS_LIMITS.alert} minutes: an alert is raised.`,
    tone: 'danger',
  },
  'idx-breach': {
    label: 'IDX rule broken',
    description: `Over ${FRESHNESS_LIMITS.idx / 60} hours: the IDX rules are broken (listings must be refreshed at least every ${FRESHNESS_LIMITS.idx / 60} hours).`,
    tone: 'danger',
  },
  never: {
    label: 'Never synced',
    description: 'No sync has succeeded yet.',
    tone: 'danger',
  },
};

/** Where the listings come from, in words. */
export const FEED_SOURCE_LABELS: Record<MlsFeedKind, string> = {
  offline: 'Offline sample feed (built in, no MLS key)',
  environment: "MLS feed with the server's token (SPARK_ACCESS_TOKEN)",
  admin: "MLS feed with the admin panel's key",
};

const DESTINATION_NAMES: Record<string, string> = {
  followupboss: 'Follow Up Boss',
  'apps-script': 'Google Apps Script',
  'google-forms': 'Google Forms',
};

/** A lead destination's name ('followupboss' -> 'Follow Up Boss'); an unknown one as it is. */
export function destinationName(destination: string): string {
  return DESTINATION_NAMES[destination] ?? destination;
}

/** The overall state of the site in words. */
export const OVERALL_STATUS_DISPLAY: Record<
  'ok' | 'degraded',
  { label: string; tone: DisplayTone }
> = {
  ok: { label: 'All systems normal', tone: 'ok' },
  degraded: { label: 'Attention needed', tone: 'warning' },
};

const SEVERITY_TONES: Record<string, DisplayTone> = {
  critical: 'danger',
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

/** The tone of an alert's severity (critical, high, medium, low); an unknown one is neutral. */
export function alertSeverityTone(severity: string): DisplayTone {
  return SEVERITY_TONES[severity.toLowerCase()] ?? 'neutral';
}

/** A word with its first letter capitalised ('high' -> 'High'), for priorities and severities. */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
