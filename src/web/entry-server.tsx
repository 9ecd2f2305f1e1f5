/**
 * The server renderer: the same App the browser runs, rendered to HTML once the first screen's
 * data is at hand. Built by Vite as a separate server module (dist/ssr/entry-server.js) and
 * called by the page shell (src/server/http/page-shell.ts) for every page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { SiteInfoResponse } from '../contract/system';
import { App } from './app/app';
import { preloadPage } from './app/lazy-page';
import { pageQueries } from './app/page-queries';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { siteInfoQueryOptions } from './lib/site-info';

/** Answers one API request of the page being rendered (the server's in-process call). */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

// Renders run concurrently: each one's queries go through its own request's API function.
const currentApi = new AsyncLocalStorage<ApiFetch>();
setApiTransport((path, init) => {
  const api = currentApi.getStore();
  if (!api) return Promise.reject(new Error(`API call outside a server render: ${path}`));
  return api(path, init);
});

export type RenderInput = {
  /** Path and query string of the page, e.g. /property/42?return=%2F. */
  url: string;
  siteInfo: SiteInfoResponse;
  api: ApiFetch;
};

export type RenderOutput = {
  /** The markup that goes inside #root. */
  html: string;
  /** The query data the markup was rendered with, for the browser's cache. */
  state: DehydratedState;
  /** The first screen's queries that failed and were left to the browser, with why. */
  failedQueries: Array<{ queryKey: string; error: string }>;
};

export async function renderApp({ url, siteInfo, api }: RenderInput): Promise<RenderOutput> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const siteInfoKey = siteInfoQueryOptions().queryKey;
  queryClient.setQueryData(siteInfoKey, siteInfo);

  await Promise.all([
    // with its code at hand the page renders in one pass, no Suspense boundary left pending
    preloadPage(pathname),
    currentApi.run(api, () =>
      Promise.all(pageQueries(pathname, search).map((prefetch) => prefetch(queryClient))),
    ),
  ]);
  // A failed query is left to the browser (it retries and shows the error): both sides then
  // render the same pending state, and error objects need not cross the wire. The server logs
  // why, since the page then shows a loading state where content was expected.
  const failedQueries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status !== 'success' })
    .map((query) => ({
      queryKey: JSON.stringify(query.queryKey),
      error:
        query.state.error instanceof Error
          ? query.state.error.message
          : `query ${query.state.status}`,
    }));
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search} />
    </StrictMode>,
    // React moves a Suspense boundary over 12.8 kB out of line and reveals it with an inline
    // script, which the Content-Security-Policy (script-src 'self') blocks: keep them all in line.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  const state = dehydrate(queryClient, {
    // Site info travels in its own script (#site-config), read by the browser before this.
    shouldDehydrateQuery: (query) => query.queryKey[0] !== siteInfoKey[0],
  });
  queryClient.clear();
  return { html, state, failedQueries };
}
