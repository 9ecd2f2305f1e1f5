import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestText, sendJson, startFakeHttpServer } from '../../fake-http-server';

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, speaking the same wire
 * contract: the authorization page (with a consent button), the token endpoint (client Basic
 * or form auth checked first, then single-use codes, PKCE S256, redirect_uri check; Google's
 * `invalid_client` 401 and `invalid_grant` 400 replies) and the userinfo endpoint.
 * Tests and e2e journeys sign in through it; nothing of our app is mocked.
 */

export type FakeGoogleAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture?: string;
};

export type FakeGoogle = {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** The account the consent page signs in as. */
  account: FakeGoogleAccount;
  /** Make the next userinfo call fail with a 500 (profile_failed path). */
  failNextUserInfo(): void;
  close(): Promise<void>;
};

type PendingCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  account: FakeGoogleAccount;
  expiresAt: number;
};

const DEFAULT_ACCOUNT: FakeGoogleAccount = {
  sub: '108234567890123456789',
  email: 'jane.pine@gmail.example',
  email_verified: true,
  given_name: 'Jane',
  family_name: 'Pine',
};

/** A profile photo in the shape Google serves (a square portrait), from the fake's own origin. */
const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f766e"/>' +
  '<circle cx="48" cy="38" r="18" fill="#fde68a"/><path d="M16 96c0-20 14-32 32-32s32 12 32 32z" fill="#fde68a"/></svg>';

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeGoogle(options: {
  clientId: string;
  clientSecret: string;
  account?: Partial<FakeGoogleAccount>;
  port?: number;
}): Promise<FakeGoogle> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FakeGoogleAccount>();
  let failUserInfo = false;
  const state = { account: { ...DEFAULT_ACCOUNT, ...options.account } as FakeGoogleAccount };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-google');

    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const p = url.searchParams;
      const problems = [
        p.get('client_id') !== options.clientId && 'unknown client_id',
        p.get('response_type') !== 'code' && 'response_type must be code',
        !p.get('redirect_uri') && 'redirect_uri missing',
        !p.get('state') && 'state missing',
        p.get('code_challenge_method') !== 'S256' && 'PKCE S256 required',
        !p.get('code_challenge') && 'code_challenge missing',
        !(p.get('scope') ?? '').split(' ').includes('openid') && 'scope must include openid',
      ].filter(Boolean);
      if (problems.length > 0) {
        res
          .writeHead(400, { 'content-type': 'text/plain' })
          .end(`invalid_request: ${problems.join(', ')}`);
        return;
      }
      const a = state.account;
      const approve = new URL('/approve', 'http://fake-google');
      const deny = new URL('/deny', 'http://fake-google');
      for (const target of [approve, deny]) {
        for (const key of ['redirect_uri', 'state', 'code_challenge', 'client_id']) {
          target.searchParams.set(key, p.get(key) ?? '');
        }
      }
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Sign in - Google Accounts (test)</title></head>` +
            `<body><main><h1>Choose an account</h1>` +
            `<a id="approve" href="${escape(approve.pathname + approve.search)}">Continue as ${escape(a.given_name)} ${escape(a.family_name)} (${escape(a.email)})</a> ` +
            `<a id="deny" href="${escape(deny.pathname + deny.search)}">Cancel</a></main></body></html>`,
        );
      return;
    }

    if (req.method === 'GET' && (url.pathname === '/approve' || url.pathname === '/deny')) {
      const p = url.searchParams;
      const redirect = new URL(p.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', p.get('state') ?? '');
      if (url.pathname === '/deny') {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId: p.get('client_id') ?? '',
          redirectUri: p.get('redirect_uri') ?? '',
          codeChallenge: p.get('code_challenge') ?? '',
          account: { ...state.account },
          expiresAt: Date.now() + 60_000,
        });
        redirect.searchParams.set('code', code);
      }
      res.writeHead(302, { location: redirect.toString() }).end();
      return;
    }

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readRequestText(req));
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      // Google checks the client before the grant: a made-up code with the right client is
      // 400 invalid_grant, with a wrong one 401 invalid_client (the admin's connection test)
      if (id !== options.clientId) {
        sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'The OAuth client was not found.',
        });
        return;
      }
      if (secret !== options.clientSecret) {
        sendJson(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
        return;
      }
      if (form.get('grant_type') !== 'authorization_code') {
        sendJson(res, 400, { error: 'unsupported_grant_type' });
        return;
      }
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code); // single use, even when the checks below fail
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending) {
        sendJson(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        return;
      }
      if (
        pending.expiresAt < Date.now() ||
        pending.redirectUri !== form.get('redirect_uri') ||
        pending.codeChallenge !== challenge
      ) {
        sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return;
      }
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.set(accessToken, pending.account);
      sendJson(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      });
      return;
    }

    if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
      if (failUserInfo) {
        failUserInfo = false;
        sendJson(res, 500, { error: 'backend_error' });
        return;
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const account = tokens.get(token);
      if (!account) {
        sendJson(res, 401, { error: 'invalid_token' });
        return;
      }
      sendJson(res, 200, { ...account, name: `${account.given_name} ${account.family_name}` });
      return;
    }

    if (req.method === 'GET' && url.pathname.startsWith('/avatar/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(AVATAR_SVG);
      return;
    }

    sendJson(res, 404, { error: 'not_found' });
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => sendJson(res, 500, { error: String(error) }),
  });
  const base = http.url;
  state.account.picture ??= `${base}/avatar/${state.account.sub}.svg`;
  return {
    url: base,
    authorizeUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/v1/userinfo`,
    get account() {
      return state.account;
    },
    set account(value) {
      state.account = value;
    },
    failNextUserInfo() {
      failUserInfo = true;
    },
    close: http.close,
  };
}
