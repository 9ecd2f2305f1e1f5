import { listingDataBaseUrl } from '../../../core/mls-feed';
import type { AdminSettings, ConnectionTestReply } from '../../../contract/admin-settings';
import type { Config } from '../../config';
import { siteOrigin } from '../../http/site-origin';
import { FollowUpBossError } from '../../integrations/followupboss/errors';
import { checkGoogleClientCredentials } from '../../integrations/google/client';
import { createGoogleMapsClient, GoogleMapsError } from '../../integrations/google-maps/client';
import { createRedactor } from '../../integrations/http-transport';
import { createSparkClient, SparkError } from '../../integrations/spark/client';
import { googleMapsApiKey, type Integrations } from './integrations';
import { messageText } from '../../../core/spec-messages';

export type ConnectionTests = Record<
  'armls' | 'googleOAuth' | 'googleMaps' | 'followUpBoss',
  () => Promise<ConnectionTestReply>
>;

/** How long a connection test waits for its service. */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;

/** The spec's words when a service has no credentials (back-office spec section 8). */
export const ARMLS_NOT_CONFIGURED = messageText('armls.testNotConnected.fallback');
export const GOOGLE_MAPS_NOT_CONFIGURED = messageText('googleMaps.testNotConnected.fallback');
export const GOOGLE_OAUTH_NOT_CONFIGURED =
  'Google sign-in is not configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).';
export const FOLLOW_UP_BOSS_NOT_CONFIGURED = 'Follow Up Boss is not configured.';
export const FOLLOW_UP_BOSS_REFUSED_KEY = 'Follow Up Boss refused the API key';

/** The address the Maps test geocodes: the team's home town. */
export const GOOGLE_MAPS_TEST_ADDRESS = 'Payson, AZ';

/** Thrown by withDeadline when the service took longer than the test may. */
class DeadlinePassed extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlinePassed';
  }
}

/** The work's result, or DeadlinePassed after `ms` (the work is left to its own timeout). */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

const connected = (): ConnectionTestReply => ({ connected: true });

/** A failed test: the reason passes through the redactor of the credentials it used. */
const notConnected = (error: string, redact: (text: string) => string = (t) => t) => ({
  connected: false,
  error: redact(error),
});

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured address';
  }
}

/** What each Spark auth code means, for the admin (contracts: Spark errors). */
const SPARK_AUTH_HINTS: Record<number, string> = {
  1005: 'the key is not set up',
  1010: 'the key is disabled',
  1013: 'this authentication is not allowed for the key',
  1015: 'the key’s user is inactive',
  1019: 'the key is restricted to other IP addresses or user agents',
  1020: 'the session expired',
  1021: 'this key must use the replication host (replication.sparkapi.com)',
  1030: 'the MLS requires HTTPS',
};

/** A Spark failure in an admin's words, naming the cause (and the code Spark sent). */
function sparkFailure(error: SparkError, host: string, timeoutMs: number): string {
  const code = error.code !== null ? `code ${error.code}` : `HTTP ${error.httpStatus ?? '?'}`;
  switch (error.kind) {
    case 'auth': {
      const hint = error.code !== null ? SPARK_AUTH_HINTS[error.code] : undefined;
      return `The MLS refused the access token (${code})${hint ? `: ${hint}` : ''}`;
    }
    case 'rate_limit':
      return `The MLS feed is over its rate limit (${code}); try again in a few minutes`;
    case 'unavailable':
      return `The MLS feed is unavailable right now (${code})`;
    case 'not_found':
      return `The MLS feed at ${host} has no listings endpoint (HTTP 404); check the base URL`;
    case 'network':
      return /timed out/.test(error.message)
        ? `The MLS feed did not answer within ${seconds(timeoutMs)}`
        : `The MLS feed at ${host} could not be reached`;
    case 'bad_response':
      return `The MLS feed at ${host} sent a reply that is not the Spark API's (HTTP ${error.httpStatus ?? '?'}); check the base URL`;
    case 'filter':
    case 'request':
      return `The MLS refused the test request (${code}): ${error.message.slice(0, 200)}`;
  }
}

/** The Spark credentials in force: the admin panel's when enabled with a token, else the environment's. */
function sparkCredentials(
  config: Config,
  settings: AdminSettings,
): { accessToken: string; baseUrl: string } | null {
  const panel = settings.apiSettings.armls;
  if (panel.enabled && panel.apiKey.trim() !== '') {
    return {
      accessToken: panel.apiKey.trim(),
      baseUrl: listingDataBaseUrl(panel.baseUrl, config.spark.baseUrl),
    };
  }
  if (config.spark.accessToken) {
    return { accessToken: config.spark.accessToken, baseUrl: config.spark.baseUrl };
  }
  return null;
}

function googleMapsFailure(error: GoogleMapsError, timeoutMs: number): string {
  switch (error.kind) {
    case 'denied':
      return `Google Maps refused the API key (${error.message.replace(/^Google Maps answered /, '')})`;
    case 'timeout':
      return `Google Maps did not answer within ${seconds(timeoutMs)}`;
    default:
      return error.message;
  }
}

/**
 * The admin panel's connection tests: each makes one real, cheap call with the stored (else
 * environment) credentials through the service's client and says whether it answered. A
 * reason never carries a key, token or secret, and no test takes longer than `timeoutMs`.
 */
export function createConnectionTests(deps: {
  config: Config;
  /** The admin settings with secrets decrypted. */
  currentSettings: () => Promise<AdminSettings>;
  integrations: Integrations;
  /** How long each test waits for its service (default CONNECTION_TEST_TIMEOUT_MS). */
  timeoutMs?: number;
}): ConnectionTests {
  const { config } = deps;
  const timeoutMs = deps.timeoutMs ?? CONNECTION_TEST_TIMEOUT_MS;
  // the clients' own timeouts fire just after the test's deadline, so the socket is let go
  const clientTimeoutMs = timeoutMs + 500;

  return {
    /** One listings request of one key (`_limit=1`, `_select=ListingKey`), no retries. */
    async armls() {
      const credentials = sparkCredentials(config, await deps.currentSettings());
      if (!credentials) return notConnected(ARMLS_NOT_CONFIGURED);
      const redact = createRedactor([credentials.accessToken]);
      const host = hostOf(credentials.baseUrl);
      const client = createSparkClient({
        ...credentials,
        timeoutMs: clientTimeoutMs,
        maxRetries: 0,
      });
      try {
        await withDeadline(client.listListings({ limit: 1, select: ['ListingKey'] }), timeoutMs);
        return connected();
      } catch (error) {
        if (error instanceof DeadlinePassed) {
          return notConnected(`The MLS feed did not answer within ${seconds(timeoutMs)}`);
        }
        if (error instanceof SparkError) {
          return notConnected(sparkFailure(error, host, timeoutMs), redact);
        }
        throw error;
      }
    },

    /** An authorization-code exchange of a made-up code: Google checks the client first. */
    async googleOAuth() {
      const { clientId, clientSecret, tokenUrl } = config.google;
      if (!clientId || !clientSecret) return notConnected(GOOGLE_OAUTH_NOT_CONFIGURED);
      const redact = createRedactor([clientSecret]);
      try {
        const check = await withDeadline(
          checkGoogleClientCredentials({
            clientId,
            clientSecret,
            tokenUrl,
            redirectUri: `${siteOrigin(config)}/api/auth/google/callback`,
            timeoutMs: clientTimeoutMs,
          }),
          timeoutMs,
        );
        return check.accepted ? connected() : notConnected(check.message, redact);
      } catch (error) {
        if (error instanceof DeadlinePassed) {
          return notConnected(`Google did not answer within ${seconds(timeoutMs)}`);
        }
        throw error;
      }
    },

    /** One geocoding request; a throttled key (OVER_QUERY_LIMIT) still proves the key. */
    async googleMaps() {
      const apiKey = googleMapsApiKey(config, await deps.currentSettings());
      if (!apiKey) return notConnected(GOOGLE_MAPS_NOT_CONFIGURED);
      const redact = createRedactor([apiKey, encodeURIComponent(apiKey)]);
      try {
        const client = createGoogleMapsClient({
          baseUrl: config.google.mapsBaseUrl,
          apiKey,
          timeoutMs: clientTimeoutMs,
        });
        await withDeadline(client.geocode(GOOGLE_MAPS_TEST_ADDRESS), timeoutMs);
        return connected();
      } catch (error) {
        if (error instanceof DeadlinePassed) {
          return notConnected(`Google Maps did not answer within ${seconds(timeoutMs)}`);
        }
        if (error instanceof GoogleMapsError) {
          if (error.kind === 'over-query-limit') return connected();
          return notConnected(googleMapsFailure(error, timeoutMs), redact);
        }
        throw error;
      }
    },

    /** The identity call through the process's one client of the account in force. */
    async followUpBoss() {
      const { followUpBoss } = await deps.integrations.current();
      if (!followUpBoss) return notConnected(FOLLOW_UP_BOSS_NOT_CONFIGURED);
      const { apiKey, systemKey } = followUpBoss.settings;
      const redact = createRedactor([apiKey, systemKey]);
      try {
        await withDeadline(followUpBoss.client.identity(), timeoutMs);
        return connected();
      } catch (error) {
        if (error instanceof DeadlinePassed) {
          return notConnected(`Follow Up Boss did not answer within ${seconds(timeoutMs)}`);
        }
        if (error instanceof FollowUpBossError) {
          if (error.kind === 'unauthorized') return notConnected(FOLLOW_UP_BOSS_REFUSED_KEY);
          if (error.kind === 'timeout') {
            return notConnected(`Follow Up Boss did not answer within ${seconds(timeoutMs)}`);
          }
          // FUB's own words (`errorMessage`) name no service: say whose they are
          const said = error.message.startsWith('Follow Up Boss')
            ? error.message
            : `Follow Up Boss answered${error.status ? ` HTTP ${error.status}` : ''}: ${error.message}`;
          return notConnected(said, redact);
        }
        throw error;
      }
    },
  };
}
