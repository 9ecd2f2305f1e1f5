import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { ADMIN_TEXT, AdminPage } from './admin-page';
import { adminSettingsKeys } from './api/admin-settings';
import { adminSettingsViewFixture } from './admin-test-fixtures';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

describe('AdminPage rendered on the server', () => {
  it('renders the panel with placeholders while the settings are fetched in the browser', () => {
    const html = renderOnServer(<AdminPage user={rita} />, { url: '/admin' });
    expect(html).toContain(ADMIN_TEXT.title);
    expect(html).toContain(ADMIN_TEXT.loading);
    expect(html).toContain(ADMIN_TEXT.quickLinks);
  });

  it("renders the URL's tab when the settings are known", () => {
    const client = createQueryClient();
    client.setQueryData(adminSettingsKeys.all, adminSettingsViewFixture());
    const html = renderOnServer(<AdminPage user={rita} />, { url: '/admin?tab=general', client });
    expect(html).toContain('Application Name');
    expect(html).toContain('placeholder="Rim Country Homes"');
  });

  it('renders the sign-in prompt for a visitor', () => {
    const html = renderOnServer(<AdminPage user={null} />, { url: '/admin' });
    expect(html).toContain(ADMIN_TEXT.signedOutTitle);
  });
});
