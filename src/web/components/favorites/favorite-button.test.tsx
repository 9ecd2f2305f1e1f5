// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavoritesResponse } from '../../../contract/favorites';
import { requestLog, stubApi, type Reply } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { Toaster } from '../ui/toaster';
import { dismissToast } from '../ui/use-toast';
import { FAVORITE_LABELS, FavoriteButton } from './favorite-button';
import { FavoritesProvider } from './favorites-provider';
import { rememberPendingFavorite, takePendingFavorite } from './pending-favorite';

type Handler = (method: string, path: string, body: unknown) => Reply | Promise<Reply>;

/** The API as the browser sees it, answered by `handler` beyond the page's shell. */
const stubFavorites = (handler: Handler) =>
  stubApi({}, { otherwise: ({ method, path, body }) => handler(method, path, body) });

/** A signed-in user's favorites held "on the server", changed by POST and DELETE. */
function favoritesServer(initial: number[]): Handler {
  let ids = [...initial];
  return (method, path, body) => {
    if (method === 'GET' && path === '/api/favorites') {
      return {
        status: 200,
        body: { propertyIds: ids, properties: [] } satisfies FavoritesResponse,
      };
    }
    if (method === 'POST' && path === '/api/favorites') {
      const { propertyId } = body as { propertyId: number };
      ids = [propertyId, ...ids.filter((id) => id !== propertyId)];
      return { status: 201, body: { propertyId, isFavorite: true } };
    }
    const removed = /^\/api\/favorites\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removed) {
      ids = ids.filter((id) => id !== Number(removed[1]));
      return { status: 200, body: { propertyId: Number(removed[1]), isFavorite: false } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

function renderHearts(userId: number | null | undefined, children?: ReactNode) {
  const tree = (id: number | null | undefined) => (
    <>
      <FavoritesProvider userId={id}>
        <FavoriteButton propertyId={42} />
        <FavoriteButton propertyId={42} appearance="labeled" />
        {children}
      </FavoritesProvider>
      <Toaster />
    </>
  );
  const view = renderWithProviders(tree(userId));
  return { ...view, signIn: (id: number) => view.rerender(tree(id)) };
}

const hearts = () => screen.getAllByTestId('favorite-button');
const pressed = () => hearts().map((h) => h.getAttribute('aria-pressed'));

beforeEach(() => {
  window.history.replaceState(null, '', '/property/42?return=%2F%3Fcity%3DPine');
});

afterEach(() => {
  act(() => dismissToast());
  resetBrowser();
});

describe('FavoriteButton', () => {
  it('for an anonymous visitor: remembers the listing and asks to log in, coming back here', async () => {
    const api = stubFavorites(() => ({ status: 500 }));
    renderHearts(null);
    expect(pressed()).toEqual(['false', 'false']);
    fireEvent.click(screen.getAllByRole('button', { name: FAVORITE_LABELS.save })[0]!);

    expect(window.location.pathname).toBe('/auth');
    const back = new URLSearchParams(window.location.search).get('return');
    expect(back).toBe('/property/42?return=%2F%3Fcity%3DPine');
    expect(await screen.findByText('Log in to save favorites')).toBeTruthy();
    expect(takePendingFavorite()).toBe(42);
    // nothing is asked of the favorites API for a visitor who is not signed in
    expect(requestLog(api)).toEqual([]);
  });

  it('does nothing while the session is still being checked', () => {
    const api = stubFavorites(() => ({ status: 500 }));
    renderHearts(undefined);
    fireEvent.click(hearts()[0]!);
    expect(window.location.pathname).toBe('/property/42');
    expect(takePendingFavorite()).toBeNull();
    expect(requestLog(api)).toEqual([]);
  });

  it('shows a saved listing pressed on every heart, and removes it at once (optimistic)', async () => {
    const server = favoritesServer([42, 7]);
    let releaseDelete: () => void = () => undefined;
    const api = stubFavorites(async (method, path, body) => {
      if (method === 'DELETE') await new Promise<void>((resolve) => (releaseDelete = resolve));
      return server(method, path, body);
    });
    renderHearts(5);
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    expect(screen.getAllByRole('button', { name: FAVORITE_LABELS.remove })).toHaveLength(2);

    fireEvent.click(hearts()[0]!);
    // both hearts agree before the server has answered
    await waitFor(() => expect(pressed()).toEqual(['false', 'false']));
    expect(screen.getAllByRole('button', { name: FAVORITE_LABELS.save })).toHaveLength(2);
    await waitFor(() => expect(requestLog(api)).toContain('DELETE /api/favorites/42'));
    releaseDelete();
    // the list is fetched again after the change, and agrees
    await waitFor(() =>
      expect(requestLog(api).filter((c) => c === 'GET /api/favorites')).toHaveLength(2),
    );
    expect(pressed()).toEqual(['false', 'false']);
  });

  it('saves a listing, and puts the heart back with a message when the server refuses', async () => {
    const server = favoritesServer([]);
    let refuse = false;
    const api = stubFavorites((method, path, body) =>
      refuse && method === 'POST'
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Property not found' } }
        : server(method, path, body),
    );
    renderHearts(5);
    await waitFor(() => expect(requestLog(api)).toEqual(['GET /api/favorites']));

    fireEvent.click(hearts()[0]!);
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    await waitFor(() => expect(requestLog(api)).toContain('POST /api/favorites'));

    refuse = true;
    fireEvent.click(hearts()[1]!); // remove: the server accepts
    await waitFor(() => expect(pressed()).toEqual(['false', 'false']));
    fireEvent.click(hearts()[1]!); // save again: refused
    await screen.findByText('Could not save to favorites');
    expect(screen.getByText('Property not found')).toBeTruthy();
    await waitFor(() => expect(pressed()).toEqual(['false', 'false']));
  });

  it('keeps the labeled button one width: both labels share a cell, only one is its name', async () => {
    stubFavorites(favoritesServer([42]));
    renderHearts(5);
    const labeled = hearts()[1]!;
    await waitFor(() => expect(labeled.getAttribute('aria-pressed')).toBe('true'));
    expect(labeled.textContent).toContain(FAVORITE_LABELS.save);
    expect(labeled.textContent).toContain(FAVORITE_LABELS.remove);
    expect(screen.getAllByRole('button', { name: FAVORITE_LABELS.remove })).toContain(labeled);
    const hiddenLabel = [...labeled.querySelectorAll('[aria-hidden="true"]')].find(
      (el) => el.textContent === FAVORITE_LABELS.save,
    );
    expect(hiddenLabel?.className).toMatch(/\binvisible\b/);
  });
});

describe('FavoritesProvider', () => {
  it('saves the listing tapped before login once the visitor is signed in, only once', async () => {
    const api = stubFavorites(favoritesServer([]));
    rememberPendingFavorite(42);
    const view = renderHearts(null);
    expect(requestLog(api)).toEqual([]);

    view.signIn(9);
    await waitFor(() => expect(requestLog(api)).toContain('POST /api/favorites'));
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    expect(await screen.findByText('Saved to favorites')).toBeTruthy();
    expect(takePendingFavorite()).toBeNull();
    expect(requestLog(api).filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });
});
