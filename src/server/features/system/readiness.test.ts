import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkReadiness, createReadiness } from './readiness';

describe('GET /api/ready', () => {
  const readiness = createReadiness();
  let t: TestApp;

  beforeAll(async () => {
    // as main.ts does: the app is built, and ready only once marked
    t = await createTestApp({ readiness });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ready = () => createHttpClient(t.app).get('/api/ready');

  it('answers 503 while the instance starts, then 200', async () => {
    const starting = await ready();
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ code: 'UNAVAILABLE', message: 'The server is starting' });
    expect(starting.headers['retry-after']).toBe('5');

    readiness.markReady();
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    // the liveness probe is another thing, unchanged
    expect((await createHttpClient(t.app).get('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 once a shutdown began, while the server still answers', async () => {
    readiness.markStopping();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'The server is shutting down' });
    expect(res.headers['cache-control']).toBe('no-store');
    readiness.markReady();
    expect((await ready()).statusCode, 'stopping is for good').toBe(503);
    // liveness stays: the process is alive until it exits
    expect((await createHttpClient(t.app).get('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    // An instance of its own whose connection is then closed (PGlite: the embedded database;
    // PostgreSQL: a second pool on the test database, ended): nothing of ours is replaced.
    const other = t.database.connectionString
      ? await createTestApp({ sameDatabaseAs: t })
      : await createTestApp();
    try {
      expect((await createHttpClient(other.app).get('/api/ready')).statusCode).toBe(200);
      await other.database.close();
      const res = await createHttpClient(other.app).get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'The database is not reachable',
      });
    } finally {
      // its database is closed already (ending a pool twice throws)
      await other.close().catch(() => {});
    }
  });
});

describe('checkReadiness', () => {
  it('gives up on a database that does not answer within the timeout', async () => {
    const readiness = createReadiness();
    readiness.markReady();
    const began = Date.now();
    const answer = await checkReadiness(readiness, () => new Promise<void>(() => {}), 50);
    expect(answer).toBe('no-database');
    expect(Date.now() - began).toBeLessThan(1_000);
  });
});
