import { z } from 'zod';
import {
  DEFAULT_TIME_AT_EACH_PROPERTY,
  MAX_ROUTE_STOPS,
  MAX_TIME_AT_EACH_PROPERTY,
  MIN_ROUTE_STOPS,
  MIN_TIME_AT_EACH_PROPERTY,
} from '../core/showing-route';
import { idParam, intValue, text } from './primitives';
import { propertySummarySchema } from './properties';

/*
 * The showing planner (issue 24, the spec's showing_routes), staff only:
 * GET/POST /api/admin/showing-routes, GET/PATCH/DELETE /api/admin/showing-routes/{id}, and
 * GET /api/admin/showing-routes/listing?mlsNumber= (a stop picked by its MLS number).
 */

export const SHOWING_TEXT = {
  nameRequired: 'Enter a name for the route',
  nameTooLong: 'The name can have at most 100 characters',
  clientTooLong: "The client's name can have at most 100 characters",
  stops: `Pick ${MIN_ROUTE_STOPS} to ${MAX_ROUTE_STOPS} properties`,
  stopTwice: 'Each property can be visited once',
  minutes: `Minutes at each property: ${MIN_TIME_AT_EACH_PROPERTY} to ${MAX_TIME_AT_EACH_PROPERTY}`,
  startsAt: 'Enter a valid start date and time',
  order: 'The new order must list each stop of the route once',
  notFound: 'Showing route not found',
  listingGone: (id: number) => `Property ${id} is not available`,
  mlsNumber: 'Enter an MLS number',
} as const;

export const ROUTE_NAME_MAX = 100;

const nameSchema = text({
  error: SHOWING_TEXT.nameRequired,
  max: ROUTE_NAME_MAX,
  maxMessage: SHOWING_TEXT.nameTooLong,
}).min(1, SHOWING_TEXT.nameRequired);

/** Who the tour is for (optional): printed on the itinerary; '' is no client. */
const clientNameSchema = text({ max: ROUTE_NAME_MAX, maxMessage: SHOWING_TEXT.clientTooLong });

const propertyIdsSchema = z
  .array(intValue('Invalid property ID', { min: 1 }), { error: SHOWING_TEXT.stops })
  .min(MIN_ROUTE_STOPS, SHOWING_TEXT.stops)
  .max(MAX_ROUTE_STOPS, SHOWING_TEXT.stops)
  .refine((ids) => new Set(ids).size === ids.length, SHOWING_TEXT.stopTwice);

const minutesSchema = intValue(SHOWING_TEXT.minutes, {
  min: MIN_TIME_AT_EACH_PROPERTY,
  max: MAX_TIME_AT_EACH_PROPERTY,
});

/** An ISO time with its offset ('2026-11-28T16:00:00.000Z'); the browser sends its local time so. */
const startsAtSchema = text({ max: 40, maxMessage: SHOWING_TEXT.startsAt }).pipe(
  z.iso.datetime({ offset: true, error: SHOWING_TEXT.startsAt }),
);

/** POST /api/admin/showing-routes: the route is ordered and scheduled by the server. */
export const createShowingRouteRequestSchema = z.object({
  name: nameSchema,
  clientName: clientNameSchema.nullable().optional(),
  propertyIds: propertyIdsSchema,
  timeAtEachProperty: minutesSchema.default(DEFAULT_TIME_AT_EACH_PROPERTY),
  startsAt: startsAtSchema.nullable().optional(),
});
export type CreateShowingRouteRequest = z.input<typeof createShowingRouteRequestSchema>;

/**
 * PATCH /api/admin/showing-routes/{id}: a new name, client, minutes or start time (the schedule is
 * computed again in the route's order), or a manual order (`order`: the route's property ids
 * in the order staff want; the planner keeps it).
 */
export const updateShowingRouteRequestSchema = z.object({
  name: nameSchema.optional(),
  clientName: clientNameSchema.nullable().optional(),
  timeAtEachProperty: minutesSchema.optional(),
  startsAt: startsAtSchema.nullable().optional(),
  order: propertyIdsSchema.optional(),
});
export type UpdateShowingRouteRequest = z.input<typeof updateShowingRouteRequestSchema>;

export const showingRouteParamsSchema = z.object({ id: idParam('Invalid route ID') });

export const showingListingQuerySchema = z.object({
  mlsNumber: text({ error: SHOWING_TEXT.mlsNumber, max: 30 }).min(1, SHOWING_TEXT.mlsNumber),
});

/** One stop in driving order: its leg and times (core/showing-route.ts) and its card. */
export const showingStopSchema = z.object({
  id: z.number().int(),
  located: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  legMiles: z.number().nullable(),
  legMinutes: z.number().int().nullable(),
  arriveOffset: z.number().int().nullable(),
  leaveOffset: z.number().int().nullable(),
  arriveAt: z.string().nullable(),
  leaveAt: z.string().nullable(),
  /** The listing's card while the site may show it; null when it left the feed since. */
  property: propertySummarySchema.nullable(),
});
export type ShowingStop = z.infer<typeof showingStopSchema>;

export const showingRouteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Who the tour is for, or null. */
  clientName: z.string().nullable(),
  /** The listings as staff picked them. */
  propertyIds: z.array(z.number().int()),
  timeAtEachProperty: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** 'optimized' when the planner ordered the stops, 'manual' when staff did. */
  ordering: z.enum(['optimized', 'manual']),
  stops: z.array(showingStopSchema),
  totalMiles: z.number(),
  driveMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  /** Estimated road miles of driving the stops in the picked order (what the plan saves). */
  pickedOrderMiles: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowingRoute = z.infer<typeof showingRouteSchema>;

export const showingRouteReplySchema = z.object({ route: showingRouteSchema });

/** The list: no stops' cards, just what a row shows. */
export const showingRouteListItemSchema = showingRouteSchema.pick({
  id: true,
  name: true,
  clientName: true,
  propertyIds: true,
  timeAtEachProperty: true,
  startsAt: true,
  totalMiles: true,
  totalMinutes: true,
  createdAt: true,
  updatedAt: true,
});
export type ShowingRouteListItem = z.infer<typeof showingRouteListItemSchema>;
export const showingRoutesReplySchema = z.object({ routes: z.array(showingRouteListItemSchema) });

export const showingListingReplySchema = z.object({ property: propertySummarySchema });

export const deletedShowingRouteSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});
