import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgeSettingsResponseSchema,
  propertyDetailSchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  taxRecordSchema,
  type PropertyListResponse,
} from '../../../contract/properties';
import { propertySearchQuerySchema } from '../../../contract/property-search';
import type { Settings } from '../settings/settings';
import type { RouteRateLimit } from '../../http/rate-limits';
import type { ReplyCache } from '../../http/reply-cache';
import type { ListingsService } from './service';

/**
 * Public replies may be reused briefly by browsers and CDNs: listings change at most every
 * few minutes (the feed refresh), and a short max-age absorbs bursts on popular searches.
 */
const LIST_CACHE = 'public, max-age=30, stale-while-revalidate=60';
const DETAIL_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** The public listing API: search, one listing, its tax record, and the badge styling. */
export const listingRoutes: FastifyPluginAsyncZod<{
  listings: ListingsService;
  /** The admin settings (badge styling). */
  settings: Settings;
  /** Search replies reused in-process (emptied when the listings change). */
  searchReplies: ReplyCache;
  /** The per-visitor limit of the listings API (the Advanced tab's requests per minute). */
  rateLimit: RouteRateLimit;
}> = async (app, { listings, settings, searchReplies, rateLimit }) => {
  app.addHook('onClose', async () => searchReplies.clear());

  app.get(
    '/api/properties',
    // The reply is checked against its contract once, when it is made; a reused reply is
    // sent as the same JSON text, which Fastify does not serialize again (the response schema
    // documents it).
    {
      config: { access: 'public', rateLimit },
      schema: {
        querystring: propertySearchQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await searchReplies.get(JSON.stringify(request.query), async () =>
        JSON.stringify(propertyListResponseSchema.parse(await listings.search(request.query))),
      );
      return (
        reply
          .header('cache-control', LIST_CACHE)
          .type('application/json; charset=utf-8')
          // already the JSON text of a checked reply: Fastify sends strings as they are
          .send(json as unknown as PropertyListResponse)
      );
    },
  );

  app.get(
    '/api/properties/:id',
    {
      config: { access: 'public', rateLimit },
      schema: { params: propertyIdParamsSchema, response: { 200: propertyDetailSchema } },
    },
    async (request, reply) => {
      const property = await listings.byId(request.params.id);
      reply.header('cache-control', DETAIL_CACHE);
      return property;
    },
  );

  app.get(
    '/api/properties/:id/tax-records',
    {
      config: { access: 'public', rateLimit },
      schema: { params: propertyIdParamsSchema, response: { 200: taxRecordSchema } },
    },
    async (request, reply) => {
      const record = await listings.taxRecord(request.params.id);
      reply.header('cache-control', DETAIL_CACHE);
      return record;
    },
  );

  app.get(
    '/api/badge-settings',
    { config: { access: 'public' }, schema: { response: { 200: badgeSettingsResponseSchema } } },
    async (_request, reply) => {
      const { customBadges, ...badgeSettings } = (await settings.current()).badgeSettings;
      // revalidated on each use: an admin's change shows on the next page view
      reply.header('cache-control', 'no-cache');
      return { badgeSettings, customBadges };
    },
  );
};
