import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { callerAccess, grantsAccess } from '../../../core/route-access';
import { AppError } from '../../http/errors';
import type { Metrics } from './metrics';

/** Whether `Authorization: Bearer <token>` names the configured token (compared in constant time). */
export function bearerTokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1];
  if (!given) return false;
  // digests of equal length, so neither the token's length nor its bytes leak through timing
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` for Prometheus, and the hook that counts every answered request. Installed on
 * the root instance (the hook must see every route). Staff sessions may read it, and so may a
 * scraper sending METRICS_TOKEN as a bearer token; anyone else gets what a staff route answers
 * (401 signed out, 403 for a visitor). The route declares 'public' to the route-access check so
 * that the token's caller, who has no session, reaches this check.
 */
export function installMetrics(
  app: FastifyInstance,
  options: { metrics: Metrics; token: string | undefined },
): void {
  const { metrics, token } = options;

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { config: { access: 'public', session: true }, schema: { hide: true } },
    async (request, reply) => {
      const staff = grantsAccess(callerAccess(request.user), 'staff');
      if (!staff && !bearerTokenMatches(request.headers.authorization, token)) {
        if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
      }
      const body = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
    },
  );
}
