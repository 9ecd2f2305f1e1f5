import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLES } from '../features/accounts/account-throttles';
import { AUTH_RATE_LIMITS } from '../features/accounts/routes';
import { LEAD_RATE_LIMIT } from '../features/leads/routes';
import { validLead } from '../testing/lead-factory';
import { createHttpClient } from '../testing/http-client';
import { TEST_PASSWORD } from '../testing/admin-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOGGER_OPTIONS } from './logging';

/**
 * Issue 39, point 1: behind one reverse proxy (TRUST_PROXY=1) the client is the address the
 * proxy appended, the right-most X-Forwarded-For entry; whatever the client wrote to the left
 * of it changes nothing. Requests come from the proxy's address (127.0.0.1 here) with
 * X-Forwarded-For as nginx writes it: `<what the client sent>, <the client's address>`.
 */
const PROXY = '127.0.0.1';
const forged = (i: number) => `198.51.100.${i % 250}, 203.0.${i % 250}.7`;

function throughProxy(t: TestApp) {
  return async (
    method: 'GET' | 'POST',
    url: string,
    client: string,
    forgedEntries: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${forgedEntries}, ${client}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

async function register(t: TestApp, username: string) {
  const res = await createHttpClient(t.app).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Pat',
    lastName: 'Owner',
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('TRUST_PROXY=1: the client is the address the proxy appended', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...LOGGER_OPTIONS },
      { write: (line: string) => void lines.push(line) },
    );
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('throttles logins with rotated forged entries in front of one real address', async () => {
    const send = throughProxy(t);
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i++) {
      // a new made-up account each time: only the per-address limit can stop this
      const res = await send('POST', '/api/login', '192.0.2.10', forged(i), {
        username: `nobody${i}`,
        password: 'wrong-password-1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another real client behind the same proxy is not affected
    const other = await send('POST', '/api/login', '192.0.2.11', forged(99), {
      username: 'nobody',
      password: 'wrong-password-1',
    });
    expect(other.statusCode).toBe(401);
  });

  it('throttles the lead form and registrations the same way', async () => {
    const send = throughProxy(t);
    const leads: number[] = [];
    for (let i = 0; i <= LEAD_RATE_LIMIT.max; i++) {
      leads.push(
        (await send('POST', '/api/contacts', '192.0.2.20', forged(i), validLead())).statusCode,
      );
    }
    expect(leads.at(-1)).toBe(429);
    expect(leads.slice(0, -1).every((s) => s === 200)).toBe(true);

    const registrations: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.registerPerIp.max; i++) {
      const username = `sprayer${i}`;
      const res = await send('POST', '/api/register', '192.0.2.21', forged(i), {
        username,
        email: `${username}@example.com`,
        password: TEST_PASSWORD,
        firstName: 'S',
        lastName: 'P',
      });
      registrations.push(res.statusCode);
    }
    expect(registrations.at(-1)).toBe(429);
  });

  it('logs the real client address, also for IPv6 clients', async () => {
    for (const client of ['2001:db8::42', '192.0.2.77']) {
      lines.length = 0;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `10.9.9.9, 6.6.6.6, ${client}` },
      });
      expect(res.statusCode).toBe(200);
      const addresses = lines.map((line) => JSON.parse(line).req?.remoteAddress).filter(Boolean);
      expect(addresses).toEqual([client]);
    }
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a load balancer (10.0.0.0/8) in front of nginx on loopback
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('skips every trusted hop and counts the first untrusted address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${forged(i)}, 192.0.2.30, 10.1.2.3` },
        payload: { username: `list${i}`, password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('login throttling per account, whatever the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('slows 40 addresses spraying one account, and lets the owner in from a usual address', async () => {
    await register(t, 'sprayed');
    const send = throughProxy(t);
    // the owner signs in from home once: a usual address of the account from then on
    const home = await send('POST', '/api/login', '192.0.2.50', '', {
      username: 'sprayed',
      password: TEST_PASSWORD,
    });
    expect(home.statusCode, home.body).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await send('POST', '/api/login', `203.0.113.${i + 1}`, forged(i), {
        username: i % 2 === 0 ? 'sprayed' : 'SPRAYED@example.com',
        password: `guess-${i}-password`,
      });
      statuses.push(res.statusCode);
    }
    const allowed = ACCOUNT_THROTTLES.perAccount.max;
    expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);

    // even the right password from a new address waits out the short lock…
    const newPlace = await send('POST', '/api/login', '203.0.113.200', '', {
      username: 'sprayed',
      password: TEST_PASSWORD,
    });
    expect(newPlace.statusCode).toBe(429);
    const wait = Number(/wait (\d+) minute/.exec(newPlace.json().message)?.[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_THROTTLES.perAccount.windowMs / 60_000);
    // …while the owner at home signs in as usual
    const again = await send('POST', '/api/login', '192.0.2.50', forged(7), {
      username: 'sprayed',
      password: TEST_PASSWORD,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('throttles a made-up account the same way, so the reply tells nothing', async () => {
    const send = throughProxy(t);
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLES.perAccount.max; i++) {
      const res = await send('POST', '/api/login', `198.18.0.${i + 1}`, '', {
        username: 'ghost-account',
        password: 'wrong-password-1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password reset requests: no mail bombing, no lockout of the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets one request through per short window, however many others ask', async () => {
    await register(t, 'resetter');
    const send = throughProxy(t);
    const email = 'resetter@example.com';
    const first = await send('POST', '/api/forgot-password', '203.0.113.90', '', { email });
    expect(first.statusCode).toBe(200);
    const others: number[] = [];
    for (let i = 0; i < 5; i++) {
      others.push(
        (await send('POST', '/api/forgot-password', `203.0.113.${100 + i}`, '', { email }))
          .statusCode,
      );
    }
    expect(others).toEqual([429, 429, 429, 429, 429]);
    const refused = await send('POST', '/api/forgot-password', '192.0.2.99', '', { email });
    expect(refused.statusCode).toBe(429);
    // the wait is the cooldown's, which later requests do not extend
    const minutes = Number(/wait (\d+) minute/.exec(refused.json().message)?.[1]);
    expect(minutes).toBeLessThanOrEqual(ACCOUNT_THROTTLES.resetCooldown.windowMs / 60_000);
  });

  it("caps reset mails a day, except from the owner's usual addresses", async () => {
    await register(t, 'bombed');
    const send = throughProxy(t);
    const email = 'bombed@example.com';
    const home = await send('POST', '/api/login', '192.0.2.60', '', {
      username: 'bombed',
      password: TEST_PASSWORD,
    });
    expect(home.statusCode).toBe(200);
    // each request after the first waits out the short window: here its end is moved to now
    const cooldownEnds = () =>
      t.database.db.execute(
        sql`UPDATE attempt_counters SET reset_at = now() - interval '1 second'
            WHERE key LIKE 'forgot-password:%'`,
      );
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLES.resetDaily.max; i++) {
      await cooldownEnds();
      statuses.push(
        (await send('POST', '/api/forgot-password', `203.0.113.${i + 1}`, forged(i), { email }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const capped = statuses.at(-1);
    expect(capped).toBe(429);
    await cooldownEnds();
    const stranger = await send('POST', '/api/forgot-password', '203.0.113.200', '', { email });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toContain('today');
    // the owner, at home, still gets a link
    await cooldownEnds();
    const owner = await send('POST', '/api/forgot-password', '192.0.2.60', '', { email });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('counts unknown addresses the same as known ones', async () => {
    const send = throughProxy(t);
    const email = 'nobody-here@example.com';
    expect(
      (await send('POST', '/api/forgot-password', '203.0.113.1', '', { email })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/forgot-password', '203.0.113.2', '', { email })).statusCode,
    ).toBe(429);
  });
});
