import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listingAgentParamsSchema,
  listingAgentReplySchema,
  type ListingAgentReply,
} from '../../../../contract/bfr';
import { apiRequest, HttpError } from '../../../lib/api';

/**
 * The MLS lookups' query keys, shared by the admin tool and the client's form (a listing's agent
 * and facts are the same whoever asks).
 */
export const listingAgentKeys = {
  all: ['bfr', 'listing-agent'] as const,
  mls: (mls: string) => [...listingAgentKeys.all, mls] as const,
};

/** Whether an MLS number can be looked up: 6 to 20 letters, digits or '-' (spec section 9). */
export const canLookUpMls = (mls: string) => listingAgentParamsSchema.safeParse({ mls }).success;

/**
 * GET /api/listing-agent/{mls}: the listing's agent, its address and the property analysis
 * (lead paint, HOA addendum, septic); null when no listing has that number (404). Staff may ask,
 * and so may a browser holding a client's BFR link.
 */
export async function getListingAgent(mls: string): Promise<ListingAgentReply | null> {
  try {
    return await apiRequest(`/api/listing-agent/${encodeURIComponent(mls)}`, {
      schema: listingAgentReplySchema,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A listing does not change its agent or year built while the page is open: asked once. */
export const listingAgentQueryOptions = (mls: string) =>
  queryOptions({
    queryKey: listingAgentKeys.mls(mls),
    queryFn: () => getListingAgent(mls),
  });

/** The listing of an MLS number; nothing is asked while there is none to look up (null). */
export function useListingAgent(mls: string | null) {
  return useQuery({ ...listingAgentQueryOptions(mls ?? ''), enabled: mls !== null });
}
