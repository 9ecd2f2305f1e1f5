import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type User } from '../../contract/auth';
import { AppError } from './errors';
import './request-user';

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
  return request.user;
}

/** The signed-in admin, or a 401 (anonymous) / 403 (not an admin). */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
  return user;
}

/** Staff-only areas: every path under one of these prefixes needs an admin, whatever the route. */
const ADMIN_PATH_PREFIXES = ['/api/admin/', '/api/admin?'];

/**
 * One guard for every admin route: installed after the session hook, it refuses any request
 * under /api/admin before routing, so a new admin route cannot forget its check.
 */
export function installAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (url === '/api/admin' || ADMIN_PATH_PREFIXES.some((p) => url.startsWith(p))) {
      requireAdmin(request);
    }
  });
}
