import type { FastifyBaseLogger } from 'fastify';
import {
  LEAD_MIN_FILL_MS,
  type CreateContactReply,
  type LeadAnswers,
  type LeadForm,
} from '../../../contract/leads';
import { leadAnswersText } from '../../../core/lead-answers';
import type { LeadRoutingRule } from '../../../core/lead-routing';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { findLeadListing } from '../listings/read-store';
import { enabledIntegrations, type Integrations } from '../settings/integrations';
import { leadDestinationNames } from './destinations';
import { recordLead, type LeadDestinationName } from './store';

/**
 * Why a submission is a bot's for certain (the hidden field was filled), or null. Such a
 * submission is kept but makes no contact and is never delivered.
 */
export function spamReason(form: Pick<LeadForm, 'companyWebsite'>): string | null {
  if (form.companyWebsite && form.companyWebsite.trim() !== '') return 'honeypot field filled';
  return null;
}

/**
 * Why a submission might be a bot's, or null. A person whose browser autofills the four
 * required fields can send in seconds, so this only labels the lead ('Suspected spam') for the
 * agent; it is stored and delivered like any other.
 */
export function spamSuspicion(form: Pick<LeadForm, 'elapsedMs'>): string | null {
  if (form.elapsedMs === undefined) return 'no fill time';
  if (form.elapsedMs < LEAD_MIN_FILL_MS) return `sent ${form.elapsedMs} ms after the form opened`;
  return null;
}

/** The destinations a lead submitted now goes to, besides our own database. */
export async function configuredDestinations(
  integrations: Integrations,
  config: Config,
): Promise<LeadDestinationName[]> {
  return leadDestinationNames(enabledIntegrations(config, await integrations.settings.current()));
}

/** The General tab's rule for who new leads are assigned to. */
async function routingRule(integrations: Integrations): Promise<LeadRoutingRule> {
  const general = (await integrations.settings.current()).generalSettings;
  return { mode: general.leadRouting, agentId: general.leadRoutingAgentId };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

/** Lead intake: store first (one transaction), answer, then wake the outbox and the carrier lookup. */
export function createLeadsService(deps: {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** What is switched on (and the admin settings behind it). */
  integrations: Integrations;
  /** Asks the job runner to deliver now (the cron delivers anyway if this is lost). */
  kickOutbox: () => Promise<unknown>;
  /** Asks the job runner to look up a contact's phone carrier. */
  detectCarrier: (contactId: number) => Promise<unknown>;
  /** Asks the job runner to e-mail the team about the lead (speed to lead). */
  notifyTeam?: (submissionId: number) => Promise<unknown>;
}) {
  const { db, config, logger } = deps;

  /** A listing the lead is about, if it exists and may be shown. */
  async function listingLine(propertyId: number | undefined) {
    if (propertyId === undefined) return null;
    return findLeadListing(db, propertyId, { displayableOnly: true });
  }

  /** Fire-and-forget calls to the job runner: the lead is already safe, so a failure only delays. */
  function background(what: string, call: () => Promise<unknown>) {
    call().catch((error: unknown) =>
      logger.warn({ err: error }, `${what} could not be queued; the schedule will pick it up`),
    );
  }

  return {
    /**
     * Stores a lead and answers the form; `createdContactId` (the contact this submission
     * created, else null) is for the route's visitor cookie, never for the reply.
     */
    async submit(
      form: LeadForm,
      context: { siteOrigin: string },
    ): Promise<CreateContactReply & { createdContactId: number | null }> {
      const {
        companyWebsite: _honeypot,
        elapsedMs: _elapsed,
        pagePath,
        propertyId,
        ...answers
      } = form;
      const reason = spamReason(form);
      const suspicion = spamSuspicion(form);
      const listing = await listingLine(propertyId);
      const recorded = await recordLead(db, {
        answers: answers satisfies LeadAnswers,
        propertyId: listing ? propertyId! : null,
        pageUrl: pagePath ? `${context.siteOrigin}${pagePath}` : null,
        spamReason: reason,
        suspicion,
        destinations: reason ? [] : await configuredDestinations(deps.integrations, config),
        activity:
          (listing
            ? `Submitted the new-client form about ${listing.address}, ${listing.city} (MLS #${listing.mlsNumber})`
            : 'Submitted the new-client form') +
          (suspicion ? ` (suspected spam: ${suspicion})` : ''),
        note: leadAnswersText(answers) || null,
        routing: await routingRule(deps.integrations),
      });

      if (reason) {
        // kept for review, never delivered; the bot hears what a person would
        logger.info({ submissionId: recorded.submissionId, reason }, 'lead held back as spam');
        return { success: true, fubContactId: null, createdContactId: null };
      }
      logger.info(
        {
          submissionId: recorded.submissionId,
          contactId: recorded.contactId,
          created: recorded.createdContact,
        },
        'lead stored',
      );
      background('lead delivery', deps.kickOutbox);
      const notifyTeam = deps.notifyTeam;
      if (notifyTeam) background('team e-mail', () => notifyTeam(recorded.submissionId));
      if (recorded.phoneChanged && recorded.contactId !== null) {
        const contactId = recorded.contactId;
        background('carrier lookup', () => deps.detectCarrier(contactId));
      }
      // an existing contact's id is never handed to whoever typed its e-mail or phone
      return {
        success: true,
        fubContactId: recorded.createdContact ? recorded.contactId : null,
        // for this browser only (a cookie), never in the reply
        createdContactId: recorded.createdContact ? recorded.contactId : null,
      };
    },
  };
}
