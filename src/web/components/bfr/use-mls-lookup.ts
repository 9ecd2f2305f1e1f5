import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingAgentReply } from '../../../contract/bfr';
import type { BfrTextKey } from '../../../core/bfr-fields';
import { canLookUpMls, listingAgentQueryOptions, useListingAgent } from './api/get-listing-agent';

/** The fields the MLS lookup fills, with the listing's values (blank ones are left alone). */
export const listingFills = (listing: ListingAgentReply): [BfrTextKey, string][] =>
  (
    [
      ['property', listing.property.address],
      ['listingAgent', listing.agent.listingAgent],
      ['listingAgentPhone', listing.agent.listingAgentPhone],
      ['listingAgentEmail', listing.agent.listingAgentEmail],
    ] as [BfrTextKey, string][]
  )
    .map(([key, value]): [BfrTextKey, string] => [key, value.trim()])
    .filter(([, value]) => value !== '');

/** How long the MLS number rests before it is looked up. */
export const MLS_LOOKUP_DELAY_MS = 400;

/**
 * The listing of the form's MLS number (spec section 4: from 6 characters). The number the
 * form opened with is looked up at once, to show its analysis; a typed one once it has rested
 * for MLS_LOOKUP_DELAY_MS, and then `onFound` gets its listing (the lookup the person asked for),
 * unless the number changed meanwhile or the form is gone.
 */
export function useMlsLookup(openedMls: string) {
  const client = useQueryClient();
  const opened = openedMls.trim();
  const [lookupMls, setLookupMls] = useState(canLookUpMls(opened) ? opened : null);
  const listing = useListingAgent(lookupMls);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(opened);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const lookUpTyped = useCallback(
    (typed: string, onFound: (listing: ListingAgentReply) => void) => {
      clearTimeout(timer.current);
      const mls = typed.trim();
      latest.current = mls;
      if (!canLookUpMls(mls)) {
        setLookupMls(null);
        return;
      }
      timer.current = setTimeout(() => {
        setLookupMls(mls);
        client.fetchQuery(listingAgentQueryOptions(mls)).then(
          (found) => {
            if (found && mounted.current && latest.current === mls) onFound(found);
          },
          // the query holds the failure, which the status line shows
          () => undefined,
        );
      }, MLS_LOOKUP_DELAY_MS);
    },
    [client],
  );

  return { lookupMls, listing, lookUpTyped };
}
