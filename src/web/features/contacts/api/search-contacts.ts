import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactsListReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/**
 * GET /api/contacts/search?q=&page=&limit=&stage=: one page of the contacts matching a name,
 * e-mail or phone (and at `stage`, when given).
 */
export const searchContacts = (q: string, page: number, limit: number, stage?: string) => {
  const query = new URLSearchParams({ q, page: String(page), limit: String(limit) });
  if (stage) query.set('stage', stage);
  return apiRequest(`/api/contacts/search?${query}`, { schema: contactsListReplySchema });
};

export const searchContactsQueryOptions = (
  q: string,
  page: number,
  limit: number,
  stage?: string,
) =>
  queryOptions({
    queryKey: contactKeys.search(q, page, limit, stage),
    queryFn: () => searchContacts(q, page, limit, stage),
    ...contactsCacheTimes,
  });

/** The search's page; nothing is asked while there is no term (`q` empty) or when disabled. */
export function useContactSearch(
  q: string,
  page: number,
  limit: number,
  { enabled = true, stage }: { enabled?: boolean; stage?: string } = {},
) {
  return useQuery({
    ...searchContactsQueryOptions(q, page, limit, stage),
    enabled: enabled && q !== '',
    // the previous page stays on screen (under the overlay) while the next one is asked
    placeholderData: keepPreviousData,
  });
}
