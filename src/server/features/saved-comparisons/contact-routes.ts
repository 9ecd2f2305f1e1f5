import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactIdParamsSchema } from '../../../contract/crm';
import {
  comparisonNoteReplySchema,
  comparisonNoteRequestSchema,
  contactComparisonParamsSchema,
  contactComparisonReplySchema,
  contactComparisonsReplySchema,
  deletedComparisonSchema,
  saveComparisonRequestSchema,
} from '../../../contract/saved-comparisons';
import { requireUser } from '../../http/guards';
import type { SavedComparisonsService } from './service';

/**
 * Staff's calls on a contact's comparisons, in the CRM that is on: list, save, delete, and
 * the link written in a CRM note. Contacts are personal data: staff only, never cached.
 */
export const contactComparisonRoutes: FastifyPluginAsyncZod<{
  comparisons: SavedComparisonsService;
}> = async (app, { comparisons }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/contacts/:id/comparisons',
    {
      config: { access: 'staff' },
      schema: { params: contactIdParamsSchema, response: { 200: contactComparisonsReplySchema } },
    },
    async (request) => ({ comparisons: await comparisons.listForContact(request.params.id) }),
  );

  app.post(
    '/api/contacts/:id/comparisons',
    {
      config: { access: 'staff' },
      schema: {
        params: contactIdParamsSchema,
        body: saveComparisonRequestSchema,
        response: { 201: contactComparisonReplySchema },
      },
    },
    async (request, reply) => {
      const comparison = await comparisons.createForContact(
        request.params.id,
        request.body,
        requireUser(request).username,
      );
      return reply.code(201).send({ comparison });
    },
  );

  app.delete(
    '/api/contacts/:id/comparisons/:comparisonId',
    {
      config: { access: 'staff' },
      schema: {
        params: contactComparisonParamsSchema,
        response: { 200: deletedComparisonSchema },
      },
    },
    async (request) => comparisons.removeForContact(request.params.id, request.params.comparisonId),
  );

  app.post(
    '/api/contacts/:id/comparisons/:comparisonId/note',
    {
      config: { access: 'staff' },
      schema: {
        params: contactComparisonParamsSchema,
        body: comparisonNoteRequestSchema,
        response: { 201: comparisonNoteReplySchema },
      },
    },
    async (request, reply) => {
      const note = await comparisons.sendNote(
        request.params.id,
        request.params.comparisonId,
        request.body.message,
        requireUser(request).username,
      );
      return reply.code(201).send({ note });
    },
  );
};
