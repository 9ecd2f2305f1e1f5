import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignContactRequest } from '../../../../contract/agents';
import { contactReplySchema } from '../../../../contract/crm';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { CONTACTS_TEXT } from '../contacts-text';
import { contactKeys } from './contact-keys';
import { storeContact } from './store-contact';

/**
 * PUT /api/contacts/{id}/assignee: assigns the contact to an agent (`agentId` null: to nobody);
 * answers the contact as it now is, `assignedTo` the agent's name. Refused with the server's
 * message: 400 for an account that is not an agent, 409 when Follow Up Boss cannot follow.
 */
export const assignContact = (id: number, request: AssignContactRequest) =>
  apiRequest(`/api/contacts/${id}/assignee`, {
    method: 'PUT',
    body: request,
    schema: contactReplySchema,
  });

/**
 * Assigns the contact: a toast with the new assignee, the contact and the lists on screen show
 * it at once, and the contact's own data is asked again (the CRM logs the change in its
 * activity). The lists are only marked stale, as a stage change leaves them. A failure is the
 * caller's to show, beside its control.
 */
export function useAssignContact(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignContactRequest) => assignContact(id, request),
    onSuccess: async ({ contact }) => {
      toast({ title: CONTACTS_TEXT.assignSaved(contact.assignedTo) });
      storeContact(client, contact);
      await Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.contact(id) }),
        client.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' }),
      ]);
    },
  });
}
