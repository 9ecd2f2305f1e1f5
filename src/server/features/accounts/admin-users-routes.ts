import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAdminRequestSchema, adminUsersReplySchema } from '../../../contract/admin-settings';
import { idParam } from '../../../contract/primitives';
import { requireAdmin } from '../../http/guards';
import type { AdminUsers } from './admin-users';

const adminIdParamsSchema = z.object({ id: idParam('Invalid user id') });

/** The Admin Settings tab: list, add and remove admins (admins only). */
export const adminUserRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsers }> = async (
  app,
  { adminUsers },
) => {
  const options = { config: { access: 'admin' as const } };

  app.get(
    '/api/admin/users',
    { ...options, schema: { response: { 200: adminUsersReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsers.list(requireAdmin(request).id);
    },
  );

  app.post(
    '/api/admin/users',
    {
      ...options,
      schema: { body: addAdminRequestSchema, response: { 200: adminUsersReplySchema } },
    },
    async (request) => adminUsers.add(request.body.identifier, requireAdmin(request)),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      ...options,
      schema: { params: adminIdParamsSchema, response: { 200: adminUsersReplySchema } },
    },
    async (request) => adminUsers.remove(request.params.id, requireAdmin(request)),
  );
};
