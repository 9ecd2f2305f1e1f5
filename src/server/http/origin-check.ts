import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): the browser's Origin
 * (or, without it, Sec-Fetch-Site) must name our own origin. Requests without either header
 * come from non-browser clients, which carry no ambient cookies of a victim.
 *
 * Our own origin is PUBLIC_URL's when it is set, plus ALLOWED_ORIGINS: nothing the request
 * says about itself counts then (issue 39: an Origin compared with the Host header passed
 * when both were forged). Only without PUBLIC_URL (development, a fresh clone on localhost)
 * is it the origin the request was sent to.
 */
export function installOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; allowedOrigins: readonly string[] },
): void {
  const configured = new Set(options.allowedOrigins);
  if (options.publicUrl) configured.add(new URL(options.publicUrl).origin);
  const ownOrigin = options.publicUrl
    ? null
    : (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!configured.has(origin) && origin !== ownOrigin?.(request)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
    }
  });
}
