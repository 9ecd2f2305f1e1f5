import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing every local fake of an external service shares: a plain node HTTP server on
 * loopback (never reachable from another machine), a port of its own, JSON replies and a
 * close that does not wait for keep-alive sockets. Each fake keeps its wire contract and
 * fault switches; only this part is common.
 */

export type FakeHttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type FakeHttpServerOptions = {
  /** 0 (the default) picks any free port, so parallel test files never collide. */
  port?: number;
  /** Answers a request whose handler threw, in the service's own error shape. */
  onError: (res: ServerResponse, error: unknown) => void;
};

export type FakeHttpServer = {
  /** e.g. http://127.0.0.1:PORT (no trailing slash) */
  url: string;
  close(): Promise<void>;
};

/** Starts a fake service's HTTP server on 127.0.0.1. */
export async function startFakeHttpServer(
  handle: FakeHttpHandler,
  options: FakeHttpServerOptions,
): Promise<FakeHttpServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => options.onError(res, error));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // idle keep-alive sockets of the clients would otherwise hold close() open
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Writes a JSON reply. Nothing is written once the client hung up or the reply went out, so
 * a slow handler racing a client timeout (or close()) does not throw.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed || res.writableEnded) return;
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

/** The whole request body as text. */
export async function readRequestText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** Waits, for a fake's simulated latency. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
