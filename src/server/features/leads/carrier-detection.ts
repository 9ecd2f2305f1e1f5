import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone } from '../../../core/lead-options';
import { digitsOnly } from '../../../core/number-format';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import {
  createAbstractClient,
  type AbstractClient,
} from '../../integrations/phone-carrier/abstract-client';
import {
  CarrierLookupError,
  type CarrierService,
} from '../../integrations/phone-carrier/carrier-lookup';
import {
  createNumverifyClient,
  type NumverifyClient,
} from '../../integrations/phone-carrier/numverify-client';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import {
  findContactPhone,
  markCarrierMonthUsedUp,
  releaseCarrierRequest,
  reserveCarrierRequest,
  storeContactCarrier,
} from './carrier-store';

/**
 * Carrier detection for a lead's phone (back-office spec section 9): numverify first, Abstract
 * when numverify's free requests of the month are used up, each limited to its free tier.
 * Requests are counted per service and UTC month in carrier_lookup_usage, so several app
 * instances share one budget and a restart forgets nothing.
 */

export const DETECT_CARRIER_JOB = 'leads.detect-carrier';

export type CarrierDetection = {
  /** Whether the service considers the number valid (an invalid one has no carrier). */
  valid: boolean;
  carrier: string | null;
  lineType: string | null;
  service: CarrierService;
};

/** What detectForContact did. */
export type ContactCarrierOutcome =
  /** A service answered; carrier, line type (either may be null) and the check time stored. */
  | 'stored'
  /** The phone has fewer than 10 digits: stored as checked with no carrier, no request made. */
  | 'invalid-number'
  /** The contact was checked before (pass force to check again). */
  | 'already-checked'
  | 'no-contact'
  /** No key configured: nothing done, silently. */
  | 'not-configured'
  /** Every configured service's free requests of the month are used up. */
  | 'used-up'
  /** The services refused the lookup (a wrong key, another error); a retry would not help. */
  | 'failed';

export type CarrierDetector = {
  /** The carrier of a phone number, or null when no service could answer (or none is set up). */
  detect(phone: string): Promise<CarrierDetection | null>;
  /**
   * Looks a contact's phone up and stores the result on the contact. Throws a
   * CarrierLookupError ('unavailable') when no service answered because one was down, so the
   * job runner retries later.
   */
  detectForContact(
    contactId: number,
    options?: { force?: boolean },
  ): Promise<ContactCarrierOutcome>;
};

type Outcome =
  | { status: 'answered'; detection: CarrierDetection }
  | { status: 'not-configured' }
  | { status: 'invalid-number' }
  | { status: 'used-up' }
  | { status: 'failed'; errors: CarrierLookupError[] };

/** 'YYYY-MM' of an instant, in UTC (the services' free tiers are per calendar month). */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** A phone number safe for logs: only its last four digits. */
function maskPhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length >= 4 ? `***${digits.slice(-4)}` : '***';
}

/** The carrier detector over the given clients (null: that service is not configured). */
export function createCarrierDetector(deps: {
  db: Database;
  numverify: NumverifyClient | null;
  abstract: AbstractClient | null;
  logger: FastifyBaseLogger;
  now?: () => Date;
}): CarrierDetector {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function run(phone: string): Promise<Outcome> {
    const clients = [deps.numverify, deps.abstract].filter(
      (c): c is NumverifyClient | AbstractClient => c !== null,
    );
    if (clients.length === 0) return { status: 'not-configured' };
    // a number this short cannot be a US phone: do not spend a free request on it
    if (normalizePhone(phone).length < 10) return { status: 'invalid-number' };

    const month = usageMonth(now());
    const errors: CarrierLookupError[] = [];
    for (const client of clients) {
      const service = client.service;
      if (!(await reserveCarrierRequest(db, service, month))) continue;
      try {
        const result = await client.lookup(phone);
        return { status: 'answered', detection: { ...result, service } };
      } catch (error) {
        if (!(error instanceof CarrierLookupError)) throw error;
        if (error.kind === 'quota-exhausted') {
          await markCarrierMonthUsedUp(db, service, month);
          logger.warn(
            { service, month },
            'carrier lookup: the service says its free requests of the month are used up',
          );
          continue;
        }
        if (error.kind === 'unavailable' || error.kind === 'invalid-key') {
          await releaseCarrierRequest(db, service, month);
        }
        // the message names the service and its error, never the key (it travels in the URL)
        logger.warn(
          {
            service,
            kind: error.kind,
            code: error.code,
            httpStatus: error.httpStatus,
            phone: maskPhone(phone),
          },
          `carrier lookup failed: ${error.message}`,
        );
        errors.push(error);
      }
    }
    if (errors.length === 0) {
      logger.warn(
        { month, phone: maskPhone(phone) },
        'carrier lookup skipped: the free requests of every configured service are used up this month',
      );
      return { status: 'used-up' };
    }
    return { status: 'failed', errors };
  }

  return {
    async detect(phone) {
      const outcome = await run(phone);
      return outcome.status === 'answered' ? outcome.detection : null;
    },

    async detectForContact(contactId, options = {}) {
      const contact = await findContactPhone(db, contactId);
      if (!contact) return 'no-contact';
      if (contact.carrierCheckedAt && !options.force) return 'already-checked';

      const outcome = await run(contact.phone);
      if (outcome.status === 'answered' || outcome.status === 'invalid-number') {
        const found = outcome.status === 'answered' ? outcome.detection : null;
        await storeContactCarrier(db, contactId, contact.phone, {
          carrier: found?.carrier ?? null,
          lineType: found?.lineType ?? null,
          checkedAt: now(),
        });
        return outcome.status === 'answered' ? 'stored' : 'invalid-number';
      }
      if (outcome.status !== 'failed') return outcome.status;
      /*
       * carrierCheckedAt stays null whenever no service answered, so a later run tries again.
       * Only an outage is worth the job runner's retries (minutes apart, with backoff): a
       * used-up month lasts weeks, and a wrong key or a refused request fails the same way
       * until someone changes the settings, so those end the job quietly (logged above).
       */
      const down = outcome.errors.find((e) => e.kind === 'unavailable');
      if (down) {
        throw new CarrierLookupError(
          down.service,
          'unavailable',
          `no carrier service answered for contact ${contactId}: ${down.message}`,
        );
      }
      return 'failed';
    },
  };
}

/**
 * The carrier-detection job: one lookup per contact. Retried with backoff (60 s doubling, five
 * times: about half an hour) while the services are down.
 */
export function carrierDetectionJob(detector: CarrierDetector): JobDefinition {
  return defineJob<{ contactId: number }>({
    name: DETECT_CARRIER_JOB,
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: async ({ contactId }) => {
      const outcome = await detector.detectForContact(contactId);
      return { message: 'carrier detection', fields: { contactId, outcome } };
    },
  });
}

/** The SMS carrier keys of the admin panel (apiSettings.sms). */
export type CarrierKeys = { numverifyApiKey: string; abstractApiKey: string };

/**
 * The carrier detector of the running app. Keys come from the admin settings
 * (apiSettings.sms) when set there, else from the environment (NUMVERIFY_API_KEY,
 * ABSTRACT_API_KEY); they are read on every lookup, so a key saved in the admin panel applies
 * at once. Without any key, detection does nothing, silently.
 */
export function createCarrierDetectorFromConfig(options: {
  db: Database;
  config: Pick<Config, 'phoneCarrier'>;
  logger: FastifyBaseLogger;
  /** The admin panel's keys (apiSettings.sms, secrets opened), read at each lookup. */
  settings: () => Promise<CarrierKeys>;
  now?: () => Date;
  timeoutMs?: number;
}): CarrierDetector {
  const { db, config, logger } = options;
  const readKeys = options.settings;
  let current: { numverifyKey: string; abstractKey: string; detector: CarrierDetector } | null =
    null;

  async function detector(): Promise<CarrierDetector> {
    const admin = await readKeys();
    const numverifyKey =
      admin.numverifyApiKey.trim() || config.phoneCarrier.numverifyApiKey?.trim() || '';
    const abstractKey =
      admin.abstractApiKey.trim() || config.phoneCarrier.abstractApiKey?.trim() || '';
    if (current?.numverifyKey !== numverifyKey || current.abstractKey !== abstractKey) {
      const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
      current = {
        numverifyKey,
        abstractKey,
        detector: createCarrierDetector({
          db,
          logger,
          ...(options.now ? { now: options.now } : {}),
          numverify: numverifyKey
            ? createNumverifyClient({
                baseUrl: config.phoneCarrier.numverifyBaseUrl,
                apiKey: numverifyKey,
                ...timeout,
              })
            : null,
          abstract: abstractKey
            ? createAbstractClient({
                baseUrl: config.phoneCarrier.abstractBaseUrl,
                apiKey: abstractKey,
                ...timeout,
              })
            : null,
        }),
      };
    }
    return current.detector;
  }

  return {
    detect: async (phone) => (await detector()).detect(phone),
    detectForContact: async (contactId, detectOptions) =>
      (await detector()).detectForContact(contactId, detectOptions),
  };
}
