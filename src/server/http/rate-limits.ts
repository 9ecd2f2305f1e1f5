const MINUTE = 60_000;

/**
 * The per-IP limit of one route for @fastify/rate-limit (its route `config.rateLimit`), with
 * our error body and a message that names what was limited and how long to wait.
 */
export function perIpRateLimit(limit: { max: number; windowMs: number }, what: string) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
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
