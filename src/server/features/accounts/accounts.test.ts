import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import { AUTH_MESSAGES, userSchema } from '../../../contract/auth';
import { mailOutbox, passwordResetTokens, sessions, systemAlerts, users } from '../../db/schema';
import { openVerificationLink } from '../../testing/email-verification';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Broker@Ridgeline.example' } });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `buyer${counter}`,
    email: `buyer${counter}@example.com`,
    password: 'pine-cone-42',
    firstName: 'Pat',
    lastName: 'Buyer',
    ...overrides,
  };
}

async function register(client: HttpClient, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const res = await client.post('/api/register', account);
  expect(res.statusCode, res.body).toBe(201);
  return { account, user: userSchema.parse(res.json()) };
}

function errorOf(res: { json(): unknown }) {
  return apiErrorSchema.parse(res.json());
}

describe('register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const client = createHttpClient(t.app);
    const { account, user } = await register(client);
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      firstName: 'Pat',
      lastName: 'Buyer',
      authProvider: 'local',
      isAdmin: false,
      profileImageUrl: null,
    });
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json()).id).toBe(user.id);
    expect(me.body).not.toContain('argon2');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie', async () => {
    const client = createHttpClient(t.app);
    const res = await client.post('/api/register', newAccount());
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ firstName: undefined }, 'firstName', 'First name is required'],
  ])('refuses %o with the spec message', async (override, field, message) => {
    const res = await createHttpClient(t.app).post('/api/register', newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fieldErrors?.[field]).toBe(message);
  });

  it('refuses a taken username (any case) and a taken e-mail with 409 field messages', async () => {
    const client = createHttpClient(t.app);
    const { account } = await register(client);
    const sameName = await client.post(
      '/api/register',
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName).fieldErrors).toEqual({ username: AUTH_MESSAGES.usernameTaken });

    const sameEmail = await client.post(
      '/api/register',
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail).fieldErrors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    const count = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(count).toHaveLength(1);
  });
});

describe('login and logout', () => {
  it('signs in by username or e-mail, case-insensitively', async () => {
    const { account } = await register(createHttpClient(t.app));
    for (const login of [account.username.toUpperCase(), account.email.toUpperCase()]) {
      const client = createHttpClient(t.app);
      const res = await client.post('/api/login', { username: login, password: account.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(userSchema.parse(res.json()).username).toBe(account.username);
      expect((await client.get('/api/user')).statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const { account } = await register(createHttpClient(t.app));
    const wrong = await createHttpClient(t.app).post('/api/login', {
      username: account.username,
      password: 'wrong-password',
    });
    const unknown = await createHttpClient(t.app).post('/api/login', {
      username: 'nobody-here',
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(AUTH_MESSAGES.invalidCredentials);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('requires a username and a password', async () => {
    const res = await createHttpClient(t.app).post('/api/login', { username: ' ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('keeps a remembered session 30 days', async () => {
    const { account } = await register(createHttpClient(t.app));
    const client = createHttpClient(t.app);
    const res = await client.post('/api/login', {
      username: account.username,
      password: account.password,
      rememberMe: true,
    });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=2592000');
    const rows = await t.database.db.select().from(sessions);
    const newest = rows.sort((a, b) => b.expire.getTime() - a.expire.getTime())[0]!;
    const days = (newest.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('rotates the session id at login and stores only its hash', async () => {
    const client = createHttpClient(t.app);
    const { account } = await register(client);
    const before = client.cookies.get(SESSION_COOKIE)!;
    await client.post('/api/login', { username: account.username, password: account.password });
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    });
    expect(stale.statusCode).toBe(401);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.sid, after));
    expect(raw).toHaveLength(0);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const client = createHttpClient(t.app);
    await register(client);
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('logs out by navigation to GET /api/logout and lands on /auth', async () => {
    const client = createHttpClient(t.app);
    await register(client);
    const res = await client.get('/api/logout');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('answers GET /api/user with 401 when anonymous', async () => {
    const res = await createHttpClient(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notAuthenticated });
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing request from another site', async () => {
    const { account } = await register(createHttpClient(t.app));
    const client = createHttpClient(t.app);
    const credentials = { username: account.username, password: account.password };
    const evil = await client.post('/api/login', credentials, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(errorOf(evil).message).toBe(AUTH_MESSAGES.crossOrigin);
    const fetchMeta = await client.post('/api/login', credentials, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchMeta.statusCode).toBe(403);
    const own = await client.post('/api/login', credentials, { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  /** The last mail to an address; the reset mail is written after the reply, so wait a little. */
  async function lastMailTo(email: string, waitMs = 3000) {
    const until = Date.now() + waitMs;
    for (;;) {
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      if (rows.length > 0 || Date.now() > until) return rows.at(-1) ?? null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { account } = await register(createHttpClient(t.app));
    const known = await createHttpClient(t.app).post('/api/forgot-password', {
      email: account.email,
    });
    const unknown = await createHttpClient(t.app).post('/api/forgot-password', {
      email: 'stranger@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    const mail = await lastMailTo(account.email);
    expect(await lastMailTo('stranger@example.com', 300)).toBeNull();
    expect(mail!.subject).toContain('Reset your');
    // PUBLIC_URL unset: links name localhost and the configured port, never the Host header
    expect(mail!.textBody).toContain('http://localhost:3000/reset-password?token=');
    const token = tokenIn(mail!.textBody);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // only a hash of the token is stored
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((r) => r.token === token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token))).toBe(true);
  });

  it('requires an e-mail', async () => {
    const res = await createHttpClient(t.app).post('/api/forgot-password', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('resets the password once, ends every session, and refuses the token again', async () => {
    const signedIn = createHttpClient(t.app);
    const { account } = await register(signedIn);
    await createHttpClient(t.app).post('/api/forgot-password', { email: account.email });
    const token = tokenIn((await lastMailTo(account.email))!.textBody);

    const reset = await createHttpClient(t.app).post('/api/reset-password', {
      token,
      newPassword: 'new-secret-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });

    expect((await signedIn.get('/api/user')).statusCode).toBe(401);
    const oldLogin = await createHttpClient(t.app).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await createHttpClient(t.app).post('/api/login', {
      username: account.username,
      password: 'new-secret-77',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await createHttpClient(t.app).post('/api/reset-password', {
      token,
      newPassword: 'third-secret-99',
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(AUTH_MESSAGES.invalidResetLink);
  });

  it('refuses an unknown token and an expired one', async () => {
    const unknown = await createHttpClient(t.app).post('/api/reset-password', {
      token: 'made-up-token-that-was-never-issued',
      newPassword: 'whatever-1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(AUTH_MESSAGES.invalidResetLink);

    const { account } = await register(createHttpClient(t.app));
    await createHttpClient(t.app).post('/api/forgot-password', { email: account.email });
    const token = tokenIn((await lastMailTo(account.email))!.textBody);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.email, account.email));
    const expired = await createHttpClient(t.app).post('/api/reset-password', {
      token,
      newPassword: 'whatever-1',
    });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(AUTH_MESSAGES.expiredResetLink);
  });

  it('checks the new password length with the spec message', async () => {
    const res = await createHttpClient(t.app).post('/api/reset-password', {
      token: 'x',
      newPassword: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account from one address, without locking the owner out elsewhere', async () => {
    const { account } = await register(createHttpClient(t.app));
    const attacker = createHttpClient(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await attacker.post('/api/login', {
        username: account.username,
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attacker.post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toMatch(
      /^Too many login attempts for this account\. Please wait \d+ minutes? and try again, or sign in from a device you have used before\.$/,
    );
    // the owner, from their own address, still signs in
    const owner = await createHttpClient(t.app).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('answers a reset request without waiting for the mail, so known and unknown addresses take the same time', async () => {
    // an SMTP server that accepts connections and never greets: sending a mail hangs
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as AddressInfo).port;
    const slow = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const { account } = await register(createHttpClient(slow.app));
      const timed = async (email: string) => {
        const began = performance.now();
        const res = await createHttpClient(slow.app).post('/api/forgot-password', { email });
        expect(res.statusCode).toBe(200);
        return performance.now() - began;
      };
      const known = await timed(account.email);
      const unknown = await timed('nobody-here@example.com');
      // the known address's work (token, a mail that never goes) happens after the reply
      expect(known).toBeLessThan(unknown + 1000);
      expect(known).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  });

  it('lets one reset request per e-mail through in each short window (any spelling)', async () => {
    const { account } = await register(createHttpClient(t.app));
    const first = await createHttpClient(t.app).post('/api/forgot-password', {
      email: account.email,
    });
    expect(first.statusCode).toBe(200);
    const blocked = await createHttpClient(t.app).post('/api/forgot-password', {
      email: account.email.toUpperCase(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toMatch(
      /^A password reset link was just requested for this email\. .* wait \d+ minutes? and try again\.$/,
    );
  });

  it('limits registrations per network address', async () => {
    const client = createHttpClient(t.app);
    for (let i = 0; i < 10; i++) await register(client);
    const blocked = await client.post('/api/register', newAccount());
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(errorOf(blocked).message).toMatch(
      /^Too many registrations from this network\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});

describe('after a password reset', () => {
  it('no other reset link and no session of the account works any more', async () => {
    const first = createHttpClient(t.app);
    const { account } = await register(first);
    const second = createHttpClient(t.app);
    expect(
      (await second.post('/api/login', { username: account.username, password: account.password }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      // the second request comes after the first one's short window (its end moved to now)
      await t.database.db.execute(
        sql`UPDATE attempt_counters SET reset_at = now() WHERE key LIKE 'forgot-password:%'`,
      );
      await createHttpClient(t.app).post('/api/forgot-password', { email: account.email });
    }
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.toAddress, account.email))
        ).map((m) => /token=([\w-]+)/.exec(m.textBody)?.[1] ?? ''),
      )
      .toHaveLength(2);
    const tokens = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email))
    ).map((m) => /token=([\w-]+)/.exec(m.textBody)?.[1] ?? '');
    const reset = await createHttpClient(t.app).post('/api/reset-password', {
      token: tokens[1],
      newPassword: 'fresh-pass-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const older = await createHttpClient(t.app).post('/api/reset-password', {
      token: tokens[0],
      newPassword: 'attacker-pass-1',
    });
    expect(older.statusCode).toBe(400);
    expect((await first.get('/api/user')).statusCode).toBe(401);
    expect((await second.get('/api/user')).statusCode).toBe(401);
  });

  // how a local account made before verification existed (migration 0010) confirms its address
  it('counts the address as verified: the reset link reached its mailbox', async () => {
    const { user } = await register(createHttpClient(t.app));
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(before!.emailVerifiedAt).toBeNull();
    await createHttpClient(t.app).post('/api/forgot-password', { email: user.email });
    let token = '';
    await expect
      .poll(async () => {
        const mails = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, user.email));
        token = /reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1] ?? '';
        return token;
      })
      .not.toBe('');
    const reset = await createHttpClient(t.app).post('/api/reset-password', {
      token,
      newPassword: 'fresh-pass-78',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });
});

describe('GET /api/logout', () => {
  it('refuses a sign-out another site asks for, and signs out from our own pages', async () => {
    const client = createHttpClient(t.app);
    await register(client);
    const forged = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('FORBIDDEN');
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const own = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('guards every admin route: 401 anonymous, 403 for a non-admin', async () => {
    const anonymous = await createHttpClient(t.app).get('/api/admin/alerts');
    expect(anonymous.statusCode).toBe(401);

    const client = createHttpClient(t.app);
    await register(client);
    for (const [method, url] of [
      ['GET', '/api/admin/alerts'],
      ['POST', '/api/admin/alerts/1/resolve'],
    ] as const) {
      const res = await client.request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res).message).toBe(AUTH_MESSAGES.adminOnly);
    }
    // access belongs to routes (route-access.test.ts walks them all): no route, nothing to guard
    expect((await client.get('/api/admin/not-a-route-yet')).statusCode).toBe(404);
  });

  it('treats users.isAdmin and ADMIN_EMAILS (any case) as admins', async () => {
    const flagged = createHttpClient(t.app);
    const { user } = await register(flagged);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    expect(userSchema.parse((await flagged.get('/api/user')).json()).isAdmin).toBe(true);
    expect((await flagged.get('/api/admin/alerts')).statusCode).toBe(200);

    // an ADMIN_EMAILS address is an admin only once its owner opened the mailed link
    const listed = createHttpClient(t.app);
    await register(listed, { email: 'broker@ridgeline.EXAMPLE' });
    expect(userSchema.parse((await listed.get('/api/user')).json()).isAdmin).toBe(false);
    expect((await listed.get('/api/admin/alerts')).statusCode).toBe(403);
    const bogus = await createHttpClient(t.app).get('/api/verify-email?token=not-the-token');
    expect(bogus.statusCode).toBe(400);
    expect((await listed.get('/api/admin/alerts')).statusCode).toBe(403);
    await openVerificationLink(t, 'broker@ridgeline.example');
    expect(userSchema.parse((await listed.get('/api/user')).json()).isAdmin).toBe(true);
    expect((await listed.get('/api/admin/alerts')).statusCode).toBe(200);
    // the link is spent
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'broker@ridgeline.example'));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.emailVerificationTokenHash).toBeNull();
  });

  it('mails no verification link to addresses outside ADMIN_EMAILS', async () => {
    const { account } = await register(createHttpClient(t.app));
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.email));
    expect(mails).toHaveLength(0);
  });

  it('lets an admin list alerts by severity and resolve one', async () => {
    const admin = createHttpClient(t.app);
    const { user } = await register(admin);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const inserted = await t.database.db
      .insert(systemAlerts)
      .values([
        { severity: 'medium', type: 'error', component: 'MLS', title: 'Slow feed', message: 'm' },
        { severity: 'critical', type: 'error', component: 'Database', title: 'Down', message: 'c' },
      ])
      .returning();
    const list = await admin.get('/api/admin/alerts');
    expect(list.statusCode).toBe(200);
    const titles = (list.json() as Array<{ title: string }>).map((a) => a.title);
    expect(titles.indexOf('Down')).toBeLessThan(titles.indexOf('Slow feed'));

    const critical = inserted.find((a) => a.severity === 'critical')!;
    expect((await admin.post(`/api/admin/alerts/${critical.id}/resolve`)).statusCode).toBe(200);
    const after = (await admin.get('/api/admin/alerts')).json() as Array<{ id: number }>;
    expect(after.map((a) => a.id)).not.toContain(critical.id);
    expect((await admin.post(`/api/admin/alerts/${critical.id}/resolve`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/alerts/abc/resolve')).statusCode).toBe(400);
  });
});

describe('test mode', () => {
  it('is refused outside development: the header grants nothing', async () => {
    expect(t.config.nodeEnv).not.toBe('development');
    const res = await createHttpClient(t.app).get('/api/admin/alerts', { 'x-test-mode': 'on' });
    expect(res.statusCode).toBe(401);
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const prod = await createHttpClient(production.app).get('/api/admin/alerts', {
        'x-test-mode': 'on',
      });
      expect(prod.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });

  it('bypasses authentication in development', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const client = createHttpClient(dev.app);
      expect((await client.get('/api/admin/alerts', { 'x-test-mode': 'on' })).statusCode).toBe(200);
      const me = userSchema.parse((await client.get('/api/user', { 'x-test-mode': 'on' })).json());
      expect(me).toMatchObject({ username: 'test-mode', isAdmin: true });
      expect((await client.get('/api/admin/alerts')).statusCode).toBe(401);
    } finally {
      await dev.close();
    }
  });
});
