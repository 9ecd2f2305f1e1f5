import type { FastifyBaseLogger } from 'fastify';
import {
  PERSON_CREATED_EVENTS,
  type BfrAutomationInfo,
  type FubWebhook,
  type WebhookTestReply,
} from '../../../contract/bfr';
import { BFR_LINK_CRM_FIELD } from '../../../core/bfr-fields';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../http/errors';
import { siteOrigin } from '../../http/site-origin';
import {
  FUB_SIGNATURE_HEADER,
  isValidFubSignature,
  signFubWebhook,
} from '../../integrations/followupboss/webhook-signature';
import type { CrmProvider } from '../crm/provider';
import type { NewContactProcessor } from './new-contact';

export const WEBHOOK_PATH = '/api/fub/webhook';
export const BAD_SIGNATURE = 'Invalid webhook signature';
/** The reply to a delivery in production while no system key is set (issue 39: fail closed). */
export const UNSIGNED_REFUSED =
  'Webhook deliveries are refused: the Follow Up Boss system key (FUB_SYSTEM_KEY) is not set';
/** The admin page's test: the spec's body, marked so it makes no link. */
export const WEBHOOK_TEST_BODY = {
  event: 'person.created',
  test: true,
  data: { name: 'Webhook Test', emails: [{ value: 'webhook-test@example.com' }] },
} as const;
/** How long the admin's test waits for our own webhook to answer (FUB waits 10 s). */
const TEST_TIMEOUT_MS = 5_000;

export type CrmWebhook = ReturnType<typeof createCrmWebhook>;

/**
 * The CRM's new-contact webhook (POST /api/fub/webhook): each new person gets a BFR link,
 * once (new-contact.ts). Deliveries are checked against FUB-Signature when a Follow Up Boss
 * system key is set (DESIGN difference 7). Follow Up Boss names people by id only, so its
 * deliveries are read only while Follow Up Boss is the CRM that is on: the same number in the
 * built-in CRM is someone else.
 */
export function createCrmWebhook(deps: {
  config: Pick<Config, 'followUpBoss' | 'publicUrl' | 'port' | 'isProduction'>;
  crm: () => Promise<CrmProvider>;
  processNewContact: NewContactProcessor;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Tells the admins a delivery was refused for want of the system key (an alert). */
  onUnsignedRefused?: () => Promise<void>;
}) {
  const systemKey = () => deps.config.followUpBoss.systemKey;
  const webhookUrl = () => `${siteOrigin(deps.config)}${WEBHOOK_PATH}`;

  /** The contact ids a delivery names, or null when it is not about new people. */
  function personIds(delivery: FubWebhook, provider: CrmProvider): number[] | null {
    if (!(PERSON_CREATED_EVENTS as readonly string[]).includes(delivery.event)) return null;
    if (delivery.resourceIds) {
      if (provider.name !== 'followupboss') {
        deps.logger.warn(
          { event: delivery.event },
          'a Follow Up Boss delivery while the built-in CRM is on: ignored',
        );
        return null;
      }
      return delivery.resourceIds;
    }
    const id = Number(delivery.data?.id);
    if (!Number.isInteger(id) || id < 1) {
      throw badRequest('The delivery names no contact', { 'data.id': 'A contact ID is required' });
    }
    return [id];
  }

  return {
    /**
     * Whether a delivery may be read: with a system key, a valid signature; without one, only
     * outside production (development and tests): in production an unsigned webhook would let
     * anyone make client links for any contact id, so it fails closed and alerts the admins.
     */
    async verify(rawBody: string, signature: string | undefined): Promise<void> {
      const key = systemKey();
      if (!key) {
        if (!deps.config.isProduction) return;
        deps.logger.warn('a CRM webhook delivery was refused: FUB_SYSTEM_KEY is not set');
        // the refusal stands even when the alert cannot be stored
        await deps
          .onUnsignedRefused?.()
          .catch((error: unknown) =>
            deps.logger.warn({ err: error }, 'the CRM webhook alert could not be raised'),
          );
        throw new AppError('UNAVAILABLE', UNSIGNED_REFUSED);
      }
      if (!isValidFubSignature(rawBody, signature, key)) {
        throw new AppError('UNAUTHORIZED', BAD_SIGNATURE);
      }
    },

    /** A verified delivery: links for the new people it names; other events are acknowledged. */
    async receive(delivery: FubWebhook) {
      if (delivery.test) return { success: true as const, processed: 0, test: true };
      const provider = await deps.crm();
      const ids = personIds(delivery, provider);
      if (!ids) return { success: true as const, processed: 0, ignored: true };
      let processed = 0;
      for (const id of ids) {
        const contact = await provider.getContact(id);
        if (!contact) {
          deps.logger.warn({ contactId: id, crm: provider.name }, 'webhook: no such contact');
          continue;
        }
        if (await deps.processNewContact(provider, contact, 'webhook')) processed += 1;
      }
      deps.logger.info({ event: delivery.event, named: ids.length, processed }, 'CRM webhook');
      return { success: true as const, processed };
    },

    async info(): Promise<BfrAutomationInfo> {
      return {
        webhookUrl: webhookUrl(),
        // in production every delivery needs one: without the key they are all refused
        signatureRequired: Boolean(systemKey()) || deps.config.isProduction,
        systemKeySet: Boolean(systemKey()),
        crm: (await deps.crm()).name,
        linkField: BFR_LINK_CRM_FIELD,
      };
    },

    /**
     * The admin page's test: a delivery of the test body to the public webhook address, signed
     * as Follow Up Boss would sign it, over the network (so a wrong PUBLIC_URL shows).
     */
    async test(): Promise<WebhookTestReply> {
      const body = JSON.stringify(WEBHOOK_TEST_BODY);
      const key = systemKey();
      const url = webhookUrl();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(key ? { [FUB_SIGNATURE_HEADER]: signFubWebhook(body, key) } : {}),
          },
          body,
          signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.ok) {
          return {
            success: true,
            message: key
              ? `${url} answered ${response.status}; the signature was verified.`
              : `${url} answered ${response.status}. No system key is set, so signatures are not checked.`,
          };
        }
        return { success: false, message: `${url} answered ${response.status}.` };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { success: false, message: `${url} could not be reached: ${reason}` };
      }
    },
  };
}
