import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactReplySchema,
  type ContactsListReply,
  type CrmContact,
  type UpdateContactRequest,
} from '../../../../contract/crm';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { CONTACTS_TEXT } from '../contacts-text';
import { contactKeys } from './contact-keys';

/** PATCH /api/contacts/{id}: sets the contact's stage; answers the contact as it now is. */
export const updateContactStage = (id: number, change: UpdateContactRequest) =>
  apiRequest(`/api/contacts/${id}`, { method: 'PATCH', body: change, schema: contactReplySchema });

/** A list page with `contact` in place of its old self (the same page when it is not on it). */
function withContact(page: ContactsListReply | undefined, contact: CrmContact) {
  if (!page?.contacts.some((c) => c.id === contact.id)) return page;
  return { ...page, contacts: page.contacts.map((c) => (c.id === contact.id ? contact : c)) };
}

/**
 * Changes the stage: 'Stage updated', the lists already on screen show the new stage (a hot
 * lead moved on leaves the hot-leads list), and the contact, its notes and its activity are
 * asked again. A failure toasts the server's message.
 */
export function useUpdateContactStage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateContactRequest) => updateContactStage(id, change),
    onSuccess: async ({ contact }) => {
      toast({ title: CONTACTS_TEXT.stageUpdated });
      client.setQueriesData<ContactsListReply>({ queryKey: contactKeys.lists() }, (page) =>
        withContact(page, contact),
      );
      client.setQueryData(contactKeys.contact(id), contact);
      await client.invalidateQueries({ queryKey: contactKeys.contact(id) });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: CONTACTS_TEXT.stageFailed,
        description: parseServerError(error).userMessage,
      });
    },
  });
}
