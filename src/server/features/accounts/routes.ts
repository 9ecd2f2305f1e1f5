import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
} from '../../../contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { isListedAdminEmail } from '../../../core/roles';
import { text } from '../../../contract/primitives';
import { AppError } from '../../http/errors';
import { AttemptLimiter, type AttemptCounter } from '../../http/attempt-limiter';
import { requireUser } from '../../http/guards';
import { perIpRateLimit } from '../../http/rate-limits';
import { siteOrigin } from '../../http/site-origin';
import { createAccountThrottles } from './account-throttles';
import { INVALID_VERIFICATION_LINK, type AccountsService } from './service';
import { endSession, startSession } from './sessions';

const MINUTE = 60_000;

/** Rate limits of the account endpoints (documented in docs/SECURITY.md). */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  registerPerUsername: { max: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { max: 10, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

const verifyEmailQuerySchema = z.object({
  token: text({ max: 200, error: INVALID_VERIFICATION_LINK }).min(1, INVALID_VERIFICATION_LINK),
});

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  db: Database;
  config: Config;
  /** Where per-account attempts are counted: one budget for every instance. */
  attempts: AttemptCounter;
}> = async (app, { accounts, db, config, attempts }) => {
  const deps = { db, config };
  const L = AUTH_RATE_LIMITS;
  const limiter = (name: string, limit: { max: number; windowMs: number }, message: string) =>
    new AttemptLimiter(attempts, { name, secret: config.appSecret, ...limit, message });
  const throttles = createAccountThrottles(attempts, config.appSecret);
  const registerAttempts = limiter(
    'register',
    L.registerPerUsername,
    'Too many registration attempts for this username. Please wait {minutes} and try again.',
  );

  app.get(
    '/api/user',
    { config: { access: 'user' }, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requireUser(request);
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: perIpRateLimit(L.loginPerIp, 'login attempts') },
      schema: { body: loginRequestSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      // per account and address, and per account from unusual addresses (account-throttles.ts)
      const subject = await accounts.loginSubject(username);
      await throttles.attempt(subject, request.ip);
      const user = await accounts.login({ username, password });
      await throttles.succeeded(subject, request.ip);
      return startSession(request, reply, deps, user, rememberMe);
    },
  );

  app.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: perIpRateLimit(L.registerPerIp, 'registrations') },
      schema: { body: registerRequestSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      await registerAttempts.hit(request.body.username);
      const user = await accounts.register(request.body);
      // an address in ADMIN_EMAILS makes an admin only once its owner opens the mailed link
      if (isListedAdminEmail(user.email, config.adminEmails)) {
        await accounts
          .sendEmailVerification(user, siteOrigin(config))
          .catch((error: unknown) =>
            request.log.error({ err: error, userId: user.id }, 'verification mail not sent'),
          );
      }
      const signedIn = await startSession(request, reply, deps, user, false);
      return reply.status(201).send(signedIn);
    },
  );

  app.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await endSession(request, reply, db);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  // The link mailed to an address in ADMIN_EMAILS: proves the owner, then opens the site.
  app.get(
    '/api/verify-email',
    { config: { access: 'public' }, schema: { querystring: verifyEmailQuerySchema } },
    async (request, reply) => {
      await accounts.verifyEmail(request.query.token);
      return reply.redirect('/', 303);
    },
  );

  // The browser navigates here when the POST failed (visitor spec section 7). Another site
  // must not sign visitors out with an image tag or a link.
  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Cross-site sign-out refused');
    }
    await endSession(request, reply, db);
    return reply.redirect('/auth', 303);
  });

  app.post(
    '/api/forgot-password',
    {
      config: {
        access: 'public',
        rateLimit: perIpRateLimit(L.forgotPerIp, 'password reset requests'),
      },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { email } = request.body;
      await throttles.resetRequest(email, await accounts.loginSubject(email), request.ip);
      // Answered before any work: a known address (token, mail) must not take longer than an
      // unknown one, or the reply time would tell which addresses have accounts.
      void accounts
        .requestPasswordReset(email, siteOrigin(config))
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset request failed'),
        );
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: perIpRateLimit(L.resetPerIp, 'password reset attempts'),
      },
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
