import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path and query of this site', () => {
    expect(safeReturnPath('/?city=Pine&page=2')).toBe('/?city=Pine&page=2');
    expect(safeReturnPath('/just-listed')).toBe('/just-listed');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\tevil',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBe('/');
    }
  });
});
