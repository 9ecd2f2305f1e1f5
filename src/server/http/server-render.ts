import { randomBytes } from 'node:crypto';
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
}) => Promise<{
  html: string;
  state: unknown;
  failedQueries?: Array<{ queryKey: string; error: string }>;
}>;

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
/**
 * Marks the server's own in-process API calls (a random value per process, so no visitor can
 * send it): they are not counted against the visitor's API rate limit.
 */
const SERVER_RENDER_HEADER = 'x-ridgeline-render';
const SERVER_RENDER_TOKEN = randomBytes(18).toString('base64url');

/** Whether a request is one of the server's own page-render API calls. */
export function isServerRenderRequest(request: FastifyRequest): boolean {
  return request.headers[SERVER_RENDER_HEADER] === SERVER_RENDER_TOKEN;
}

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
        [SERVER_RENDER_HEADER]: SERVER_RENDER_TOKEN,
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
