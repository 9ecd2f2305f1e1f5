import { z } from 'zod';
import {
  propertyListResponseSchema,
  propertySummarySchema,
  type PropertyListResponse,
} from '../../../../contract/properties';
import { messageText, type SpecMessageKey } from '../../../../core/spec-messages';
import { apiRequest, HttpError } from '../../../lib/api';

/** The failures of the listing fetchers (visitor spec section 8): `… : {status} {statusText}`. */
export const LISTING_FETCH_FAILURES = {
  properties: 'properties.fetchFailed',
  payson: 'properties.paysonFetchFailed',
} as const satisfies Record<string, SpecMessageKey>;

/**
 * A list reply: the page object, or a bare array of listings, which is read as one page of
 * them (visitor spec section 3).
 */
export const propertyListReplySchema = z.union([
  propertyListResponseSchema,
  z.array(propertySummarySchema).transform((properties): PropertyListResponse => ({
    properties,
    total: properties.length,
    page: 1,
    totalPages: 1,
  })),
]);

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
