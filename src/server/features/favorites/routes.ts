import { rememberedVisitor } from '../../http/known-visitor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavoriteRequestSchema,
  favoriteParamsSchema,
  favoriteStatusSchema,
  favoritesResponseSchema,
} from '../../../contract/favorites';
import { requireUser } from '../../http/guards';
import type { Config } from '../../config';
import type { FavoritesService } from './service';

/** The signed-in visitor's favorites: each call reads or changes the caller's own list only. */
export const favoriteRoutes: FastifyPluginAsyncZod<{
  favorites: FavoritesService;
  config: Pick<Config, 'appSecret'>;
}> = async (app, { favorites, config }) => {
  app.get(
    '/api/favorites',
    { config: { access: 'user' }, schema: { response: { 200: favoritesResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      // personal data: never stored by a shared cache, never reused after logout
      reply.header('cache-control', 'no-store');
      return favorites.list(user.id);
    },
  );

  app.post(
    '/api/favorites',
    {
      config: { access: 'user' },
      schema: {
        body: addFavoriteRequestSchema,
        response: { 200: favoriteStatusSchema, 201: favoriteStatusSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { status, created } = await favorites.add(user.id, request.body.propertyId, {
        rememberedContactId: rememberedVisitor(request, config),
      });
      return reply.code(created ? 201 : 200).send(status);
    },
  );

  app.delete(
    '/api/favorites/:propertyId',
    {
      config: { access: 'user' },
      schema: { params: favoriteParamsSchema, response: { 200: favoriteStatusSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return favorites.remove(user.id, request.params.propertyId);
    },
  );
};
