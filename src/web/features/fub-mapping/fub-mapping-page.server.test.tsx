import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { FubMappingPage } from './fub-mapping-page';
import { FUB_MAPPING_TEXT as TEXT } from './fub-mapping-text';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

describe('FubMappingPage rendered on the server', () => {
  it('renders the page with placeholders while the mapping is fetched in the browser', () => {
    const html = renderOnServer(<FubMappingPage user={rita} />, { url: '/admin/fub-mapping' });
    expect(html).toContain(TEXT.title);
    expect(html).toContain(TEXT.adminOnly);
    expect(html).toContain(TEXT.loading);
  });

  it('renders the sign-in prompt for a visitor, coming back to the address asked, and Admins only for a non-admin', () => {
    const visitor = renderOnServer(<FubMappingPage user={null} />, {
      url: '/admin/fub-mapping-fixed',
    });
    expect(visitor).toContain(TEXT.signedOutTitle);
    expect(visitor).toContain('/auth?return=%2Fadmin%2Ffub-mapping-fixed');
    expect(
      renderOnServer(<FubMappingPage user={userFixture()} />, { url: '/admin/fub-mapping' }),
    ).toContain(TEXT.adminsOnly);
  });
});
