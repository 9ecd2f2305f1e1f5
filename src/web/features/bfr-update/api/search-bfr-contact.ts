import { queryOptions, useQuery } from '@tanstack/react-query';
import { bfrContactReplySchema, type BfrContactReply } from '../../../../contract/bfr';
import { apiRequest, HttpError } from '../../../lib/api';
import { bfrContactCacheOptions, bfrKeys } from './bfr-keys';

/**
 * GET /api/admin/bfr/contact/{nameOrEmail}: the first contact matching a name or an e-mail,
 * its checklist as the form opens it, and every match; null when none matches (404).
 */
export async function searchBfrContact(nameOrEmail: string): Promise<BfrContactReply | null> {
  try {
    return await apiRequest(`/api/admin/bfr/contact/${encodeURIComponent(nameOrEmail)}`, {
      schema: bfrContactReplySchema,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const searchBfrContactQueryOptions = (nameOrEmail: string) =>
  queryOptions({
    queryKey: bfrKeys.search(nameOrEmail),
    queryFn: () => searchBfrContact(nameOrEmail),
    ...bfrContactCacheOptions,
  });

/** The search's answer; nothing is asked while there is no term (null). */
export function useBfrContactSearch(nameOrEmail: string | null) {
  return useQuery({
    ...searchBfrContactQueryOptions(nameOrEmail ?? ''),
    enabled: nameOrEmail !== null,
  });
}
