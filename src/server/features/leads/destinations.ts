import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone } from '../../../core/lead-options';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import type { FollowUpBossClient } from '../../integrations/followupboss/client';
import { FollowUpBossError } from '../../integrations/followupboss/errors';
import {
  type enabledIntegrations,
  type FollowUpBossSettings,
  type Integrations,
} from '../settings/integrations';
import { findLeadListing } from '../listings/read-store';
import { buildFubEvent, leadReference, type LeadProperty } from './fub-event';
import { appsScriptDestination, googleFormsDestination } from './google-destinations';
import { assignedAgentOf } from './routing-store';
import { leadSource } from './lead-source';
import { DeliveryError, type LeadDestination } from './outbox';
import type { DueDelivery } from './outbox-store';
import { readStoredSubmission, type StoredSubmission } from './stored-submission';
import type { LeadDestinationName } from './store';

/** The listing a lead asked about, in Follow Up Boss's property shape. */
async function leadProperty(
  db: Database,
  delivery: DueDelivery,
  config: Config,
): Promise<LeadProperty | null> {
  if (delivery.propertyId === null) return null;
  // read even when the feed has withheld it since: the lead was about it
  const row = await findLeadListing(db, delivery.propertyId, { displayableOnly: false });
  if (!row) return null;
  const origin = new URL(config.publicUrl ?? delivery.pageUrl ?? 'http://localhost').origin;
  return {
    street: row.address,
    city: row.city,
    state: row.state,
    mlsNumber: row.mlsNumber,
    url: `${origin}/property/${delivery.propertyId}`,
    ...(row.zipCode ? { code: row.zipCode } : {}),
    ...(row.price !== null ? { price: row.price } : {}),
    ...(row.propertyType ? { type: row.propertyType } : {}),
    ...(row.bedrooms !== null ? { bedrooms: row.bedrooms } : {}),
    ...(row.bathrooms !== null ? { bathrooms: row.bathrooms } : {}),
    ...(row.squareFeet !== null ? { area: row.squareFeet } : {}),
  };
}

/**
 * Gives a person Follow Up Boss just created to the agent our rule chose, as its user with
 * the agent's e-mail. The event has already arrived, so this never fails the delivery: a
 * missing user or a refused call leaves the person with whom Follow Up Boss's own lead flow
 * chose, and says why (the caller logs it).
 */
export async function assignFubPerson(
  client: FollowUpBossClient,
  personId: number,
  agent: { name: string; email: string },
): Promise<{ assigned: true } | { assigned: false; reason: string }> {
  try {
    const wanted = agent.email.toLowerCase();
    const user = (await client.listUsers()).find((u) => u.email?.toLowerCase() === wanted);
    if (!user) return { assigned: false, reason: `no Follow Up Boss user has ${agent.email}` };
    await client.updatePerson(personId, { assignedUserId: user.id });
    return { assigned: true };
  } catch (error) {
    return { assigned: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** A Follow Up Boss failure as the outbox sees it: when to retry, and whether it may have arrived. */
function asDeliveryError(error: unknown): unknown {
  if (error instanceof FollowUpBossError) {
    return new DeliveryError(`${error.kind}: ${error.message}`, {
      retryAfterMs:
        error.kind === 'rate-limited' && error.retryAfterSeconds !== null
          ? error.retryAfterSeconds * 1000
          : undefined,
      // the request may have been handled: no answer in time, a connection cut after it was
      // sent, or a gateway that gave up waiting for FUB
      ambiguous:
        error.kind === 'timeout' ||
        error.kind === 'network' ||
        error.status === 502 ||
        error.status === 504,
    });
  }
  return error;
}

/**
 * Follow Up Boss through POST /v1/events (the vendor's way in for website leads: it finds the
 * person by e-mail or phone, routes the lead and notifies the agent). When the previous
 * attempt timed out, the person's events are searched for this lead's reference first, so a
 * lead that did arrive is not sent twice.
 */
function followUpBossDestination(
  deps: { db: Database; config: Config; logger?: FastifyBaseLogger },
  client: FollowUpBossClient,
  settings: FollowUpBossSettings,
): LeadDestination {
  /** FUB files a lead under the person with its e-mail, else its phone: look at both. */
  async function alreadyDelivered(delivery: DueDelivery, submission: StoredSubmission) {
    const reference = leadReference(delivery.submissionId);
    const byEmail = (await client.listPeople({ email: submission.email, limit: 10 })).people;
    const people =
      byEmail.length > 0
        ? byEmail
        : (await client.listPeople({ phone: normalizePhone(submission.phone), limit: 10 })).people;
    for (const person of people) {
      const { events } = await client.listEvents({ personId: person.id, limit: 100 });
      if (events.some((event) => event.message?.includes(reference))) return person.id;
    }
    return null;
  }

  /**
   * A person this lead created goes to the agent our routing rule chose for the contact (the
   * event cannot assign: Follow Up Boss routes by its own lead flow). The lead has arrived
   * whatever happens here, so a failure is logged, not retried.
   */
  async function assignNewFubPerson(contactId: number, personId: number) {
    const agent = await assignedAgentOf(deps.db, contactId);
    if (!agent) return;
    const outcome = await assignFubPerson(client, personId, agent);
    if (!outcome.assigned) {
      deps.logger?.warn(
        { contactId, personId, reason: outcome.reason },
        'the Follow Up Boss person could not be assigned to the routed agent',
      );
    }
  }

  return {
    name: 'followupboss',
    label: 'Follow Up Boss',
    async deliver(delivery, previousAttemptUnconfirmed) {
      const submission = readStoredSubmission(delivery);
      try {
        if (previousAttemptUnconfirmed) {
          const personId = await alreadyDelivered(delivery, submission);
          if (personId !== null) return { externalId: String(personId), fubPersonId: personId };
        }
        const event = buildFubEvent({
          submission,
          submissionId: delivery.submissionId,
          submittedAt: delivery.submittedAt,
          property: await leadProperty(deps.db, delivery, deps.config),
          pageUrl: delivery.pageUrl,
          site: { source: leadSource(deps.config), system: settings.system },
        });
        const result = await client.sendEvent(event);
        if (result.status === 201 && result.personId !== null && delivery.contactId !== null) {
          await assignNewFubPerson(delivery.contactId, result.personId);
        }
        return {
          externalId: result.personId === null ? null : String(result.personId),
          fubPersonId: result.personId,
        };
      } catch (error) {
        throw asDeliveryError(error);
      }
    },
  };
}

/** Where a lead goes besides our own database, in delivery order: the one mapping of settings to destinations. */
export function leadDestinationNames(
  enabled: ReturnType<typeof enabledIntegrations>,
): LeadDestinationName[] {
  const names: LeadDestinationName[] = [];
  if (enabled.followUpBoss) names.push('followupboss');
  if (enabled.appsScript) names.push('apps-script');
  if (enabled.googleForms) names.push('google-forms');
  return names;
}

/**
 * The destinations configured right now (admin settings are read on every outbox run). The
 * Follow Up Boss client comes from the process's one integrations instance, shared with the
 * staff CRM API: it tracks the account's rate limit.
 */
export function createLeadDestinations(deps: {
  db: Database;
  config: Config;
  integrations: Integrations;
  logger?: FastifyBaseLogger;
}) {
  return async function configured(): Promise<LeadDestination[]> {
    const { followUpBoss, appsScript, googleForms } = await deps.integrations.current();
    const destinations: LeadDestination[] = [];
    if (followUpBoss) {
      destinations.push(followUpBossDestination(deps, followUpBoss.client, followUpBoss.settings));
    }
    if (appsScript) destinations.push(appsScriptDestination(deps.config, appsScript));
    if (googleForms) destinations.push(googleFormsDestination(googleForms));
    return destinations;
  };
}
