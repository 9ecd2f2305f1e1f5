// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import type { FavoritesResponse } from '../../../contract/favorites';
import { FAVORITE_LABELS } from '../../components/favorites/favorite-button';
import { NOT_FOUND, ok, requestLog, SIGNED_OUT, stubApi, type Reply } from '../../testing/api-stub';
import { listingSummary } from '../../testing/listing-fixtures';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { FAVORITES_TEXT } from './favorites-page';

const pat = userFixture({
  id: 11,
  username: 'pat',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Saver',
});

const listing = (id: number, address: string) => listingSummary(id, { address });

/** The API: the session, and the favorites as `favorites` says (any method, any id). */
const stubFavoritesApi = (options: {
  user: User | null;
  favorites?: (method: string, path: string) => Reply | Promise<Reply>;
}) =>
  stubApi(
    {
      '/api/user': options.user ? ok(options.user) : SIGNED_OUT,
      // the saved comparisons below the favorites (their own tests: saved-comparisons-section)
      '/api/comparisons': ok({ comparisons: [] }),
    },
    {
      otherwise: ({ method, path }) =>
        options.favorites && path.startsWith('/api/favorites')
          ? options.favorites(method, path)
          : NOT_FOUND,
    },
  );

const heading = () => screen.findByRole('heading', { level: 1, name: FAVORITES_TEXT.title });

beforeAll(async () => {
  await import('./favorites-page');
});

afterEach(resetBrowser);

describe('FavoritesPage', () => {
  it('asks a visitor who is not signed in to log in, coming back here, without asking for favorites', async () => {
    const api = stubFavoritesApi({ user: null });
    renderApp('/favorites');
    await heading();
    expect(
      await screen.findByRole('heading', { name: FAVORITES_TEXT.signedOutTitle }),
    ).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/auth?return=%2Ffavorites');
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/');
    expect(requestLog(api).some((c) => c.includes('/api/favorites'))).toBe(false);
  });

  it('shows card-sized placeholders while the favorites load', async () => {
    stubFavoritesApi({ user: pat, favorites: () => new Promise<Reply>(() => undefined) });
    renderApp('/favorites');
    const status = await screen.findByRole('status');
    expect(within(status).getByText(FAVORITES_TEXT.loading)).toBeTruthy();
  });

  it('says so when nothing is saved yet, with a way to the search', async () => {
    stubFavoritesApi({
      user: pat,
      favorites: () => ({ status: 200, body: { propertyIds: [], properties: [] } }),
    });
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: FAVORITES_TEXT.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/');
  });

  it('shows a failure with the server message and a Retry that loads the list', async () => {
    let fail = true;
    stubFavoritesApi({
      user: pat,
      favorites: () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
          : { status: 200, body: { propertyIds: [1], properties: [listing(1, '1 Pine Ln')] } },
    });
    renderApp('/favorites');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FAVORITES_TEXT.errorTitle)).toBeTruthy();
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '1 Pine Ln' })).toBeTruthy();
  });

  it('lists the saved listings as cards, and a removed one leaves the list at once', async () => {
    let saved: FavoritesResponse = {
      propertyIds: [2, 1],
      properties: [listing(2, '2 Oak Ln'), listing(1, '1 Pine Ln')],
    };
    const api = stubFavoritesApi({
      user: pat,
      favorites: (method, path) => {
        if (method === 'DELETE') {
          saved = {
            propertyIds: saved.propertyIds.filter((id) => `/api/favorites/${id}` !== path),
            properties: saved.properties.filter((p) => `/api/favorites/${p.id}` !== path),
          };
          return {
            status: 200,
            body: { propertyId: Number(path.split('/').pop()), isFavorite: false },
          };
        }
        return { status: 200, body: saved };
      },
    });
    renderApp('/favorites');
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual([
      '2 Oak Ln',
      '1 Pine Ln',
    ]);
    expect(screen.getByText('2 saved properties')).toBeTruthy();
    // the card links come back to this page
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(
      '/property/2?return=%2Ffavorites',
    );
    const heart = within(cards[0]!).getByRole('button', { name: FAVORITE_LABELS.remove });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    heart.focus();
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: '2 Oak Ln' })).toBeNull();
    expect(screen.getByText('1 saved property')).toBeTruthy();
    // the focused heart left with its card: focus is kept on the page, at its heading
    expect(document.activeElement).toBe(await heading());
    await waitFor(() => expect(requestLog(api)).toContain('DELETE /api/favorites/2'));
  });
});
