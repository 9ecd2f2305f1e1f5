import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthRedirectError } from '../../../contract/auth';
import { text } from '../../../contract/primitives';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import { siteOrigin } from '../../http/site-origin';
import { GoogleSignInError, type GoogleOAuth } from '../../integrations/google/client';
import type { AccountsService } from './service';
import { startSession } from './sessions';

const FLOW_COOKIE = 'rl_oauth';
const FLOW_COOKIE_PATH = '/api/auth/google';
const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({ state: z.string(), codeVerifier: z.string() });

const callbackQuerySchema = z.object({
  code: text({ max: 2000 }).optional(),
  state: text({ max: 200 }).optional(),
  error: text({ max: 200 }).optional(),
});

/**
 * Google sign-in: /api/auth/google sends the browser to Google with a state and a PKCE
 * challenge (both kept in a signed, short-lived cookie); the callback checks them, finds or
 * creates the account and starts a session. Failures land on /auth?error=….
 */
export const googleRoutes: FastifyPluginAsyncZod<{
  google: GoogleOAuth | null;
  accounts: AccountsService;
  db: Database;
  config: Config;
}> = async (app, { google, accounts, db, config }) => {
  const redirectUri = `${siteOrigin(config)}/api/auth/google/callback`;

  app.get('/api/auth/google', { config: { access: 'public' } }, async (request, reply) => {
    if (!google) throw notFound('Google sign-in is not configured');
    const { url, state, codeVerifier } = google.start(redirectUri);
    reply.setCookie(FLOW_COOKIE, JSON.stringify({ state, codeVerifier }), {
      path: FLOW_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure:
        config.isProduction && (redirectUri.startsWith('https:') || request.protocol === 'https'),
      signed: true,
      maxAge: FLOW_TTL_SECONDS,
    });
    return reply.redirect(url.toString(), 302);
  });

  app.get(
    '/api/auth/google/callback',
    { config: { access: 'public' }, schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      if (!google) throw notFound('Google sign-in is not configured');
      const fail = (error: AuthRedirectError) => {
        reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
        return reply.redirect(`/auth?error=${error}`, 302);
      };

      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let flow: z.infer<typeof flowSchema> | null = null;
      if (unsigned?.valid && unsigned.value) {
        try {
          flow = flowSchema.parse(JSON.parse(unsigned.value));
        } catch {
          flow = null;
        }
      }
      const { code, state, error } = request.query;
      if (error || !code || !flow || state !== flow.state) {
        request.log.info(
          { providerError: error, hasFlow: Boolean(flow) },
          'Google sign-in refused',
        );
        return fail('auth_failed');
      }

      let profile;
      try {
        profile = await google.finish(redirectUri, code, flow.codeVerifier);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return fail(
          err instanceof GoogleSignInError && err.stage === 'profile'
            ? 'profile_failed'
            : 'auth_failed',
        );
      }

      if (!profile.emailVerified) {
        request.log.info('Google sign-in refused: e-mail not verified by Google');
        return fail('profile_failed');
      }
      try {
        const user = await accounts.signInWithGoogle(profile);
        await startSession(request, reply, { db, config }, user, true);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in: session not created');
        return fail('session_failed');
      }
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      return reply.redirect('/', 302);
    },
  );
};
