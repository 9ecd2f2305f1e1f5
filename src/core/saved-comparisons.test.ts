import { describe, expect, it } from 'vitest';
import { normalizedPageUrl, UNCACHED_PAGE_PARAMS } from './page-routes';
import { comparisonNoteBody, isShareId, savedComparisonHref } from './saved-comparisons';

describe('saved comparisons', () => {
  it('takes link ids of 22 to 50 base64url characters only', () => {
    expect(isShareId('Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(true);
    expect(isShareId('a-b_c'.repeat(5))).toBe(true);
    for (const bad of [
      null,
      undefined,
      '',
      'short',
      'x'.repeat(51),
      'has space in it 0123456789',
      'Vq3xT9bLk2mN8pR4sW6yZ1a/',
    ]) {
      expect(isShareId(bad), String(bad)).toBe(false);
    }
  });

  it('opens a comparison at /compare?saved=, a page the server renders for each request', () => {
    expect(savedComparisonHref('Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(
      '/compare?saved=Vq3xT9bLk2mN8pR4sW6yZ1aC',
    );
    expect(normalizedPageUrl('/compare', new URLSearchParams('saved=abc&x=1'))).toBe(
      '/compare?saved=abc',
    );
    expect(UNCACHED_PAGE_PARAMS).toContain('saved');
  });

  it('writes the note with the name, the count and the link, then the message', () => {
    const comparison = { name: 'Pine cabins', propertyCount: 3, url: 'https://x.example/c' };
    expect(comparisonNoteBody(comparison)).toBe(
      'Saved comparison "Pine cabins" (3 properties): https://x.example/c',
    );
    expect(comparisonNoteBody({ ...comparison, propertyCount: 1 }, 'Call Friday')).toBe(
      'Saved comparison "Pine cabins" (1 property): https://x.example/c\n\nCall Friday',
    );
  });
});
