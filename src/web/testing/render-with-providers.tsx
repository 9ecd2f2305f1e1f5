import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `ui` as the app would hold it: under a fresh query cache (or `client`), at `url`
 * when given (wouter reads the browser's address). Returns the render result and the cache.
 */
export function renderWithProviders(
  ui: ReactNode,
  { url, client = createQueryClient() }: { url?: string; client?: QueryClient } = {},
) {
  if (url !== undefined) window.history.replaceState(null, '', url);
  const tree = (node: ReactNode) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  );
  const view = render(tree(ui));
  return { ...view, client, rerender: (node: ReactNode) => view.rerender(tree(node)) };
}
