import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The header a request id arrives in from the proxy and is returned in (nginx's $request_id). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request id taken from the proxy: short, and only characters that cannot break a log line,
 * a header or a log search (nginx's are 32 hex digits; a UUID fits too).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Whether the hop at `hop` (0: the connection's peer) is a proxy of ours (proxy-addr's form). */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as one rule, given to Fastify for the client address and used here for the
 * request id, so both trust the same peers: a hop count trusts that many hops whatever their
 * address; a list, the addresses and CIDRs it names (compiled as Fastify would).
 */
export function proxyTrust(trust: Config['trustProxy']): ProxyTrust {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * Fastify's request id options: the id is the proxy's X-Request-Id when the connection comes
 * from a trusted proxy and the value is sane (one id follows a request through nginx's log and
 * ours), else a new UUID. Fastify's own `requestIdHeader` would take the header from anyone, so a
 * client could pick the id of its lines (or forge another request's); it is off.
 */
export function requestIdOptions(trust: ProxyTrust): {
  requestIdHeader: false;
  genReqId: (raw: IncomingMessage) => string;
} {
  return {
    requestIdHeader: false,
    genReqId(raw) {
      const peer = raw.socket?.remoteAddress;
      // the peer at hop 0, as Fastify decides for X-Forwarded-Proto and -Host
      if (trust && peer !== undefined && trust(peer, 0)) {
        const given = raw.headers[REQUEST_ID_HEADER];
        if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
      }
      return randomUUID();
    },
  };
}

/**
 * Returns the request id on every routed reply (errors and 404s included), so a visitor's
 * report or a proxy log leads to the request's log lines. First of the onRequest hooks: a
 * reply ended by a later one (a rate limit, a refused origin) carries it too.
 */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
