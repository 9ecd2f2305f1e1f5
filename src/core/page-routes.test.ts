import { describe, expect, it } from 'vitest';
import { isKnownPage, pagePattern } from './page-routes';

describe('isKnownPage', () => {
  it('knows the home page', () => {
    expect(isKnownPage('/')).toBe(true);
  });

  it('knows a property page by any id (the page itself answers Property Not Found)', () => {
    expect(isKnownPage('/property/42')).toBe(true);
    expect(isKnownPage('/property/42/')).toBe(true);
    expect(isKnownPage('/property/not-a-number')).toBe(true);
    expect(isKnownPage('/property')).toBe(false);
    expect(isKnownPage('/property/')).toBe(false);
    expect(isKnownPage('/property/42/photos')).toBe(false);
  });

  it('knows the three addresses of the new-client form', () => {
    expect(isKnownPage('/contact')).toBe(true);
    expect(isKnownPage('/new-client')).toBe(true);
    expect(isKnownPage('/new-client/')).toBe(true);
    expect(isKnownPage('/new-client-contact')).toBe(true);
    expect(isKnownPage('/new-client/extra')).toBe(false);
  });

  it('knows the buyer file back-office pages, the field mapping at both addresses', () => {
    expect(isKnownPage('/admin/bfr-update')).toBe(true);
    expect(isKnownPage('/admin/fub-mapping')).toBe(true);
    expect(isKnownPage('/admin/fub-mapping/')).toBe(true);
    expect(isKnownPage('/admin/fub-mapping-fixed')).toBe(true);
    expect(isKnownPage('/admin/fub-mapping/extra')).toBe(false);
  });

  it('rejects unknown paths', () => {
    expect(isKnownPage('/some/unknown/path')).toBe(false);
    expect(isKnownPage('/propertiesx')).toBe(false);
    expect(isKnownPage('')).toBe(false);
  });
});

describe('pagePattern', () => {
  it('captures the parameters in order', () => {
    expect(pagePattern('/comparison/:propertyId').exec('/comparison/42')?.slice(1)).toEqual(['42']);
    expect(pagePattern('/a/:x/b/:y').exec('/a/1/b/2/')?.slice(1)).toEqual(['1', '2']);
    expect(pagePattern('/').test('/')).toBe(true);
    expect(pagePattern('/').test('/auth')).toBe(false);
  });
});
