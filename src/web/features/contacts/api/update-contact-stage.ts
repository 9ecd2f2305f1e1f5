import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactReplySchema, type UpdateContactRequest } from '../../../../contract/crm';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { CONTACTS_TEXT } from '../contacts-text';
import { contactKeys } from './contact-keys';
import { storeContact } from './store-contact';

/** PATCH /api/contacts/{id}: sets the contact's stage; answers the contact as it now is. */
export const updateContactStage = (id: number, change: UpdateContactRequest) =>
  apiRequest(`/api/contacts/${id}`, { method: 'PATCH', body: change, schema: contactReplySchema });

/**
 * Changes the stage: 'Stage updated', the lists already on screen show the new stage (a hot
 * lead moved on leaves the hot-leads list), and the contact, its notes and its activity are
 * asked again. The lists are only marked stale (asking them again now would cover the page with
 * the search overlay): a stage's list and its total are the CRM's, so the next page or visit
 * asks for them again. A failure toasts the server's message.
 */
export function useUpdateContactStage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateContactRequest) => updateContactStage(id, change),
    onSuccess: async ({ contact }) => {
      toast({ title: CONTACTS_TEXT.stageUpdated });
      storeContact(client, contact);
      await Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.contact(id) }),
        client.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' }),
      ]);
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
