import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../contract/auth';
import {
  deliveryIdParamsSchema,
  offlineFeedFaultsRequestSchema,
  operationsHealthSchema,
  recentDeliveriesQuerySchema,
  recentDeliveriesReplySchema,
} from '../../../contract/operations';
import { notFound } from '../../http/errors';
import type { Operations } from './service';

/** Switches that make the built-in offline feed fail, to rehearse an outage (null: no offline feed runs). */
export type OfflineFeedFaults = { fail(): void; recover(): void } | null;

/** The operations view's calls (admins only). GET /api/health stays the cheap public probe. */
export const operationsRoutes: FastifyPluginAsyncZod<{
  operations: Operations;
  offlineFeed: OfflineFeedFaults;
}> = async (app, { operations, offlineFeed }) => {
  app.get(
    '/api/admin/health',
    { config: { access: 'admin' }, schema: { response: { 200: operationsHealthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return operations.health();
    },
  );

  app.get(
    '/api/admin/lead-deliveries',
    {
      config: { access: 'admin' },
      schema: {
        querystring: recentDeliveriesQuerySchema,
        response: { 200: recentDeliveriesReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return operations.recentDeliveries(request.query.destination);
    },
  );

  app.post(
    '/api/admin/lead-deliveries/:id/retry',
    {
      config: { access: 'admin' },
      schema: { params: deliveryIdParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (!(await operations.retryDelivery(request.params.id))) {
        throw notFound('No failed delivery has that id (it may have been delivered already)');
      }
      return { message: 'The delivery is being retried now' };
    },
  );

  app.post(
    '/api/admin/offline-feed/faults',
    {
      config: { access: 'admin' },
      schema: { body: offlineFeedFaultsRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (!offlineFeed) throw notFound('The offline sample feed is not running on this server');
      if (request.body.failing) {
        offlineFeed.fail();
        return { message: 'The offline feed now fails every request (503)' };
      }
      offlineFeed.recover();
      return { message: 'The offline feed answers again' };
    },
  );
};
