// @vitest-environment jsdom
import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { hydratePageState, PAGE_STATE_ELEMENT_ID } from '../../../lib/page-state';
import { createQueryClient } from '../../../lib/query-client';
import { buildFilterPayload, EMPTY_SEARCH_FORM } from '../../../../core/search-form';
import { propertySearchQueryOptions } from './search-properties';

afterEach(() => {
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
  vi.useRealTimers();
});

// The list's own cache lifetime is 1 s (search-properties.ts); the page the server rendered
// must still show its results without asking again, however long the takeover lasts.
it('keeps the search results the server rendered past the list’s 1 s cache lifetime, until the page shows them', async () => {
  vi.useFakeTimers();
  const search = propertySearchQueryOptions(buildFilterPayload(EMPTY_SEARCH_FORM), 1);
  const reply = { properties: [], total: 0, page: 1, totalPages: 1 };
  const server = createQueryClient();
  await server.prefetchQuery({ ...search, queryFn: () => reply });
  const script = document.createElement('script');
  script.id = PAGE_STATE_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(dehydrate(server));
  document.body.append(script);

  const browser = createQueryClient();
  expect(hydratePageState(browser)).toBe(true);
  // a busy phone takes seconds between reading the data and mounting the results
  vi.advanceTimersByTime(5_000);
  expect(browser.getQueryData(search.queryKey)).toEqual(reply);
  const observer = new QueryObserver(browser, search);
  const unsubscribe = observer.subscribe(() => undefined);
  // shown from the cache, not asked for again
  expect(observer.getCurrentResult()).toMatchObject({ data: reply, fetchStatus: 'idle' });
  unsubscribe();
});
