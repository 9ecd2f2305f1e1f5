import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableColors } from './readable-colors';

const ratio = (a: string, b: string) =>
  contrastRatio(parseHexColor(a) ?? [0, 0, 0], parseHexColor(b) ?? [0, 0, 0]);

describe('readableColors', () => {
  it('parses short, long and alpha hex colours', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#16A34A')).toEqual([22, 163, 74]);
    expect(parseHexColor('#16A34A80')).toEqual([22, 163, 74]);
    expect(parseHexColor('red')).toBeNull();
  });

  it('keeps colours that already read at 4.5:1', () => {
    expect(readableColors('#1E3A8A', '#FFFFFF')).toEqual({
      background: '#1e3a8a',
      text: '#ffffff',
    });
  });

  it('darkens a background that is too light for light text', () => {
    const { background, text } = readableColors('#16A34A', '#FFFFFF');
    expect(text).toBe('#ffffff');
    expect(ratio(background, text)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(background, '#16A34A')).toBeLessThan(2);
  });

  it('lightens a background that is too dark for dark text', () => {
    const { background, text } = readableColors('#6B7280', '#111827');
    expect(ratio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves values it cannot read alone', () => {
    expect(readableColors('var(--x)', '#fff')).toEqual({ background: 'var(--x)', text: '#fff' });
  });
});
