import { queryOptions, useQuery } from '@tanstack/react-query';
import { bfrLinksReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrAutomationKeys } from './bfr-automation-keys';

/** GET /api/admin/bfr/links?contactId=N: the contact's links, newest first. */
export const getBfrLinks = (contactId: number) =>
  apiRequest(`/api/admin/bfr/links?contactId=${contactId}`, { schema: bfrLinksReplySchema });

export const bfrLinksQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: bfrAutomationKeys.linksOf(contactId),
    queryFn: () => getBfrLinks(contactId),
  });

/** The links of the contact a link was last generated for; nothing is asked before (null). */
export function useBfrLinks(contactId: number | null) {
  return useQuery({ ...bfrLinksQueryOptions(contactId ?? 0), enabled: contactId !== null });
}
