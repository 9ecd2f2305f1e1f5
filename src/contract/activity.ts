import { z } from 'zod';
import { intValue, text } from './primitives';

/*
 * What a known visitor does on the site, for the team's CRM (issue 19): the browser reports a
 * listing viewed and a search run; saving a listing is recorded by the server itself. Events
 * of visitors the site does not know are not kept.
 */

/** The CRM's names of the activities (Follow Up Boss event types). */
export const VISITOR_ACTIVITY_TYPES = {
  viewedProperty: 'Viewed Property',
  savedProperty: 'Saved Property',
  propertySearch: 'Property Search',
  /** A saved search's alert e-mailed to the visitor (issue 23), recorded by the server. */
  savedPropertySearch: 'Saved Property Search',
} as const;

/** POST /api/activity (public; 204 whether or not the visitor is known: it reveals nothing). */
export const visitorActivityRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('viewed-property'),
    propertyId: intValue('Invalid property ID', { min: 1 }),
  }),
  z.object({
    type: z.literal('property-search'),
    /** The home page's query string ('?city=Payson&minBedrooms=3'). */
    search: text({ max: 2000 }),
  }),
]);
export type VisitorActivityRequest = z.infer<typeof visitorActivityRequestSchema>;
