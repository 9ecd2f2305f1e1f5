import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Kept replies sent cheaply. Conditional GETs (RFC 9110 section 13): a reply carries an ETag of
 * its body, and a browser or CDN that sends it back in If-None-Match gets 304 without the
 * body. The tag is weak (W/"…"): it names the content, whatever encoding carries it. And a
 * kept body is compressed once per encoding, when a visitor first asks for it, instead of on
 * every request (the compression plugin leaves a body that already has Content-Encoding).
 */

/** A reply's body with its entity tag, computed once when the body is made (and kept with it). */
export type TaggedBody = {
  body: string;
  etag: string;
  /** The body compressed, per encoding, made on first use. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /**
   * Made for one request (reply reuse is off): compressed at the fastest level, since the
   * work is not shared; a kept body is worth a denser one (docs/PERFORMANCE.md, bench:api).
   */
  once?: boolean;
};

type Encoding = 'br' | 'gzip';

/** Below this the bytes saved are not worth a header (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

export function tagBody(body: string, options: { once?: boolean } = {}): TaggedBody {
  const digest = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `W/"${digest}"`, ...(options.once ? { once: true } : {}) };
}

/** Whether If-None-Match names this tag (weak comparison; '*' matches any). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The encoding to send for Accept-Encoding: brotli, else gzip, else none (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(tagged: TaggedBody, encoding: Encoding): Buffer {
  tagged.encoded ??= {};
  const kept = tagged.encoded[encoding];
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? brotliCompressSync(tagged.body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: tagged.once ? 1 : 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(tagged.body),
          },
        })
      : gzipSync(tagged.body, { level: tagged.once ? 1 : 6 });
  tagged.encoded[encoding] = made;
  return made;
}

/**
 * Sends a tagged body, or 304 with no body when the caller already has it, compressed as the
 * caller accepts (once per kept body and encoding). Only for 200 replies; the caller sets the
 * status, type and Cache-Control first (304 keeps them).
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  tagged: TaggedBody,
): FastifyReply {
  reply.header('etag', tagged.etag);
  if (reply.statusCode === 200 && isNotModified(request.headers['if-none-match'], tagged.etag)) {
    return reply.code(304).send();
  }
  if (tagged.body.length < COMPRESS_FROM_BYTES) return reply.send(tagged.body);
  reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(tagged.body);
  return reply.header('content-encoding', encoding).send(encode(tagged, encoding));
}
