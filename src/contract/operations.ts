import { z } from 'zod';
import { alertSchema } from './alerts';
import { idParam, intValue, text } from './primitives';

/*
 * The operations view (/admin/operations) and GET /api/admin/health: whether the site is
 * fresh and every lead arrived, in one reply for the page and for monitoring tools.
 */

/** Targets the freshness is measured against (minutes). */
export const FRESHNESS_GOAL_MINUTES = 5;
/** Older than this, an alert is raised by itself (and resolved when the feed catches up). */
export const FRESHNESS_ALERT_MINUTES = 30;
/** The IDX rules: listings refreshed at least every 12 hours. */
export const IDX_REFRESH_RULE_MINUTES = 12 * 60;

export const feedHealthSchema = z.object({
  /** 'offline' (the built-in sample feed), 'environment' (SPARK_ACCESS_TOKEN) or 'admin' (the panel's key). */
  source: z.enum(['offline', 'environment', 'admin']),
  /** The last successful sync or refresh (ISO), null before the first. */
  lastSuccessAt: z.string().nullable(),
  /** Minutes since then, null before the first. */
  minutesSinceSuccess: z.number().nullable(),
  /** 'fresh' within the 5-minute goal, 'late' beyond it, 'stale' past 30 minutes, 'idx-breach' past 12 hours. */
  freshness: z.enum(['fresh', 'late', 'stale', 'idx-breach', 'never']),
  lastError: z.string().nullable(),
  /** A full caching run is going on. */
  cachingRunning: z.boolean(),
});

export const cityHealthSchema = z.object({
  city: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  listings: z.number().int(),
  isComplete: z.boolean(),
  /** When the city's last full sync finished (ISO), null if never. */
  lastFullSyncAt: z.string().nullable(),
});

export const DELIVERY_DESTINATIONS = ['followupboss', 'apps-script', 'google-forms'] as const;
export type DeliveryDestination = (typeof DELIVERY_DESTINATIONS)[number];

export const destinationHealthSchema = z.object({
  destination: z.string(),
  /** Switched on now; a destination switched off still shows while it has deliveries. */
  configured: z.boolean(),
  /** Waiting for a first attempt. */
  pending: z.number().int(),
  /** Failed at least once, to be tried again. */
  retrying: z.number().int(),
  /** Given up (the destination was switched off for a day). */
  cancelled: z.number().int(),
  deliveredLast24h: z.number().int(),
});

/** A delivery that failed at least once (or was given up): the view can retry it now. */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  destination: z.string(),
  status: z.enum(['pending', 'cancelled']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is tried next (ISO). */
  nextAttemptAt: z.string(),
  /** The lead's submission time (ISO). */
  submittedAt: z.string(),
});

export const jobQueueHealthSchema = z.object({
  queue: z.string(),
  /** Waiting and due now (created or retry, start time passed). */
  due: z.number().int(),
  running: z.number().int(),
  /** Failed for good in the last 24 hours. */
  failedLast24h: z.number().int(),
});

export const operationsHealthSchema = z.object({
  checkedAt: z.string(),
  status: z.enum(['ok', 'degraded']),
  feed: feedHealthSchema,
  cities: z.array(cityHealthSchema),
  leads: z.object({
    destinations: z.array(destinationHealthSchema),
    failed: z.array(failedDeliverySchema),
  }),
  mail: z.object({
    /** 'smtp' sends at once; 'outbox' keeps mail in the database (no SMTP_URL). */
    transport: z.enum(['smtp', 'outbox']),
    outboxLast24h: z.number().int(),
    outboxTotal: z.number().int(),
  }),
  jobs: z.array(jobQueueHealthSchema),
  alerts: z.array(alertSchema),
});
export type OperationsHealth = z.infer<typeof operationsHealthSchema>;

/** How many of a destination's latest deliveries its page lists. */
export const RECENT_DELIVERIES_LIMIT = 50;

/** GET /api/admin/lead-deliveries?destination=…: the destination's latest deliveries. */
export const recentDeliveriesQuerySchema = z.object({
  destination: z.enum(DELIVERY_DESTINATIONS, {
    error: `Choose one of ${DELIVERY_DESTINATIONS.join(', ')}`,
  }),
});

/**
 * Where a delivery stands: 'waiting' for its first attempt, 'sending' now, 'retrying' after a
 * failed attempt, 'delivered', or 'given-up' (its destination stayed switched off for a day).
 */
export const DELIVERY_STATES = ['waiting', 'sending', 'retrying', 'delivered', 'given-up'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const recentDeliverySchema = z.object({
  id: z.number().int(),
  /** The lead's name as the visitor typed it. */
  leadName: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The lead's submission time (ISO). */
  submittedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When it is tried next (ISO), while it waits. */
  nextAttemptAt: z.string().nullable(),
  /** A failed (or given-up) delivery: POST /api/admin/lead-deliveries/{id}/retry sends it now. */
  retryable: z.boolean(),
});
export type RecentDelivery = z.infer<typeof recentDeliverySchema>;

export const recentDeliveriesReplySchema = z.object({
  destination: z.enum(DELIVERY_DESTINATIONS),
  /** New leads go to it now (switched on and configured). */
  configured: z.boolean(),
  deliveries: z.array(recentDeliverySchema),
});
export type RecentDeliveries = z.infer<typeof recentDeliveriesReplySchema>;

/**
 * POST /api/admin/google-sheets/test and /api/admin/google-forms/test: a marked test lead sent
 * to the saved destination now; `success` false with the destination's answer when it refused.
 */
export const destinationTestReplySchema = z.object({ success: z.boolean(), message: z.string() });
export type DestinationTestReply = z.infer<typeof destinationTestReplySchema>;

export const deliveryIdParamsSchema = z.object({ id: idParam('Invalid delivery id') });

/** POST /api/admin/offline-feed/faults: makes the built-in sample feed fail (or recover), to rehearse an outage. */
export const offlineFeedFaultsRequestSchema = z.object({ failing: z.boolean() });

/**
 * POST /api/admin/offline-feed/changes (issue 23): the built-in sample feed's test switches, a
 * change as the MLS would make it, replicated by the next refresh: a new active listing in a
 * city (Payson unless named), or a listing's price cut by `percent` (by its key or MLS number).
 */
export const offlineFeedChangeRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add-listing'),
    city: text({ max: 60 }).min(1, 'Name a city').default('Payson'),
  }),
  z
    .object({
      action: z.literal('reduce-price'),
      listingKey: text({ max: 80 }).min(1).optional(),
      mlsNumber: text({ max: 20 }).min(1).optional(),
      percent: intValue('Percent must be a whole number from 1 to 90', { min: 1, max: 90 }),
    })
    .refine((c) => (c.listingKey === undefined) !== (c.mlsNumber === undefined), {
      message: 'Name the listing by listingKey or by mlsNumber',
      path: ['listingKey'],
    }),
]);
export type OfflineFeedChangeRequest = z.output<typeof offlineFeedChangeRequestSchema>;

/** The listing the change added or repriced, as the feed now sends it. */
export const offlineFeedChangeReplySchema = z.object({
  listingKey: z.string(),
  mlsNumber: z.string(),
  address: z.string(),
  city: z.string(),
  price: z.number(),
  /** The price before a reduction; null for an added listing. */
  oldPrice: z.number().nullable(),
});
export type OfflineFeedChangeReply = z.infer<typeof offlineFeedChangeReplySchema>;
