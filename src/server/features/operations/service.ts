import type { Alert } from '../../../contract/alerts';
import {
  RECENT_DELIVERIES_LIMIT,
  type DeliveryDestination,
  type DeliveryState,
  type OperationsHealth,
  type RecentDeliveries,
} from '../../../contract/operations';
import { feedFreshness, FRESHNESS_LIMITS, type MlsFeedKind } from '../../../core/mls-feed';
import type { Database } from '../../db/connect';
import { raiseAlert, resolveAlertsOf } from '../alerts/store';
import { jobQueueCounts, mailOutboxCounts } from './store';

/** The component of the alert raised when the listings are older than 30 minutes. */
export const FRESHNESS_ALERT_COMPONENT = 'Data Freshness';
const FRESHNESS_ALERT_TITLE = 'Listings are older than 30 minutes';

/** How many failed deliveries the view lists. */
const FAILED_DELIVERIES_SHOWN = 50;

export type SyncFacts = {
  lastSuccessAt: Date | null;
  lastError: string | null;
  running: boolean;
};

export type CityFacts = {
  city_name: string;
  priority: 'high' | 'medium' | 'low';
  is_complete: boolean;
  /** The city's listings in the database (what visitors see), not a caching run's progress. */
  live_count: number;
  last_updated: string | null;
};

/** What the operations view needs from the features that own the facts (wired in app.ts). */
export type OperationsDeps = {
  db: Database;
  feedKind: () => Promise<MlsFeedKind>;
  syncFacts: () => Promise<SyncFacts>;
  cities: () => Promise<CityFacts[]>;
  deliveries: {
    /** The destinations switched on now. */
    configured: () => Promise<string[]>;
    counts: (
      now: Date,
    ) => Promise<Array<Omit<OperationsHealth['leads']['destinations'][number], 'configured'>>>;
    failed: (limit: number) => Promise<
      Array<{
        id: number;
        destination: string;
        status: string;
        attempts: number;
        lastError: string | null;
        nextAttemptAt: Date;
        submittedAt: Date;
      }>
    >;
    retryNow: (id: number, now: Date) => Promise<boolean>;
    /** A destination's latest deliveries, newest first. */
    recent: (destination: string, limit: number) => Promise<RecentDeliveryRow[]>;
  };
  openAlerts: () => Promise<Alert[]>;
  mailTransport: 'smtp' | 'outbox';
  /** Asks the job runner to deliver now (the schedule does it anyway). */
  kickOutbox: () => Promise<unknown>;
  now?: () => Date;
};

/** A delivery as the outbox keeps it, with the lead's name. */
export type RecentDeliveryRow = {
  id: number;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  submittedAt: Date;
  inFlight: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** Where a delivery stands, in the words of its admin page. */
function deliveryState(row: RecentDeliveryRow): DeliveryState {
  if (row.status === 'delivered') return 'delivered';
  if (row.status === 'cancelled') return 'given-up';
  if (row.inFlight) return 'sending';
  return row.attempts > 0 ? 'retrying' : 'waiting';
}

/** One delivery of a destination's list: only its lead's name of the lead's details. */
function presentRecentDelivery(row: RecentDeliveryRow): RecentDeliveries['deliveries'][number] {
  const state = deliveryState(row);
  const waiting = state === 'waiting' || state === 'retrying';
  return {
    id: row.id,
    leadName: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || '(no name)',
    state,
    attempts: row.attempts,
    // a claimed row's marker says nothing an admin can use
    lastError: row.inFlight ? null : row.lastError,
    submittedAt: row.submittedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
    retryable: state === 'retrying' || state === 'given-up',
  };
}

export type Operations = ReturnType<typeof createOperations>;

type DestinationCounts = Omit<OperationsHealth['leads']['destinations'][number], 'configured'>;

/** Every destination switched on (with zeros before its first lead), and any other that has deliveries. */
function destinationsOf(
  configured: string[],
  counts: DestinationCounts[],
): OperationsHealth['leads']['destinations'] {
  const names = [...new Set([...configured, ...counts.map((c) => c.destination)])].sort();
  return names.map((destination) => ({
    ...(counts.find((c) => c.destination === destination) ?? {
      destination,
      pending: 0,
      retrying: 0,
      cancelled: 0,
      deliveredLast24h: 0,
    }),
    configured: configured.includes(destination),
  }));
}

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

/** Whether the site is fresh and every lead arrived: the operations view and GET /api/admin/health. */
export function createOperations(deps: OperationsDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async health(): Promise<OperationsHealth> {
      const at = now();
      const [source, sync, cities, configured, counts, failed, mail, jobs, alerts] =
        await Promise.all([
          deps.feedKind(),
          deps.syncFacts(),
          deps.cities(),
          deps.deliveries.configured(),
          deps.deliveries.counts(at),
          deps.deliveries.failed(FAILED_DELIVERIES_SHOWN),
          mailOutboxCounts(deps.db, at),
          jobQueueCounts(deps.db, at),
          deps.openAlerts(),
        ]);
      const minutes = sync.lastSuccessAt
        ? Math.max(0, minutesBetween(sync.lastSuccessAt, at))
        : null;
      const freshness = feedFreshness(minutes);
      const jobHealth = jobs.map((j) => ({
        queue: j.queue,
        due: j.due,
        running: j.running,
        failedLast24h: j.failed_last_24h,
      }));
      const degraded =
        freshness === 'stale' ||
        freshness === 'idx-breach' ||
        failed.length > 0 ||
        jobHealth.some((j) => j.failedLast24h > 0) ||
        alerts.length > 0;
      return {
        checkedAt: at.toISOString(),
        status: degraded ? 'degraded' : 'ok',
        feed: {
          source,
          lastSuccessAt: sync.lastSuccessAt?.toISOString() ?? null,
          minutesSinceSuccess: minutes === null ? null : Math.round(minutes * 10) / 10,
          freshness,
          lastError: sync.lastError,
          cachingRunning: sync.running,
        },
        cities: cities.map((c) => ({
          city: c.city_name,
          priority: c.priority,
          // a run begun again or stopped counts from 0; the listings stay live meanwhile
          listings: c.live_count,
          isComplete: c.is_complete,
          lastFullSyncAt: c.last_updated,
        })),
        leads: {
          destinations: destinationsOf(configured, counts),
          failed: failed.map((d) => ({
            id: d.id,
            destination: d.destination,
            status: d.status === 'cancelled' ? ('cancelled' as const) : ('pending' as const),
            attempts: d.attempts,
            lastError: d.lastError,
            nextAttemptAt: d.nextAttemptAt.toISOString(),
            submittedAt: d.submittedAt.toISOString(),
          })),
        },
        mail: {
          transport: deps.mailTransport,
          outboxLast24h: mail.last24h,
          outboxTotal: mail.total,
        },
        jobs: jobHealth,
        alerts,
      };
    },

    /** A destination's latest deliveries (its admin page), and whether new leads go to it. */
    async recentDeliveries(destination: DeliveryDestination): Promise<RecentDeliveries> {
      const [configured, rows] = await Promise.all([
        deps.deliveries.configured(),
        deps.deliveries.recent(destination, RECENT_DELIVERIES_LIMIT),
      ]);
      return {
        destination,
        configured: configured.includes(destination),
        deliveries: rows.map(presentRecentDelivery),
      };
    },

    /** An admin's 'retry now': the delivery is due at once and the outbox is woken. */
    async retryDelivery(id: number): Promise<boolean> {
      const queued = await deps.deliveries.retryNow(id, now());
      if (queued) await deps.kickOutbox();
      return queued;
    },
  };
}

/** What one freshness check found, and what it changed in the alerts. */
export type FreshnessCheck = {
  state: 'fresh' | 'stale' | 'never';
  /** The stale-listings alert was opened by this check (not only refreshed). */
  raised: boolean;
  /** Open stale-listings alerts this check resolved. */
  resolved: number;
};

/**
 * Raises an alert when the listings are older than 30 minutes (critical past the IDX rule's
 * 12 hours), and resolves it once the feed has caught up; the freshness job runs it every
 * minute. Before the first sync there is nothing to be late.
 */
export async function checkFreshness(
  db: Database,
  lastSuccessAt: Date | null,
  now: Date,
): Promise<FreshnessCheck> {
  if (!lastSuccessAt) return { state: 'never', raised: false, resolved: 0 };
  const minutes = minutesBetween(lastSuccessAt, now);
  if (minutes > FRESHNESS_LIMITS.alert) {
    const raised = await raiseAlert(db, {
      severity: minutes > FRESHNESS_LIMITS.idx ? 'critical' : 'high',
      component: FRESHNESS_ALERT_COMPONENT,
      title: FRESHNESS_ALERT_TITLE,
      message: `The last successful MLS sync was ${Math.round(minutes)} minutes ago (goal: ${FRESHNESS_LIMITS.goal} minutes; the IDX rules allow 12 hours at most). Visitors still see the listings already synced.`,
    });
    return { state: 'stale', raised, resolved: 0 };
  }
  const resolved = await resolveAlertsOf(db, FRESHNESS_ALERT_COMPONENT);
  return { state: 'fresh', raised: false, resolved };
}

/** checkFreshness's finding alone. */
export async function checkListingFreshness(
  db: Database,
  lastSuccessAt: Date | null,
  now: Date,
): Promise<FreshnessCheck['state']> {
  return (await checkFreshness(db, lastSuccessAt, now)).state;
}
