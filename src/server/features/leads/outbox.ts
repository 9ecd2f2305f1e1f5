import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { leadDeliveries } from '../../db/schema';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { raiseAlert, resolveAlertsOf } from '../alerts/service';
import {
  dueDeliveries,
  markAttemptFailed,
  markCancelled,
  markDelivered,
  pendingSummary,
  type DueDelivery,
  type LeadDestinationName,
} from './store';

/**
 * The lead delivery outbox (DESIGN section 4). Every lead is in our database before the
 * visitor gets an answer; this worker then hands it to each configured destination, retrying
 * with backoff for as long as it takes (a lead is never dropped), raising an admin alert while
 * a destination keeps failing and resolving it when the destination recovers.
 */

export const LEAD_OUTBOX_JOB = 'leads.deliver';
/** A destination's alert goes up once a lead has failed this many times. */
export const ALERT_AFTER_ATTEMPTS = 3;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

/** The wait before the next attempt after `failures` failed ones: 30 s doubling, at most 30 min. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** A destination refused or could not be reached. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly options: {
      /** The destination asked us to wait this long (HTTP 429 Retry-After). */
      retryAfterMs?: number;
      /** The request may have arrived (a timeout): check before sending it again. */
      ambiguous?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Marks an attempt whose outcome is unknown, so the next attempt checks before resending. */
export const AMBIGUOUS_PREFIX = 'unconfirmed: ';

export type DeliveryOutcome = { externalId: string | null; fubPersonId?: number | null };

export type LeadDestination = {
  name: LeadDestinationName;
  /** The name admins read in alerts. */
  label: string;
  /**
   * Sends one lead. `previousAttemptUnconfirmed` is true when the last attempt may have
   * arrived (it timed out): the destination then checks for it instead of sending twice.
   */
  deliver(delivery: DueDelivery, previousAttemptUnconfirmed: boolean): Promise<DeliveryOutcome>;
};

export type OutboxRun = { delivered: number; failed: number; cancelled: number };

/** The outbox worker over the configured destinations (read afresh on every run). */
export function createLeadOutbox(deps: {
  db: Database;
  destinations: () => Promise<LeadDestination[]>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  concurrency?: number;
}) {
  const { db, logger } = deps;
  const concurrency = deps.concurrency ?? 4;

  async function deliverOne(
    destination: LeadDestination,
    delivery: DueDelivery,
    now: Date,
    paused: Map<string, Date>,
  ): Promise<{ status: 'delivered' } | { status: 'failed'; error: string }> {
    const unconfirmed = delivery.lastError?.startsWith(AMBIGUOUS_PREFIX) ?? false;
    try {
      const outcome = await destination.deliver(delivery, unconfirmed);
      await markDelivered(db, delivery, outcome, now);
      return { status: 'delivered' };
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : null;
      const message = error instanceof Error ? error.message : String(error);
      const failures = delivery.attempts + 1;
      let next = new Date(now.getTime() + retryDelayMs(failures));
      if (failure?.options.retryAfterMs !== undefined) {
        // throttled, not broken: come back exactly when asked, and its other leads wait too
        next = new Date(now.getTime() + failure.options.retryAfterMs);
        paused.set(destination.name, next);
      }
      await markAttemptFailed(
        db,
        delivery.id,
        `${failure?.options.ambiguous ? AMBIGUOUS_PREFIX : ''}${message}`,
        next,
      );
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
      return { status: 'failed', error: message };
    }
  }

  /** Reschedules a throttled destination's other due leads to when it accepts requests again. */
  async function defer(destination: string, until: Date, now: Date): Promise<void> {
    await db
      .update(leadDeliveries)
      .set({ nextAttemptAt: until })
      .where(
        and(
          eq(leadDeliveries.destination, destination),
          eq(leadDeliveries.status, 'pending'),
          lte(leadDeliveries.nextAttemptAt, now),
        ),
      );
  }

  /** Raises or resolves each destination's alert from what is still waiting. */
  async function updateAlerts(
    touched: Map<string, { destination: LeadDestination; lastError: string | null }>,
  ): Promise<void> {
    for (const { destination, lastError } of touched.values()) {
      const component = `Lead delivery: ${destination.label}`;
      const { pending, failing } = await pendingSummary(db, destination.name, ALERT_AFTER_ATTEMPTS);
      if (failing > 0) {
        await raiseAlert(db, {
          severity: 'high',
          component,
          title: `Leads are not reaching ${destination.label}`,
          message:
            `${pending} lead${pending === 1 ? '' : 's'} waiting for ${destination.label}` +
            `${lastError ? ` (last error: ${lastError})` : ''}. ` +
            'They are saved in the built-in CRM and will be delivered automatically once it answers again.',
        });
      } else if (lastError === null) {
        const resolved = await resolveAlertsOf(db, component);
        if (resolved > 0) logger.info({ destination: destination.name }, 'lead delivery recovered');
      }
    }
  }

  return {
    /**
     * Delivers every lead that is due, in batches, until none is left or `maxMs` has passed.
     * `now` is the clock the schedule is read with (tests move it forward).
     */
    async processDue(
      options: { now?: Date; batchSize?: number; maxMs?: number } = {},
    ): Promise<OutboxRun> {
      const began = Date.now();
      const run: OutboxRun = { delivered: 0, failed: 0, cancelled: 0 };
      const available = new Map((await deps.destinations()).map((d) => [d.name, d] as const));
      const touched = new Map<string, { destination: LeadDestination; lastError: string | null }>();
      const paused = new Map<string, Date>();
      const clock = () => options.now ?? new Date();

      while (Date.now() - began < (options.maxMs ?? 25_000)) {
        const now = clock();
        const batch = await dueDeliveries(db, now, options.batchSize ?? 50);
        if (batch.length === 0) break;
        let progressed = false;
        const queue = [...batch];
        const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
            const destination = available.get(delivery.destination as LeadDestinationName);
            if (!destination) {
              await markCancelled(db, delivery.id, 'destination no longer configured');
              run.cancelled += 1;
              progressed = true;
              continue;
            }
            if (paused.has(destination.name)) continue;
            const result = await deliverOne(destination, delivery, now, paused);
            run[result.status] += 1;
            progressed = true;
            if (result.status === 'failed') {
              touched.set(destination.name, { destination, lastError: result.error });
            } else if (!touched.has(destination.name)) {
              touched.set(destination.name, { destination, lastError: null });
            }
          }
        });
        await Promise.all(workers);
        for (const [name, until] of paused) await defer(name, until, now);
        if (!progressed) break;
      }
      await updateAlerts(touched);
      return run;
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

/**
 * The outbox job: every minute, and right after each lead (the routes send a kick). 'stately'
 * keeps at most one run queued behind the active one, so a burst of leads is one more run.
 */
export function leadOutboxJob(outbox: LeadOutbox): JobDefinition {
  return defineJob<object>({
    name: LEAD_OUTBOX_JOB,
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handler: async (_data, { logger }) => {
      const run = await outbox.processDue();
      if (run.delivered + run.failed + run.cancelled > 0) logger.info(run, 'lead outbox run');
    },
  });
}
