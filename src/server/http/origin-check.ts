import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): the browser's Origin
 * (or, without it, Sec-Fetch-Site) must name our own origin. Requests without either header
 * come from non-browser clients, which carry no ambient cookies of a victim.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && origin !== publicOrigin) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
    }
  });
}
