import type { FastifyBaseLogger } from 'fastify';
import {
  MONITOR_WINDOW_MINUTES,
  type ContactMonitorReply,
  type ContactMonitorStatus,
  type ProcessedContactsReply,
} from '../../../contract/bfr';
import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import type { CrmProvider } from '../crm/provider';
import {
  endExpiredWindow,
  readMonitorState,
  recentProcessed,
  recordCheck,
  setMonitoring,
  type MonitorStateRow,
} from './monitor-store';
import type { NewContactProcessor } from './new-contact';

export const CONTACT_MONITOR_JOB = 'bfr.monitor-contacts';

const MINUTE = 60_000;
const WINDOW_MS = MONITOR_WINDOW_MINUTES * MINUTE;
/** The first check, and one after a long pause, reads contacts created this far back at most. */
const MAX_LOOKBACK_MS = 24 * 60 * MINUTE;
/** Each check re-reads this much before the last one: a CRM's clock and index may lag ours. */
const OVERLAP_MS = 5 * MINUTE;
/** New contacts one check handles at most (the newest); more wait for the webhook or an admin. */
const MAX_PER_CHECK = 500;

export type MonitorCheck = {
  /** 'off': not monitoring; 'ended': the window had ended and monitoring stopped now. */
  outcome: 'checked' | 'off' | 'ended';
  found: number;
  processed: number;
};

export type ContactMonitor = ReturnType<typeof createContactMonitor>;

/**
 * Smart contact monitoring (spec sections 2 and 4): Start runs it until Stop; Trigger Check
 * checks now and keeps checking for 30 minutes, then it stops by itself. A check, run by the
 * job below every minute on whichever instance takes it, gives each contact created since the
 * last check a link (new-contact.ts), once. The state is one database row, so every instance
 * sees the same and the window survives restarts.
 */
export function createContactMonitor(deps: {
  db: Database;
  crm: () => Promise<CrmProvider>;
  processNewContact: NewContactProcessor;
  clock: () => Date;
  /** Queues a check now (the job); the minute schedule checks anyway. */
  kickCheck: () => Promise<unknown>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, clock } = deps;

  async function present(state: MonitorStateRow): Promise<ContactMonitorStatus> {
    const ended = state.activeUntil !== null && state.activeUntil <= clock();
    const crm = (await deps.crm()).name;
    // the last time the automation looked at new contacts: a monitoring check, or a webhook
    // delivery that processed one (issue 41: 'Never' beside four contacts the webhook linked)
    const [latest] = (await recentProcessed(db, crm, 1)).rows;
    const looked = [state.lastCheckAt, latest?.processedAt ?? null].filter(
      (time): time is Date => time !== null,
    );
    const lastCheck = looked.length > 0 ? Math.max(...looked.map((t) => t.getTime())) : null;
    return {
      isMonitoring: state.isMonitoring && !ended,
      lastCheckTime: lastCheck === null ? null : new Date(lastCheck).toISOString(),
      activeUntil: state.isMonitoring && !ended ? (state.activeUntil?.toISOString() ?? null) : null,
      crm,
    };
  }

  function checkNow() {
    deps
      .kickCheck()
      .catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'queueing a contact check failed'),
      );
  }

  async function reply(state: MonitorStateRow, message: string): Promise<ContactMonitorReply> {
    return { success: true, message, status: await present(state) };
  }

  return {
    async status(): Promise<ContactMonitorStatus> {
      return present(await readMonitorState(db));
    },

    /** On until stopped; the first check runs now. */
    async start(author: string): Promise<ContactMonitorReply> {
      const state = await setMonitoring(
        db,
        { isMonitoring: true, activeUntil: null, changedBy: author },
        clock(),
      );
      checkNow();
      return reply(state, 'Contact monitoring is on: new contacts get a BFR link every minute.');
    },

    async stop(author: string): Promise<ContactMonitorReply> {
      const state = await setMonitoring(
        db,
        { isMonitoring: false, activeUntil: null, changedBy: author },
        clock(),
      );
      return reply(state, 'Contact monitoring is off.');
    },

    /**
     * A check now, and checks for the next 30 minutes; monitoring that is on until stopped
     * stays so (a trigger never shortens it).
     */
    async trigger(author: string): Promise<ContactMonitorReply> {
      const now = clock();
      const current = await present(await readMonitorState(db));
      const untilStopped = current.isMonitoring && current.activeUntil === null;
      const state = untilStopped
        ? await readMonitorState(db)
        : await setMonitoring(
            db,
            {
              isMonitoring: true,
              activeUntil: new Date(now.getTime() + WINDOW_MS),
              changedBy: author,
            },
            now,
          );
      checkNow();
      return reply(
        state,
        untilStopped
          ? 'Checking for new contacts now; monitoring stays on until stopped.'
          : `Checking for new contacts now and for the next ${MONITOR_WINDOW_MINUTES} minutes.`,
      );
    },

    /** The most recent processed contacts of the CRM that is on, and the count. */
    async processed(limit: number): Promise<ProcessedContactsReply> {
      const provider = await deps.crm();
      const { rows, total } = await recentProcessed(db, provider.name, limit);
      return {
        success: true,
        total,
        contacts: rows.map((row) => ({
          contactId: row.contactId,
          contactEmail: row.contactEmail,
          contactName: row.contactName,
          processedAt: row.processedAt.toISOString(),
          bfrLinkGenerated: row.bfrLinkGenerated,
          source: row.source === 'webhook' ? 'webhook' : 'monitor',
        })),
      };
    },

    /** One check (the job's body): new contacts since the last check get their links. */
    async check(): Promise<MonitorCheck> {
      const now = clock();
      if (await endExpiredWindow(db, now)) return { outcome: 'ended', found: 0, processed: 0 };
      const state = await readMonitorState(db);
      if (!state.isMonitoring) return { outcome: 'off', found: 0, processed: 0 };
      const provider = await deps.crm();
      const floor = now.getTime() - MAX_LOOKBACK_MS;
      const since = Math.max(state.checkedThrough?.getTime() ?? floor, floor) - OVERLAP_MS;
      const contacts = await provider.contactsCreatedSince(new Date(since), MAX_PER_CHECK);
      if (contacts.length === MAX_PER_CHECK) {
        deps.logger.warn(
          { max: MAX_PER_CHECK },
          'contact check: more new contacts than one check takes',
        );
      }
      let processed = 0;
      // oldest first, so an interrupted check has handled the earliest ones
      for (const contact of [...contacts].reverse()) {
        if (await deps.processNewContact(provider, contact, 'monitor')) processed += 1;
      }
      await recordCheck(db, { lastCheckAt: now, checkedThrough: now });
      return { outcome: 'checked', found: contacts.length, processed };
    },
  };
}

/**
 * The check every minute, and right after Start or Trigger (a kick). 'stately': at most one
 * check runs and one waits, across instances; the claims make even overlapping checks safe.
 */
export function contactMonitorJob(monitor: ContactMonitor): JobDefinition {
  return defineJob<object>({
    name: CONTACT_MONITOR_JOB,
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handler: async () => {
      const check = await monitor.check();
      // a check that found no contact is routine (every minute while monitoring is on)
      if (check.outcome === 'ended' || check.found + check.processed > 0) {
        return { message: 'contact monitoring check', fields: check };
      }
    },
  });
}
