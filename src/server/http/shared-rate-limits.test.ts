import { randomBytes, randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Rate limits shared by instances through Redis (REDIS_URL): two app instances, one budget.
 * Runs where a Redis answers (TEST_REDIS_URL, else the local one on 6379); the machines this
 * project is built on run one.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
/** POST /api/client-errors: 30 reports a minute per network address. */
const LIMIT = 30;

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
    socket.connect(Number(port || 6379), hostname);
  });
}

const available = await redisAnswers(REDIS_URL);

describe.skipIf(!available)('rate limits with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL } });
    // an instance without Redis counts on its own
    c = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close()]);
  });

  const report = { kind: 'error', message: 'boom', url: '/' };

  it('are one budget for a visitor across instances', async () => {
    // a fresh address each run: the counts of an earlier run may still live in Redis
    const ip = `10.${randomInt(200, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await createHttpClient(instance.app, { ip }).post('/api/client-errors', report))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
    // the instance without Redis has its own count for the same address
    expect(
      (await createHttpClient(c.app, { ip }).post('/api/client-errors', report)).statusCode,
    ).toBe(204);
  });
});

describe.skipIf(!available)('per-account limits with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // each its own database: a budget they share can only be counted in Redis
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('are one budget for an account across instances', async () => {
    // a fresh name each run: an earlier run's count may still live in Redis
    const username = `guessed-${randomBytes(5).toString('hex')}`;
    const ip = `10.${randomInt(200, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const attempt = (t: TestApp) =>
      createHttpClient(t.app, { ip }).post('/api/login', { username, password: 'a-guess' });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(401);
    for (const t of [a, b]) {
      const blocked = await attempt(t);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ message: string }>().message).toMatch(
        /^Too many login attempts for this account\. Please wait 15 minutes and try again, or sign in from a device you have used before\.$/,
      );
    }
  });
});

describe('rate limits with an unreachable REDIS_URL', () => {
  it('let requests through rather than failing them', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1/0' } });
    try {
      const res = await createHttpClient(t.app).post('/api/client-errors', {
        kind: 'error',
        message: 'boom',
        url: '/',
      });
      expect(res.statusCode).toBe(204);
      // the per-account limits are counted in the database instead: still enforced
      const attempt = () =>
        createHttpClient(t.app, { ip: '10.203.1.1' }).post('/api/login', {
          username: 'nobody',
          password: 'a-guess',
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
