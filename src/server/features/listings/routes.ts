import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgeSettingsResponseSchema,
  propertyDetailSchema,
  propertyIdParamsSchema,
  propertyListResponseSchema,
  propertySearchQuerySchema,
  taxRecordSchema,
} from '../../../contract/properties';
import type { Database } from '../../db/connect';
import { readAdminSettings } from '../settings/store';
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
  db: Database;
}> = async (app, { listings, db }) => {
  app.get(
    '/api/properties',
    {
      schema: {
        querystring: propertySearchQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return listings.search(request.query);
    },
  );

  app.get(
    '/api/properties/:id',
    { schema: { params: propertyIdParamsSchema, response: { 200: propertyDetailSchema } } },
    async (request, reply) => {
      const property = await listings.byId(request.params.id);
      reply.header('cache-control', DETAIL_CACHE);
      return property;
    },
  );

  app.get(
    '/api/properties/:id/tax-records',
    { schema: { params: propertyIdParamsSchema, response: { 200: taxRecordSchema } } },
    async (request, reply) => {
      const record = await listings.taxRecord(request.params.id);
      reply.header('cache-control', DETAIL_CACHE);
      return record;
    },
  );

  app.get(
    '/api/badge-settings',
    { schema: { response: { 200: badgeSettingsResponseSchema } } },
    async (_request, reply) => {
      const { customBadges, ...badgeSettings } = (await readAdminSettings(db)).badgeSettings;
      reply.header('cache-control', 'public, max-age=60');
      return { badgeSettings, customBadges };
    },
  );
};
