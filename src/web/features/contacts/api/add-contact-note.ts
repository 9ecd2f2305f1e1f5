import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteReplySchema, type AddNoteRequest } from '../../../../contract/crm';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { CONTACTS_TEXT } from '../contacts-text';
import { contactKeys } from './contact-keys';

/** POST /api/contacts/{id}/notes: writes a note to the contact in the current CRM. */
export const addContactNote = (id: number, note: AddNoteRequest) =>
  apiRequest(`/api/contacts/${id}/notes`, { method: 'POST', body: note, schema: noteReplySchema });

/**
 * Adds a note: 'Note added', then the contact, its notes and its activity asked again (the
 * lists only marked stale: asking them again would cover the page with the search overlay).
 * A failure toasts the server's message; the form shows its field messages.
 */
export function useAddContactNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: AddNoteRequest) => addContactNote(id, note),
    onSuccess: async () => {
      toast({ title: CONTACTS_TEXT.noteAdded });
      await Promise.all([
        client.invalidateQueries({ queryKey: contactKeys.contact(id) }),
        client.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' }),
      ]);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: CONTACTS_TEXT.noteFailed,
        description: parseServerError(error).userMessage,
      });
    },
  });
}
