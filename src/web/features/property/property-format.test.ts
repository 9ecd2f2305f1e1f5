import { describe, expect, it } from 'vitest';
import {
  featureGroupLabel,
  formatDay,
  googleMapsSearchUrl,
  lotSizeText,
  orNotListed,
} from './property-format';

describe('property page display helpers', () => {
  it('reads feed days as days, other moments in Arizona time', () => {
    expect(formatDay('2026-10-12T00:00:00.000Z')).toBe('Oct 12, 2026');
    expect(formatDay('2026-10-12')).toBe('Oct 12, 2026');
    // 03:00 UTC is still the evening before in Arizona
    expect(formatDay('2026-10-12T03:00:00.000Z')).toBe('Oct 11, 2026');
    expect(formatDay('nonsense')).toBeNull();
    expect(formatDay(null)).toBeNull();
  });

  it('writes lot sizes, group names, maps links and missing values', () => {
    expect(lotSizeText(1.66, 72310)).toBe('1.66 acres (72,310 sq ft)');
    expect(lotSizeText(1, null)).toBe('1 acre');
    expect(lotSizeText(null, 7797)).toBe('7,797 sq ft');
    expect(lotSizeText(null, null)).toBe('Not Listed');
    expect(featureGroupLabel('PatioAndPorch')).toBe('Patio and Porch');
    expect(featureGroupLabel('HorseAmenities')).toBe('Horse Amenities');
    expect(googleMapsSearchUrl('12 Main St, Payson, AZ 85541')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Payson%2C%20AZ%2085541',
    );
    expect(orNotListed(null)).toBe('Not Listed');
    expect(orNotListed('2**')).toBe('Not Listed');
    expect(orNotListed(4)).toBe('4');
  });
});
