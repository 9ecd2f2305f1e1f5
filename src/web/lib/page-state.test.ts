// @vitest-environment jsdom
import { dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePageState, PAGE_STATE_ELEMENT_ID } from './page-state';
import { createQueryClient } from './query-client';

function embed(text: string) {
  const script = document.createElement('script');
  script.id = PAGE_STATE_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
});

describe('hydratePageState', () => {
  it('puts the server’s query data into the browser’s cache', () => {
    const server = createQueryClient();
    server.setQueryData(['property', '42'], { id: 42, price: 489_000 });
    server.setQueryData(['user'], null);
    embed(JSON.stringify(dehydrate(server)));

    const browser = createQueryClient();
    expect(hydratePageState(browser)).toBe(true);
    expect(browser.getQueryData(['property', '42'])).toEqual({ id: 42, price: 489_000 });
    expect(browser.getQueryState(['user'])?.status).toBe('success');
  });

  it.each([
    ['no element', null],
    ['empty', ''],
    ['not JSON', '{"queries": ['],
    ['another shape', '{"property": {"id": 42}}'],
  ])('ignores %s', (_name, text) => {
    if (text !== null) embed(text);
    const browser = createQueryClient();
    expect(hydratePageState(browser)).toBe(false);
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
  });
});
