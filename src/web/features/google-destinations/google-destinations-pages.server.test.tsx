import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { GOOGLE_FORMS_TEXT, GOOGLE_SHEETS_TEXT } from './google-destinations-text';
import { GoogleFormsPage } from './google-forms-page';
import { GoogleSheetsPage } from './google-sheets-page';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const pages = [
  ['/admin/google-sheets', GoogleSheetsPage, GOOGLE_SHEETS_TEXT],
  ['/admin/google-forms', GoogleFormsPage, GOOGLE_FORMS_TEXT],
] as const;

describe.each(pages)('%s rendered on the server', (url, Page, TEXT) => {
  const html = (user?: User | null) => renderOnServer(<Page user={user} />, { url });

  it('renders the title and a placeholder while the session is checked', () => {
    const page = html();
    expect(page).toContain(TEXT.title);
    expect(page).toContain(TEXT.adminOnly);
    expect(page).toContain(TEXT.loading);
  });

  it('renders placeholders for an admin while the settings and deliveries are fetched in the browser', () => {
    const page = html(rita);
    expect(page).toContain(TEXT.deliveriesTitle);
    expect(page).toContain(TEXT.loading);
  });

  it('renders the sign-in prompt for a visitor, coming back here, and Admins only for a non-admin', () => {
    expect(html(null)).toContain(TEXT.signedOutTitle);
    expect(html(null)).toContain(`/auth?return=${encodeURIComponent(url)}`);
    expect(html(userFixture())).toContain(TEXT.adminsOnly);
  });
});
