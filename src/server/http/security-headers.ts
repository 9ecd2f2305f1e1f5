import type { FastifyInstance } from 'fastify';

type HeaderValues = Record<string, string | number | string[]>;

/**
 * Sends helmet's headers (@fastify/helmet, registered with `global: false`) without building
 * them for each request. The plugin's global mode calls helmet(options) per request, which
 * makes every middleware again and parses the Content-Security-Policy directives: about 3% of
 * the CPU of an uncached API request (docs/PERFORMANCE.md, bench:api). Our options are fixed
 * at start and use no nonces, so the headers are the same for every request: they are made
 * once, by helmet itself on the first request, and set from then on.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  let headers: HeaderValues | null = null;
  app.addHook('onRequest', (_request, reply, done) => {
    if (headers) {
      reply.headers(headers);
      return done();
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet();
    const made: HeaderValues = {};
    for (const name of reply.raw.getHeaderNames()) {
      if (!before.has(name)) made[name] = reply.raw.getHeader(name)!;
    }
    headers = made;
    done();
  });
}
