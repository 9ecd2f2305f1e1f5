import { useMutation } from '@tanstack/react-query';
import { createContactReplySchema, type LeadFormInput } from '../../../../contract/leads';
import { apiRequest } from '../../../lib/api';

/** POST /api/contacts: the server stores the lead before it answers (visitor spec section 7). */
export const createContact = (body: LeadFormInput) =>
  apiRequest('/api/contacts', { method: 'POST', body, schema: createContactReplySchema });

// Mutations never retry (visitor spec section 9): a second POST could create a second lead.
export function useCreateContact() {
  return useMutation({ mutationFn: createContact, retry: false });
}
