import { describe, expect, it } from 'vitest';
import { formatArizonaMoment, formatDate, formatDateTime } from './date-time-format';

describe('formatDateTime', () => {
  it("writes 'MMM dd, yyyy HH:mm' in Arizona time (UTC-7 all year)", () => {
    expect(formatDateTime('2026-11-25T21:05:00.000Z')).toBe('Nov 25, 2026 14:05');
    // summer: Arizona keeps no daylight saving time
    expect(formatDateTime('2026-07-04T07:00:00Z')).toBe('Jul 04, 2026 00:00');
  });

  it('pads the day, the hour and the minute, on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T16:09:00Z')).toBe('Mar 05, 2026 09:09');
    expect(formatDateTime('2026-03-06T06:59:00Z')).toBe('Mar 05, 2026 23:59');
  });

  it('crosses the day and the year by the Arizona clock', () => {
    expect(formatDateTime('2027-01-01T03:30:00Z')).toBe('Dec 31, 2026 20:30');
  });

  it('is null for a time it cannot read', () => {
    expect(formatDateTime('not a date')).toBeNull();
    expect(formatDateTime('')).toBeNull();
  });
});

describe('formatDate', () => {
  it("writes the Arizona day as 'MMM dd, yyyy'", () => {
    expect(formatDate('2026-11-25T21:05:00.000Z')).toBe('Nov 25, 2026');
    expect(formatDate('2027-01-01T03:30:00Z')).toBe('Dec 31, 2026');
  });

  it('keeps a bare day (a close date) as it is written', () => {
    expect(formatDate('2026-02-03')).toBe('Feb 03, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('is null for a time it cannot read', () => {
    expect(formatDate('soon')).toBeNull();
  });
});

describe('staff moments (issue 41)', () => {
  it('are Arizona time with its zone, winter and summer alike (no daylight saving time)', () => {
    expect(formatArizonaMoment('2026-03-02T16:00:00.000Z')).toBe('Mar 2, 2026, 9:00 AM MST');
    expect(formatArizonaMoment('2026-07-02T20:28:00.000Z')).toBe('Jul 2, 2026, 1:28 PM MST');
    expect(formatArizonaMoment('soon')).toBeNull();
  });
});
