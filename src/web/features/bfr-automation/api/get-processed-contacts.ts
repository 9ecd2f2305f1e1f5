import { queryOptions, useQuery } from '@tanstack/react-query';
import { processedContactsReplySchema, RECENTLY_PROCESSED_SHOWN } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { bfrAutomationKeys, MONITOR_POLL_MS } from './bfr-automation-keys';

/** GET /api/admin/processed-contacts?limit=5: the newest processed contacts and the total. */
export const getProcessedContacts = () =>
  apiRequest(`/api/admin/processed-contacts?limit=${RECENTLY_PROCESSED_SHOWN}`, {
    schema: processedContactsReplySchema,
  });

export const processedContactsQueryOptions = () =>
  queryOptions({
    queryKey: bfrAutomationKeys.processed(),
    queryFn: getProcessedContacts,
    refetchInterval: MONITOR_POLL_MS,
  });

/** The recently processed contacts, asked again every 10 seconds while the page is open. */
export function useProcessedContacts() {
  return useQuery(processedContactsQueryOptions());
}
