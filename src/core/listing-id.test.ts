import { describe, expect, it } from 'vitest';
import { isListingId, MAX_LISTING_ID, parseListingId } from './listing-id';

describe('parseListingId', () => {
  it('reads a positive integer written plainly', () => {
    expect(parseListingId('42')).toBe(42);
    expect(parseListingId('1')).toBe(1);
    expect(parseListingId(String(MAX_LISTING_ID))).toBe(MAX_LISTING_ID);
  });

  it('refuses anything else: words, signs, zeros, fractions, spaces and ids out of range', () => {
    for (const text of [
      '',
      'abc',
      '12abc',
      '0',
      '007',
      '-3',
      '+1',
      '1.5',
      '1e3',
      ' 42',
      '42 ',
      '2147483648',
    ]) {
      expect(parseListingId(text), text).toBeNull();
      expect(isListingId(text), text).toBe(false);
    }
    expect(parseListingId(null)).toBeNull();
    expect(parseListingId(undefined)).toBeNull();
    expect(parseListingId('99999999999')).toBeNull();
  });
});
