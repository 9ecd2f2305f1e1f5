import { queryOptions, useQuery } from '@tanstack/react-query';
import { bfrContactReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrContactCacheOptions, bfrKeys } from './bfr-keys';

/** GET /api/admin/bfr/contacts/{id}: one contact of a search's matches, with its checklist. */
export const getBfrContact = (id: number) =>
  apiRequest(`/api/admin/bfr/contacts/${id}`, { schema: bfrContactReplySchema });

export const bfrContactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bfrKeys.contact(id),
    queryFn: () => getBfrContact(id),
    ...bfrContactCacheOptions,
  });

/** The contact the admin picked among the matches; nothing is asked while none is (null). */
export function useBfrContact(id: number | null) {
  return useQuery({ ...bfrContactQueryOptions(id ?? 0), enabled: id !== null });
}
