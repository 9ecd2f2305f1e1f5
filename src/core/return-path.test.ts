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

const SITE = 'https://ridgeline.invalid';

/**
 * A path a browser keeps on this site: it starts with one '/' not followed by '/' or '\\',
 * resolves against the site to the site's origin, and reads back the same when the browser
 * parses the resolved address again (no second normalisation can move it).
 */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path[1] === '/' || path[1] === '\\') return false;
  const resolved = new URL(path, SITE);
  return resolved.origin === SITE && new URL(resolved.href).origin === SITE;
}

/** Open-redirect forms (issue 39), plain and encoded: each must stay on the site. */
const OPEN_REDIRECTS = [
  // dot segments that the URL parser folds into '//host'
  '/.//evil.example/x',
  '/./evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/././/evil.example',
  '/.././/evil.example',
  // ... spelled with percent-encoding, either case, partly, or twice
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e.//evil.example',
  '/%2e./%2f/evil.example',
  '/%2e%2e%2f%2fevil.example',
  '/%252e//evil.example',
  '/%252e%252e//evil.example',
  '/%252e%252e%252f%252fevil.example',
  '/%25252e%25252e//evil.example',
  // backslashes, raw and encoded
  '/./\\evil.example',
  '/.\\/evil.example',
  '/..\\\\evil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '/%2e/%5c/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '\\\\/evil.example',
  // encoded slashes
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%2f/evil.example',
  // protocol-relative and absolute addresses
  '//evil.example',
  '///evil.example',
  '////evil.example/a',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'evil.example',
  // userinfo tricks
  '//evil.example@ridgeline.invalid',
  '//ridgeline.invalid@evil.example',
  '/@evil.example',
  'https://ridgeline.invalid@evil.example/',
  // script and data URLs
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // tabs, line breaks, NUL and other controls inside, raw and encoded
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '/.\t/\tevil.example',
  '/\u0000//evil.example',
  '/\u000b/evil.example',
  '/\u007f/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00//evil.example',
  // whitespace before
  ' //evil.example',
  '\t//evil.example',
  '\n/evil.example',
  '\u00a0//evil.example',
  '\ufeff//evil.example',
  '/ /evil.example',
  // look-alike slashes and dots
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\u2044\u2044evil.example',
  '/\uff3c\uff3cevil.example',
  '/.\u3002/evil.example',
  '/\uff0e//evil.example',
  '/%e2%88%95%e2%88%95evil.example',
  '/%ef%bc%8f%ef%bc%8fevil.example',
  // hostile forms carrying a query or a fragment
  '/x/%2e%2e/%2e%2e//evil.example?return=//evil',
  '/.//evil.example#//also',
  '/..//evil.example?x=1#y',
];

/** Paths of this site that must come back unchanged. */
const ORDINARY_PATHS = [
  '/?city=Pine&page=2',
  '/property/12?return=%2F',
  '/homes-for-sale/payson#map',
  '/just-listed',
  '/compare?ids=1,2,3',
  '/property/12?return=%2F%3Fcity%3DPine',
];

describe('safeReturnPath against open redirects (issue 39)', () => {
  it('has a corpus of at least 40 forms', () => {
    expect(OPEN_REDIRECTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(OPEN_REDIRECTS).size).toBe(OPEN_REDIRECTS.length);
  });

  it.each(OPEN_REDIRECTS)('keeps %j on the site', (hostile) => {
    const path = safeReturnPath(hostile);
    // home, or a path of this site: one '/' not followed by '/' or '\\' ...
    expect(path === '/' || isSameSitePath(path), path).toBe(true);
    expect(path.startsWith('/'), path).toBe(true);
    expect(path[1] === '/' || path[1] === '\\', path).toBe(false);
    // ... that a browser resolves on this site
    expect(new URL(path, SITE).origin, path).toBe(SITE);
    expect(isSameSitePath(path), path).toBe(true);
    // with nothing a browser would strip or rewrite
    expect(
      [...path].some((c) => c === '\\' || c < ' ' || c === '\u007f'),
      path,
    ).toBe(false);
  });

  it('sends dot-segment forms home rather than to a look-alike path', () => {
    for (const hostile of [
      '/.//evil.example/x',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBe('/');
    }
  });

  it.each(ORDINARY_PATHS)('keeps %j as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([...OPEN_REDIRECTS, ...ORDINARY_PATHS])('is idempotent for %j', (value) => {
    const once = safeReturnPath(value);
    expect(safeReturnPath(once)).toBe(once);
  });

  it('gives /auth a way back that stays on the site', () => {
    for (const hostile of OPEN_REDIRECTS) {
      const href = loginHref(hostile);
      expect(isSameSitePath(href), hostile).toBe(true);
      const back = new URL(href, SITE).searchParams.get('return') ?? '/';
      expect(back === '/' || isSameSitePath(back), hostile).toBe(true);
      expect(safeReturnPath(back), hostile).toBe(back);
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
