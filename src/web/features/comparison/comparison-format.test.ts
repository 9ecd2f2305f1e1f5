import { describe, expect, it } from 'vitest';
import {
  bedroomRangeText,
  differenceText,
  differenceTone,
  priceRangeText,
  reportDateText,
  squareFeetRangeText,
  syncTimeText,
} from './comparison-format';

describe('comparison texts', () => {
  it('writes ranges', () => {
    expect(priceRangeText({ min: 280_000, max: 520_000 })).toBe('$280,000 - $520,000');
    expect(bedroomRangeText({ min: 2, max: 4 })).toBe('2 - 4');
    expect(bedroomRangeText({ min: 0, max: 0 })).toBe('0');
    expect(squareFeetRangeText({ min: 1350, max: 2250 })).toBe('1,350 - 2,250 sq ft');
  });

  it('writes a difference in whole dollars with its percent', () => {
    expect(differenceText({ priceDifference: 5000, priceDifferencePercent: 1.3 })).toBe(
      '+$5,000 (+1.3%)',
    );
    expect(differenceText({ priceDifference: -70_000, priceDifferencePercent: -17.5 })).toBe(
      '-$70,000 (-17.5%)',
    );
    expect(differenceText({ priceDifference: 0, priceDifferencePercent: 0 })).toBe('$0 (0.0%)');
    expect(differenceText({ priceDifference: null, priceDifferencePercent: null })).toBeNull();
    expect(differenceTone(5)).toBe('higher');
    expect(differenceTone(-5)).toBe('lower');
    expect(differenceTone(0)).toBe('same');
  });

  it("writes times in Arizona time, whatever the machine's zone", () => {
    expect(syncTimeText('2026-11-22T17:05:00.000Z')).toBe('Nov 22, 2026, 10:05 AM');
    expect(reportDateText(new Date('2026-11-23T05:00:00Z'))).toBe('November 22, 2026');
  });
});
