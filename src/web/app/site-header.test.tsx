// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, SIGNED_OUT, stubApi, type Reply } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { resetBrowser } from '../testing/reset-browser';
import { userFixture } from '../testing/user-fixture';
import { SiteHeader } from './site-header';

afterEach(resetBrowser);

const anna = userFixture();

/** The session as `user` answers it, and the logout. */
const stubUser = (user: Reply) =>
  stubApi({ '/api/user': user, '/api/logout': ok({ message: 'Logged out' }) });

const renderHeader = () => renderWithProviders(<SiteHeader />).client;

describe('SiteHeader account buttons', () => {
  it('shows Login for an anonymous visitor', async () => {
    stubUser(SIGNED_OUT);
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });

  it('shows the initials, first name and Logout for a signed-in user, and logs out', async () => {
    const fetchSpy = stubUser(ok(anna));
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/somewhere');
    const queryClient = renderHeader();

    const logout = await screen.findByRole('button', { name: 'Logout' });
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByText('Anna')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    expect(screen.getByRole('link', { name: 'Saved Searches' }).getAttribute('href')).toBe(
      '/saved-searches',
    );

    await user.click(logout);
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saved Searches' })).toBeNull();
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('SiteHeader Admin button', () => {
  it('leads an admin to the admin panel', async () => {
    stubUser(ok(userFixture({ isAdmin: true })));
    renderHeader();
    const admin = await screen.findByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('is not there for a signed-in visitor who is not an admin, nor for an anonymous one', async () => {
    stubUser(ok(anna));
    renderHeader();
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    resetBrowser();

    stubUser(SIGNED_OUT);
    renderHeader();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});

describe('SiteHeader Calculator button', () => {
  it('opens the Calculator dialog with its three tabs', async () => {
    stubUser(SIGNED_OUT);
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
