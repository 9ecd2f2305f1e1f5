import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactReplySchema, type CrmContact } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/** GET /api/contacts/{id}: one contact (404 'Contact not found' when the CRM has none). */
export const getContact = (id: number) =>
  apiRequest(`/api/contacts/${id}`, { schema: contactReplySchema }).then((reply) => reply.contact);

export const contactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contactKeys.contact(id),
    queryFn: () => getContact(id),
    ...contactsCacheTimes,
  });

/**
 * One contact. `known` is the contact as a list already showed it: the dialog shows it at
 * once instead of asking again (it counts as fresh from when the list got it).
 */
export function useContact(
  id: number | null,
  { known, knownAt }: { known?: CrmContact; knownAt?: number } = {},
) {
  return useQuery({
    ...contactQueryOptions(id ?? 0),
    enabled: id !== null,
    ...(known ? { initialData: known, initialDataUpdatedAt: knownAt } : {}),
  });
}
