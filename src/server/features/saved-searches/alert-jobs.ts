import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import type { Mailer, MailMessage } from '../../integrations/mail/client';
import { defineJob, inTransaction, type JobDefinition, type JobRunner } from '../../jobs/queue';
import { createAlertMatcher } from './alert-matcher';
import { createAlertSender, type AlertActivity } from './alert-sender';
import { createUnsubscribeTokens } from './unsubscribe';

/**
 * The alerts run: the matcher, then the sender. Every 5 minutes on whichever instance takes
 * it, and queued by replication right after it wrote listings (main.ts), so an instant alert
 * leaves within minutes of the listing reaching us.
 */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-searches.alerts';
/** One alert e-mail's delivery, queued in its batch's transaction (the batch's outbox row). */
export const ALERT_MAIL_JOB = 'saved-searches.send-alert';

export type AlertMailJobData = { message: MailMessage };

/**
 * The jobs of saved-search alerts (decision 023). The alerts run is `stately`: one at a time
 * across instances, and a send while one waits is dropped (a refresh and the 5-minute tick
 * ask for the same run). Mail is delivered by its own job, retried with backoff while the
 * mail server refuses.
 */
export function savedSearchAlertJobs(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** The process's job runner (made after these definitions): the mail jobs go to it. */
  jobs: () => Pick<JobRunner, 'send'> | null;
  activity: AlertActivity;
  /** The site's name in the e-mail (the General tab's application name, else the team's). */
  siteName?: () => Promise<string>;
  now?: () => Date;
}): JobDefinition[] {
  const tokens = createUnsubscribeTokens(deps.config.appSecret);
  return [
    defineJob({
      name: SAVED_SEARCH_ALERTS_JOB,
      policy: 'stately',
      cron: '*/5 * * * *',
      retryLimit: 0,
      expireInSeconds: 10 * 60,
      handler: async (_data, { logger }) => {
        const matcher = createAlertMatcher({
          db: deps.db,
          logger,
          ...(deps.now ? { now: deps.now } : {}),
        });
        const sender = createAlertSender({
          db: deps.db,
          config: deps.config,
          tokens,
          activity: deps.activity,
          ...(deps.siteName ? { siteName: deps.siteName } : {}),
          logger,
          ...(deps.now ? { now: deps.now } : {}),
          queueMail: async (tx, message) => {
            const runner = deps.jobs();
            if (!runner) throw new Error('job runner not started');
            const data: AlertMailJobData = { message };
            await runner.send(ALERT_MAIL_JOB, data, { db: inTransaction(tx) });
          },
        });
        const matched = await matcher.run();
        const sent = await sender.sendDue();
        if (matched.matched > 0 || sent.batches > 0) {
          return { message: 'saved-search alerts', fields: { matched, sent } };
        }
      },
    }),
    defineJob<AlertMailJobData>({
      name: ALERT_MAIL_JOB,
      policy: 'standard',
      retryLimit: 10,
      retryDelaySeconds: 60,
      handler: async ({ message }) => {
        await deps.mailer.send(message);
      },
    }),
  ];
}
