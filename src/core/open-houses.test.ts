import { describe, expect, it } from 'vitest';
import {
  arizonaClock,
  arizonaInstant,
  openHouseWeekend,
  openHouseWhen,
  overlaps,
} from './open-houses';

/** An Arizona wall-clock time as an instant ('2026-11-28T10:00' is 17:00Z). */
const az = (local: string) => new Date(`${local}:00-07:00`);

describe('Arizona time', () => {
  it('is UTC-7 all year, summer included (no daylight saving time)', () => {
    expect(arizonaInstant(2026, 11, 28, 10, 0).toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(arizonaInstant(2026, 7, 4, 10, 0).toISOString()).toBe('2026-07-04T17:00:00.000Z');
    expect(arizonaClock(new Date('2027-01-01T03:30:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 20,
      minute: 30,
      weekday: 4,
    });
  });

  it('rolls days past the end of a month over', () => {
    expect(arizonaInstant(2026, 11, 33).toISOString()).toBe('2026-12-03T07:00:00.000Z');
  });
});

describe('openHouseWeekend', () => {
  const weekend = { start: az('2026-11-28T00:00'), end: az('2026-11-30T00:00') };

  it('on a weekday is the coming Saturday 00:00 to Monday 00:00, Arizona time', () => {
    // Wednesday 25 November 2026, and Monday morning
    expect(openHouseWeekend(az('2026-11-25T09:15'))).toEqual(weekend);
    expect(openHouseWeekend(az('2026-11-23T00:00'))).toEqual(weekend);
    // Friday one second before midnight
    expect(openHouseWeekend(new Date(az('2026-11-28T00:00').getTime() - 1000))).toEqual(weekend);
  });

  it('during the weekend starts now, so ended open houses no longer count', () => {
    expect(openHouseWeekend(az('2026-11-28T00:00'))).toEqual(weekend);
    expect(openHouseWeekend(az('2026-11-28T11:30'))).toEqual({
      start: az('2026-11-28T11:30'),
      end: weekend.end,
    });
    expect(openHouseWeekend(az('2026-11-29T23:59'))).toEqual({
      start: az('2026-11-29T23:59'),
      end: weekend.end,
    });
  });

  it('uses the Arizona day, not the UTC one (Friday evening in Arizona is Saturday in UTC)', () => {
    // 2026-11-27T20:00-07:00 is Saturday 03:00 UTC
    expect(openHouseWeekend(az('2026-11-27T20:00'))).toEqual(weekend);
    // Sunday evening in Arizona is Monday in UTC: still this weekend
    expect(openHouseWeekend(az('2026-11-29T18:00')).end).toEqual(weekend.end);
  });

  it('crosses months and years', () => {
    expect(openHouseWeekend(az('2026-12-31T12:00'))).toEqual({
      start: az('2027-01-02T00:00'),
      end: az('2027-01-04T00:00'),
    });
  });

  it('holds open houses that overlap it', () => {
    const now = az('2026-11-28T11:30');
    const window = openHouseWeekend(now);
    const at = (from: string, to: string) => ({ startsAt: az(from), endsAt: az(to) });
    expect(overlaps(at('2026-11-28T10:00', '2026-11-28T13:00'), window)).toBe(true);
    expect(overlaps(at('2026-11-29T12:00', '2026-11-29T15:00'), window)).toBe(true);
    // ended this morning, next weekend, last Friday evening
    expect(overlaps(at('2026-11-28T09:00', '2026-11-28T11:00'), window)).toBe(false);
    expect(overlaps(at('2026-12-05T10:00', '2026-12-05T13:00'), window)).toBe(false);
    expect(overlaps(at('2026-11-27T17:00', '2026-11-27T19:00'), window)).toBe(false);
  });
});

describe('openHouseWhen', () => {
  it('writes the day and the times in Arizona time', () => {
    expect(openHouseWhen('2026-11-28T17:00:00.000Z', '2026-11-28T20:00:00.000Z')).toBe(
      'Saturday, November 28 · 10:00 AM – 1:00 PM',
    );
    expect(openHouseWhen(az('2026-12-02T17:30'), az('2026-12-02T19:00'))).toBe(
      'Wednesday, December 2 · 5:30 PM – 7:00 PM',
    );
  });

  it('writes noon and midnight on the 12-hour clock', () => {
    expect(openHouseWhen(az('2026-11-29T12:00'), az('2026-11-29T15:00'))).toBe(
      'Sunday, November 29 · 12:00 PM – 3:00 PM',
    );
    expect(openHouseWhen(az('2026-11-29T00:00'), az('2026-11-29T00:45'))).toBe(
      'Sunday, November 29 · 12:00 AM – 12:45 AM',
    );
  });

  it('names the end day when the open house ends on another day', () => {
    expect(openHouseWhen(az('2026-11-28T22:00'), az('2026-11-29T01:00'))).toBe(
      'Saturday, November 28 · 10:00 PM – Sunday, November 29 · 1:00 AM',
    );
  });

  it('is null for times it cannot read', () => {
    expect(openHouseWhen('soon', '2026-11-28T20:00:00.000Z')).toBeNull();
  });
});
