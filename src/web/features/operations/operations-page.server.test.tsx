import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { operationsKeys } from './api/operations-health';
import { operationsHealthFixture } from './operations-fixtures';
import { OperationsPage } from './operations-page';
import { OPERATIONS_TEXT as TEXT } from './operations-text';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

describe('OperationsPage rendered on the server', () => {
  it('renders placeholders while the health is fetched in the browser', () => {
    const html = renderOnServer(<OperationsPage user={rita} />, { url: '/admin/operations' });
    expect(html).toContain(TEXT.title);
    expect(html).toContain(TEXT.loading);
  });

  it('renders the sections when the health is known', () => {
    const client = createQueryClient();
    client.setQueryData(operationsKeys.health(), operationsHealthFixture());
    const html = renderOnServer(<OperationsPage user={rita} />, {
      url: '/admin/operations',
      client,
    });
    expect(html).toContain(TEXT.feedTitle);
    expect(html).toContain(TEXT.alertsTitle);
  });

  it('renders the sign-in prompt for a visitor', () => {
    const html = renderOnServer(<OperationsPage user={null} />, { url: '/admin/operations' });
    expect(html).toContain(TEXT.signedOutTitle);
  });
});
