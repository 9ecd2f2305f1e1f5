import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactsListReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/** GET /api/contacts/search?q=&page=&limit=: one page of the contacts matching a name, e-mail or phone. */
export const searchContacts = (q: string, page: number, limit: number) => {
  const query = new URLSearchParams({ q, page: String(page), limit: String(limit) });
  return apiRequest(`/api/contacts/search?${query}`, { schema: contactsListReplySchema });
};

export const searchContactsQueryOptions = (q: string, page: number, limit: number) =>
  queryOptions({
    queryKey: contactKeys.search(q, page, limit),
    queryFn: () => searchContacts(q, page, limit),
    ...contactsCacheTimes,
  });

/** The search's page; nothing is asked while there is no term (`q` empty) or when disabled. */
export function useContactSearch(
  q: string,
  page: number,
  limit: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...searchContactsQueryOptions(q, page, limit),
    enabled: enabled && q !== '',
    // the previous page stays on screen (under the overlay) while the next one is asked
    placeholderData: keepPreviousData,
  });
}
