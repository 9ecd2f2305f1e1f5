import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactsListReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/**
 * GET /api/contacts?page=&limit=&stage=: one page of every contact, or of one stage's (the CRM
 * narrows to the stage, so the total and pages are that stage's), most recent activity first.
 */
export const listContacts = (page: number, limit: number, stage?: string) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (stage) query.set('stage', stage);
  return apiRequest(`/api/contacts?${query}`, { schema: contactsListReplySchema });
};

export const listContactsQueryOptions = (page: number, limit: number, stage?: string) =>
  queryOptions({
    queryKey: contactKeys.page(page, limit, stage),
    queryFn: () => listContacts(page, limit, stage),
    ...contactsCacheTimes,
  });

export function useContactsPage(
  page: number,
  limit: number,
  { enabled = true, stage }: { enabled?: boolean; stage?: string } = {},
) {
  return useQuery({
    ...listContactsQueryOptions(page, limit, stage),
    enabled,
    placeholderData: keepPreviousData,
  });
}
