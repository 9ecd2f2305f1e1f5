// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { siteInfoClient } from '../../testing/site-info-client';
import { NEW_CLIENT_SUBTITLE, NewClientPage } from './new-client-page';

function renderPage(path: string, search = '') {
  // text only: React separates adjacent text nodes with comments
  return renderOnServer(<NewClientPage />, {
    url: `${path}${search}`,
    client: siteInfoClient(),
  })
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'");
}

// Rendered on the server too: no browser globals or clock reads while rendering.
describe('the new-client page on the server', () => {
  it('renders the header and the whole form, the subtitle not typed yet', () => {
    expect(typeof window).toBe('undefined');
    const html = renderPage('/new-client', '?property=42');
    expect(html).toContain('New Client Registration</h1>');
    // screen readers have the whole line; the visible part types out in the browser
    expect(html).toContain(`<span class="sr-only">${NEW_CLIENT_SUBTITLE}</span>`);
    expect(html).toMatch(/data-testid="typed-subtitle"><span[^>]*data-testid="typing-cursor"/);
    expect(html).toContain('SUBMIT INFORMATION</button>');
    expect(html).toContain('type="email"');
    expect(html).toContain('type="tel"');
    expect(html.match(/type="checkbox"/g)).toHaveLength(4 + 24);
  });
});
