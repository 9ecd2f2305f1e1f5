import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShowingRouteRequestSchema,
  deletedShowingRouteSchema,
  showingListingQuerySchema,
  showingListingReplySchema,
  showingRouteParamsSchema,
  showingRouteReplySchema,
  showingRoutesReplySchema,
  updateShowingRouteRequestSchema,
} from '../../../contract/showings';
import { requireUser } from '../../http/guards';
import type { ShowingsService } from './service';

/** The showing planner's calls (staff; staff are admins until a staff role exists). */
export const showingPlannerRoutes: FastifyPluginAsyncZod<{ showings: ShowingsService }> = async (
  app,
  { showings },
) => {
  // the team's plans: never kept by a shared cache
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/showing-routes',
    { config: { access: 'staff' }, schema: { response: { 200: showingRoutesReplySchema } } },
    async () => ({ routes: await showings.list() }),
  );

  app.post(
    '/api/admin/showing-routes',
    {
      config: { access: 'staff' },
      schema: {
        body: createShowingRouteRequestSchema,
        response: { 201: showingRouteReplySchema },
      },
    },
    async (request, reply) => {
      const route = await showings.create(request.body, requireUser(request).id);
      return reply.code(201).send({ route });
    },
  );

  app.get(
    '/api/admin/showing-routes/listing',
    {
      config: { access: 'staff' },
      schema: {
        querystring: showingListingQuerySchema,
        response: { 200: showingListingReplySchema },
      },
    },
    async (request) => ({ property: await showings.listingByMlsNumber(request.query.mlsNumber) }),
  );

  app.get(
    '/api/admin/showing-routes/:id',
    {
      config: { access: 'staff' },
      schema: { params: showingRouteParamsSchema, response: { 200: showingRouteReplySchema } },
    },
    async (request) => ({ route: await showings.get(request.params.id) }),
  );

  app.patch(
    '/api/admin/showing-routes/:id',
    {
      config: { access: 'staff' },
      schema: {
        params: showingRouteParamsSchema,
        body: updateShowingRouteRequestSchema,
        response: { 200: showingRouteReplySchema },
      },
    },
    async (request) => ({ route: await showings.update(request.params.id, request.body) }),
  );

  app.delete(
    '/api/admin/showing-routes/:id',
    {
      config: { access: 'staff' },
      schema: { params: showingRouteParamsSchema, response: { 200: deletedShowingRouteSchema } },
    },
    async (request) => showings.remove(request.params.id),
  );
};
