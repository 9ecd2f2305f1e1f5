// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorActivityRequest } from '../../../contract/activity';
import { requestedPaths, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { FavoritesSessionContext } from '../favorites/favorites-session';
import { markKnownVisitor, useVisitorActivity } from './visitor-activity';

afterEach(resetBrowser);

const VIEW: VisitorActivityRequest = { type: 'viewed-property', propertyId: 42 };

function Reporter({ event }: { event: VisitorActivityRequest | null }) {
  useVisitorActivity(event);
  return null;
}

function renderAs(userId: number | null | undefined, event: VisitorActivityRequest | null) {
  const api = stubApi({ '/api/activity': { status: 204, body: null } });
  const view = renderWithProviders(
    <FavoritesSessionContext.Provider value={{ userId }}>
      <Reporter event={event} />
    </FavoritesSessionContext.Provider>,
  );
  return { api, view };
}

const reports = (api: ReturnType<typeof stubApi>) =>
  requestedPaths(api).filter((path) => path === '/api/activity');

describe('useVisitorActivity', () => {
  it('reports a signed-in visitor’s view, once per event', async () => {
    const { api, view } = renderAs(7, VIEW);
    await waitFor(() => expect(reports(api)).toHaveLength(1));
    const [, init] = api.mock.calls.find(([path]) => path === '/api/activity')!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual(VIEW);
    view.rerender(
      <FavoritesSessionContext.Provider value={{ userId: 7 }}>
        <Reporter event={{ ...VIEW }} />
      </FavoritesSessionContext.Provider>,
    );
    expect(reports(api)).toHaveLength(1);
  });

  it.each([
    ['an anonymous visitor', null],
    ['a visitor whose session is still being checked', undefined],
  ])('sends nothing for %s', async (_who, userId) => {
    const { api } = renderAs(userId, VIEW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports(api)).toEqual([]);
  });

  it('reports for a visitor who sent the new-client form from this browser', async () => {
    markKnownVisitor();
    const { api } = renderAs(null, { type: 'property-search', search: '?city=Pine' });
    await waitFor(() => expect(reports(api)).toHaveLength(1));
  });
});
