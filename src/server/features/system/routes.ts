import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  clientErrorReportSchema,
  healthResponseSchema,
  siteInfoResponseSchema,
} from '../../../contract/system';
import { redactSecretsInFields } from '../../http/logging';
import type { SystemService } from './service';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: healthResponseSchema,
          503: apiErrorSchema.extend(healthResponseSchema.shape),
        },
      },
    },
    async (_request, reply) => {
      const health = await system.health();
      reply.header('cache-control', 'no-store');
      if (health.status === 'ok') return health;
      return reply
        .status(503)
        .send({ code: 'UNAVAILABLE', message: 'The database is not reachable', ...health });
    },
  );

  app.get(
    '/api/site',
    { config: { access: 'public' }, schema: { response: { 200: siteInfoResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return system.siteInfo();
    },
  );

  app.post(
    '/api/client-errors',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: clientErrorReportSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // Logged only (visitor spec section 8); warn level so it shows in production logs.
      // Every field is free text that may name a URL with a secret in it (the page's
      // /bfr/{id} or /compare?saved=, a reset link in a message, a token in a stack frame):
      // each URL in each field, present or added later, is logged as a request URL is.
      const clientError = redactSecretsInFields(request.body);
      request.log.warn({ clientError }, 'browser error reported');
      return reply.status(204).send(null);
    },
  );
};
