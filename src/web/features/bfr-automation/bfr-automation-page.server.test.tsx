import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { BfrAutomationPage } from './bfr-automation-page';
import { BFR_AUTOMATION_TEXT as TEXT } from './bfr-automation-text';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

/** The page as the server renders it, with the session (undefined: not known yet). */
const html = (user?: User | null) =>
  renderOnServer(<BfrAutomationPage user={user} />, { url: '/admin/bfr-automation' });

describe('BfrAutomationPage rendered on the server', () => {
  it('renders the title and a placeholder while the session is checked', () => {
    const page = html();
    expect(page).toContain(TEXT.title);
    expect(page).toContain(TEXT.adminOnly);
    expect(page).toContain(TEXT.loading);
    expect(page).not.toContain(TEXT.webhookTitle);
  });

  it('renders the four cards for an admin, with placeholders while their data is fetched in the browser', () => {
    const page = html(rita);
    for (const title of [
      TEXT.webhookTitle,
      TEXT.monitoringTitle,
      TEXT.generateTitle,
      TEXT.statusTitle,
    ]) {
      expect(page).toContain(title);
    }
    expect(page).toContain(TEXT.loading);
    expect(page).toContain(TEXT.generate);
    expect(page).toContain(TEXT.trigger);
  });

  it('renders the sign-in prompt for a visitor, coming back here, and Admins only for a non-admin', () => {
    const visitor = html(null);
    expect(visitor).toContain(TEXT.signedOutTitle);
    expect(visitor).toContain('/auth?return=%2Fadmin%2Fbfr-automation');
    expect(html(userFixture())).toContain(TEXT.adminsOnly);
  });
});
