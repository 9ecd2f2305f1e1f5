// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type User } from '../../../contract/auth';
import type { FavoritesResponse } from '../../../contract/favorites';
import type { PropertySummary } from '../../../contract/properties';
import { AppRouter } from '../../app/router';
import { FAVORITE_LABELS } from '../../components/favorites/favorite-button';
import { createQueryClient } from '../../lib/query-client';
import { siteInfoFixture } from '../../testing/site-info-fixture';
import { FAVORITES_TEXT } from './favorites-page';

// A lazy route chunk and several queries: allow for a busy machine (this file only).
configure({ asyncUtilTimeout: 4000 });

const pat: User = {
  id: 11,
  username: 'pat',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Saver',
  profileImageUrl: null,
  authProvider: 'local',
  isAdmin: false,
};

function listing(id: number, address: string): PropertySummary {
  return {
    id,
    mlsNumber: String(6_100_000 + id),
    address,
    city: 'Payson',
    state: 'AZ',
    zipCode: '85541',
    price: 400_000 + id,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1700,
    lotSize: null,
    yearBuilt: 1999,
    propertyType: 'Residential',
    propertySubType: 'Single Family Residence',
    status: 'ACTIVE',
    daysOnMarket: 20,
    listingDate: '2026-10-01T00:00:00Z',
    photos: [`/mls-photos/${id}/1-800.svg`],
    photoCount: 3,
    latitude: null,
    longitude: null,
    isAuction: false,
    HorseYN: false,
    listingAgent: 'Jane Broker',
    listingOffice: 'Rim Country Realty',
  };
}

type Reply = { status: number; body?: unknown };

/** The API: the site info and badges, the session, and the favorites as `favorites` says. */
function stubApi(options: {
  user: User | null;
  favorites?: (method: string, path: string) => Reply | Promise<Reply>;
}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      let reply: Reply = { status: 404, body: { message: 'Not found' } };
      if (path === '/api/site') reply = { status: 200, body: siteInfoFixture() };
      else if (path === '/api/user') {
        reply = options.user
          ? { status: 200, body: options.user }
          : {
              status: 401,
              body: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notAuthenticated },
            };
      } else if (path.startsWith('/api/favorites') && options.favorites) {
        reply = await options.favorites(method, path);
      }
      return Response.json(reply.body ?? {}, { status: reply.status });
    }),
  );
  return calls;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <main>
        <AppRouter />
      </main>
    </QueryClientProvider>,
  );
}

const heading = () => screen.findByRole('heading', { level: 1, name: FAVORITES_TEXT.title });

beforeAll(async () => {
  await import('./favorites-page');
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('FavoritesPage', () => {
  it('asks a visitor who is not signed in to log in, coming back here, without asking for favorites', async () => {
    const calls = stubApi({ user: null });
    renderAt('/favorites');
    await heading();
    expect(
      await screen.findByRole('heading', { name: FAVORITES_TEXT.signedOutTitle }),
    ).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/auth?return=%2Ffavorites');
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/');
    expect(calls.some((c) => c.includes('/api/favorites'))).toBe(false);
  });

  it('shows card-sized placeholders while the favorites load', async () => {
    stubApi({ user: pat, favorites: () => new Promise<Reply>(() => undefined) });
    renderAt('/favorites');
    const status = await screen.findByRole('status');
    expect(within(status).getByText(FAVORITES_TEXT.loading)).toBeTruthy();
  });

  it('says so when nothing is saved yet, with a way to the search', async () => {
    stubApi({
      user: pat,
      favorites: () => ({ status: 200, body: { propertyIds: [], properties: [] } }),
    });
    renderAt('/favorites');
    expect(await screen.findByRole('heading', { name: FAVORITES_TEXT.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/');
  });

  it('shows a failure with the server message and a Retry that loads the list', async () => {
    let fail = true;
    stubApi({
      user: pat,
      favorites: () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
          : { status: 200, body: { propertyIds: [1], properties: [listing(1, '1 Pine Ln')] } },
    });
    renderAt('/favorites');
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
    const calls = stubApi({
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
    renderAt('/favorites');
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
    await waitFor(() => expect(calls).toContain('DELETE /api/favorites/2'));
  });
});
