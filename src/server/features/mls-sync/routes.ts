import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../contract/auth';
import { cacheSummarySchema, cityCacheStatusListSchema } from '../../../contract/mls-cache';
import { AppError } from '../../http/errors';
import type { SyncController } from './controller';

/** The city cache admin API. */
export const mlsCacheRoutes: FastifyPluginAsyncZod<{ controller: SyncController }> = async (
  app,
  { controller },
) => {
  app.get(
    '/api/admin/automated-cache/status',
    { config: { access: 'admin' }, schema: { response: { 200: cityCacheStatusListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return controller.status();
    },
  );

  app.get(
    '/api/admin/automated-cache/summary',
    { config: { access: 'admin' }, schema: { response: { 200: cacheSummarySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return controller.summary();
    },
  );

  app.post(
    '/api/admin/automated-cache/start',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema } } },
    async () => {
      // A second start used to answer 200 while the run went on, and the page could not tell
      // it from a real start (issue 41). A run stalled on a city is resumed by Stop, then Start.
      const { started, cities } = await controller.start({ onlyIfIdle: true });
      if (!started) throw new AppError('CONFLICT', 'Caching is already running');
      return { message: `Caching started for ${cities} cities` };
    },
  );

  app.post(
    '/api/admin/automated-cache/stop',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema } } },
    async () => {
      if (!(await controller.stop())) throw new AppError('CONFLICT', 'Caching is not running');
      return { message: 'Caching stopped; it resumes where it left off when started again' };
    },
  );
};
