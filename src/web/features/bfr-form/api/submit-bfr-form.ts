import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bfrSavedReplySchema,
  type BfrPublicContactReply,
  type BfrUpdateRequest,
} from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrFormKeys } from './bfr-form-keys';

/** POST /api/public/bfr/submit: saves the client's checklist; answers it as saved. */
export const submitBfrForm = (request: BfrUpdateRequest) =>
  apiRequest('/api/public/bfr/submit', {
    method: 'POST',
    body: request,
    schema: bfrSavedReplySchema,
  });

/**
 * Saves, and the contact's cached file becomes the file as saved (spec section 7: on success the
 * contact is refreshed), kept as an answer of the time it was asked: the open form takes the
 * saved values itself, keeping the client's place on the page.
 */
export function useSubmitBfrForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitBfrForm,
    onSuccess: (saved, { contactId }) => {
      const key = bfrFormKeys.contact(contactId);
      const state = client.getQueryState(key);
      client.setQueryData<BfrPublicContactReply>(
        key,
        (reply) => reply && { ...reply, form: saved.form, bfrUpdatedAt: new Date().toISOString() },
        { updatedAt: state?.dataUpdatedAt },
      );
    },
  });
}
