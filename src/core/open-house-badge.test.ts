import { describe, expect, it } from 'vitest';
import { OPEN_HOUSE_BADGE, openHouseBadgeText } from './open-house-badge';

describe('openHouseBadgeText', () => {
  it("writes the open house's Arizona day as 'OPEN HOUSE Sat 11/28'", () => {
    // 10 am in Arizona (UTC-7 all year)
    expect(openHouseBadgeText('2026-11-28T17:00:00.000Z')).toBe(`${OPEN_HOUSE_BADGE} Sat 11/28`);
    // 6 pm on Sunday in Arizona is already Monday in UTC
    expect(openHouseBadgeText('2026-11-30T01:00:00.000Z')).toBe('OPEN HOUSE Sun 11/29');
    // summer: no daylight saving time
    expect(openHouseBadgeText('2026-07-04T16:00:00Z')).toBe('OPEN HOUSE Sat 7/4');
  });

  it('is null for a time it cannot read', () => {
    expect(openHouseBadgeText('soon')).toBeNull();
  });
});
