import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest, HttpError, lazySchema } from './api';

// A real HTTP server with canned replies, so the client's fetch, headers and parsing run for real.
let server: Server;
let base = '';
const seen: Array<{ method?: string; contentType?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      switch (req.url) {
        case '/ok':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"n": 3}');
          break;
        case '/wrong-shape':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"n": "three"}');
          break;
        case '/error-json':
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(
              '{"code":"VALIDATION_FAILED","message":"Invalid field: n","fieldErrors":{"n":"Too small"}}',
            );
          break;
        case '/error-empty':
          res.writeHead(503).end();
          break;
        case '/no-content':
          res.writeHead(204).end();
          break;
        default:
          res.writeHead(404, { 'content-type': 'text/plain' }).end('nothing here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const nSchema = z.object({ n: z.number() });

/** The HttpError a call fails with (the test fails if it succeeds or fails otherwise). */
async function failureOf(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('apiRequest', () => {
  it('parses a reply with its contract schema', async () => {
    await expect(apiRequest(`${base}/ok`, { schema: nSchema })).resolves.toEqual({ n: 3 });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    await apiRequest(`${base}/ok`, { method: 'POST', body: { a: 1 }, schema: nSchema });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.contentType).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ a: 1 });
  });

  it('turns a non-OK reply into an error whose message is "status: body text"', async () => {
    const error = await failureOf(apiRequest(`${base}/error-json`, { schema: nSchema }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      '400: {"code":"VALIDATION_FAILED","message":"Invalid field: n","fieldErrors":{"n":"Too small"}}',
    );
    expect(error.userMessage).toBe('Invalid field: n');
    expect(error.body?.fieldErrors).toEqual({ n: 'Too small' });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await failureOf(apiRequest(`${base}/error-empty`));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.userMessage).toBe('503: Service Unavailable');
  });

  it('keeps a plain-text error body as it is', async () => {
    const error = await failureOf(apiRequest(`${base}/missing`));
    expect(error.message).toBe('404: nothing here');
    expect(error.body).toBeNull();
  });

  it('rejects a reply that does not match the contract', async () => {
    await expect(apiRequest(`${base}/wrong-shape`, { schema: nSchema })).rejects.toThrow(
      /Unexpected reply/,
    );
  });

  it('answers undefined for 204 No Content', async () => {
    await expect(apiRequest(`${base}/no-content`, { schema: nSchema })).resolves.toBeUndefined();
  });

  describe('with a lazy schema', () => {
    /** A lazy schema whose imports are counted; the first `failures` of them fail. */
    function countedSchema(failures = 0) {
      const imports = { count: 0 };
      const schema = lazySchema(async () => {
        imports.count += 1;
        if (imports.count <= failures)
          throw new TypeError('Failed to fetch dynamically imported module');
        return nSchema;
      });
      return { schema, imports };
    }

    it('parses the reply with the schema it imports, once for every request', async () => {
      const { schema, imports } = countedSchema();
      await expect(apiRequest(`${base}/ok`, { schema })).resolves.toEqual({ n: 3 });
      await expect(apiRequest(`${base}/wrong-shape`, { schema })).rejects.toThrow(
        /Unexpected reply/,
      );
      expect(imports.count).toBe(1);
    });

    it('fails a request whose schema cannot be imported, and imports it again for the next', async () => {
      const { schema, imports } = countedSchema(1);
      await expect(apiRequest(`${base}/ok`, { schema })).rejects.toThrow(/dynamically imported/);
      await expect(apiRequest(`${base}/ok`, { schema })).resolves.toEqual({ n: 3 });
      expect(imports.count).toBe(2);
    });

    it('still reports a refused request as the server’s error', async () => {
      const { schema } = countedSchema(1);
      const error = await failureOf(apiRequest(`${base}/error-json`, { schema }));
      expect(error.status).toBe(400);
    });
  });
});
