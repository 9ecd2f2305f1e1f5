import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatDigits,
  formatUsd,
  formatUsdCompact,
  formatWholeNumber,
  groupAmountText,
  groupThousands,
} from './number-format';

describe('digits of an entry', () => {
  it('keeps only the digits', () => {
    expect(digitsOnly('$1,234abc5')).toBe('12345');
    expect(digitsOnly('12.5')).toBe('125');
    expect(digitsOnly('none')).toBe('');
  });

  it('groups thousands of a run of digits as it is', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('0012345')).toBe('0,012,345');
    expect(groupThousands('')).toBe('');
  });

  it('shows an entry as digits with separators, without leading zeros', () => {
    expect(formatDigits('650000')).toBe('650,000');
    expect(formatDigits('$1,2a34')).toBe('1,234');
    expect(formatDigits('007')).toBe('7');
    expect(formatDigits('000')).toBe('0');
    expect(formatDigits('')).toBe('');
  });
});

describe('numbers and money', () => {
  it('writes whole numbers with separators', () => {
    expect(formatWholeNumber(2_147_483_647)).toBe('2,147,483,647');
    expect(formatWholeNumber(1849.6)).toBe('1,850');
    expect(formatWholeNumber(0)).toBe('0');
  });

  it('writes dollars whole, or with cents when asked', () => {
    expect(formatUsd(650_000)).toBe('$650,000');
    expect(formatUsd(425_999.5)).toBe('$426,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1896.2, { cents: true })).toBe('$1,896.20');
  });
});

describe('compact dollars (a contact budget)', () => {
  it('writes whole dollars below a million', () => {
    expect(formatUsdCompact(450_000)).toBe('$450,000');
    expect(formatUsdCompact(999_999.4)).toBe('$999,999');
    expect(formatUsdCompact(1234.56)).toBe('$1,235');
    expect(formatUsdCompact(0)).toBe('$0');
  });

  it('writes a million and more compact, with at most one decimal', () => {
    expect(formatUsdCompact(1_000_000)).toBe('$1M');
    expect(formatUsdCompact(999_999.6)).toBe('$1M');
    expect(formatUsdCompact(1_250_000)).toBe('$1.3M');
    expect(formatUsdCompact(1_300_000)).toBe('$1.3M');
    expect(formatUsdCompact(12_500_000)).toBe('$12.5M');
    expect(formatUsdCompact(2_450_000_000)).toBe('$2.5B');
  });
});

describe('typed amounts with separators (issue 41)', () => {
  it.each([
    ['520000', '520,000'],
    ['520,000', '520,000'],
    ['52,0000', '520,000'],
    ['1234.5', '1,234.5'],
    ['1234.', '1,234.'],
    ['0075', '75'],
    ['0', '0'],
    ['', ''],
    ['12a', '12a'],
    ['-5', '-5'],
    ['1.2.3', '1.2.3'],
    ['$500', '$500'],
  ])('%s reads %s', (typed, shown) => {
    expect(groupAmountText(typed)).toBe(shown);
  });
});
