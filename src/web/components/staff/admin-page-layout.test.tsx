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

function renderPage(user: User | null | undefined) {
  return render(
    <AdminPageLayout user={user} path="/admin/reports" texts={TEXTS} loading={<p>Loading...</p>}>
      {(admin) => <p>Hello {admin.firstName}</p>}
    </AdminPageLayout>,
  );
}

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
