import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityMarketSchema, citySlugParamsSchema } from '../../../contract/market';
import { sendTagged, tagBody, type TaggedBody } from '../../http/conditional-get';
import type { RouteRateLimit } from '../../http/rate-limits';
import type { ReplyCache } from '../../http/reply-cache';
import type { MarketService } from './service';

/** The figures change nightly and the listings a few times an hour: a short public reuse. */
const MARKET_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/** GET /api/cities/{slug}/market: a city page's figures and 12-month chart (public). */
export const marketRoutes: FastifyPluginAsyncZod<{
  market: MarketService;
  /** The public listing replies (emptied when any listing changes: the chart counts them). */
  replies: ReplyCache<TaggedBody>;
  rateLimit: RouteRateLimit;
}> = async (app, { market, replies, rateLimit }) => {
  app.get(
    '/api/cities/:slug/market',
    {
      config: { access: 'public', rateLimit },
      schema: { params: citySlugParamsSchema, response: { 200: cityMarketSchema } },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const tagged = await replies.get(`market ${slug}`, async (kept) =>
        tagBody(JSON.stringify(cityMarketSchema.parse(await market.cityMarket(slug))), {
          once: !kept,
        }),
      );
      reply.header('cache-control', MARKET_CACHE).type('application/json; charset=utf-8');
      return sendTagged(request, reply, tagged);
    },
  );
};
