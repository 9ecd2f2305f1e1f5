import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  comparisonNoteReplySchema,
  contactComparisonReplySchema,
  contactComparisonsReplySchema,
  deletedComparisonSchema,
  type ComparisonNoteRequest,
  type SaveComparisonRequest,
} from '../../../../contract/saved-comparisons';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/*
 * The comparisons staff save for a contact (issue 27): GET/POST
 * /api/contacts/{id}/comparisons, DELETE …/{comparisonId} and POST …/{comparisonId}/note.
 */

export const getContactComparisons = (contactId: number) =>
  apiRequest(`/api/contacts/${contactId}/comparisons`, {
    schema: contactComparisonsReplySchema,
  }).then((reply) => reply.comparisons);

export const contactComparisonsQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: contactKeys.comparisons(contactId),
    queryFn: () => getContactComparisons(contactId),
    ...contactsCacheTimes,
  });

export function useContactComparisons(contactId: number) {
  return useQuery(contactComparisonsQueryOptions(contactId));
}

export const saveContactComparison = (contactId: number, request: SaveComparisonRequest) =>
  apiRequest(`/api/contacts/${contactId}/comparisons`, {
    method: 'POST',
    body: request,
    schema: contactComparisonReplySchema,
  }).then((reply) => reply.comparison);

export const deleteContactComparison = (contactId: number, comparisonId: number) =>
  apiRequest(`/api/contacts/${contactId}/comparisons/${comparisonId}`, {
    method: 'DELETE',
    schema: deletedComparisonSchema,
  });

export const sendComparisonNote = (
  contactId: number,
  comparisonId: number,
  request: ComparisonNoteRequest = {},
) =>
  apiRequest(`/api/contacts/${contactId}/comparisons/${comparisonId}/note`, {
    method: 'POST',
    body: request,
    schema: comparisonNoteReplySchema,
  }).then((reply) => reply.note);

/**
 * After a change the contact's own data is asked again (its comparisons, and its notes when a
 * link went into one); the lists only marked stale.
 */
function useRefreshContact() {
  const client = useQueryClient();
  return (contactId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: contactKeys.contact(contactId) }),
      client.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' }),
    ]);
}

/**
 * Saves the selection for a contact and, when asked, writes its link in a CRM note. The
 * comparison is kept even when the note fails: `noteError` says so, and the note can be sent
 * again from the contact's page.
 */
export function useSaveForContact() {
  const refresh = useRefreshContact();
  return useMutation({
    mutationFn: async ({
      contactId,
      request,
      note,
    }: {
      contactId: number;
      request: SaveComparisonRequest;
      note: ComparisonNoteRequest | null;
    }) => {
      const comparison = await saveContactComparison(contactId, request);
      if (note === null) return { comparison, noteError: null };
      try {
        await sendComparisonNote(contactId, comparison.id, note);
        return { comparison, noteError: null };
      } catch (error) {
        return { comparison, noteError: error };
      }
    },
    onSettled: (_data, _error, { contactId }) => refresh(contactId),
  });
}

export function useSendComparisonNote(contactId: number) {
  const refresh = useRefreshContact();
  return useMutation({
    mutationFn: (comparisonId: number) => sendComparisonNote(contactId, comparisonId),
    onSuccess: () => refresh(contactId),
  });
}

export function useDeleteContactComparison(contactId: number) {
  const refresh = useRefreshContact();
  return useMutation({
    mutationFn: (comparisonId: number) => deleteContactComparison(contactId, comparisonId),
    onSuccess: () => refresh(contactId),
  });
}
