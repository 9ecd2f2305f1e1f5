import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SERVER_TIMEOUTS } from './timeouts';

/** A raw connection to a listening app, with what it received and when it closed. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => {
    const started = Date.now();
    socket.on('close', () => resolve(Date.now() - started));
  });
  return { socket, closed, received: () => received };
}

describe('slow clients (issue 39: timeouts)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every deadline well inside 60 s', () => {
    const checks = SERVER_TIMEOUTS.http.connectionsCheckingInterval;
    expect(SERVER_TIMEOUTS.requestTimeout + checks).toBeLessThan(60_000);
    expect(SERVER_TIMEOUTS.http.headersTimeout + checks).toBeLessThan(60_000);
  });

  it(
    'answers 408 and closes a body trickled in, and headers that never end',
    { timeout: 60_000 },
    async () => {
      const body = rawClient(port);
      body.socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":',
      );
      // a byte every 2 s: never idle long enough for an idle timeout
      const trickle = setInterval(() => body.socket.write(' '), 2_000);
      const headers = rawClient(port);
      headers.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      const headerTrickle = setInterval(() => headers.socket.write('X-A: b\r\n'), 2_000);
      try {
        const [bodyMs, headersMs] = await Promise.all([body.closed, headers.closed]);
        expect(bodyMs).toBeLessThan(60_000);
        expect(headersMs).toBeLessThan(60_000);
        expect(body.received()).toMatch(/^HTTP\/1\.1 408/);
        expect(headers.received()).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(trickle);
        clearInterval(headerTrickle);
      }
    },
  );
});

describe('shutdown with slow clients connected', () => {
  it('is not held up by them, and still answers the request being served', async () => {
    const t = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
          await new Promise((r) => setTimeout(r, 800));
          return { done: true };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const slowBody = rawClient(port);
    slowBody.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const slowHeaders = rawClient(port);
    slowHeaders.socket.write('GET /api/health HTTP/1.1\r\nHost: loc');
    const served = rawClient(port);
    served.socket.write('GET /api/test-slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));

    const began = Date.now();
    await t.close();
    const tookMs = Date.now() - began;
    // the request being answered finished; the stalled ones did not keep the server open
    expect(served.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*"done":true/);
    expect(tookMs).toBeLessThan(8_000);
    await Promise.all([slowBody.closed, slowHeaders.closed]);
  });
});

describe('only JSON request bodies (issue 39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['text/plain', 'username=a&password=b'],
    ['text/plain;charset=UTF-8', '{"username":"a","password":"bbbbbbbb"}'],
    ['application/x-www-form-urlencoded', 'username=a&password=b'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\na\r\n--x--'],
    ['text/html', '<p>hi</p>'],
    ['application/xml', '<a/>'],
  ])('answers 415 to %s on every state-changing route', async (type, payload) => {
    for (const url of ['/api/login', '/api/contacts', '/api/client-errors', '/api/activity']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        // an address of its own per request: the per-address limits are not what is tested
        remoteAddress: createHttpClient(t.app).ip,
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${url} ${type}`).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
});

describe('Origin check with PUBLIC_URL set (issue 39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://ridgeline.example',
        ALLOWED_ORIGINS: 'https://admin.ridgeline.example',
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (headers: Record<string, string>) =>
    createHttpClient(t.app).post(
      '/api/login',
      { username: 'nobody', password: 'wrong-password-1' },
      headers,
    );

  it('refuses an Origin that matches only a forged Host or X-Forwarded-Host', async () => {
    const forgedRequests: Record<string, string>[] = [
      { origin: 'https://evil.example', host: 'evil.example' },
      { origin: 'http://evil.example', host: 'evil.example', 'x-forwarded-proto': 'http' },
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://ridgeline.example.evil.example', host: 'ridgeline.example.evil.example' },
      { origin: 'null' },
    ];
    for (const headers of forgedRequests) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.crossOrigin);
    }
  });

  it('accepts PUBLIC_URL and ALLOWED_ORIGINS, whatever the Host', async () => {
    for (const origin of ['https://ridgeline.example', 'https://admin.ridgeline.example']) {
      const res = await login({ origin, host: 'internal-upstream:3000' });
      expect(res.statusCode, origin).toBe(401);
    }
  });
});

describe('server-rendered pages count against the visitor budget (issue 39)', () => {
  let t: TestApp;
  const PER_MINUTE = 10;
  beforeAll(async () => {
    t = await createTestApp();
    await t.integrations.settings.update(
      { advancedSettings: { apiRateLimitPerMinute: PER_MINUTE } },
      { userId: null, name: 'test' },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits uncached renders per address and leaves kept pages free', async () => {
    const scraper = createHttpClient(t.app);
    const statuses: number[] = [];
    for (let page = 1; page <= PER_MINUTE + 1; page++) {
      statuses.push((await scraper.get(`/?city=Payson&page=${page}`)).statusCode);
    }
    expect(statuses.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await scraper.get(`/?city=Payson&page=${PER_MINUTE + 5}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many page requests from this network');
    // a page another visitor just had rendered is kept: reading it costs nothing
    const reader = createHttpClient(t.app);
    expect((await reader.get('/?city=Payson&page=1')).statusCode).toBe(200);
    expect((await scraper.get('/?city=Payson&page=1')).statusCode).toBe(200);
    // made-up parameters do not make a new render, so they are not a way around either
    expect((await scraper.get('/?city=Payson&page=1&x=1')).statusCode).toBe(200);
  });

  it('counts pages rendered for one visitor alone (signed in) every time', async () => {
    const visitor = createHttpClient(t.app);
    const res = await visitor.post('/api/register', {
      username: 'reader',
      email: 'reader@example.com',
      password: 'granite-ridge-42',
      firstName: 'R',
      lastName: 'Reader',
    });
    expect(res.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      statuses.push((await visitor.get('/just-listed')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
