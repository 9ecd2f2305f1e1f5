import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppsScriptError, MAX_REDIRECTS, createAppsScriptClient } from './client';
import { startFakeAppsScript, type FakeAppsScript } from './fake/server';

let fake: FakeAppsScript;

beforeAll(async () => {
  fake = await startFakeAppsScript();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = createAppsScriptClient({ timeoutMs: 5_000 });

async function failure(post: Promise<unknown>): Promise<AppsScriptError> {
  const error = await post.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppsScriptError);
  const appsScriptError = error as AppsScriptError;
  // the webhook URL is a secret: messages name its host only
  expect(appsScriptError.message).not.toContain(fake.deploymentId);
  expect(appsScriptError.message).not.toContain('user_content_key');
  return appsScriptError;
}

const lead = (submissionId: number | string, extra: Record<string, unknown> = {}) => ({
  submissionId,
  firstName: 'Rita',
  lastName: 'Pine',
  email: 'rita@example.com',
  ...extra,
});

describe('Apps Script client against the fake web app', () => {
  it('POSTs the JSON body, follows the 302 with a GET and returns the script output', async () => {
    const reply = await client.post(fake.webhookUrl, lead(1));
    expect(reply).toEqual({ ok: true, received: 1 });
    expect(fake.received).toEqual([lead(1)]);
    expect(fake.requestLog).toEqual([
      { method: 'POST', path: `/macros/s/${fake.deploymentId}/exec`, status: 302 },
      { method: 'GET', path: '/macros/echo', status: 200 },
    ]);
  });

  it('stores a body once when it is delivered again with the same submissionId', async () => {
    expect(await client.post(fake.webhookUrl, lead(7))).toEqual({ ok: true, received: 1 });
    expect(await client.post(fake.webhookUrl, lead(7, { note: 'retry' }))).toEqual({
      ok: true,
      duplicate: true,
      received: 1,
    });
    expect(await client.post(fake.webhookUrl, lead('8'))).toEqual({ ok: true, received: 2 });
    expect(fake.received).toEqual([lead(7), lead('8')]);
  });

  it('reports {ok:false} as rejected, with the script error', async () => {
    fake.failNext(1, 'ok-false');
    const error = await failure(client.post(fake.webhookUrl, lead(2)));
    expect(error.kind).toBe('rejected');
    expect(error.scriptError).toMatch(/Spreadsheets timed out/);
    expect(fake.received).toEqual([]);
    // the next delivery goes through
    expect(await client.post(fake.webhookUrl, lead(2))).toEqual({ ok: true, received: 1 });
  });

  it('reports a 503 from Google as unavailable', async () => {
    fake.failNext(2, 'http-503');
    const error = await failure(client.post(fake.webhookUrl, lead(3)));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 503 });
    expect(error.message).toContain(new URL(fake.url).host);
    expect((await failure(client.post(fake.webhookUrl, lead(3)))).kind).toBe('unavailable');
    expect(await client.post(fake.webhookUrl, lead(3))).toEqual({ ok: true, received: 1 });
  });

  it('times out on a slow script; the retry with the same submissionId is stored once', async () => {
    fake.latencyMs = 400;
    const slowClient = createAppsScriptClient({ timeoutMs: 100 });
    const error = await failure(slowClient.post(fake.webhookUrl, lead(4)));
    expect(error.kind).toBe('timeout');
    // like Apps Script, the script finished although nobody waited for its answer
    await expect.poll(() => fake.received.length).toBe(1);
    fake.latencyMs = 0;
    expect(await client.post(fake.webhookUrl, lead(4))).toEqual({
      ok: true,
      duplicate: true,
      received: 1,
    });
  });

  it('reports an unknown deployment (404 page) as rejected', async () => {
    const error = await failure(client.post(`${fake.url}/macros/s/AKfycbUnknown/exec`, lead(5)));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 404 });
  });

  it('answers a GET on /exec like a web app without doGet, and refuses a POST on the echo URL', async () => {
    const get = await fetch(fake.webhookUrl);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toMatch(/text\/html/);
    expect(await get.text()).toContain('Script function not found: doGet');
    const post = await fetch(`${fake.url}/macros/echo?user_content_key=x`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('reports an unreachable host as unavailable and a malformed URL as rejected', async () => {
    const gone = await startFakeAppsScript();
    await gone.close();
    expect((await failure(client.post(gone.webhookUrl, lead(6)))).kind).toBe('unavailable');
    expect((await failure(client.post('not a url', lead(6)))).kind).toBe('rejected');
  });
});

describe('Apps Script client redirect handling', () => {
  let server: Server;
  let base = '';
  const seen: Array<{ method: string; path: string; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += String(chunk)));
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        seen.push({ method: req.method ?? '', path, body });
        if (path === '/loop') res.writeHead(302, { location: '/loop' }).end();
        else if (path === '/keep') res.writeHead(307, { location: '/echo' }).end();
        else if (path === '/echo')
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ ok: true, method: req.method, body }));
        else if (path === '/html')
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Error</html>');
        else if (path === '/array') res.writeHead(200).end('[1,2]');
        else if (path === '/nowhere') res.writeHead(302).end();
        else res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => void (seen.length = 0));

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    const error = await failure(client.post(`${base}/loop`, { a: 1 }));
    expect(error.kind).toBe('unavailable');
    expect(seen).toHaveLength(MAX_REDIRECTS + 1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen.slice(1).every((r) => r.method === 'GET' && r.body === '')).toBe(true);
  });

  it('keeps method and body on a 307', async () => {
    expect(await client.post(`${base}/keep`, { a: 1 })).toEqual({
      ok: true,
      method: 'POST',
      body: '{"a":1}',
    });
  });

  it('reports a 2xx that is not a JSON object, or a redirect without Location, as invalid-reply', async () => {
    expect((await failure(client.post(`${base}/html`, {}))).kind).toBe('invalid-reply');
    expect((await failure(client.post(`${base}/array`, {}))).kind).toBe('invalid-reply');
    expect((await failure(client.post(`${base}/nowhere`, {}))).kind).toBe('invalid-reply');
  });
});
