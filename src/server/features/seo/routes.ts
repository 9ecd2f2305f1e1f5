import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { siteOrigin } from '../../http/site-origin';
import { sendTagged, tagBody, type TaggedBody } from '../../http/conditional-get';
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
export const seoRoutes: FastifyPluginAsync<{
  config: Config;
  db: Database;
  /** Subscribes to the listings' changes (any change: the sitemap lists them all). */
  onListingsChanged?: (listener: () => void) => void;
}> = async (app, { config, db, onListingsChanged }) => {
  // the URL lists, and each file as sent (XML, ETag, compressed bytes), made once per 10 minutes
  const lists = createReplyCache<ReturnType<typeof splitUrls>>({
    ttlMs: 10 * 60_000,
    maxEntries: 4,
  });
  const files = createReplyCache<TaggedBody>({ ttlMs: 10 * 60_000, maxEntries: 50 });
  onListingsChanged?.(() => {
    lists.clear();
    files.clear();
  });
  const listsOf = (origin: string) =>
    lists.get(origin, async () =>
      splitUrls([...staticUrls(origin), ...(await listingUrls(db, origin))]),
    );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(config);
    const tagged = await files.get(`${origin} index`, async () => {
      const split = await listsOf(origin);
      return tagBody(
        split.length === 1
          ? urlSetXml(split[0]!)
          : sitemapIndexXml(
              split.map((_, i) => new URL(`/sitemaps/listings-${i + 1}.xml`, origin).toString()),
            ),
      );
    });
    reply.header('cache-control', SITEMAP_CACHE).type(XML);
    return sendTagged(request, reply, tagged);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^listings-([1-9]\d{0,3})\.xml$/.exec(request.params.file);
    const origin = siteOrigin(config);
    const split = await listsOf(origin);
    const n = match ? Number(match[1]) : 0;
    const file = split[n - 1];
    if (!file || split.length === 1) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const tagged = await files.get(`${origin} ${n}`, async () => tagBody(urlSetXml(file)));
    reply.header('cache-control', SITEMAP_CACHE).type(XML);
    return sendTagged(request, reply, tagged);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(config))),
  );
};
