import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  idParam,
  INT4_MAX,
  intValue,
  text,
  wholeNumberParam,
} from './primitives';

describe('text', () => {
  it('trims, bounds the length and refuses U+0000 and unpaired surrogates', () => {
    const name = text({ max: 10 });
    expect(name.parse('  Alice  ')).toBe('Alice');
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
    for (const bad of ['Al\u0000ice', '\ud800', 'a\udfffb', '\udc00\ud800']) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    }
    // a surrogate pair is one real character
    expect(name.parse('Jo 😀')).toBe('Jo 😀');
  });

  it('keeps passwords as typed when asked not to trim', () => {
    expect(text({ trim: false }).parse(' secret ')).toBe(' secret ');
  });

  it('tells forbidden characters apart', () => {
    expect(hasForbiddenCharacters('Payson')).toBe(false);
    expect(hasForbiddenCharacters('Pay\u0000son')).toBe(true);
    expect(hasForbiddenCharacters('😀')).toBe(false);
    expect(hasForbiddenCharacters('😀'.slice(0, 1))).toBe(true);
  });
});

describe('whole numbers', () => {
  it('accepts the integer column range from query text only', () => {
    const n = wholeNumberParam('Must be a whole number');
    expect(n.parse('42')).toBe(42);
    expect(n.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of [
      String(INT4_MAX + 1),
      '3000000000',
      '-1',
      '1e308',
      'NaN',
      '1.5',
      '',
      '0x10',
    ]) {
      expect(n.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('ids are positive', () => {
    expect(idParam('Invalid id').safeParse('0').success).toBe(false);
    expect(idParam('Invalid id').parse('7')).toBe(7);
    expect(idParam('Invalid id').safeParse('99999999999').success).toBe(false);
  });

  it('bounds JSON numbers', () => {
    const n = intValue('Invalid');
    expect(n.parse(5)).toBe(5);
    for (const bad of [2 ** 31, -1, 1.5, 1e308, Number.NaN, Infinity]) {
      expect(n.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
