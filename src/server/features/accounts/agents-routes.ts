import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAgentRequestSchema, agentsReplySchema } from '../../../contract/agents';
import { idParam } from '../../../contract/primitives';
import type { Database } from '../../db/connect';
import { requireAdmin } from '../../http/guards';
import { listAgents, setAgentRole } from './agents-store';

const agentIdParamsSchema = z.object({ id: idParam('Invalid user id') });

/**
 * The team's agents: staff read the list (to assign a contact); admins give and take the
 * agent role in the Admin Settings tab.
 */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/agents',
    { config: { access: 'staff' }, schema: { response: { 200: agentsReplySchema } } },
    async () => ({ agents: await listAgents(db) }),
  );

  app.post(
    '/api/admin/agents',
    {
      config: { access: 'admin' },
      schema: { body: addAgentRequestSchema, response: { 200: agentsReplySchema } },
    },
    async (request) => ({
      agents: await setAgentRole(
        db,
        { identifier: request.body.identifier, isAgent: true },
        requireAdmin(request),
      ),
    }),
  );

  app.delete(
    '/api/admin/agents/:id',
    {
      config: { access: 'admin' },
      schema: { params: agentIdParamsSchema, response: { 200: agentsReplySchema } },
    },
    async (request) => ({
      agents: await setAgentRole(
        db,
        { userId: request.params.id, isAgent: false },
        requireAdmin(request),
      ),
    }),
  );
};
