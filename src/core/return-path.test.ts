import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path and query of this site', () => {
    expect(safeReturnPath('/?city=Pine&page=2')).toBe('/?city=Pine&page=2');
    expect(safeReturnPath('/just-listed')).toBe('/just-listed');
    expect(safeReturnPath('/property/12?return=%2F%3Fcity%3DPine')).toBe(
      '/property/12?return=%2F%3Fcity%3DPine',
    );
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

describe('loginHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginHref('/property/12?return=%2F%3Fcity%3DPine')).toBe(
      '/auth?return=%2Fproperty%2F12%3Freturn%3D%252F%253Fcity%253DPine',
    );
    expect(loginHref('/favorites')).toBe('/auth?return=%2Ffavorites');
  });

  it('is plain /auth for the home page or a path that is not ours', () => {
    expect(loginHref('/')).toBe('/auth');
    expect(loginHref('https://evil.example/')).toBe('/auth');
  });
});
