import { setTimeout as sleep } from 'node:timers/promises';
import { createRedactor, fetchText, parseJson, type TransportFailure } from '../http-transport';
import { errorMessageOf, FollowUpBossError, kindForStatus } from './errors';
import { createRateLimitGate, retryAfterSeconds, type RateLimitLogger } from './rate-limit';

/**
 * One Follow Up Boss API call over HTTP: Basic auth with the API key as user name, the
 * X-System headers, a JSON body, and every way it can fail turned into a FollowUpBossError.
 * A short `Retry-After` is waited out and retried here; a long one is thrown so the caller
 * (the lead outbox) can reschedule. 5xx and transport failures are thrown without an inline
 * retry: the outbox retries with backoff. The API key never appears in an error message.
 */

export type FubTransportOptions = {
  /** e.g. https://api.followupboss.com/v1 (or a fake's apiBaseUrl). */
  baseUrl: string;
  apiKey: string;
  /** Our registered system name (X-System). */
  system?: string;
  systemKey?: string;
  /** Per request, the body included. */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this is waited out and retried here (up to 3 times). */
  maxInlineWaitSeconds?: number;
  logger?: RateLimitLogger;
};

export type FubQuery = Record<string, string | number | boolean | undefined>;

export type FubRequestOptions = {
  query?: FubQuery;
  body?: unknown;
};

/** A 2xx reply; `body` is null for 204 and empty bodies. */
export type FubReply = { status: number; body: unknown };

const MAX_INLINE_RETRIES = 3;

/** The request function of one account (one API key); its rate-limit state is shared by its calls. */
export function createFubTransport(options: FubTransportOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxInlineWait = options.maxInlineWaitSeconds ?? 10;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const redact = createRedactor([options.apiKey, options.systemKey, authorization.slice(6)]);
  const gate = createRateLimitGate(options.logger);

  const headers: Record<string, string> = {
    authorization,
    accept: 'application/json',
    'user-agent': 'Ridgeline/1.0',
  };
  if (options.system) headers['x-system'] = options.system;
  if (options.systemKey) headers['x-system-key'] = options.systemKey;

  function transportError(failure: TransportFailure): FollowUpBossError {
    if (failure.kind === 'timeout') {
      return new FollowUpBossError(
        'timeout',
        `Follow Up Boss did not answer within ${timeoutMs} ms`,
      );
    }
    return new FollowUpBossError(
      'network',
      redact(`Follow Up Boss request failed: ${failure.detail}`),
    );
  }

  /** One API call: waits out short throttling, throws FollowUpBossError for anything not 2xx. */
  async function request(
    method: string,
    path: string,
    opts: FubRequestOptions = {},
  ): Promise<FubReply> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const query = params.toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);

    for (let attempt = 0; ; attempt++) {
      await gate.beforeRequest(path);
      const { response, text } = await fetchText(
        url,
        {
          method,
          headers:
            body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body,
          timeout: timeoutMs,
        },
        transportError,
      );

      if (response.status === 429) {
        const retryAfter = retryAfterSeconds(response);
        if (retryAfter <= maxInlineWait && attempt < MAX_INLINE_RETRIES) {
          options.logger?.warn(
            { method, path, retryAfterSeconds: retryAfter, attempt: attempt + 1 },
            'Follow Up Boss answered 429; waiting Retry-After',
          );
          await sleep(retryAfter * 1000);
          continue;
        }
        gate.block(retryAfter);
        throw new FollowUpBossError(
          'rate-limited',
          redact(errorMessageOf(text) ?? `Follow Up Boss rate limit: retry in ${retryAfter} s`),
          429,
          retryAfter,
        );
      }

      gate.noteReply(response);
      if (response.status < 200 || response.status >= 300) {
        throw new FollowUpBossError(
          kindForStatus(response.status),
          redact(errorMessageOf(text) ?? `Follow Up Boss answered HTTP ${response.status}`),
          response.status,
        );
      }
      if (response.status === 204 || text.trim() === '')
        return { status: response.status, body: null };
      const json = parseJson(text);
      if (json === undefined) {
        throw new FollowUpBossError(
          'invalid-reply',
          `Follow Up Boss reply to ${method} ${path} is not JSON (HTTP ${response.status})`,
          response.status,
        );
      }
      return { status: response.status, body: json };
    }
  }

  return { request };
}
