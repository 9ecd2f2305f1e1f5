import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Config } from '../../config';
import { readResponseText, sendHttpRequest, type TransportFailure } from '../http-transport';

/** What we keep of a Google account. */
export type GoogleProfile = {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};

/** Which step of the sign-in failed; the callback maps it to /auth?error=… */
export class GoogleSignInError extends Error {
  constructor(
    public readonly stage: 'auth' | 'profile',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleSignInError';
  }
}

// OpenID Connect userinfo claims (https://openidconnect.googleapis.com/v1/userinfo).
const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

/** Every profile failure is one sign-in error below, whose cause keeps what fetch threw. */
const rethrowAsIs = (failure: TransportFailure) => failure.error;

export const GOOGLE_SCOPES = ['openid', 'email', 'profile'];
const REQUEST_TIMEOUT_MS = 10_000;

export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;

/** Google sign-in (OAuth 2.0 authorization code flow with PKCE and state); null when not configured. */
export function createGoogleOAuth(config: Config) {
  const { clientId, clientSecret, authorizeUrl, tokenUrl, userInfoUrl } = config.google;
  if (!clientId || !clientSecret) return null;

  return {
    /** A fresh state and PKCE verifier, and the provider URL to send the browser to. */
    start(redirectUri: string): { url: URL; state: string; codeVerifier: string } {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const url = client.createAuthorizationURLWithPKCE(
        authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        GOOGLE_SCOPES,
      );
      url.searchParams.set('prompt', 'select_account');
      return { url, state, codeVerifier };
    },

    /** Exchanges the code for an access token, then reads the profile. */
    async finish(redirectUri: string, code: string, codeVerifier: string): Promise<GoogleProfile> {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      let accessToken: string;
      try {
        const tokens = await client.validateAuthorizationCode(tokenUrl, code, codeVerifier);
        accessToken = tokens.accessToken();
      } catch (error) {
        throw new GoogleSignInError('auth', 'token exchange failed', { cause: error });
      }

      let claims: z.infer<typeof userInfoSchema>;
      try {
        const response = await sendHttpRequest(
          userInfoUrl,
          {
            headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
            timeout: REQUEST_TIMEOUT_MS,
          },
          rethrowAsIs,
        );
        if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
        claims = userInfoSchema.parse(JSON.parse(await readResponseText(response, rethrowAsIs)));
      } catch (error) {
        throw new GoogleSignInError('profile', 'profile request failed', { cause: error });
      }

      const [first = '', ...rest] = (claims.name ?? '').split(' ');
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: claims.given_name ?? first,
        lastName: claims.family_name ?? rest.join(' '),
        pictureUrl: claims.picture ?? null,
      };
    },
  };
}
