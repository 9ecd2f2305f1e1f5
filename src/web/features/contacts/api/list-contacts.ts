import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactsListReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/** GET /api/contacts?page=&limit=: one page of every contact, most recent activity first. */
export const listContacts = (page: number, limit: number) =>
  apiRequest(`/api/contacts?page=${page}&limit=${limit}`, { schema: contactsListReplySchema });

export const listContactsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: contactKeys.page(page, limit),
    queryFn: () => listContacts(page, limit),
    ...contactsCacheTimes,
  });

export function useContactsPage(
  page: number,
  limit: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...listContactsQueryOptions(page, limit),
    enabled,
    placeholderData: keepPreviousData,
  });
}
