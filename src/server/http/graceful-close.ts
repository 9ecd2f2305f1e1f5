import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a shutdown waits for request bodies still arriving before it drops them. */
export const RECEIVE_GRACE_MS = 3_000;

/**
 * A shutdown finishes the requests being answered, but is not held up by clients that are
 * still sending (issue 39). Node stops its request-timeout checks once the server closes, so a
 * body trickled in a byte at a time, or headers never finished, kept `app.close()` waiting
 * forever. At close: connections with no request yet (headers still arriving, or idle) are
 * closed at once; a request whose body is still arriving gets `graceMs` to finish, then its
 * connection is closed; a request already received is answered as usual.
 */
export function installGracefulClose(
  app: FastifyInstance,
  options: { graceMs?: number } = {},
): void {
  const graceMs = options.graceMs ?? RECEIVE_GRACE_MS;
  const server = app.server as Server;
  /** Each open connection and the request it is on (null between requests). */
  const connections = new Map<Socket, IncomingMessage | null>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, null);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response) => {
    const socket = request.socket;
    connections.set(socket, request);
    response.once('finish', () => {
      if (connections.get(socket) !== request) return;
      connections.set(socket, null);
      // a keep-alive connection that finished its last answer is not kept during a shutdown
      if (closing) socket.destroySoon();
    });
  });

  const dropStalled = (receivingToo: boolean) => {
    for (const [socket, request] of connections) {
      if (request === null || (receivingToo && !request.complete)) socket.destroy();
    }
  };

  app.addHook('preClose', async () => {
    closing = true;
    dropStalled(false);
    const timer = setTimeout(() => dropStalled(true), graceMs);
    timer.unref();
    server.once('close', () => clearTimeout(timer));
  });
}
