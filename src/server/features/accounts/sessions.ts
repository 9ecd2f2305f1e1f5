import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { TEST_MODE_USER } from '../../http/request-user';
import { secureCookies } from '../../http/secure-cookies';
import { presentUser } from './presenter';
import {
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  type UserRow,
} from './store';

export const SESSION_COOKIE = 'rl_session';
/** "Remember me": a 30-day cookie. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember me" the cookie lasts the browser session; the server forgets it after a day idle. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Extend an idle timeout at most every 10 minutes, not on every request. */
const EXTEND_AFTER_MS = 10 * 60 * 1000;

export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/**
 * Loads the session named by the cookie on every API route and sets `request.user`.
 * In development only, the test-mode header acts as a built-in admin (spec's test mode).
 */
export function installSessions(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db, config } = deps;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  app.addHook('onRequest', async (request, reply) => {
    // API routes only (by the matched route, not the URL text), and the few others that ask:
    // built files and pages do not need the database; a page's server render calls the API
    // in-process with the cookie.
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') && route.config.session !== true) return;
    if (config.nodeEnv === 'development' && request.headers['x-test-mode'] === 'on') {
      request.user = TEST_MODE_USER;
      return;
    }
    const sid = request.cookies[SESSION_COOKIE];
    if (!sid) return;
    const sidHash = hashSessionId(sid);
    const now = new Date();
    const session = await findLiveSession(db, sidHash, now);
    if (!session) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    request.user = presentUser(session.user, config.adminEmails);
    request.sessionIdHash = sidHash;
    if (!session.data.rememberMe) {
      const remaining = session.expire.getTime() - now.getTime();
      if (remaining < SESSION_IDLE_MS - EXTEND_AFTER_MS) {
        await extendSession(db, sidHash, new Date(now.getTime() + SESSION_IDLE_MS));
      }
    }
  });
}

/**
 * Signs the user in: a new random session id (the old one, if any, is deleted: the id rotates
 * at every login) and an HttpOnly, SameSite=Lax cookie, kept 30 days with "remember me".
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Database; config: Config },
  user: UserRow,
  rememberMe: boolean,
): Promise<User> {
  if (request.sessionIdHash) await deleteSession(deps.db, request.sessionIdHash);
  const sid = randomBytes(32).toString('base64url');
  const sidHash = hashSessionId(sid);
  const now = Date.now();
  await insertSession(
    deps.db,
    sidHash,
    { userId: user.id, rememberMe, createdAt: new Date(now).toISOString() },
    new Date(now + (rememberMe ? REMEMBER_ME_MS : SESSION_IDLE_MS)),
  );
  const presented = presentUser(user, deps.config.adminEmails);
  request.sessionIdHash = sidHash;
  request.user = presented;
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(deps.config, request),
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
  return presented;
}

/** Signs the user out: deletes the session row and clears the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
): Promise<void> {
  if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
  request.sessionIdHash = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
