import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type User } from '../../contract/auth';
import { AppError } from './errors';
import './request-user';

/**
 * Typed access to the caller inside handlers. Routes are guarded by their declared access
 * (route-access.ts) before a handler runs; these only narrow `request.user`.
 */

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
