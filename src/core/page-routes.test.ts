import { describe, expect, it } from 'vitest';
import { isKnownPage } from './page-routes';

describe('isKnownPage', () => {
  it('knows the home page', () => {
    expect(isKnownPage('/')).toBe(true);
  });

  it('rejects unknown paths', () => {
    expect(isKnownPage('/some/unknown/path')).toBe(false);
    expect(isKnownPage('/propertiesx')).toBe(false);
    expect(isKnownPage('')).toBe(false);
  });
});
