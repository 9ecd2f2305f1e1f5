// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { JustListedPage } from './just-listed-page';

// The page is rendered on the server too: nothing may read window, document or storage
// while rendering, and the first HTML is the loading state with the URL's filters.
describe('JustListedPage on the server', () => {
  it('renders the heading, filters and loading state without browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(<JustListedPage />, {
      url: '/just-listed?city=Pine&sort=price-low',
    });
    expect(html).toContain('Just Listed</h1>');
    expect(html).toContain('Loading just-listed properties...');
    expect(html).toMatch(/<option value="Pine" selected="">Pine<\/option>/);
    expect(html).toMatch(/<option value="price-low" selected="">/);
    // nothing is picked for comparison until the browser reads its session storage
    expect(html).not.toContain('Compare Selected');
  });
});
