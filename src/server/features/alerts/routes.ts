import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertIdParamsSchema, alertListSchema } from '../../../contract/alerts';
import { messageResponseSchema } from '../../../contract/auth';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import { presentAlert } from './presenter';
import { listOpenAlerts, resolveAlert } from './store';

/** The admin alert banner's calls. */
export const alertRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/alerts',
    { config: { access: 'admin' }, schema: { response: { 200: alertListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await listOpenAlerts(db)).map(presentAlert);
    },
  );

  app.post(
    '/api/admin/alerts/:id/resolve',
    {
      config: { access: 'admin' },
      schema: { params: alertIdParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (!(await resolveAlert(db, request.params.id))) throw notFound('Alert not found');
      return { message: 'Alert resolved' };
    },
  );
};
