import type { QueryClient } from '@tanstack/react-query';
import type { ContactsListReply, CrmContact } from '../../../../contract/crm';
import { contactKeys } from './contact-keys';

/** A list page with `contact` in place of its old self (the same page when it is not on it). */
function withContact(page: ContactsListReply | undefined, contact: CrmContact) {
  if (!page?.contacts.some((c) => c.id === contact.id)) return page;
  return { ...page, contacts: page.contacts.map((c) => (c.id === contact.id ? contact : c)) };
}

/**
 * Puts a contact as a change's reply answers it into the cache: its own query and every list
 * page already on screen that shows it, so the page, the dialog and the cards agree at once.
 */
export function storeContact(client: QueryClient, contact: CrmContact) {
  client.setQueriesData<ContactsListReply>({ queryKey: contactKeys.lists() }, (page) =>
    withContact(page, contact),
  );
  client.setQueryData(contactKeys.contact(contact.id), contact);
}
