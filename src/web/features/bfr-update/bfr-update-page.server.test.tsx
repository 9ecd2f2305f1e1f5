import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { createQueryClient } from '../../lib/query-client';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { BfrUpdatePage } from './bfr-update-page';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

/** The page as the server renders it, with the session (undefined: not known yet). */
function html(user?: User | null) {
  return renderOnServer(<BfrUpdatePage user={user} />, {
    url: '/admin/bfr-update',
    client: createQueryClient(),
  });
}

describe('BfrUpdatePage rendered on the server', () => {
  it('renders the title and a placeholder while the session is checked', () => {
    const page = html();
    expect(page).toContain(TEXT.title);
    expect(page).toContain(TEXT.loading);
    expect(page).not.toContain(TEXT.searchByName);
  });

  it('renders the search for an admin, with no contact in the page', () => {
    const page = html(rita);
    expect(page).toContain(TEXT.searchByName);
    expect(page).toContain(TEXT.idle);
    expect(page).not.toContain('bfr-print-sheet');
  });

  it('renders the sign-in prompt for a visitor, and Admins only for a non-admin', () => {
    expect(html(null)).toContain(TEXT.signedOutTitle);
    expect(html(userFixture())).toContain(TEXT.adminsOnly);
  });
});
