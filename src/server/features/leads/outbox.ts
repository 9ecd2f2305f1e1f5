import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { retryDelayMs } from '../../jobs/retry-delay';
import { raiseAlert, resolveAlertsOf } from '../alerts/store';
import {
  claimDueDeliveries,
  deferDestination,
  makeDueNow,
  markAttemptFailed,
  markCancelled,
  markDelivered,
  pendingSummary,
  releaseDelivery,
  UNCONFIRMED_PREFIX,
  type DueDelivery,
} from './outbox-store';
import type { LeadDestinationName } from './store';

/**
 * The lead delivery outbox (decision 010). Every lead is in our database before the visitor
 * gets an answer; this worker then hands it to each configured destination, retrying with
 * backoff for as long as it takes (a lead is never dropped), raising an admin alert while a
 * destination keeps failing and resolving it when the destination recovers.
 */

export const LEAD_OUTBOX_JOB = 'leads.deliver';
/** A destination's alert goes up once a lead has failed this many times. */
export const ALERT_AFTER_ATTEMPTS = 3;
/** How long a claimed row is held: far longer than one delivery can take. */
const LEASE_MS = 10 * 60_000;
/** A destination switched off this long ago has its leads cancelled; before, they wait. */
const SWITCHED_OFF_GRACE_MS = 24 * 60 * 60_000;
const SWITCHED_OFF_RECHECK_MS = 10 * 60_000;

/** The wait before the next attempt after `failures` failed ones: 30 s doubling, at most 30 min. */
export { retryDelayMs };

/** A destination refused or could not be reached. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly options: {
      /** The destination asked us to wait this long (HTTP 429 Retry-After). */
      retryAfterMs?: number;
      /** The request may have arrived (a timeout, a reset connection): check before resending. */
      ambiguous?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export type DeliveryOutcome = { externalId: string | null; fubPersonId?: number | null };

export type LeadDestination = {
  name: LeadDestinationName;
  /** The name admins read in alerts. */
  label: string;
  /**
   * Sends one lead. `previousAttemptUnconfirmed` is true when an earlier attempt may have
   * arrived: the destination then checks for it instead of sending twice.
   */
  deliver(delivery: DueDelivery, previousAttemptUnconfirmed: boolean): Promise<DeliveryOutcome>;
};

export type OutboxRun = { delivered: number; failed: number; cancelled: number };

/** What one run saw of a destination, for its alert. */
type DestinationRun = {
  destination: LeadDestination;
  lastOutcome: 'delivered' | 'failed' | 'throttled';
  lastError: string | null;
  failed: number;
};

/** The outbox worker over the configured destinations (read afresh on every run). */
export function createLeadOutbox(deps: {
  db: Database;
  destinations: () => Promise<LeadDestination[]>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  concurrency?: number;
}) {
  const { db, logger } = deps;
  const concurrency = deps.concurrency ?? 4;

  /** Raises or resolves each destination's alert from how this run went. */
  async function updateAlerts(seen: Map<string, DestinationRun>): Promise<void> {
    for (const { destination, lastOutcome, lastError, failed } of seen.values()) {
      const component = `Lead delivery: ${destination.label}`;
      if (lastOutcome === 'delivered') {
        const resolved = await resolveAlertsOf(db, component);
        if (resolved > 0) logger.info({ destination: destination.name }, 'lead delivery recovered');
        continue;
      }
      // throttling is the destination pacing us, not failing
      if (lastOutcome === 'throttled' || failed === 0) continue;
      const { pending, failing } = await pendingSummary(db, destination.name, ALERT_AFTER_ATTEMPTS);
      if (failing === 0) continue;
      await raiseAlert(db, {
        severity: 'high',
        component,
        title: `Leads are not reaching ${destination.label}`,
        message:
          `${pending} lead${pending === 1 ? '' : 's'} waiting for ${destination.label}` +
          `${lastError ? ` (last error: ${lastError})` : ''}. ` +
          'They are stored safely and will be delivered automatically once it answers again.',
      });
    }
  }

  return {
    /**
     * Delivers every lead that is due, in batches, until none is left or `maxMs` has passed.
     * `now` fixes the clock the schedule is read with (tests move it forward).
     */
    async processDue(
      options: { now?: Date; batchSize?: number; maxMs?: number } = {},
    ): Promise<OutboxRun> {
      const began = Date.now();
      const maxMs = options.maxMs ?? 60_000;
      const clock = () => options.now ?? new Date();
      const run: OutboxRun = { delivered: 0, failed: 0, cancelled: 0 };
      const seen = new Map<string, DestinationRun>();
      const paused = new Map<string, Date>();
      let available = new Map((await deps.destinations()).map((d) => [d.name, d] as const));
      let reread = false;

      /** A destination that is not configured: re-read once, it may have been switched on. */
      async function destinationOf(name: string): Promise<LeadDestination | undefined> {
        if (!available.has(name as LeadDestinationName) && !reread) {
          reread = true;
          available = new Map((await deps.destinations()).map((d) => [d.name, d] as const));
        }
        return available.get(name as LeadDestinationName);
      }

      async function deliverOne(delivery: DueDelivery): Promise<void> {
        const destination = await destinationOf(delivery.destination);
        if (!destination) {
          const age = clock().getTime() - delivery.submittedAt.getTime();
          if (age > SWITCHED_OFF_GRACE_MS) {
            await markCancelled(db, delivery.id, 'destination switched off');
            run.cancelled += 1;
          } else {
            // switched off a moment ago (perhaps to change a key): wait, do not drop
            await releaseDelivery(
              db,
              delivery,
              new Date(clock().getTime() + SWITCHED_OFF_RECHECK_MS),
            );
          }
          return;
        }
        const pausedUntil = paused.get(destination.name);
        if (pausedUntil) {
          await releaseDelivery(db, delivery, pausedUntil);
          return;
        }

        const unconfirmed = delivery.previousError?.startsWith(UNCONFIRMED_PREFIX) ?? false;
        let outcome: DeliveryOutcome;
        try {
          outcome = await destination.deliver(delivery, unconfirmed);
        } catch (error) {
          await recordFailure(delivery, destination, unconfirmed, error);
          return;
        }
        // Sent. Recording it needs the database; if that fails (PostgreSQL restarting) the
        // error goes up and the row stays claimed "in flight", so the claim after its lease
        // asks the destination before sending again: never recorded as a failed attempt,
        // which would send the lead twice (postgres-restart.test.ts).
        const now = clock();
        await markDelivered(db, delivery, outcome, now);
        run.delivered += 1;
        if (!seen.has(destination.name)) {
          // first success of this run: its backlog need not sit out the rest of its backoff
          await makeDueNow(db, destination.name, now);
        }
        const entry = seen.get(destination.name);
        seen.set(destination.name, {
          destination,
          lastOutcome: 'delivered',
          lastError: null,
          failed: entry?.failed ?? 0,
        });
      }

      /** A destination refused or could not be reached: the next attempt after a backoff. */
      async function recordFailure(
        delivery: DueDelivery,
        destination: LeadDestination,
        unconfirmed: boolean,
        error: unknown,
      ): Promise<void> {
        const failure = error instanceof DeliveryError ? error : null;
        const message = error instanceof Error ? error.message : String(error);
        const now = clock();
        const failures = delivery.attempts + 1;
        const throttled = failure?.options.retryAfterMs !== undefined;
        const next = throttled
          ? // throttled, not broken: come back exactly when asked; its other leads wait too
            new Date(now.getTime() + failure!.options.retryAfterMs!)
          : new Date(now.getTime() + retryDelayMs(failures));
        if (throttled) paused.set(destination.name, next);
        // "may have arrived" lasts until an attempt has a definite answer
        const ambiguous = Boolean(failure?.options.ambiguous) || unconfirmed;
        await markAttemptFailed(
          db,
          delivery.id,
          `${ambiguous ? UNCONFIRMED_PREFIX : ''}${message}`,
          next,
        );
        run.failed += 1;
        const entry = seen.get(destination.name);
        seen.set(destination.name, {
          destination,
          lastOutcome: throttled ? 'throttled' : 'failed',
          lastError: message,
          failed: (entry?.failed ?? 0) + (throttled ? 0 : 1),
        });
        logger.warn(
          {
            destination: destination.name,
            deliveryId: delivery.id,
            submissionId: delivery.submissionId,
            attempt: failures,
            retryAt: next.toISOString(),
            reason: message,
          },
          'lead delivery failed; will retry',
        );
      }

      while (Date.now() - began < maxMs) {
        const now = clock();
        const batch = await claimDueDeliveries(
          db,
          now,
          options.batchSize ?? 50,
          new Date(now.getTime() + LEASE_MS),
        );
        if (batch.length === 0) break;
        const queue = [...batch];
        const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
            if (Date.now() - began >= maxMs) {
              // out of time: hand the rest back for the next run
              await releaseDelivery(db, delivery, clock());
              continue;
            }
            await deliverOne(delivery);
          }
        });
        await Promise.all(workers);
        for (const [name, until] of paused) await deferDestination(db, name, clock(), until);
      }
      await updateAlerts(seen);
      return run;
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

/**
 * The outbox job: every minute, and right after each lead (the routes send a kick). 'stately'
 * keeps at most one run queued behind the active one, so a burst of leads is one more run.
 * Runs stop taking new deliveries after a minute, well inside the job's expiry; and rows are
 * claimed, so even overlapping runs never send one lead twice.
 */
export function leadOutboxJob(outbox: LeadOutbox): JobDefinition {
  return defineJob<object>({
    name: LEAD_OUTBOX_JOB,
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handler: async () => {
      const run = await outbox.processDue();
      if (run.delivered + run.failed + run.cancelled > 0) {
        return { message: 'lead outbox run', fields: run };
      }
    },
  });
}
