import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoResponseSchema } from '../../../contract/system';
import { userSchema } from '../../../contract/auth';
import { buildApp } from '../../app';
import { openPglite, openPostgres } from '../../db/connect';
import { startFakeGoogle, type FakeGoogle } from '../../integrations/google/fake/server';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { SESSION_COOKIE } from './sessions';

const account = {
  username: 'sam.summit',
  email: 'sam@example.com',
  password: 'rim-country-1',
  firstName: 'Sam',
  lastName: 'Summit',
};

describe('password reset mail over SMTP', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers the reset link through the configured SMTP server', async () => {
    const t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Ridgeline <hello@ridgeline.example>',
      },
    });
    try {
      const client = createHttpClient(t.app);
      expect((await client.post('/api/register', account)).statusCode).toBe(201);
      const res = await client.post('/api/forgot-password', { email: account.email });
      expect(res.statusCode).toBe(200);
      // the mail goes out after the reply
      await expect.poll(() => received.length).toBe(1);
      const message = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(message).toMatch(/^To: sam@example\.com/m);
      expect(message).toMatch(/^From: Ridgeline <hello@ridgeline\.example>/m);
      const token = /reset-password\?token=([\w-]+)/.exec(message)?.[1];
      expect(token).toBeTruthy();
      const reset = await client.post('/api/reset-password', { token, newPassword: 'new-pass-22' });
      expect(reset.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('sessions survive a restart', () => {
  it('keeps a signed-in user signed in after the server restarts on the same database', async () => {
    const config = testConfig();
    const pgUrl = process.env.TEST_DATABASE_URL;
    // PGlite: the same directory reopened; PostgreSQL: a fresh test database, reconnected.
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ridgeline-restart-')), 'pglite');
    const scratch = pgUrl ? await createTestDatabase() : null;
    const open = async () => {
      if (!scratch) return openPglite(dir);
      return openPostgres(scratch.connectionString!, 2);
    };

    const first = await open();
    const app1 = await buildApp({ config, database: first, webRoot: null });
    const client = createHttpClient(app1);
    await client.post('/api/register', account);
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    await app1.close();
    await first.close();

    const second = await open();
    const app2 = await buildApp({ config, database: second, webRoot: null });
    try {
      const res = await app2.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      expect(res.statusCode).toBe(200);
      expect(userSchema.parse(res.json()).username).toBe(account.username);
    } finally {
      await app2.close();
      await second.close();
      await scratch?.dispose();
    }
  });
});

describe('Google sign-in', () => {
  const clientId = 'ridgeline-test.apps.googleusercontent.example';
  const clientSecret = 'test-client-secret';
  let google: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle({ clientId, clientSecret });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: clientSecret,
        GOOGLE_OAUTH_AUTHORIZE_URL: google.authorizeUrl,
        GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
        GOOGLE_OAUTH_USERINFO_URL: google.userInfoUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  /** Walks the browser's path: our start route, the provider's consent page, back to our callback. */
  async function signIn(client: HttpClient, choice: 'approve' | 'deny' = 'approve') {
    const start = await client.get('/api/auth/google');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    const page = await fetch(authorize);
    const html = await page.text();
    const href = new RegExp(`id="${choice}" href="([^"]+)"`)
      .exec(html)?.[1]
      ?.replace(/&#38;/g, '&');
    const consent = await fetch(new URL(href!, google.url), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    return { start, authorize, callback: await client.get(callback.pathname + callback.search) };
  }

  it('tells the browser that Google sign-in is available', async () => {
    const res = await createHttpClient(t.app).get('/api/site');
    expect(siteInfoResponseSchema.parse(res.json()).googleSignInEnabled).toBe(true);
    // profile photos of Google accounts may be shown
    expect(String(res.headers['content-security-policy'])).toContain(
      'https://*.googleusercontent.com',
    );
  });

  it('sends the browser to Google with state and a PKCE S256 challenge', async () => {
    const start = await createHttpClient(t.app).get('/api/auth/google');
    const url = new URL(String(start.headers.location));
    expect(url.origin + url.pathname).toBe(google.authorizeUrl);
    expect(url.searchParams.get('client_id')).toBe(clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    // PUBLIC_URL unset: links and redirects name localhost and the configured port
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/google/callback',
    );
    expect(String(start.headers['set-cookie'])).toMatch(/rl_oauth=.*HttpOnly/);
  });

  it('creates an account from the Google profile and signs it in', async () => {
    const client = createHttpClient(t.app);
    const { callback } = await signIn(client);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const me = userSchema.parse((await client.get('/api/user')).json());
    expect(me).toMatchObject({
      email: google.account.email,
      firstName: 'Jane',
      lastName: 'Pine',
      authProvider: 'google',
      profileImageUrl: google.account.picture,
      username: 'jane.pine',
    });
  });

  it('links an existing account with the same e-mail instead of creating a second one', async () => {
    const local = createHttpClient(t.app);
    const reg = await local.post('/api/register', {
      ...account,
      email: 'linked@example.com',
      username: 'linked',
    });
    const { id } = userSchema.parse(reg.json());
    google.account = { ...google.account, sub: 'linked-sub', email: 'linked@example.com' };
    const client = createHttpClient(t.app);
    await signIn(client);
    const me = userSchema.parse((await client.get('/api/user')).json());
    expect(me.id).toBe(id);
    expect(me.authProvider).toBe('google');
    // the password still works for the linked account
    const login = await createHttpClient(t.app).post('/api/login', {
      username: 'linked',
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('redirects to /auth?error=auth_failed when the visitor cancels at Google', async () => {
    const client = createHttpClient(t.app);
    const { callback } = await signIn(client, 'deny');
    expect(callback.headers.location).toBe('/auth?error=auth_failed');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('redirects to auth_failed when the state does not match (forged callback)', async () => {
    const victim = createHttpClient(t.app);
    await victim.get('/api/auth/google'); // the victim's own flow cookie
    const forged = await victim.get('/api/auth/google/callback?code=stolen&state=not-the-victims');
    expect(forged.headers.location).toBe('/auth?error=auth_failed');
    const noCookie = await createHttpClient(t.app).get('/api/auth/google/callback?code=x&state=y');
    expect(noCookie.headers.location).toBe('/auth?error=auth_failed');
  });

  it('redirects to profile_failed when the profile cannot be read', async () => {
    google.failNextUserInfo();
    const client = createHttpClient(t.app);
    const { callback } = await signIn(client);
    expect(callback.headers.location).toBe('/auth?error=profile_failed');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('is not offered when Google is not configured', async () => {
    const plain = await createTestApp();
    try {
      const client = createHttpClient(plain.app);
      expect((await client.get('/api/auth/google')).statusCode).toBe(404);
      const site = siteInfoResponseSchema.parse((await client.get('/api/site')).json());
      expect(site.googleSignInEnabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
