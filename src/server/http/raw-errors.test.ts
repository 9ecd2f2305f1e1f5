import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Sends raw bytes and returns the whole reply the server writes before closing. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('close', () => resolve(reply));
    socket.on('error', (error) => (reply ? resolve(reply) : reject(error)));
  });
}

function parseReply(reply: string) {
  const [head, body = ''] = reply.split('\r\n\r\n');
  const status = Number(head!.split(' ')[1]);
  return { status, head: head!, body: apiErrorSchema.parse(JSON.parse(body)) };
}

describe('errors raised before a route runs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers oversized headers and request lines with 431 and the {code, message} JSON', async () => {
    for (const request of [
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      `GET /api/properties?city=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const reply = parseReply(await rawRequest(port, request));
      expect(reply.status).toBe(431);
      expect(reply.head).toMatch(/content-type: application\/json/i);
      expect(reply.body.code).toBe('HEADERS_TOO_LARGE');
    }
  });

  it('answers bytes that are not HTTP with 400 and the JSON shape', async () => {
    const reply = parseReply(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('BAD_REQUEST');
  });

  it('answers a parameter longer than the router allows with 414 and the JSON shape', async () => {
    const res = await createHttpClient(t.app).request(
      'DELETE',
      `/api/favorites/${'1'.repeat(300)}`,
    );
    expect(res.statusCode).toBe(414);
    expect(apiErrorSchema.parse(res.json()).code).toBe('URI_TOO_LONG');
  });

  it('forbids framing in the header that agrees with frame-ancestors none', async () => {
    const res = await createHttpClient(t.app).get('/api/health');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
