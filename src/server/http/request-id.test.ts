import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOGGER_OPTIONS } from './logging';

/*
 * Issue 44: every reply returns its request id (X-Request-Id) and every log line of the request
 * carries it. Behind a trusted proxy the id is the proxy's X-Request-Id when it is sane, so one
 * id finds a request in nginx's log and ours; from anyone else that header is ignored (a
 * client must not pick, or forge, the id of its lines). Trust is TRUST_PROXY's, the same rule
 * as the client address's, which the test route shows beside the id.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NGINX_ID = '3f2a9c0e5b7d4e1fa0b2c4d6e8f01234';

type LogLine = { reqId?: string; msg?: string; level: number };

async function appWithLog(env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'info', ...LOGGER_OPTIONS },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  const t = await createTestApp({
    env,
    logger,
    beforeReady: (app: FastifyInstance) =>
      app.get('/api/test-who', { config: { access: 'public' } }, async (request) => {
        request.log.info('handler line');
        return { id: request.id, ip: request.ip };
      }),
  });
  return { t, lines };
}

function who(
  t: TestApp,
  options: { from?: string; requestId?: string | string[]; forwardedFor?: string } = {},
) {
  return t.app.inject({
    method: 'GET',
    url: '/api/test-who',
    remoteAddress: options.from ?? '127.0.0.1',
    headers: {
      ...(options.requestId === undefined ? {} : { 'x-request-id': options.requestId }),
      ...(options.forwardedFor === undefined ? {} : { 'x-forwarded-for': options.forwardedFor }),
    },
  });
}

describe('without TRUST_PROXY: ids are made here, a client header is ignored', () => {
  let t: TestApp;
  let lines: LogLine[];
  beforeAll(async () => {
    ({ t, lines } = await appWithLog());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns a new id on every reply, unique across requests', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await who(t);
      expect(res.statusCode).toBe(200);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(res.json<{ id: string }>().id).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(20);
  });

  it('ignores a forged X-Request-Id (and X-Forwarded-For) from a client', async () => {
    const res = await who(t, { requestId: 'admin-login-42', forwardedFor: '198.51.100.7' });
    const id = res.headers['x-request-id'];
    expect(id).not.toBe('admin-login-42');
    expect(id).toMatch(UUID);
    // the same rule as the client address: the forwarded one is not believed either
    expect(res.json<{ ip: string }>().ip).toBe('127.0.0.1');
  });

  it('puts the id on every log line of the request: Fastify’s, a handler’s, the error handler’s', async () => {
    lines.length = 0;
    const ok = await who(t);
    const okId = ok.headers['x-request-id'] as string;
    const mine = lines.filter((line) => line.reqId === okId).map((line) => line.msg);
    expect(mine).toEqual(['incoming request', 'handler line', 'request completed']);

    lines.length = 0;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'error', message: 'boom', url: 'https://example.com/' },
    });
    expect(bad.statusCode).toBe(204);
    const reportId = bad.headers['x-request-id'] as string;
    expect(reportId).toMatch(UUID);
    expect(lines.find((line) => line.msg === 'browser error reported')?.reqId).toBe(reportId);

    lines.length = 0;
    const invalid = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    const invalidId = invalid.headers['x-request-id'] as string;
    expect(invalidId).toMatch(UUID);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // every line written while serving it (no other request ran) carries its id
    expect(lines.every((line) => line.reqId === invalidId)).toBe(true);
  });

  it('returns the id on a 404 and on an address the router refuses', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);

    const malformed = await t.app.inject({ method: 'GET', url: '/api/listings/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ code: string }>().code).toBe('BAD_REQUEST');
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});

describe('TRUST_PROXY=1: the proxy’s X-Request-Id is kept when sane', () => {
  let t: TestApp;
  let lines: LogLine[];
  beforeAll(async () => {
    ({ t, lines } = await appWithLog({ TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the proxy’s id for the reply and every log line', async () => {
    lines.length = 0;
    const res = await who(t, { requestId: NGINX_ID, forwardedFor: '192.0.2.10' });
    expect(res.headers['x-request-id']).toBe(NGINX_ID);
    expect(res.json()).toEqual({ id: NGINX_ID, ip: '192.0.2.10' });
    expect(lines.filter((line) => line.reqId === NGINX_ID).map((line) => line.msg)).toEqual([
      'incoming request',
      'handler line',
      'request completed',
    ]);
    const uuid = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    expect((await who(t, { requestId: uuid })).headers['x-request-id']).toBe(uuid);
    expect((await who(t, { requestId: 'a'.repeat(128) })).headers['x-request-id']).toBe(
      'a'.repeat(128),
    );
  });

  it('replaces an absent or unsafe id with a new one', async () => {
    const bad = [
      '',
      'a'.repeat(129),
      'has space',
      'line\\nbreak',
      '<script>',
      'id;drop',
      'ünïcode',
      '"quoted"',
    ];
    const given = await Promise.all(bad.map((requestId) => who(t, { requestId })));
    for (const [i, res] of given.entries()) {
      expect(res.headers['x-request-id'], bad[i]).toMatch(UUID);
    }
    // two headers (joined by Node with ', ') are not one id
    const twice = await who(t, { requestId: ['one', 'two'] });
    expect(twice.headers['x-request-id']).toMatch(UUID);
    expect((await who(t)).headers['x-request-id']).toMatch(UUID);
  });
});

describe('TRUST_PROXY as addresses: only those peers may give the id', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await appWithLog({ TRUST_PROXY: '10.0.0.0/8' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the id from a listed proxy', async () => {
    const res = await who(t, { from: '10.1.2.3', requestId: NGINX_ID, forwardedFor: '192.0.2.10' });
    expect(res.json()).toEqual({ id: NGINX_ID, ip: '192.0.2.10' });
    expect(res.headers['x-request-id']).toBe(NGINX_ID);
  });

  it('ignores it from any other address, as the forwarded client address is', async () => {
    const res = await who(t, {
      from: '203.0.113.9',
      requestId: NGINX_ID,
      forwardedFor: '192.0.2.10',
    });
    const body = res.json<{ id: string; ip: string }>();
    expect(body.ip).toBe('203.0.113.9');
    expect(body.id).toMatch(UUID);
    expect(res.headers['x-request-id']).toBe(body.id);
  });
});
