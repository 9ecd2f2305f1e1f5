// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import {
  ok,
  requestLog,
  SIGNED_OUT,
  stubApi,
  type Answer,
  type Reply,
} from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { ADMIN_QUICK_LINKS, COMING_SOON } from './admin-links';
import { ADMIN_TABS, ADMIN_TEXT, adminTabHref, adminTabOf } from './admin-page';
import { adminUsersFixture, settingsRoutes } from './admin-test-fixtures';

const rita = userFixture({ id: 1, username: 'rita', firstName: 'Rita', isAdmin: true });

/** The session as `user` says, the settings, and what else a test adds. */
function stubAdminApi(user: User | null, routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': user ? ok(user) : SIGNED_OUT,
    ...settingsRoutes().routes,
    '/api/admin/users': ok(adminUsersFixture()),
    '/api/admin/settings/audit': ok({ entries: [] }),
    ...routes,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: ADMIN_TEXT.title });
const asksForSettings = (api: ReturnType<typeof stubApi>) =>
  requestLog(api).some((call) => call.includes('/api/admin/settings'));

beforeAll(async () => {
  await import('./admin-page');
});

afterEach(resetBrowser);

describe('adminTabOf and adminTabHref', () => {
  it('reads the tab of the URL, the first tab for none or an unknown one', () => {
    expect(adminTabOf('?tab=performance')).toBe('performance');
    expect(adminTabOf('')).toBe('api-integrations');
    expect(adminTabOf('?tab=nope')).toBe('api-integrations');
    expect(adminTabHref('advanced')).toBe('/admin?tab=advanced');
    expect(adminTabHref('api-integrations')).toBe('/admin');
  });
});

describe('AdminPage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking for settings', async () => {
    const api = stubAdminApi(null);
    renderApp('/admin');
    await heading();
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(asksForSettings(api)).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = stubAdminApi(userFixture());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.adminsOnly })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(asksForSettings(api)).toBe(false);
  });

  it('shows placeholders while the settings load', async () => {
    stubAdminApi(rita, { 'GET /api/admin/settings': () => new Promise<Reply>(() => undefined) });
    renderApp('/admin');
    const status = await screen.findByRole('status');
    expect(within(status).getByText(ADMIN_TEXT.loading)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("shows the server's refusal when the settings cannot be read", async () => {
    stubAdminApi(rita, {
      'GET /api/admin/settings': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Admin access required' },
      },
    });
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ADMIN_TEXT.errorTitle)).toBeTruthy();
    expect(within(alert).getByText('403: Admin access required')).toBeTruthy();
  });
});

describe('AdminPage panel', () => {
  it('shows the eight tabs in the spec order, API Integrations first and open', async () => {
    stubAdminApi(rita);
    renderApp('/admin');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'API Integrations',
      'Performance',
      'Background',
      'Badge Styling',
      'UI Settings',
      'General',
      'Admin Settings',
      'Advanced',
    ]);
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual(tabs.map((tab) => tab.textContent));
    expect(
      screen.getByRole('tab', { name: 'API Integrations' }).getAttribute('aria-selected'),
    ).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'API Integrations' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin Panel | Ridgeline Team'));
  });

  it('shows the quick links of the spec (then Operations and the BFR tool): built pages as links, the rest Coming soon', async () => {
    stubAdminApi(rita);
    renderApp('/admin');
    const section = (await screen.findByRole('heading', { name: ADMIN_TEXT.quickLinks }))
      .parentElement as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(ADMIN_QUICK_LINKS.length);
    expect(ADMIN_QUICK_LINKS.map((link) => link.href)).toEqual([
      '/admin/bfr-automation',
      '/admin/cache',
      '/admin/fub-mapping',
      '/admin/google-sheets',
      '/admin/google-forms',
      '/admin/contacts',
      '/admin/operations',
      '/admin/bfr-update',
      '/admin/bfr-automation',
      '/admin/showings',
    ]);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/bfr-automation',
      '/admin/cache',
      '/admin/fub-mapping',
      '/admin/google-sheets',
      '/admin/google-forms',
      '/admin/contacts',
      '/admin/operations',
      '/admin/bfr-update',
      '/admin/bfr-automation',
      '/admin/showings',
    ]);
    expect(within(section).getByRole('link', { name: /CRM Field Mapping/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: /BFR Admin Update Tool/ })).toBeTruthy();
    // the BFR Form says where it opens from instead of 'Coming soon' (issue 41)
    expect(
      within(section)
        .getByRole('link', { name: /BFR Form.*their own link/ })
        .getAttribute('href'),
    ).toBe('/admin/bfr-automation');
    expect(within(section).queryByText(COMING_SOON)).toBeNull();
    for (const item of items) {
      if (within(item).queryByRole('link')) continue;
      expect(within(item).getByText(COMING_SOON)).toBeTruthy();
    }
  });

  it('opens the tab the URL names, and keeps the tab chosen in the URL', async () => {
    stubAdminApi(rita);
    const user = userEvent.setup();
    renderApp('/admin?tab=general');
    const general = await screen.findByRole('tab', { name: 'General' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Application Name')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(window.location.pathname + window.location.search).toBe('/admin?tab=advanced');
    expect(screen.getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByLabelText('Cache Duration (minutes)')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'API Integrations' }));
    expect(window.location.pathname + window.location.search).toBe('/admin');
  });

  it('opens the Admin Settings tab with the current user', async () => {
    stubAdminApi(rita);
    renderApp('/admin?tab=admin-settings');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Current User' })).toBeTruthy();
    expect(within(panel).getByText('@rita')).toBeTruthy();
  });

  it('has a Home link and a close action that leaves for the home page', async () => {
    stubAdminApi(rita);
    const user = userEvent.setup();
    renderApp('/admin?tab=general');
    await heading();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.close }));
    expect(window.location.pathname).toBe('/');
  });
});
