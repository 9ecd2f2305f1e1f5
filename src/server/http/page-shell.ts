import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteMetaDescription } from '../features/seo/structured-data';
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
import { sendTagged, tagBody, type TaggedBody } from './conditional-get';
import { createReplyCache, type ReplyCacheStats } from './reply-cache';
import { inProcessApi, type AppRenderer } from './server-render';

/** Upper bound of the memory held by rendered anonymous pages. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A page as it is sent: HTML, its ETag and status; `rendered` false when the render failed. */
type BuiltPage = TaggedBody & { status: number; rendered: boolean };

/** Carries a page out of the cache's computation without the cache keeping it. */
class UncachedPage extends Error {
  constructor(readonly page: BuiltPage) {
    super('page not kept');
  }
}

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
    // the admin's Company Description when set (issue 41: a setting that did nothing)
    description: site.description
      ? siteMetaDescription(site.description)
      : `Search MLS listings in Payson, Pine, Strawberry, Star Valley, Show Low, Pinetop, Lakeside, Heber, Overgaard and Prescott with ${agentName} of ${teamName}.`,
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
    /**
     * Cookies besides the session that make what the API answers personal (a client link's
     * grant): a page requested with one is rendered for that request, never from or into the
     * shared cache.
     */
    personalCookies?: readonly string[];
    /**
     * Counts a page render for the request's client (issue 39): a page not in the render cache
     * costs a render, so scraping through pages is limited like the listings API. Answers the
     * seconds to wait when the client's budget is spent, else null.
     */
    limitRenders?: (request: FastifyRequest) => Promise<number | null>;
  },
): {
  clearRenderCache(): void;
  /** Drops the kept pages whose URL (path and the parameters pages read) matches. */
  dropRenderedPages(matches: (pageUrl: string) => boolean): void;
  /** The 404 page (the same as any unknown path's), for a route that finds nothing to show. */
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** The render cache's hits and misses (/metrics). */
  renderCacheStats: ReplyCacheStats;
} {
  const template = loadHtmlTemplate(options.webRoot, options.projectRoot);
  const manifest = loadBuildManifest(options.webRoot);

  // Anonymous visitors of one URL all get the same page: it is made once per few seconds (the
  // listings' own reply lifetime), head, markup and ETag, not once per visit. Keyed on the path
  // and the known parameters, and bounded in bytes, so cache-busting URLs cannot pin memory.
  const pageCache = createReplyCache<BuiltPage>({
    ttlMs: options.renderCacheMs ?? 0,
    maxBytes: RENDER_CACHE_MAX_BYTES,
    sizeOf: (page) => 2 * page.body.length,
  });

  /** A page whose rendering fails is still served: the browser then renders it itself. */
  async function renderAppSafely(
    request: FastifyRequest,
    pageUrl: string,
    site: SiteInfoResponse,
  ): Promise<RenderedApp | null> {
    const renderApp = options.renderApp;
    if (!renderApp) return null;
    try {
      const rendered = await renderApp({
        url: pageUrl,
        siteInfo: site,
        api: inProcessApi(app, request),
      });
      if (rendered.failedQueries?.length) {
        request.log.warn(
          { failedQueries: rendered.failedQueries },
          'server render left failed queries to the browser',
        );
      }
      return rendered;
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the browser renders the page');
      return null;
    }
  }

  /**
   * Whether the page may differ for this request: a session may show in it (the header's
   * account menu), and a client link's grant or a personal parameter changes what it holds.
   */
  function isPersonal(request: FastifyRequest, url: URL): boolean {
    const ownCookies = [SESSION_COOKIE, ...(options.personalCookies ?? [])].some(
      (name) => request.cookies[name],
    );
    return ownCookies || UNCACHED_PAGE_PARAMS.some((name) => url.searchParams.has(name));
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

    return sendPage(request, reply, url, isKnownPage(url.pathname));
  });

  /**
   * The page of `url` (a known page, or the 404 page), with its server-written head and, when
   * a renderer is set, its markup.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    known: boolean,
  ): Promise<FastifyReply> {
    // the page as the app reads it: unknown parameters change nothing, so they are not rendered
    const pageUrl = normalizedPageUrl(url.pathname, url.searchParams);
    // a page made for this request alone is compressed at the fastest level (TaggedBody.once)
    const build = (kept: boolean) => buildPage(request, url, pageUrl, known, kept);
    const personal = isPersonal(request, url);
    const cacheKey = `${known ? 'page' : 'not-found'} ${pageUrl}`;
    if (options.limitRenders && (personal || !pageCache.has(cacheKey))) {
      const waitSeconds = await options.limitRenders(request);
      if (waitSeconds !== null) return sendTooManyRenders(reply, waitSeconds);
    }
    let page: BuiltPage;
    if (personal) {
      page = await build(false);
    } else {
      try {
        page = await pageCache.get(cacheKey, async (kept) => {
          const built = await build(kept);
          // a page the server could not render is served, but not kept: the next visit retries
          if (!built.rendered) throw new UncachedPage(built);
          return built;
        });
      } catch (error) {
        if (!(error instanceof UncachedPage)) throw error;
        page = error.page;
      }
    }
    // private: the markup can carry the visitor's own session (the header's account menu); a
    // route that set a stricter rule (no-store) keeps it
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    reply.status(page.status).type('text/html; charset=utf-8');
    return sendTagged(request, reply, page);
  }

  /** A client past its page budget: a short page saying how long to wait, never a render. */
  function sendTooManyRenders(reply: FastifyReply, waitSeconds: number): FastifyReply {
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    const message = `Too many page requests from this network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
    return reply
      .status(429)
      .header('retry-after', String(Math.max(1, Math.ceil(waitSeconds))))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>${message}</p></main></body></html>`,
      );
  }

  /** The page's HTML: its server-written head and, when a renderer is set, its markup. */
  async function buildPage(
    request: FastifyRequest,
    url: URL,
    pageUrl: string,
    known: boolean,
    kept: boolean,
  ): Promise<BuiltPage> {
    const site = await options.siteInfo();
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
    const rendered = await renderAppSafely(request, pageUrl, site);
    const html = renderPage(template, head, site, rendered, options.appearanceCss?.());
    return {
      ...tagBody(html, { once: !kept }),
      status: page?.status ?? (known ? 200 : 404),
      rendered: rendered !== null || !options.renderApp,
    };
  }

  return {
    clearRenderCache: () => pageCache.clear(),
    dropRenderedPages: (matches) =>
      void pageCache.deleteWhere((key) => matches(key.slice(key.indexOf(' ') + 1))),
    sendNotFoundPage: (request, reply) => sendPage(request, reply, requestUrl(request), false),
    renderCacheStats: pageCache.stats,
  };
}
