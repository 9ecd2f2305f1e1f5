import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let nextClient = 1;

/**
 * A browser-like client for app.inject: keeps the cookies the server sets and sends them
 * back, and comes from its own IP address so per-IP rate limits of one test do not leak
 * into another.
 */
export function createHttpClient(app: FastifyInstance, options: { ip?: string } = {}) {
  const n = nextClient++;
  const ip = options.ip ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const cookies = new Map<string, string>();

  async function request(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    for (const c of res.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return res;
  }

  return {
    ip,
    cookies,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('POST', url, payload ?? {}, headers),
    request,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
