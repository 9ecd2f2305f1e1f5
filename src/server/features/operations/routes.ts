import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../contract/auth';
import {
  deliveryIdParamsSchema,
  offlineFeedChangeReplySchema,
  offlineFeedChangeRequestSchema,
  offlineFeedFaultsRequestSchema,
  operationsHealthSchema,
  type OfflineFeedChangeReply,
  type OfflineFeedChangeRequest,
  recentDeliveriesQuerySchema,
  recentDeliveriesReplySchema,
} from '../../../contract/operations';
import { notFound } from '../../http/errors';
import type { Operations } from './service';

/**
 * Switches of the built-in offline feed (null: no offline feed runs): make it fail, to rehearse
 * an outage; change its listings and run the refresh now, to rehearse what replication and
 * saved-search alerts do with a new listing or a price cut (issue 23).
 */
export type OfflineFeedFaults = {
  fail(): void;
  recover(): void;
  change?(request: OfflineFeedChangeRequest): OfflineFeedChangeReply;
  /** Queues the incremental refresh now, whatever its interval. */
  refresh?(): Promise<unknown>;
} | null;

const NO_OFFLINE_FEED = 'The offline sample feed is not running on this server';

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
      if (!offlineFeed) throw notFound(NO_OFFLINE_FEED);
      if (request.body.failing) {
        offlineFeed.fail();
        return { message: 'The offline feed now fails every request (503)' };
      }
      offlineFeed.recover();
      return { message: 'The offline feed answers again' };
    },
  );

  app.post(
    '/api/admin/offline-feed/changes',
    {
      config: { access: 'admin' },
      schema: {
        body: offlineFeedChangeRequestSchema,
        response: { 200: offlineFeedChangeReplySchema },
      },
    },
    async (request) => {
      if (!offlineFeed?.change) throw notFound(NO_OFFLINE_FEED);
      return offlineFeed.change(request.body);
    },
  );

  app.post(
    '/api/admin/offline-feed/refresh',
    { config: { access: 'admin' }, schema: { response: { 202: messageResponseSchema } } },
    async (_request, reply) => {
      if (!offlineFeed?.refresh) throw notFound(NO_OFFLINE_FEED);
      await offlineFeed.refresh();
      return reply
        .status(202)
        .send({ message: 'The incremental refresh was queued; it runs within seconds' });
    },
  );
};
