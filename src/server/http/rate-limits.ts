import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isServerRenderRequest } from './server-render';

const MINUTE = 60_000;

/** A route's `config.rateLimit` for @fastify/rate-limit. */
export type RouteRateLimit = ReturnType<typeof perIpRateLimit>;

/**
 * The per-IP limit of one route for @fastify/rate-limit (its route `config.rateLimit`), with
 * our error body and a message that names what was limited and how long to wait. `max` may be
 * a function, read at each request (a limit an admin can change).
 */
export function perIpRateLimit(
  limit: { max: number | (() => number); windowMs: number },
  what: string,
  options: { allowList?: (request: FastifyRequest) => boolean; perInstance?: boolean } = {},
) {
  const { max } = limit;
  return {
    max: typeof max === 'function' ? () => max() : max,
    timeWindow: limit.windowMs,
    ...(options.allowList ? { allowList: options.allowList } : {}),
    // counted by each instance, also on PostgreSQL without Redis (http/shared-rate-limits.ts)
    ...(options.perInstance ? { perInstance: true } : {}),
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / MINUTE));
      return {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many ${what} from this network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      };
    },
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The public listings API's limit per visitor and minute (the Advanced tab's API rate limit).
 * Counted per instance unless REDIS_URL is set: a database write per request would cost more
 * than the kept reply it guards (docs/PERFORMANCE.md, issue 22). Not counted: the server's own renders of a page (they ask in process, on the visitor's
 * behalf, and the page request is what the visitor sent), and loopback callers, which are
 * this machine (benchmarks, a local proxy without TRUST_PROXY: limiting those would limit
 * every visitor at once).
 */
export function publicApiRateLimit(perMinute: () => number): RouteRateLimit {
  return perIpRateLimit({ max: perMinute, windowMs: MINUTE }, 'listing requests', {
    allowList: (request) => isServerRenderRequest(request) || LOOPBACK.test(request.ip),
    perInstance: true,
  });
}

/**
 * The budget of server renders per visitor and minute (issue 39): the listings API's limit
 * (the Advanced tab's requests a minute), counted apart for pages that are not in the render
 * cache, so reading results through `/?city=…&page=N` costs a scraper what the API would.
 * Kept pages are free; loopback callers are not counted, as for the API. Answers the seconds
 * to wait, or null while within the budget.
 */
export function pageRenderLimit(
  app: FastifyInstance,
  perMinute: () => number,
): (request: FastifyRequest) => Promise<number | null> {
  const check = app.createRateLimit({
    max: () => perMinute(),
    timeWindow: MINUTE,
    keyGenerator: (request) => `page-render:${request.ip}`,
    allowList: (request) => LOOPBACK.test(request.ip),
    // per instance without Redis, like the listings API (http/shared-rate-limits.ts)
    ...({ perInstance: true } as object),
  });
  return async (request) => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  };
}
