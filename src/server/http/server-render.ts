import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteInfoResponse } from '../../contract/system';

/** One API request of a page being rendered. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The web app's server renderer (src/web/entry-server.tsx): the markup of #root and the query
 * data it was rendered with. Typed here, not imported, so the server bundle holds no web code.
 */
export type AppRenderer = (input: {
  url: string;
  siteInfo: SiteInfoResponse;
  api: ApiFetch;
}) => Promise<{ html: string; state: unknown }>;

/** Where `npm run build` writes the renderer: dist/ssr next to the web app's dist/web. */
export function rendererPath(webRoot: string): string {
  return path.join(webRoot, '..', 'ssr', 'entry-server.js');
}

/** Loads the built renderer, or null when there is none (API-only instances, the Vite dev server). */
export async function loadAppRenderer(webRoot: string | null): Promise<AppRenderer | null> {
  if (!webRoot) return null;
  const file = rendererPath(webRoot);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderApp?: AppRenderer };
  if (typeof module.renderApp !== 'function') throw new Error(`${file} exports no renderApp`);
  return module.renderApp;
}

/**
 * The page's API calls, answered in process by the same routes the browser would call
 * (validation, caching and the visitor's session included), without a network hop.
 * Only reads: rendering a page must never change anything.
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiFetch {
  const cookie = request.headers.cookie;
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`Server render may only read (${method} ${url})`);
    const reply = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
      },
    });
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}
