// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../contract/alerts';
import type { User } from '../../contract/auth';
import { userQueryOptions } from '../features/accounts/api/get-user';
import { ALERT_BANNER_TEXT } from '../features/alerts/alert-banner';
import { createQueryClient } from '../lib/query-client';
import { callsTo, ok, requestedPaths, SIGNED_OUT, stubApi } from '../testing/api-stub';
import { renderOnServer } from '../testing/render-on-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { resetBrowser } from '../testing/reset-browser';
import { userFixture } from '../testing/user-fixture';
import { AdminAlerts, isListingScreen } from './admin-alerts';
import { App } from './app';

afterEach(resetBrowser);

const ALERTS_PATH = '/api/admin/alerts';
const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const outage: Alert = {
  id: 12,
  severity: 'critical',
  type: 'error',
  component: 'Database',
  title: 'Database unreachable',
  message: 'Connections are refused',
  timestamp: '2026-03-01T10:00:00.000Z',
};

const stubSession = (user: User | null) =>
  stubApi({ '/api/user': user ? ok(user) : SIGNED_OUT, [ALERTS_PATH]: ok([outage]) });

const banner = () => screen.findByRole('region', { name: ALERT_BANNER_TEXT.region });

/** Lets the session query answer and any lazy chunk load. */
const settle = async (api: ReturnType<typeof stubApi>) => {
  await waitFor(() => expect(callsTo(api, '/api/user')).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

describe('isListingScreen', () => {
  it('is the home page, Just Listed and a property page', () => {
    expect(isListingScreen('/')).toBe(true);
    expect(isListingScreen('/just-listed')).toBe(true);
    expect(isListingScreen('/property/42')).toBe(true);
    expect(isListingScreen('/property/42/')).toBe(true);
    for (const path of ['/favorites', '/compare', '/admin', '/admin/cache', '/auth', '/nope']) {
      expect(isListingScreen(path)).toBe(false);
    }
  });
});

describe('AdminAlerts', () => {
  it.each(['/', '/just-listed', '/property/42'])('shows an admin the banner on %s', async (url) => {
    const api = stubSession(rita);
    renderWithProviders(<AdminAlerts />, { url });
    expect(within(await banner()).getByText('Database unreachable')).toBeTruthy();
    expect(callsTo(api, ALERTS_PATH)).toBe(1);
  });

  it('neither shows the banner nor asks for alerts off the listing screens', async () => {
    for (const url of ['/favorites', '/admin', '/admin/cache', '/compare', '/auth']) {
      const api = stubSession(rita);
      renderWithProviders(<AdminAlerts />, { url });
      await settle(api);
      expect(screen.queryByRole('region', { name: ALERT_BANNER_TEXT.region })).toBeNull();
      expect(requestedPaths(api)).not.toContain(ALERTS_PATH);
      resetBrowser();
    }
  });

  it('neither shows the banner nor asks for alerts for a visitor or a signed-in non-admin', async () => {
    for (const user of [null, userFixture()]) {
      const api = stubSession(user);
      renderWithProviders(<AdminAlerts />, { url: '/' });
      await settle(api);
      expect(screen.queryByRole('region', { name: ALERT_BANNER_TEXT.region })).toBeNull();
      expect(requestedPaths(api)).toEqual(['/api/user']);
      resetBrowser();
    }
  });

  it('follows the location: gone when the admin leaves the listing screens', async () => {
    stubSession(rita);
    renderWithProviders(<AdminAlerts />, { url: '/' });
    await banner();
    act(() => window.history.pushState(null, '', '/favorites'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ALERT_BANNER_TEXT.region })).toBeNull(),
    );
  });

  it('is left out of the server render, even for an admin, and appears once the browser takes over', async () => {
    const api = stubSession(rita);
    const client = createQueryClient();
    client.setQueryData(userQueryOptions().queryKey, rita);
    const page = (
      <div>
        <AdminAlerts />
        <p>Listings</p>
      </div>
    );
    const html = renderOnServer(page, { url: '/', client });
    expect(html).toBe('<div><p>Listings</p></div>');
    expect(requestedPaths(api)).toEqual([]);

    // the browser hydrates that markup: no mismatch, then the banner
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const browserClient = createQueryClient();
    browserClient.setQueryData(userQueryOptions().queryKey, rita);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <QueryClientProvider client={browserClient}>
          <Router>{page}</Router>
        </QueryClientProvider>,
        { onRecoverableError: recoverable },
      ),
    );
    expect(within(await banner()).getByText('Database unreachable')).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('App', () => {
  it('puts the banner at the top of <main>, before the page', async () => {
    stubApi(
      { '/api/user': ok(rita), [ALERTS_PATH]: ok([outage]) },
      // the page's own data is not what this test is about
      { otherwise: () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Later' } }) },
    );
    window.history.replaceState(null, '', '/just-listed');
    const { container } = renderWithProviders(<App queryClient={createQueryClient()} />);
    const region = await banner();
    const main = container.querySelector('main');
    expect(main?.firstElementChild).toBe(region);
  });

  it('renders no banner markup on the server for an admin', () => {
    const client = createQueryClient();
    client.setQueryData(userQueryOptions().queryKey, rita);
    const html = renderToString(<App queryClient={client} ssrPath="/" ssrSearch="" />);
    expect(html).not.toContain(ALERT_BANNER_TEXT.region);
  });
});
