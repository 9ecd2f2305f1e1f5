// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth';
import { createQueryClient } from '../lib/query-client';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const anna: User = {
  id: 7,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  profileImageUrl: null,
  authProvider: 'local',
  isAdmin: false,
};

function stubUser(reply: { status: number; body: unknown }) {
  const fetchSpy = vi.fn(async (path: string) =>
    path === '/api/user'
      ? Response.json(reply.body, { status: reply.status })
      : path === '/api/logout'
        ? Response.json({ message: 'Logged out' })
        : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

function renderHeader() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SiteHeader />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('SiteHeader account buttons', () => {
  it('shows Login for an anonymous visitor', async () => {
    stubUser({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });

  it('shows the initials, first name and Logout for a signed-in user, and logs out', async () => {
    const fetchSpy = stubUser({ status: 200, body: anna });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/somewhere');
    const queryClient = renderHeader();

    const logout = await screen.findByRole('button', { name: 'Logout' });
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByText('Anna')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');

    await user.click(logout);
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('SiteHeader Calculator button', () => {
  it('opens the Calculator dialog with its three tabs', async () => {
    stubUser({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    // the dialog's code loads on the first click, then the dialog opens
    const dialog = await screen.findByRole('dialog', { name: 'Calculator' });
    await within(dialog).findByRole('tab', { name: 'Basic' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic', 'Mortgage', 'Bridge Loan']);
  });
});
