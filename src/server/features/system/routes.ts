import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  clientErrorReportSchema,
  healthResponseSchema,
  readinessResponseSchema,
  siteInfoResponseSchema,
} from '../../../contract/system';
import { redactSecretsInFields } from '../../http/logging';
import type { Readiness, ReadinessAnswer } from './readiness';
import type { SystemService } from './service';

/** Why an instance is out of rotation, in words that name no host, driver or error. */
const NOT_READY: Record<Exclude<ReadinessAnswer, 'ready'>, string> = {
  starting: 'The server is starting',
  stopping: 'The server is shutting down',
  'no-database': 'The database is not reachable',
};

export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  readiness: Readiness;
}> = async (app, { system, readiness }) => {
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

  // Readiness for the proxy (docs/SECURITY.md): /api/health above stays the liveness probe.
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: readinessResponseSchema, 503: apiErrorSchema } },
    },
    async (_request, reply) => {
      const answer = await system.ready(readiness);
      reply.header('cache-control', 'no-store');
      if (answer === 'ready') return { status: 'ready' as const };
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'UNAVAILABLE', message: NOT_READY[answer] });
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
