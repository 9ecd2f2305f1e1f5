import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentContactsReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/** GET /api/contacts/recent?days=&limit=: the contacts created in the last days, newest first. */
export const listRecentContacts = (days: number, limit: number) => {
  const query = new URLSearchParams({ days: String(days), limit: String(limit) });
  return apiRequest(`/api/contacts/recent?${query}`, { schema: recentContactsReplySchema });
};

/**
 * Kept as the reply (`{contacts}`) under the lists' key, so a stage changed elsewhere shows here
 * too (useUpdateContactStage puts the contact in place in every list).
 */
export const recentContactsQueryOptions = (days: number, limit: number) =>
  queryOptions({
    queryKey: contactKeys.recent(days, limit),
    queryFn: () => listRecentContacts(days, limit),
    ...contactsCacheTimes,
  });

export function useRecentContacts(days: number, limit: number) {
  return useQuery(recentContactsQueryOptions(days, limit));
}
