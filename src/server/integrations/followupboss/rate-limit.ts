import { setTimeout as sleep } from 'node:timers/promises';
import { FollowUpBossError } from './errors';

/**
 * FUB's rate limits as one account's client sees them: `X-RateLimit-Remaining: 0` pauses
 * every request for the window, and a long `Retry-After` makes requests fail fast until it
 * passes instead of being refused by FUB one by one.
 */

/** FUB's documented window, for replies that do not name theirs. */
const DEFAULT_WINDOW_SECONDS = 10;

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The reply's X-RateLimit-Window in seconds, else FUB's default. */
function windowSeconds(response: Response): number {
  const window = Number(response.headers.get('x-ratelimit-window'));
  return Number.isFinite(window) && window > 0 ? window : DEFAULT_WINDOW_SECONDS;
}

/** How long a 429 asks us to wait, in seconds. */
export function retryAfterSeconds(response: Response): number {
  // Retry-After governs a refused request; Remaining (0 here) would only add the window.
  return parseRetryAfter(response.headers.get('retry-after')) ?? windowSeconds(response);
}

export type RateLimitLogger = { warn(obj: object, msg: string): void };

/** The rate-limit state of one account, shared by every call of its client. */
export function createRateLimitGate(logger: RateLimitLogger | undefined) {
  /** X-RateLimit-Remaining hit 0: no request leaves before this time (ms). */
  let pausedUntil = 0;
  /** A long Retry-After: requests fail fast until then instead of being refused by FUB. */
  let blockedUntil = 0;

  return {
    /** Before each request: throws inside a long Retry-After, waits out a used-up window. */
    async beforeRequest(path: string): Promise<void> {
      const blockedMs = blockedUntil - Date.now();
      if (blockedMs > 0) {
        const seconds = Math.ceil(blockedMs / 1000);
        throw new FollowUpBossError(
          'rate-limited',
          `Follow Up Boss rate limit: retry in ${seconds} s`,
          429,
          seconds,
        );
      }
      const pausedMs = pausedUntil - Date.now();
      if (pausedMs > 0) {
        logger?.warn(
          { path, waitMs: pausedMs },
          'Follow Up Boss rate limit window used up; pausing',
        );
        await sleep(pausedMs);
      }
    },

    /** After each answered request: a used-up window pauses the requests that follow. */
    noteReply(response: Response): void {
      const remaining = Number(response.headers.get('x-ratelimit-remaining'));
      if (response.headers.get('x-ratelimit-remaining') === null || remaining > 0) return;
      pausedUntil = Math.max(pausedUntil, Date.now() + windowSeconds(response) * 1000);
    },

    /** A Retry-After too long to wait out here: refuse requests until it passes. */
    block(seconds: number): void {
      blockedUntil = Math.max(blockedUntil, Date.now() + seconds * 1000);
    },
  };
}
