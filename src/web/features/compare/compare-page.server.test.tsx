// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createQueryClient } from '../../lib/query-client';
import { ComparePage } from './compare-page';

const renderAt = (path: string) =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <Router ssrPath={path}>
        <ComparePage />
      </Router>
    </QueryClientProvider>,
  );

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
