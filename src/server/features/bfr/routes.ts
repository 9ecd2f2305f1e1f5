import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bfrContactIdParamsSchema,
  bfrContactReplySchema,
  bfrSavedReplySchema,
  bfrSearchParamsSchema,
  bfrUpdateRequestSchema,
  crmCustomFieldsReplySchema,
  fieldMappingsReplySchema,
  fieldMappingsSavedReplySchema,
  fieldMappingsUpdateSchema,
  listingAgentParamsSchema,
  listingAgentReplySchema,
} from '../../../contract/bfr';
import { requireAdmin, requireUser } from '../../http/guards';
import type { BfrClientAccess } from './client-access';
import type { BfrService } from './service';

/**
 * The buyer file (BFR) admin API of the back-office spec (section 7): contact lookup and save,
 * the listing agent by MLS number, the CRM's custom fields and the field mapping. Contacts
 * and their checklists are personal data: admins only (the listing agent: staff or a client
 * link's holder, checked in the handler), never cached.
 */
export const bfrRoutes: FastifyPluginAsyncZod<{
  bfr: BfrService;
  clientAccess: BfrClientAccess;
}> = async (app, { bfr, clientAccess }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/bfr/contact/:nameOrEmail',
    {
      config: { access: 'staff' },
      schema: { params: bfrSearchParamsSchema, response: { 200: bfrContactReplySchema } },
    },
    async (request) => bfr.findContact(request.params.nameOrEmail),
  );

  app.get(
    '/api/admin/bfr/contacts/:id',
    {
      config: { access: 'staff' },
      schema: { params: bfrContactIdParamsSchema, response: { 200: bfrContactReplySchema } },
    },
    async (request) => bfr.contactById(request.params.id),
  );

  app.post(
    '/api/admin/bfr/update',
    {
      config: { access: 'staff' },
      schema: { body: bfrUpdateRequestSchema, response: { 200: bfrSavedReplySchema } },
    },
    async (request) => bfr.save(request.body, requireUser(request).username),
  );

  // staff, or the holder of a client link (the client's form looks the listing up too)
  app.get(
    '/api/listing-agent/:mls',
    {
      config: { access: 'public' },
      schema: { params: listingAgentParamsSchema, response: { 200: listingAgentReplySchema } },
    },
    async (request) => {
      await clientAccess.anyGrant(request);
      return bfr.listingAgent(request.params.mls);
    },
  );

  app.get(
    '/api/admin/fub/fields',
    { config: { access: 'admin' }, schema: { response: { 200: crmCustomFieldsReplySchema } } },
    async () => bfr.customFields(),
  );

  app.get(
    '/api/admin/fub/mappings',
    { config: { access: 'admin' }, schema: { response: { 200: fieldMappingsReplySchema } } },
    async () => bfr.fieldMappings(),
  );

  app.post(
    '/api/admin/fub/mappings',
    {
      config: { access: 'admin' },
      schema: { body: fieldMappingsUpdateSchema, response: { 200: fieldMappingsSavedReplySchema } },
    },
    async (request) => {
      const user = requireAdmin(request);
      // the development test-mode admin has no account (id 0)
      return bfr.saveFieldMappings(request.body, {
        userId: user.id > 0 ? user.id : null,
        name: user.username,
      });
    },
  );
};
