import { formatDateTime } from '../../../core/date-time-format';

/**
 * An ISO time's clock time as 'HH:mm' (Arizona's, like every time the site shows: the time of
 * core/date-time-format.ts), null when it cannot be read.
 */
export function formatClockTime(at: string): string | null {
  return formatDateTime(at)?.slice(-5) ?? null;
}
