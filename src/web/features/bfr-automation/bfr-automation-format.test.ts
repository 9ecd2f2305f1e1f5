import { describe, expect, it } from 'vitest';
import { formatClockTime } from './bfr-automation-format';

describe('formatClockTime', () => {
  it("writes an ISO time as Arizona's HH:mm (UTC-7 all year)", () => {
    expect(formatClockTime('2026-11-25T21:05:00.000Z')).toBe('14:05');
    expect(formatClockTime('2026-07-01T07:30:00.000Z')).toBe('00:30');
  });

  it('is null for a time it cannot read', () => {
    expect(formatClockTime('soon')).toBeNull();
  });
});
