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

describe('SiteHeader for an agent (issue 41 B)', () => {
  const dana = userFixture({ id: 8, username: 'dana', firstName: 'Dana', isAgent: true });
  const AGENT_LINKS = [
    ['Contacts', '/admin/contacts'],
    ['Buyer Files', '/admin/bfr-update'],
    ['Showings', '/admin/showings'],
  ];

  it('leads an agent to their work, never to the admin panel', async () => {
    stubUser(ok(dana));
    renderHeader();
    await screen.findByRole('button', { name: 'Logout' });
    for (const [name, href] of AGENT_LINKS) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('lists the same in the Menu, and shows an admin or a visitor none of them', async () => {
    stubUser(ok(dana));
    const user = userEvent.setup();
    renderHeader();
    await screen.findByRole('button', { name: 'Logout' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const lines = within(document.getElementById(menu.getAttribute('aria-controls')!)!);
    for (const [name] of AGENT_LINKS)
      expect(lines.getByRole('link', { name }).textContent).toBe(name);
    expect(lines.queryByRole('link', { name: 'Admin' })).toBeNull();
    resetBrowser();

    // the admin reaches the same pages from the panel
    for (const account of [userFixture({ isAdmin: true }), anna]) {
      stubUser(ok(account));
      renderHeader();
      await screen.findByRole('button', { name: 'Logout' });
      for (const [name] of AGENT_LINKS) expect(screen.queryByRole('link', { name })).toBeNull();
      resetBrowser();
    }
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

describe('SiteHeader Menu (narrower screens, issue 41)', () => {
  it('lists every button with its label, closes on Escape with the focus back, and on a click outside', async () => {
    stubUser(ok(userFixture({ isAdmin: true })));
    const user = userEvent.setup();
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await screen.findAllByRole('button', { name: 'Logout' });
    // before it opens, its lines are not in the page (one copy of each button: the row's)
    expect(screen.getAllByRole('link', { name: 'Admin' })).toHaveLength(1);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    const lines = within(panel);
    for (const name of ['Home', 'Just Listed', 'Contact', 'Admin', 'Favorites', 'Saved Searches']) {
      // each labelled on screen, not by an icon's hidden name
      expect(lines.getByRole('link', { name }).textContent).toBe(name);
    }
    expect(lines.getByRole('button', { name: 'Calculator' }).textContent).toBe('Calculator');
    expect(lines.getByRole('button', { name: 'Logout' }).textContent).toBe('Logout');
    expect(lines.getByText('Anna')).toBeTruthy();

    lines.getByRole('link', { name: 'Favorites' }).focus();
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(menu);

    await user.click(menu);
    expect(panel.hidden).toBe(false);
    await user.click(document.body);
    expect(panel.hidden).toBe(true);
  });

  it('closes after a navigation from one of its links', async () => {
    stubUser(SIGNED_OUT);
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('link', { name: 'Just Listed' }));
    expect(window.location.pathname).toBe('/just-listed');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});
