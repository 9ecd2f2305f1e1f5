import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchRequestSchema,
  deletedSavedSearchSchema,
  savedSearchParamsSchema,
  savedSearchReplySchema,
  savedSearchesReplySchema,
  updateSavedSearchRequestSchema,
} from '../../../contract/saved-searches';
import { requireUser } from '../../http/guards';
import type { SavedSearchesService } from './service';

/**
 * The signed-in visitor's saved searches: each call reads or changes the caller's own only
 * (another's id is a 404, as a missing one).
 */
export const savedSearchRoutes: FastifyPluginAsyncZod<{
  savedSearches: SavedSearchesService;
}> = async (app, { savedSearches }) => {
  // personal data, and a renamed or deleted search must not come back from a cache
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/saved-searches',
    { config: { access: 'user' }, schema: { response: { 200: savedSearchesReplySchema } } },
    async (request) => ({ savedSearches: await savedSearches.list(requireUser(request).id) }),
  );

  app.post(
    '/api/saved-searches',
    {
      config: { access: 'user' },
      schema: { body: createSavedSearchRequestSchema, response: { 201: savedSearchReplySchema } },
    },
    async (request, reply) => {
      const savedSearch = await savedSearches.create(requireUser(request).id, request.body);
      return reply.code(201).send({ savedSearch });
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      config: { access: 'user' },
      schema: {
        params: savedSearchParamsSchema,
        body: updateSavedSearchRequestSchema,
        response: { 200: savedSearchReplySchema },
      },
    },
    async (request) => ({
      savedSearch: await savedSearches.update(
        requireUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      config: { access: 'user' },
      schema: { params: savedSearchParamsSchema, response: { 200: deletedSavedSearchSchema } },
    },
    async (request) => savedSearches.remove(requireUser(request).id, request.params.id),
  );
};
