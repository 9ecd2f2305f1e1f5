import { z } from 'zod';
import {
  propertyListResponseSchema,
  propertySummarySchema,
  type PropertyListResponse,
} from '../../../../contract/properties';

/**
 * A list reply: the page object, or a bare array of listings, which is read as one page of
 * them (visitor spec section 3). A module of its own so that property-list.ts, on the home
 * page's first view, can import it with the first request (lib/api.ts lazySchema).
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
