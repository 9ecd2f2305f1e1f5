import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  recentDeliveriesReplySchema,
  type DeliveryDestination,
} from '../../../../contract/operations';
import { apiRequest } from '../../../lib/api';

/** How often a destination's deliveries are asked again while its page is open. */
export const DELIVERIES_POLL_MS = 15_000;

export const googleDestinationKeys = {
  all: ['admin', 'google-destinations'] as const,
  deliveries: (destination: DeliveryDestination) =>
    [...googleDestinationKeys.all, 'deliveries', destination] as const,
};

/** GET /api/admin/lead-deliveries?destination=…: its last 50 deliveries, and whether it is on. */
export const getRecentDeliveries = (destination: DeliveryDestination) =>
  apiRequest(`/api/admin/lead-deliveries?destination=${encodeURIComponent(destination)}`, {
    schema: recentDeliveriesReplySchema,
  });

export const recentDeliveriesQueryOptions = (destination: DeliveryDestination) =>
  queryOptions({
    queryKey: googleDestinationKeys.deliveries(destination),
    queryFn: () => getRecentDeliveries(destination),
  });

/** A destination's deliveries, asked again every 15 seconds while the page is open. */
export function useRecentDeliveries(destination: DeliveryDestination) {
  return useQuery({
    ...recentDeliveriesQueryOptions(destination),
    refetchInterval: DELIVERIES_POLL_MS,
  });
}

/** After a settings save: whether new leads go to a destination may have changed. */
export async function refreshDestinationStatus(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: googleDestinationKeys.all });
}
