import type { PropertyListResponse } from '../../../../contract/properties';
import { messageText, type SpecMessageKey } from '../../../../core/spec-messages';
import { apiRequest, HttpError, lazySchema } from '../../../lib/api';

/** The failures of the listing fetchers (visitor spec section 8): `… : {status} {statusText}`. */
export const LISTING_FETCH_FAILURES = {
  properties: 'properties.fetchFailed',
  payson: 'properties.paysonFetchFailed',
} as const satisfies Record<string, SpecMessageKey>;

// The home page's results come with the page; the reply schema (with zod and the listing
// contract) loads with the first search the visitor makes.
const propertyListReplySchema = lazySchema(() =>
  import('./property-list-reply').then((m) => m.propertyListReplySchema),
);

/**
 * GETs a list of listings. A non-OK reply becomes the failure's message with its status, keeping
 * the status and the server's body for the page that shows it.
 */
export async function fetchPropertyList(
  path: string,
  failure: (typeof LISTING_FETCH_FAILURES)[keyof typeof LISTING_FETCH_FAILURES],
): Promise<PropertyListResponse> {
  try {
    return await apiRequest(path, { schema: propertyListReplySchema });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(
        error.status,
        messageText(failure, { status: error.status, statusText: error.statusText }).trimEnd(),
        error.body,
        error.statusText,
      );
    }
    throw error;
  }
}
