import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { raiseAlert } from '../alerts/store';
import type { CrmProvider } from '../crm/provider';
import { CONTACT_MONITOR_JOB, createContactMonitor } from './contact-monitor';
import { createCrmWebhook } from './crm-webhook';
import { BFR_CRM_WRITE_JOB } from './crm-writer';
import { createBfrLinkService } from './link-service';
import { createNewContactProcessor } from './new-contact';

export type BfrAutomation = ReturnType<typeof createBfrAutomation>;

/**
 * The client links and what makes them by itself: the link service, the CRM webhook and
 * contact monitoring, wired to one new-contact step. The app serves them; the job runner
 * builds its own for the monitoring check (both read the same database).
 */
export function createBfrAutomation(deps: {
  db: Database;
  /** The CRM that is on, read on every call. */
  crm: () => Promise<CrmProvider>;
  config: Pick<Config, 'followUpBoss' | 'publicUrl' | 'port' | 'isProduction'>;
  clock: () => Date;
  /** Queues a job now (the writer, a check); nothing when no runner is running. */
  sendJob: (name: string) => Promise<unknown>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const links = createBfrLinkService({
    db: deps.db,
    crm: deps.crm,
    config: deps.config,
    kickWriter: () => deps.sendJob(BFR_CRM_WRITE_JOB),
    logger: deps.logger,
  });
  const processNewContact = createNewContactProcessor({ db: deps.db, links, clock: deps.clock });
  const monitor = createContactMonitor({
    db: deps.db,
    crm: deps.crm,
    processNewContact,
    clock: deps.clock,
    kickCheck: () => deps.sendJob(CONTACT_MONITOR_JOB),
    logger: deps.logger,
  });
  const webhook = createCrmWebhook({
    config: deps.config,
    crm: deps.crm,
    processNewContact,
    logger: deps.logger,
    onUnsignedRefused: async () => {
      await raiseAlert(deps.db, {
        severity: 'high',
        component: 'crm-webhook',
        title: 'CRM webhook deliveries are refused',
        message:
          'Follow Up Boss webhook deliveries are refused because FUB_SYSTEM_KEY is not set: new contacts get no client link from the webhook. Set FUB_SYSTEM_KEY (Follow Up Boss > Admin > API: the system key) and restart.',
      });
    },
  });
  return { links, monitor, webhook };
}
