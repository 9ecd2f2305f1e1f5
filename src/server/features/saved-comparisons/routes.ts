import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comparisonParamsSchema,
  deletedComparisonSchema,
  renameComparisonRequestSchema,
  saveComparisonRequestSchema,
  savedComparisonReplySchema,
  savedComparisonsReplySchema,
  shareIdParamsSchema,
  sharedComparisonSchema,
} from '../../../contract/saved-comparisons';
import { requireUser } from '../../http/guards';
import { perIpRateLimit } from '../../http/rate-limits';
import { isServerRenderRequest } from '../../http/server-render';
import type { SavedComparisonsService } from './service';

/** Openings of comparison links per network address and minute (the ids are unguessable anyway). */
const SHARED_OPEN_RATE_LIMIT = { max: 60, windowMs: 60_000 };

/**
 * The signed-in visitor's saved comparisons (each call reads or changes the caller's own only;
 * another's id is a 404, as a missing one), and the read of a comparison's link.
 */
export const savedComparisonRoutes: FastifyPluginAsyncZod<{
  comparisons: SavedComparisonsService;
}> = async (app, { comparisons }) => {
  // personal data, and a deleted or renamed comparison must not be served from a cache
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/comparisons',
    { config: { access: 'user' }, schema: { response: { 200: savedComparisonsReplySchema } } },
    async (request) => ({ comparisons: await comparisons.list(requireUser(request).id) }),
  );

  app.post(
    '/api/comparisons',
    {
      config: { access: 'user' },
      schema: { body: saveComparisonRequestSchema, response: { 201: savedComparisonReplySchema } },
    },
    async (request, reply) => {
      const comparison = await comparisons.create(requireUser(request), request.body);
      return reply.code(201).send({ comparison });
    },
  );

  app.get(
    '/api/comparisons/:id',
    {
      config: { access: 'user' },
      schema: { params: comparisonParamsSchema, response: { 200: savedComparisonReplySchema } },
    },
    async (request) => ({
      comparison: await comparisons.get(requireUser(request).id, request.params.id),
    }),
  );

  app.patch(
    '/api/comparisons/:id',
    {
      config: { access: 'user' },
      schema: {
        params: comparisonParamsSchema,
        body: renameComparisonRequestSchema,
        response: { 200: savedComparisonReplySchema },
      },
    },
    async (request) => ({
      comparison: await comparisons.rename(
        requireUser(request).id,
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/api/comparisons/:id',
    {
      config: { access: 'user' },
      schema: { params: comparisonParamsSchema, response: { 200: deletedComparisonSchema } },
    },
    async (request) => comparisons.remove(requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/comparisons/shared/:shareId',
    {
      config: {
        access: 'public',
        // the server's own render of /compare?saved= asks in process, on the visitor's behalf
        rateLimit: perIpRateLimit(SHARED_OPEN_RATE_LIMIT, 'comparison link openings', {
          allowList: isServerRenderRequest,
        }),
      },
      schema: { params: shareIdParamsSchema, response: { 200: sharedComparisonSchema } },
    },
    async (request) => comparisons.shared(request.params.shareId),
  );
};
