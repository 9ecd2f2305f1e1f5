import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Config } from '../../config';
import {
  createRedactor,
  fetchText,
  parseJson,
  readResponseText,
  sendHttpRequest,
  type TransportFailure,
} from '../http-transport';

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

/** The code the credentials check exchanges: no real authorization code looks like it. */
export const CREDENTIALS_CHECK_CODE = 'ridgeline-connection-test';

/** Whether Google accepted our client id and secret; `message` says why not, never a secret. */
export type GoogleCredentialsCheck = { accepted: true } | { accepted: false; message: string };

/**
 * Proves the client id and secret with one cheap call, as the sign-in flow sends them (client
 * Basic auth): an authorization-code exchange of a made-up code. Google checks the client
 * first, so it answers 401 `invalid_client` for a wrong id or secret and 400 `invalid_grant`
 * (the code) when they are right. Nothing is granted and no user is involved.
 */
export async function checkGoogleClientCredentials(options: {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  redirectUri: string;
  timeoutMs?: number;
}): Promise<GoogleCredentialsCheck> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const redact = createRedactor([options.clientSecret, basic]);
  let host: string;
  try {
    host = new URL(options.tokenUrl).host;
  } catch {
    return { accepted: false, message: 'The Google token endpoint is not a valid URL' };
  }

  let reply: { response: Response; text: string };
  try {
    reply = await fetchText(
      options.tokenUrl,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: CREDENTIALS_CHECK_CODE,
          redirect_uri: options.redirectUri,
        }).toString(),
        timeout: timeoutMs,
      },
      (failure) => failure,
    );
  } catch (error) {
    const failure = error as TransportFailure;
    return {
      accepted: false,
      message:
        failure.kind === 'timeout'
          ? `Google did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`
          : `Google's token endpoint (${host}) could not be reached` +
            (failure.code ? ` (${failure.code})` : ''),
    };
  }

  const { status } = reply.response;
  const body = parseJson(reply.text) as { error?: unknown } | null | undefined;
  const oauthError = typeof body?.error === 'string' ? body.error : null;
  if (status === 401 || oauthError === 'invalid_client' || oauthError === 'unauthorized_client') {
    return { accepted: false, message: 'Google refused the client id or secret' };
  }
  // the client passed; only the made-up code was refused
  if (oauthError === 'invalid_grant') return { accepted: true };
  return {
    accepted: false,
    message: redact(
      oauthError
        ? `Google refused the test request (HTTP ${status}, ${oauthError.slice(0, 100)})`
        : `Google's token endpoint (${host}) sent an unexpected reply (HTTP ${status})`,
    ),
  };
}
