import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { retryDelayMs } from '../../jobs/retry-delay';
import type { CrmProvider } from '../crm/provider';
import {
  claimDueCrmWrites,
  markCrmWriteCancelled,
  markCrmWriteDelivered,
  markCrmWriteFailed,
  releaseCrmWrite,
  type DueCrmWrite,
} from './store';

/**
 * The writer of BFR values to the contact's CRM custom fields: the outbox a save fills
 * (bfr_crm_writes), written by the CRM that is on, retried with back-off for as long as it
 * takes (a write is never lost), and recorded on the contact (an activity in the built-in CRM,
 * a note in Follow Up Boss).
 */

export const BFR_CRM_WRITE_JOB = 'bfr.write-crm';
/** last_error of an entry whose contact the CRM no longer has (the entry is cancelled). */
export const CONTACT_GONE = 'Contact not found';
/** How long a claimed entry is held: far longer than one write can take. */
const LEASE_MS = 10 * 60_000;
/** An entry of a CRM that is no longer on waits this long before it is looked at again. */
const OTHER_CRM_RECHECK_MS = 10 * 60_000;
/** Who an entry is recorded as when it names nobody. */
const DEFAULT_AUTHOR = 'Ridgeline';

/** The contact's record of a write: 'BFR checklist written to CRM fields: Purchase Contract (PC), …'. */
export function bfrWriteSummary(labels: readonly string[]): string {
  return `BFR checklist written to CRM fields: ${labels.join(', ')}`;
}

export type BfrCrmWriterRun = {
  written: number;
  failed: number;
  cancelled: number;
  waiting: number;
};

export function createBfrCrmWriter(deps: {
  db: Database;
  /** The CRM that is on, read on every run. */
  crm: () => Promise<CrmProvider>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { db, logger } = deps;

  return {
    /**
     * Writes every entry that is due, in batches, until none is left or `maxMs` has passed.
     * `now` fixes the clock the schedule is read with (tests move it forward). A CRM that
     * fails stops the run: the rest of its batch waits as long as the failed entry.
     */
    async processDue(
      options: { now?: Date; batchSize?: number; maxMs?: number } = {},
    ): Promise<BfrCrmWriterRun> {
      const began = Date.now();
      const maxMs = options.maxMs ?? 60_000;
      const clock = () => options.now ?? new Date();
      const run: BfrCrmWriterRun = { written: 0, failed: 0, cancelled: 0, waiting: 0 };
      let pausedUntil: Date | null = null;

      async function writeOne(provider: CrmProvider, entry: DueCrmWrite): Promise<void> {
        if (pausedUntil || Date.now() - began >= maxMs) {
          await releaseCrmWrite(db, entry.id, pausedUntil ?? clock(), entry.previousError);
          return;
        }
        if (entry.crm !== provider.name) {
          // switched CRMs: never write to the wrong one; switched back, it is written then
          await releaseCrmWrite(
            db,
            entry.id,
            new Date(clock().getTime() + OTHER_CRM_RECHECK_MS),
            `waiting: queued for ${entry.crm}, the CRM is now ${provider.name}`,
          );
          run.waiting += 1;
          logger.warn(
            { entryId: entry.id, crm: entry.crm, current: provider.name },
            'BFR write waits: it was queued for another CRM',
          );
          return;
        }
        let found: boolean;
        try {
          found = await provider.writeCustomFields(entry.contactId, entry.fieldValues, {
            summary: bfrWriteSummary(entry.labels),
            author: entry.requestedBy ?? DEFAULT_AUTHOR,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next = new Date(clock().getTime() + retryDelayMs(entry.attempts + 1));
          await markCrmWriteFailed(db, entry.id, message, next);
          pausedUntil = next;
          run.failed += 1;
          logger.warn(
            {
              entryId: entry.id,
              crm: entry.crm,
              contactId: entry.contactId,
              attempt: entry.attempts + 1,
              retryAt: next.toISOString(),
              reason: message,
            },
            'BFR write to the CRM failed; will retry',
          );
          return;
        }
        if (!found) {
          await markCrmWriteCancelled(db, entry.id, CONTACT_GONE);
          run.cancelled += 1;
          logger.warn(
            { entryId: entry.id, crm: entry.crm, contactId: entry.contactId },
            'BFR write dropped: the CRM no longer has the contact',
          );
          return;
        }
        // a save that queued more meanwhile keeps the entry pending; the next batch writes it
        if (await markCrmWriteDelivered(db, entry, clock())) run.written += 1;
      }

      while (!pausedUntil && Date.now() - began < maxMs) {
        const now = clock();
        const batch = await claimDueCrmWrites(
          db,
          now,
          options.batchSize ?? 20,
          new Date(now.getTime() + LEASE_MS),
        );
        if (batch.length === 0) break;
        const provider = await deps.crm();
        for (const entry of batch) await writeOne(provider, entry);
      }
      return run;
    },
  };
}

export type BfrCrmWriter = ReturnType<typeof createBfrCrmWriter>;

/**
 * The writer job: every minute, and right after a save (the service sends a kick). 'stately'
 * keeps at most one run queued behind the active one; entries are claimed, so even
 * overlapping runs never write one twice at once.
 */
export function bfrCrmWriterJob(writer: BfrCrmWriter): JobDefinition {
  return defineJob<object>({
    name: BFR_CRM_WRITE_JOB,
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handler: async () => {
      const run = await writer.processDue();
      if (run.written + run.failed + run.cancelled + run.waiting > 0) {
        return { message: 'BFR CRM writes', fields: run };
      }
    },
  });
}
