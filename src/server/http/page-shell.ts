import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isKnownPage,
  normalizedPageUrl,
  PAGE_REDIRECTS,
  UNCACHED_PAGE_PARAMS,
} from '../../core/page-routes';
import type { SiteInfoResponse } from '../../contract/system';
import { sendApiNotFound } from './errors';
import { loadBuildManifest } from './build-manifest';
import {
  loadHtmlTemplate,
  renderPage,
  type PageHead,
  type RenderedApp,
  type ResolvedPage,
} from './html-shell';
import { SESSION_COOKIE } from '../features/accounts/sessions';
import { createReplyCache } from './reply-cache';
import { inProcessApi, type AppRenderer } from './server-render';

/** Upper bound of the memory held by rendered anonymous pages. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The request's URL. The path is appended to a base rather than resolved against it: resolving
 * '//api/x' would read 'api' as a host name.
 */
function requestUrl(request: FastifyRequest): URL {
  return new URL(`http://localhost${request.url}`);
}

/** Produces the head (and status and embedded data) of one page, or null for the default head. */
export type PageResolver = {
  pattern: RegExp;
  resolve(
    request: FastifyRequest,
    url: URL,
    site: SiteInfoResponse,
  ): Promise<ResolvedPage | null> | ResolvedPage | null;
};

function defaultHead(site: SiteInfoResponse, canonical: string | undefined): PageHead {
  const { teamName, agentName } = site.identity;
  return {
    title: `${teamName} | Homes for Sale in Payson, Show Low, Prescott & the Arizona Mountains`,
    description: `Search MLS listings in Payson, Pine, Strawberry, Star Valley, Show Low, Pinetop, Lakeside, Heber, Overgaard and Prescott with ${agentName} of ${teamName}.`,
    ...(canonical ? { canonical } : {}),
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: teamName },
    ],
  };
}

function notFoundHead(site: SiteInfoResponse): PageHead {
  return {
    title: `Page Not Found | ${site.identity.teamName}`,
    description: 'The page you were looking for does not exist.',
    noIndex: true,
  };
}

/**
 * Answers every GET path no other route claims: JSON 404 under /api, a redirect for the aliases,
 * and otherwise the web app's HTML with a server-written head (404 status for unknown pages).
 */
export function installPageShell(
  app: FastifyInstance,
  options: {
    webRoot: string | null;
    projectRoot: string;
    siteInfo: () => Promise<SiteInfoResponse>;
    /** The admin's look as CSS variables, written into every page's head. */
    appearanceCss?: () => string;
    publicUrl: string | undefined;
    /** Features' heads for their pages (property, home, Just Listed); first match wins. */
    pages?: PageResolver[];
    /** Renders the page's markup on the server; without it the browser renders everything. */
    renderApp?: AppRenderer | null;
    /** How long an anonymous visitor's rendered page is reused (0: never); read at each use. */
    renderCacheMs?: () => number;
  },
): { clearRenderCache(): void } {
  const template = loadHtmlTemplate(options.webRoot, options.projectRoot);
  const manifest = loadBuildManifest(options.webRoot);

  // Anonymous visitors of one URL all get the same page: it is rendered once per few seconds
  // (the listings' own reply lifetime), not once per visit. Keyed on the path and the known
  // parameters, and bounded in bytes, so cache-busting URLs cannot pin memory.
  const renderCache = createReplyCache<RenderedApp>({
    ttlMs: options.renderCacheMs ?? 0,
    maxBytes: RENDER_CACHE_MAX_BYTES,
    sizeOf: (page) => 2 * (page.html.length + (JSON.stringify(page.state)?.length ?? 0)),
  });

  /** A page whose rendering fails is still served: the browser then renders it itself. */
  async function renderAppSafely(
    request: FastifyRequest,
    url: URL,
    site: SiteInfoResponse,
  ): Promise<RenderedApp | null> {
    const renderApp = options.renderApp;
    if (!renderApp) return null;
    // the page as the app reads it: unknown parameters change nothing, so they are not rendered
    const pageUrl = normalizedPageUrl(url.pathname, url.searchParams);
    const render = () =>
      renderApp({ url: pageUrl, siteInfo: site, api: inProcessApi(app, request) });
    const personal = UNCACHED_PAGE_PARAMS.some((name) => url.searchParams.has(name));
    try {
      // a session may show in the page (the header's account menu): such pages are never shared
      return request.cookies[SESSION_COOKIE] || personal
        ? await render()
        : await renderCache.get(pageUrl, render);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the browser renders the page');
      return null;
    }
  }

  // Other methods on unknown paths (POST /api/nope, DELETE /x) get the JSON 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = requestUrl(request);
    return sendApiNotFound(reply, `No route ${request.method} ${pathname}`);
  });

  // A real catch-all route (not the not-found handler) so compression and hooks apply.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = requestUrl(request);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return sendApiNotFound(reply, `No API route ${request.method} ${url.pathname}`);
    }
    const redirect = PAGE_REDIRECTS[url.pathname];
    if (redirect) return reply.redirect(`${redirect}${url.search}`, 301);
    // A missing asset (an old bundle name) is a plain 404, not an HTML page.
    if (/\.[a-z0-9]{1,8}$/i.test(url.pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }

    const site = await options.siteInfo();
    const known = isKnownPage(url.pathname);
    let page: ResolvedPage | null = null;
    if (known) {
      for (const { pattern, resolve } of options.pages ?? []) {
        if (!pattern.test(url.pathname)) continue;
        page = await resolve(request, url, site);
        if (page) break;
      }
    }
    const canonical = options.publicUrl
      ? new URL(url.pathname, options.publicUrl).toString()
      : undefined;
    const resolved = page?.head ?? (known ? defaultHead(site, canonical) : notFoundHead(site));
    const head: PageHead = page?.modules
      ? { ...resolved, pageModules: manifest.chunksOf(page.modules) }
      : resolved;
    const rendered = await renderAppSafely(request, url, site);
    const html = renderPage(template, head, site, rendered, options.appearanceCss?.());
    return (
      reply
        .status(page?.status ?? (known ? 200 : 404))
        // private: the markup can carry the visitor's own session (the header's account menu)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });

  return { clearRenderCache: () => renderCache.clear() };
}
