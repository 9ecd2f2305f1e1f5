import { describe, expect, it } from 'vitest';
import { isKnownPage, normalizedPageUrl, pagePattern, UNCACHED_PAGE_PARAMS } from './page-routes';

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
    expect(isKnownPage('/admin/bfr-automation')).toBe(true);
  });

  it('knows the Google Sheets and Google Forms pages', () => {
    expect(isKnownPage('/admin/google-sheets')).toBe(true);
    expect(isKnownPage('/admin/google-forms/')).toBe(true);
    expect(isKnownPage('/admin/google-forms/1')).toBe(false);
    expect(isKnownPage('/admin/showings')).toBe(true);
  });

  it("knows the client's buyer file form, whatever its query", () => {
    expect(isKnownPage('/bfr-form')).toBe(true);
    expect(isKnownPage('/bfr-form/')).toBe(true);
    expect(isKnownPage('/bfr-form/101')).toBe(false);
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

describe('the buyer file form query', () => {
  it('keeps the contact id (either name) for the server render, and never caches such a page', () => {
    expect(normalizedPageUrl('/bfr-form', new URLSearchParams('utm=x&contactId=101'))).toBe(
      '/bfr-form?contactId=101',
    );
    expect(normalizedPageUrl('/bfr-form', new URLSearchParams('contact=101'))).toBe(
      '/bfr-form?contact=101',
    );
    expect(UNCACHED_PAGE_PARAMS).toEqual(expect.arrayContaining(['contactId', 'contact']));
  });
});
