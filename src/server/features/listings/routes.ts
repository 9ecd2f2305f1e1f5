import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgeSettingsResponseSchema,
  propertyDetailSchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  taxRecordSchema,
} from '../../../contract/properties';
import { mapSearchQuerySchema, mapSearchResponseSchema } from '../../../contract/map-search';
import { propertySearchQuerySchema } from '../../../contract/property-search';
import type { Settings } from '../settings/settings';
import type { RouteRateLimit } from '../../http/rate-limits';
import { sendTagged, tagBody, type TaggedBody } from '../../http/conditional-get';
import type { ReplyCache } from '../../http/reply-cache';
import type { ListingsService } from './service';

/**
 * Public replies may be reused briefly by browsers and CDNs: listings change at most every
 * few minutes (the feed refresh), and a short max-age absorbs bursts on popular searches.
 */
const LIST_CACHE = 'public, max-age=30, stale-while-revalidate=60';
const DETAIL_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The listing a kept reply is about (one listing, its tax record), or null (a search). */
export function listingOfReplyKey(key: string): number | null {
  const match = /^(?:listing|tax) (\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The public listing API: search, the map's markers, one listing, its tax record, and the badge
 * styling.
 */
export const listingRoutes: FastifyPluginAsyncZod<{
  listings: ListingsService;
  /** The admin settings (badge styling). */
  settings: Settings;
  /**
   * The replies (JSON text and its ETag) reused in-process, searches and single listings alike
   * (emptied when the listings change).
   */
  listingReplies: ReplyCache<TaggedBody>;
  /** The per-visitor limit of the listings API (the Advanced tab's requests per minute). */
  rateLimit: RouteRateLimit;
}> = async (app, { listings, settings, listingReplies, rateLimit }) => {
  app.addHook('onClose', async () => listingReplies.clear());

  app.get(
    '/api/properties',
    // The reply is checked against its contract once, when it is made; a reused reply is
    // sent as the same JSON text with its ETag, which Fastify does not serialize again (the
    // response schema documents it). The same goes for one listing and its tax record.
    {
      config: { access: 'public', rateLimit },
      schema: {
        querystring: propertySearchQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request, reply) => {
      const tagged = await listingReplies.get(
        `search ${JSON.stringify(request.query)}`,
        async (kept) =>
          tagBody(
            JSON.stringify(propertyListResponseSchema.parse(await listings.search(request.query))),
            { once: !kept },
          ),
      );
      reply.header('cache-control', LIST_CACHE).type(JSON_TYPE);
      // already the JSON text of a checked reply: Fastify sends strings as they are
      return sendTagged(request, reply, tagged);
    },
  );

  app.get(
    '/api/properties/map',
    // the markers of every match (decision 026), kept and dropped like a search. A static
    // path: the router prefers it to /api/properties/:id whatever the order of registration.
    {
      config: { access: 'public', rateLimit },
      schema: {
        querystring: mapSearchQuerySchema,
        response: { 200: mapSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const tagged = await listingReplies.get(
        `map ${JSON.stringify(request.query)}`,
        async (kept) => {
          const { total, truncated, points } = await listings.mapPoints(request.query);
          // the points are the database's JSON text of typed columns (map-store.ts): written
          // into the reply as they are, not parsed and checked again point by point
          return tagBody(`{"total":${total},"truncated":${truncated},"points":${points}}`, {
            once: !kept,
          });
        },
      );
      reply.header('cache-control', LIST_CACHE).type(JSON_TYPE);
      return sendTagged(request, reply, tagged);
    },
  );

  app.get(
    '/api/properties/:id',
    {
      config: { access: 'public', rateLimit },
      schema: { params: propertyIdParamsSchema, response: { 200: propertyDetailSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const tagged = await listingReplies.get(`listing ${id}`, async (kept) =>
        tagBody(JSON.stringify(propertyDetailSchema.parse(await listings.byId(id))), {
          once: !kept,
        }),
      );
      reply.header('cache-control', DETAIL_CACHE).type(JSON_TYPE);
      return sendTagged(request, reply, tagged);
    },
  );

  app.get(
    '/api/properties/:id/tax-records',
    {
      config: { access: 'public', rateLimit },
      schema: { params: propertyIdParamsSchema, response: { 200: taxRecordSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const tagged = await listingReplies.get(`tax ${id}`, async (kept) =>
        tagBody(JSON.stringify(taxRecordSchema.parse(await listings.taxRecord(id))), {
          once: !kept,
        }),
      );
      reply.header('cache-control', DETAIL_CACHE).type(JSON_TYPE);
      return sendTagged(request, reply, tagged);
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
