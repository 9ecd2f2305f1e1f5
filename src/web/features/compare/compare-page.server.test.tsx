// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { ComparePage } from './compare-page';

const renderAt = (url: string) => renderOnServer(<ComparePage />, { url });

// Rendered on the server too: no browser globals while rendering.
describe('ComparePage on the server', () => {
  it('renders the loading state of valid ids', () => {
    expect(typeof window).toBe('undefined');
    const html = renderAt('/compare?ids=11,12,13');
    expect(html).toContain('Compare Properties</h1>');
    expect(html).toContain('Loading properties...');
  });

  it('renders the explanation of invalid ids', () => {
    expect(renderAt('/compare?ids=11')).toContain(
      'Only one property chosen. Select 2 to 4 properties to compare.',
    );
  });
});
