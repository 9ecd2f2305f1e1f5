import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client';

/**
 * The HTML the server renders of `ui` at `url` (path and query string), with a fresh query
 * cache or `client` (to render with data already in).
 */
export function renderOnServer(
  ui: ReactNode,
  { url, client = createQueryClient() }: { url: string; client?: QueryClient },
): string {
  return renderToString(
    <QueryClientProvider client={client}>
      <Router ssrPath={url}>{ui}</Router>
    </QueryClientProvider>,
  );
}
