import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { renderOnServer } from '../../testing/render-on-server';
import { userFixture } from '../../testing/user-fixture';
import { contactKeys } from './api/contact-keys';
import { ContactDetailPage } from './contact-detail-page';
import { ContactsPage } from './contacts-page';
import { CONTACTS_TEXT as TEXT } from './contacts-text';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

describe('the contacts pages rendered on the server', () => {
  it('render the search box and the term, with the results left to the browser', () => {
    const client = createQueryClient();
    const html = renderOnServer(<ContactsPage user={rita} />, {
      url: '/admin/contacts?q=harper',
      client,
    });
    expect(html).toContain(TEXT.title);
    expect(html).toContain(TEXT.searchLabel);
    expect(html).toContain('value="harper"');
    // contacts are never fetched into a server page (personal data stays in the browser's memory)
    const contacts = client.getQueryCache().findAll({ queryKey: contactKeys.all });
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((query) => query.state.data === undefined)).toBe(true);
    expect(contacts.every((query) => query.state.fetchStatus === 'idle')).toBe(true);
  });

  it('renders the hot leads title, and the sign-in prompt for a visitor', () => {
    expect(
      renderOnServer(<ContactsPage user={rita} hotLeads />, { url: '/admin/hot-leads' }),
    ).toContain(TEXT.hotLeadsTitle);
    expect(renderOnServer(<ContactsPage user={null} />, { url: '/contacts' })).toContain(
      TEXT.signedOutTitle,
    );
  });

  it('renders the contact page with placeholders while the contact is fetched in the browser', () => {
    const html = renderOnServer(<ContactDetailPage user={rita} id="101" />, {
      url: '/admin/contacts/101',
    });
    expect(html).toContain(TEXT.backToContacts);
    expect(html).toContain(TEXT.loading);
  });
});
