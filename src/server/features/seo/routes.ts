import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { siteOrigin } from '../../http/site-origin';
import { createReplyCache } from '../../http/reply-cache';
import {
  listingUrls,
  robotsTxt,
  sitemapIndexXml,
  splitUrls,
  staticUrls,
  urlSetXml,
} from './sitemap';

const XML = 'application/xml; charset=utf-8';
/** Crawlers fetch sitemaps rarely; an hour of reuse keeps a 100k-listing query off the database. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** /sitemap.xml (an index of /sitemaps/listings-N.xml when it would exceed its limit) and /robots.txt. */
export const seoRoutes: FastifyPluginAsync<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const files = createReplyCache({ ttlMs: 10 * 60_000, maxEntries: 20 });
  const filesOf = (origin: string) =>
    files.get(origin, async () =>
      JSON.stringify(splitUrls([...staticUrls(origin), ...(await listingUrls(db, origin))])),
    );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(config);
    const split = JSON.parse(await filesOf(origin)) as ReturnType<typeof splitUrls>;
    const xml =
      split.length === 1
        ? urlSetXml(split[0]!)
        : sitemapIndexXml(
            split.map((_, i) => new URL(`/sitemaps/listings-${i + 1}.xml`, origin).toString()),
          );
    return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(xml);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^listings-([1-9]\d{0,3})\.xml$/.exec(request.params.file);
    const origin = siteOrigin(config);
    const split = JSON.parse(await filesOf(origin)) as ReturnType<typeof splitUrls>;
    const file = match ? split[Number(match[1]) - 1] : undefined;
    if (!file || split.length === 1) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(urlSetXml(file));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(config))),
  );
};
