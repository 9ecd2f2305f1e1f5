import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the script element carrying the server-rendered page's query data. */
export const PAGE_STATE_ELEMENT_ID = 'page-data';

function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { queries?: unknown }).queries) &&
    Array.isArray((value as { mutations?: unknown }).mutations)
  );
}

/**
 * Puts the data the server rendered the page with into the browser's query cache, so the
 * first render matches the server's HTML and asks the API nothing it already has.
 * Returns false when the page came without it (the Vite dev server, an old cached page).
 */
export function hydratePageState(queryClient: QueryClient): boolean {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    const state: unknown = JSON.parse(element.textContent);
    if (!isDehydratedState(state)) return false;
    hydrate(queryClient, state);
    return true;
  } catch {
    return false;
  }
}
