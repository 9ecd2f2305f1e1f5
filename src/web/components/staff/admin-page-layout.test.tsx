// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { userFixture } from '../../testing/user-fixture';
import { AdminPageHeader } from './admin-page-header';
import { AdminPageLayout } from './admin-page-layout';
import { ADMIN_PAGE_TEXT } from './admin-page-text';

afterEach(cleanup);

const TEXTS = {
  title: 'Reports',
  description: 'What happened this week.',
  signedOutTitle: 'Sign in to see the reports',
  signedOut: 'The reports are for admins.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot see the reports.',
};

function renderPage(user: User | null | undefined, access?: 'staff' | 'admin') {
  return render(
    <AdminPageLayout
      user={user}
      path="/admin/reports"
      texts={TEXTS}
      loading={<p>Loading...</p>}
      access={access}
    >
      {(staff) => <p>Hello {staff.firstName}</p>}
    </AdminPageLayout>,
  );
}

const agent = userFixture({ isAgent: true });

describe('AdminPageHeader', () => {
  it('shows the title as the h1 with Admin Only beside, the description and the link Home', () => {
    render(<AdminPageHeader title="Reports" description="What happened this week." />);
    const title = screen.getByRole('heading', { level: 1, name: 'Reports' });
    expect(title.parentElement?.textContent).toContain(ADMIN_PAGE_TEXT.adminOnly);
    expect(screen.getByText('What happened this week.')).toBeTruthy();
    expect(screen.getByRole('link', { name: ADMIN_PAGE_TEXT.home }).getAttribute('href')).toBe('/');
  });
});

describe('AdminPageLayout', () => {
  it('shows the header in every case and the page only to an admin', () => {
    renderPage(userFixture({ isAdmin: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getByText('Hello Anna')).toBeTruthy();
  });

  it('holds the page back while the session is checked', () => {
    renderPage(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Hello Anna')).toBeNull();
  });

  it('says Admins only to a signed-in visitor who is not an admin', () => {
    renderPage(userFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: TEXTS.adminsOnly })).toBeTruthy();
    expect(screen.queryByText('Hello Anna')).toBeNull();
  });
});

describe('AdminPageLayout for agents (issue 41 B)', () => {
  it('keeps an admin page (the default) from an agent: Admins only', () => {
    renderPage(agent);
    expect(screen.getByRole('heading', { name: TEXTS.adminsOnly })).toBeTruthy();
    expect(screen.getByText(TEXTS.notAdmin)).toBeTruthy();
    expect(screen.getByText(ADMIN_PAGE_TEXT.adminOnly)).toBeTruthy();
    expect(screen.queryByText('Hello Anna')).toBeNull();
  });

  it('opens a staff page to an agent and to an admin, badged Staff Only', () => {
    renderPage(agent, 'staff');
    expect(screen.getByText('Hello Anna')).toBeTruthy();
    expect(screen.getByText(ADMIN_PAGE_TEXT.staffOnly)).toBeTruthy();
    expect(screen.queryByText(ADMIN_PAGE_TEXT.adminOnly)).toBeNull();
    cleanup();

    renderPage(userFixture({ isAdmin: true }), 'staff');
    expect(screen.getByText('Hello Anna')).toBeTruthy();
  });

  it('still refuses a staff page to a signed-in visitor, and asks one signed out to sign in', () => {
    renderPage(userFixture(), 'staff');
    expect(screen.getByRole('heading', { name: TEXTS.adminsOnly })).toBeTruthy();
    expect(screen.queryByText('Hello Anna')).toBeNull();
    cleanup();

    renderPage(null, 'staff');
    expect(screen.getByRole('heading', { name: TEXTS.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Freports',
    );
    expect(screen.queryByText('Hello Anna')).toBeNull();
  });
});
