import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay, sendJson, startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import {
  createRedactor,
  fetchText,
  parseJson,
  sendHttpRequest,
  type TransportFailure,
} from './http-transport';

class Failed extends Error {
  constructor(public readonly failure: TransportFailure) {
    super(failure.kind);
  }
}
const fail = (failure: TransportFailure) => new Failed(failure);

async function failureOf(exchange: Promise<unknown>): Promise<TransportFailure> {
  const error = await exchange.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Failed);
  return (error as Failed).failure;
}

let server: FakeHttpServer;

beforeAll(async () => {
  server = await startFakeHttpServer(
    async (req, res) => {
      if (req.url === '/slow') await delay(500);
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"partial":');
        await delay(20);
        req.socket.destroy();
        return;
      }
      sendJson(res, 200, { ok: true });
    },
    { onError: (res, error) => sendJson(res, 500, { error: String(error) }) },
  );
});
afterAll(() => server.close());

describe('http transport', () => {
  it('returns the reply and its body text', async () => {
    const { response, text } = await fetchText(`${server.url}/`, { timeout: 2000 }, fail);
    expect(response.status).toBe(200);
    expect(parseJson(text)).toEqual({ ok: true });
  });

  it('describes a deadline that passed as a timeout', async () => {
    const failure = await failureOf(fetchText(`${server.url}/slow`, { timeout: 50 }, fail));
    expect(failure).toMatchObject({ kind: 'timeout', status: null });
  });

  it('accepts a signal shared by several requests as the deadline', async () => {
    const failure = await failureOf(
      sendHttpRequest(`${server.url}/slow`, { timeout: AbortSignal.timeout(50) }, fail),
    );
    expect(failure.kind).toBe('timeout');
  });

  it('describes a refused connection as a network failure with its code', async () => {
    const closed = await startFakeHttpServer(async () => undefined, { onError: () => undefined });
    await closed.close();
    const failure = await failureOf(fetchText(`${closed.url}/`, { timeout: 2000 }, fail));
    expect(failure).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
    expect(failure.detail).toBe('ECONNREFUSED');
    expect(failure.errorMessage).toBe('fetch failed');
    expect(failure.detail).not.toContain(closed.url);
  });

  it('describes a body cut off mid-transfer with the status that arrived', async () => {
    const failure = await failureOf(fetchText(`${server.url}/cut`, { timeout: 2000 }, fail));
    expect(failure).toMatchObject({ kind: 'network', status: 200 });
  });
});

describe('parseJson', () => {
  it('tells a JSON null apart from a body that is not JSON', () => {
    expect(parseJson('null')).toBeNull();
    expect(parseJson('<html>502</html>')).toBeUndefined();
    expect(parseJson('{"D":{"Success":true,"Results":[{"Id":"2024')).toBeUndefined();
  });
});

describe('createRedactor', () => {
  it('replaces every secret, and ignores missing and very short ones', () => {
    const redact = createRedactor(['key-123456', undefined, null, 'ab']);
    expect(redact('bad key-123456 then key-123456 again, ab stays')).toBe(
      'bad [redacted] then [redacted] again, ab stays',
    );
  });
});
