import { queryOptions, useQuery } from '@tanstack/react-query';
import { bfrPublicContactReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrFormKeys } from './bfr-form-keys';

/**
 * GET /api/bfr/contact/{contactId}: the contact's name, phone and e-mail and their checklist as
 * the form opens it. Answered to the browser the contact's BFR link granted (403 otherwise).
 */
export const getBfrFormContact = (contactId: number) =>
  apiRequest(`/api/bfr/contact/${contactId}`, { schema: bfrPublicContactReplySchema });

/**
 * Asked once while the page is open (the app's defaults: never stale, no refetch on focus, no
 * retry): an answer arriving while the client types would open the form again, dropping it.
 */
export const bfrFormContactQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: bfrFormKeys.contact(contactId),
    queryFn: () => getBfrFormContact(contactId),
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

/** The file of the link's contact; nothing is asked without one (null). */
export function useBfrFormContact(contactId: number | null) {
  return useQuery({
    ...bfrFormContactQueryOptions(contactId ?? 0),
    enabled: contactId !== null,
  });
}
