import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bfrSavedReplySchema,
  type BfrContactReply,
  type BfrUpdateRequest,
} from '../../../../contract/bfr';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { BFR_UPDATE_TEXT as TEXT } from '../bfr-update-text';
import { bfrKeys } from './bfr-keys';

/** POST /api/admin/bfr/update: saves the contact's checklist; answers it as saved. */
export const updateBfr = (request: BfrUpdateRequest) =>
  apiRequest('/api/admin/bfr/update', {
    method: 'POST',
    body: request,
    schema: bfrSavedReplySchema,
  });

/**
 * Saves: 'Success' / 'BFR data updated successfully', and the contact's cached lookups hold the
 * checklist as saved (kept as answers of the time they were asked: the open form is not opened
 * again, and going back to the contact from the matches shows what was saved). A failure toasts
 * 'Error' / 'Failed to update BFR data'; the form shows the field messages.
 */
export function useUpdateBfr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBfr,
    onSuccess: (saved, { contactId }) => {
      toast({ title: TEXT.success, description: TEXT.updated });
      const savedAt = new Date().toISOString();
      for (const query of client.getQueryCache().findAll({ queryKey: bfrKeys.contacts() })) {
        const reply = query.state.data as BfrContactReply | null | undefined;
        if (reply?.contact.id !== contactId) continue;
        client.setQueryData<BfrContactReply>(
          query.queryKey,
          {
            ...reply,
            form: saved.form,
            contact: { ...reply.contact, bfrData: saved.form, bfrUpdatedAt: savedAt },
          },
          { updatedAt: query.state.dataUpdatedAt },
        );
      }
    },
    onError: () => {
      toast({ variant: 'destructive', title: TEXT.error, description: TEXT.updateFailed });
    },
  });
}
