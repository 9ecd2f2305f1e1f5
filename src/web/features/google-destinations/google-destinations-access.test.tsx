// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsViewFixture } from '../../testing/admin-settings-fixtures';
import { requestLog } from '../../testing/api-stub';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { renderDestinationPage } from './google-destinations-fixtures';
import { GOOGLE_FORMS_TEXT, GOOGLE_SHEETS_TEXT } from './google-destinations-text';

beforeAll(async () => {
  await Promise.all([import('./google-sheets-page'), import('./google-forms-page')]);
});
afterEach(() => resetBrowser());

const pages = [
  ['/admin/google-sheets', 'apps-script', GOOGLE_SHEETS_TEXT],
  ['/admin/google-forms', 'google-forms', GOOGLE_FORMS_TEXT],
] as const;

describe.each(pages)('%s access', (url, destination, TEXT) => {
  const render = (user: ReturnType<typeof userFixture> | null) =>
    renderDestinationPage({ url, destination, user, view: adminSettingsViewFixture() });
  const asksAdminApi = (api: ReturnType<typeof render>) =>
    requestLog(api).some((call) => call.includes('/api/admin/'));

  it('asks a visitor who is not signed in to sign in, coming back here, without asking the API', async () => {
    const api = render(null);
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?return=${encodeURIComponent(url)}`,
    );
    expect(asksAdminApi(api)).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = render(userFixture());
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(asksAdminApi(api)).toBe(false);
  });
});
