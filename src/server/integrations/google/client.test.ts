import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGoogleClientCredentials } from './client';
import { startFakeGoogle, type FakeGoogle } from './fake/server';

const CLIENT_ID = 'check.apps.googleusercontent.example';
const CLIENT_SECRET = 'GOCSPX-check-secret-0123456789';
const REDIRECT_URI = 'http://localhost:3000/api/auth/google/callback';

let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});
afterAll(() => google.close());

const check = (overrides: Partial<Parameters<typeof checkGoogleClientCredentials>[0]> = {}) =>
  checkGoogleClientCredentials({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    tokenUrl: google.tokenUrl,
    redirectUri: REDIRECT_URI,
    ...overrides,
  });

/** A token endpoint that answers every POST with this status and body. */
async function tokenEndpoint(status: number, body: string, delayMs = 0) {
  const server = createServer((_req, res) => {
    setTimeout(
      () => res.writeHead(status, { 'content-type': 'application/json' }).end(body),
      delayMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('Google client credentials check (a made-up code exchanged)', () => {
  it('accepts the client when Google refuses only the code (400 invalid_grant)', async () => {
    expect(await check()).toEqual({ accepted: true });
  });

  it('is refused for a wrong secret or an unknown client id (401 invalid_client)', async () => {
    for (const wrong of [
      { clientSecret: 'GOCSPX-wrong-secret-9876' },
      { clientId: 'other.apps' },
    ]) {
      const result = await check(wrong);
      expect(result).toEqual({
        accepted: false,
        message: 'Google refused the client id or secret',
      });
    }
  });

  it('reports any other reply without the secret', async () => {
    const mismatch = await tokenEndpoint(400, JSON.stringify({ error: 'redirect_uri_mismatch' }));
    const html = await tokenEndpoint(200, '<html>a login page</html>');
    try {
      expect(await check({ tokenUrl: mismatch.url })).toEqual({
        accepted: false,
        message: 'Google refused the test request (HTTP 400, redirect_uri_mismatch)',
      });
      const odd = await check({ tokenUrl: html.url });
      expect(odd).toEqual({
        accepted: false,
        message: expect.stringMatching(
          /^Google's token endpoint \(127\.0\.0\.1:\d+\) sent an unexpected reply \(HTTP 200\)$/,
        ),
      });
    } finally {
      await mismatch.close();
      await html.close();
    }
  });

  it('reports an endpoint that cannot be reached, or does not answer in time', async () => {
    const gone = await tokenEndpoint(400, '{}');
    await gone.close();
    const refused = await check({ tokenUrl: gone.url });
    expect(refused).toEqual({
      accepted: false,
      message: expect.stringMatching(/could not be reached \(ECONNREFUSED\)$/),
    });

    const slow = await tokenEndpoint(400, JSON.stringify({ error: 'invalid_grant' }), 2000);
    try {
      expect(await check({ tokenUrl: slow.url, timeoutMs: 100 })).toEqual({
        accepted: false,
        message: 'Google did not answer within 100 ms',
      });
    } finally {
      await slow.close();
    }
  });
});
