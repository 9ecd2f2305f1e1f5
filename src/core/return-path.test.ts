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

/** Where a browser takes a link to `path` on this site: it must stay here. */
function staysOnSite(path: string): boolean {
  const base = 'https://ridgeline.invalid';
  return (
    path.startsWith('/') &&
    path[1] !== '/' &&
    path[1] !== '\\' &&
    new URL(path, base).origin === base &&
    // a path the browser reads back the same (no second normalisation can move it)
    new URL(new URL(path, base).href).origin === base
  );
}

/** Open-redirect forms (issue 39), plain and encoded: each must stay on the site. */
const OPEN_REDIRECTS = [
  '/.//evil.example/x',
  '/./evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e./%2f/evil.example',
  '/%252e//evil.example',
  '/%252e%252e//evil.example',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/a',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@ridgeline.invalid',
  '/@evil.example',
  'evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/.\u3002/evil.example',
  '/%e2%88%95%e2%88%95evil.example',
  '/x/%2e%2e/%2e%2e//evil.example?return=//evil',
  '/.//evil.example#//also',
];

describe('safeReturnPath against open redirects (issue 39)', () => {
  it('has a corpus of at least 40 forms', () => {
    expect(OPEN_REDIRECTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECTS)('keeps %j on the site', (hostile) => {
    const path = safeReturnPath(hostile);
    expect(staysOnSite(path), path).toBe(true);
    expect(new URL(path, 'https://ridgeline.invalid').host).toBe('ridgeline.invalid');
    // once made safe it stays the same
    expect(safeReturnPath(path)).toBe(path);
  });

  it('sends dot-segment forms home rather than to a look-alike path', () => {
    for (const hostile of ['/.//evil.example/x', '/..//evil.example', '/%2e//evil.example']) {
      expect(safeReturnPath(hostile)).toBe('/');
    }
  });

  it('keeps ordinary paths as they are', () => {
    for (const path of [
      '/?city=Pine&page=2',
      '/property/12?return=%2F',
      '/homes-for-sale/payson#map',
      '/just-listed',
      '/compare?ids=1,2,3',
    ]) {
      expect(safeReturnPath(path)).toBe(path);
      expect(staysOnSite(path)).toBe(true);
    }
  });

  it('gives /auth a way back that stays on the site', () => {
    for (const hostile of OPEN_REDIRECTS) {
      const href = loginHref(hostile);
      const back = new URL(href, 'https://ridgeline.invalid').searchParams.get('return') ?? '/';
      expect(staysOnSite(back), hostile).toBe(true);
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
