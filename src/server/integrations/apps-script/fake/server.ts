import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, readRequestText, sendJson, startFakeHttpServer } from '../../fake-http-server';

/**
 * A local stand-in for a deployed Google Apps Script web app (contracts/external-apis.md
 * section 3), with the transport quirk that matters to clients: a POST to
 * `/macros/s/{deploymentId}/exec` runs the script and answers 302 to
 * `/macros/echo?user_content_key=…` (script.googleusercontent.com in real life), which
 * serves the script's JSON output to a GET and refuses a POST with 405.
 *
 * The "script" behind it behaves like the one we ask operators to deploy: it parses the JSON
 * body, appends it (to the sheet; here to `received`) and answers `{ok:true, received}`,
 * skipping a body whose `submissionId` it has already written, so a delivery retried after a
 * lost reply is stored once; a body that is not JSON gets `{ok:false, error}`.
 */

export type FakeAppsScriptFailure =
  /** Google's front end answers 503 before the script runs (nothing stored). */
  | 'http-503'
  /** The script runs but refuses: `{ok:false, error}` through the usual 302 (nothing stored). */
  | 'ok-false';

export type FakeAppsScript = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/macros/s/${deploymentId}/exec`: what the admin pastes into the settings. */
  webhookUrl: string;
  deploymentId: string;
  /** The bodies the script stored, in order (duplicates by submissionId stored once). */
  readonly received: object[];
  /** Every request, oldest first: method and path (no query, so no echo keys). */
  readonly requestLog: ReadonlyArray<{ method: string; path: string; status: number }>;
  /** The script's running time before it answers a POST (ms): for client timeouts. */
  latencyMs: number;
  /** The next n POSTs fail in the given way. */
  failNext(n: number, mode: FakeAppsScriptFailure): void;
  /** Forgets stored bodies, submission ids, pending failures, the log and the latency. */
  reset(): void;
  close(): Promise<void>;
};

function html(res: ServerResponse, status: number, title: string, text: string): void {
  if (res.destroyed || res.writableEnded) return;
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!DOCTYPE html><html><head><title>${title}</title></head>` +
        `<body><div style="margin:20px">${text}</div></body></html>`,
    );
}

/** Starts a fake Apps Script web app on 127.0.0.1. */
export async function startFakeAppsScript(
  options: { deploymentId?: string; port?: number } = {},
): Promise<FakeAppsScript> {
  const deploymentId = options.deploymentId ?? `AKfycb${randomBytes(24).toString('base64url')}`;
  const execPath = `/macros/s/${deploymentId}/exec`;
  const received: object[] = [];
  const seenSubmissions = new Set<string>();
  const outputs = new Map<string, unknown>();
  const failures: FakeAppsScriptFailure[] = [];
  const requestLog: Array<{ method: string; path: string; status: number }> = [];
  const state = { latencyMs: 0 };
  let base = '';

  /** What the deployed script's doPost does with one request body. */
  function runScript(text: string): Record<string, unknown> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, error: 'Invalid JSON body' };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return { ok: false, error: 'Expected a JSON object' };
    }
    const id = (body as { submissionId?: unknown }).submissionId;
    const key = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
    if (key !== null && seenSubmissions.has(key)) {
      return { ok: true, duplicate: true, received: received.length };
    }
    if (key !== null) seenSubmissions.add(key);
    received.push(body);
    return { ok: true, received: received.length };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-apps-script');
    res.on('finish', () =>
      requestLog.push({ method: req.method ?? '', path: url.pathname, status: res.statusCode }),
    );
    if (url.pathname === execPath) {
      if (req.method === 'GET') {
        // a web app without doGet answers this page with 200
        html(res, 200, 'Error', 'Script function not found: doGet');
        return;
      }
      if (req.method !== 'POST') {
        html(res, 405, 'Error', 'Method not allowed');
        return;
      }
      const text = await readRequestText(req);
      const failure = failures.shift();
      if (failure === 'http-503') {
        html(res, 503, 'Error', 'The server encountered a temporary error. Please try again.');
        return;
      }
      // the script's running time; like Google, it finishes (and stores) even when the
      // client has stopped waiting, which is why deliveries carry a submissionId
      if (state.latencyMs > 0) await delay(state.latencyMs);
      const output =
        failure === 'ok-false'
          ? { ok: false, error: 'Exception: Service Spreadsheets timed out (fake failure)' }
          : runScript(text);
      if (res.destroyed || req.socket.destroyed) return;
      const key = randomBytes(36).toString('base64url');
      outputs.set(key, output);
      const location = `${base}/macros/echo?user_content_key=${key}&lib=M${randomBytes(8).toString('hex')}`;
      res
        .writeHead(302, { location, 'content-type': 'text/html; charset=UTF-8' })
        .end(`<HTML><HEAD><TITLE>Moved Temporarily</TITLE></HEAD><BODY>Moved</BODY></HTML>`);
      return;
    }

    if (url.pathname === '/macros/echo') {
      if (req.method !== 'GET') {
        html(res, 405, 'Error', 'Method not allowed');
        return;
      }
      const key = url.searchParams.get('user_content_key') ?? '';
      if (!outputs.has(key)) {
        html(res, 404, 'Error', 'Sorry, unable to open the file at this time.');
        return;
      }
      sendJson(res, 200, outputs.get(key), { 'content-type': 'application/json; charset=utf-8' });
      return;
    }

    html(res, 404, 'Error', 'Sorry, unable to open the file at this time.');
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => html(res, 500, 'Error', `Internal error: ${String(error)}`),
  });
  base = http.url;
  return {
    url: base,
    webhookUrl: `${base}${execPath}`,
    deploymentId,
    received,
    requestLog,
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms) {
      state.latencyMs = ms;
    },
    failNext(n, mode) {
      for (let i = 0; i < n; i++) failures.push(mode);
    },
    reset() {
      received.length = 0;
      seenSubmissions.clear();
      outputs.clear();
      failures.length = 0;
      requestLog.length = 0;
      state.latencyMs = 0;
    },
    close: http.close,
  };
}
