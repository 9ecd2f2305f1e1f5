import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPage, PAGE_REDIRECTS } from '../../core/page-routes';
import type { SiteInfoResponse } from '../../contract/system';
import { sendApiNotFound } from './errors';
import { loadHtmlTemplate, renderPage, type PageHead } from './html-shell';

/** Produces the head of one page; later issues register resolvers for /property/{id}, /just-listed... */
export type PageHeadResolver = (
  request: FastifyRequest,
  site: SiteInfoResponse,
) => Promise<PageHead | null> | PageHead | null;

const headResolvers: Array<{ pattern: RegExp; resolve: PageHeadResolver }> = [];

/** Lets a feature write the server-rendered head of the pages matching `pattern`. */
export function registerPageHead(pattern: RegExp, resolve: PageHeadResolver): void {
  headResolvers.push({ pattern, resolve });
}

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
    publicUrl: string | undefined;
  },
): void {
  const template = loadHtmlTemplate(options.webRoot, options.projectRoot);

  // Other methods on unknown paths (POST /api/nope, DELETE /x) get the JSON 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    return sendApiNotFound(reply, `No route ${request.method} ${pathname}`);
  });

  // A real catch-all route (not the not-found handler) so compression and hooks apply.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
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
    let head: PageHead | null = null;
    if (known) {
      for (const { pattern, resolve } of headResolvers) {
        if (pattern.test(url.pathname)) {
          head = await resolve(request, site);
          if (head) break;
        }
      }
    }
    const canonical = options.publicUrl
      ? new URL(url.pathname, options.publicUrl).toString()
      : undefined;
    const html = renderPage(
      template,
      head ?? (known ? defaultHead(site, canonical) : notFoundHead(site)),
      site,
    );
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
