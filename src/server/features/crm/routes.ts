import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activitiesReplySchema,
  addNoteRequestSchema,
  contactIdParamsSchema,
  contactReplySchema,
  contactsListQuerySchema,
  contactsListReplySchema,
  contactsSearchQuerySchema,
  crmEmailsQuerySchema,
  crmNotesQuerySchema,
  emailsReplySchema,
  noteReplySchema,
  notesReplySchema,
  personIdParamsSchema,
  recentContactsQuerySchema,
  recentContactsReplySchema,
  updateContactRequestSchema,
} from '../../../contract/crm';
import { AGENT_MESSAGES, assignContactRequestSchema } from '../../../contract/agents';
import type { Database } from '../../db/connect';
import { AppError, badRequest } from '../../http/errors';
import { findAgent } from '../accounts/agents-store';
import { requireUser } from '../../http/guards';
import { CONTACT_NOT_FOUND, type CrmProvider } from './provider';

export { CONTACT_NOT_FOUND };
const ACTIVITY_LIMIT = 100;
const DAY_MS = 24 * 60 * 60_000;

/** Stops with a 404 when the CRM does not know the contact. */
function found<T>(value: T | null): T {
  if (value === null) throw new AppError('NOT_FOUND', CONTACT_NOT_FOUND);
  return value;
}

/**
 * The staff-only CRM API (back-office spec section 7): reads, a note and a stage change,
 * answered by whichever CRM is configured. Contacts are personal data: admins only, never
 * cached by anyone.
 */
export const crmRoutes: FastifyPluginAsyncZod<{
  crm: () => Promise<CrmProvider>;
  db: Database;
}> = async (app, { crm, db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // `?stage=` is passed to the CRM, which narrows the list itself: pages and total are the stage's
  app.get(
    '/api/contacts',
    {
      config: { access: 'staff' },
      schema: { querystring: contactsListQuerySchema, response: { 200: contactsListReplySchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await (await crm()).listContacts(request.query)),
    }),
  );

  app.get(
    '/api/contacts/search',
    {
      config: { access: 'staff' },
      schema: {
        querystring: contactsSearchQuerySchema,
        response: { 200: contactsListReplySchema },
      },
    },
    async (request) => {
      const { q, ...page } = request.query;
      return { success: true as const, ...(await (await crm()).searchContacts(q, page)) };
    },
  );

  // the contacts page opens on these (issue 41); a static path, so it wins over /:id
  app.get(
    '/api/contacts/recent',
    {
      config: { access: 'staff' },
      schema: {
        querystring: recentContactsQuerySchema,
        response: { 200: recentContactsReplySchema },
      },
    },
    async (request) => {
      const { days, limit } = request.query;
      const since = new Date(Date.now() - days * DAY_MS);
      return {
        success: true as const,
        contacts: await (await crm()).contactsCreatedSince(since, limit),
      };
    },
  );

  app.get(
    '/api/contacts/:id',
    {
      config: { access: 'staff' },
      schema: { params: contactIdParamsSchema, response: { 200: contactReplySchema } },
    },
    async (request) => ({
      success: true as const,
      contact: found(await (await crm()).getContact(request.params.id)),
    }),
  );

  app.patch(
    '/api/contacts/:id',
    {
      config: { access: 'staff' },
      schema: {
        params: contactIdParamsSchema,
        body: updateContactRequestSchema,
        response: { 200: contactReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      contact: found(
        await (
          await crm()
        ).updateStage(request.params.id, request.body.stage, requireUser(request).username),
      ),
    }),
  );

  // the agent the contact is assigned to (issue 41 B): one of the team's agents, or nobody
  app.put(
    '/api/contacts/:id/assignee',
    {
      config: { access: 'staff' },
      schema: {
        params: contactIdParamsSchema,
        body: assignContactRequestSchema,
        response: { 200: contactReplySchema },
      },
    },
    async (request) => {
      const { agentId } = request.body;
      const agent = agentId === null ? null : await findAgent(db, agentId);
      if (agentId !== null && !agent) {
        throw badRequest(AGENT_MESSAGES.notAnAgent, { agentId: AGENT_MESSAGES.notAnAgent });
      }
      const author = requireUser(request).username;
      return {
        success: true as const,
        contact: found(await (await crm()).assignContact(request.params.id, agent, author)),
      };
    },
  );

  app.post(
    '/api/contacts/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        params: contactIdParamsSchema,
        body: addNoteRequestSchema,
        response: { 201: noteReplySchema },
      },
    },
    async (request, reply) => {
      const author = requireUser(request).username;
      const { subject, body } = request.body;
      const note = found(await (await crm()).addNote(request.params.id, { subject, body }, author));
      return reply.code(201).send({ success: true as const, note });
    },
  );

  app.get(
    '/api/contacts/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        params: contactIdParamsSchema,
        querystring: crmNotesQuerySchema.pick({ limit: true }),
        response: { 200: notesReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      notes: found(await (await crm()).contactNotes(request.params.id, request.query.limit)),
    }),
  );

  app.get(
    '/api/contacts/:id/activities',
    {
      config: { access: 'staff' },
      schema: { params: contactIdParamsSchema, response: { 200: activitiesReplySchema } },
    },
    async (request) => ({
      success: true as const,
      activities: found(await (await crm()).contactActivities(request.params.id, ACTIVITY_LIMIT)),
    }),
  );

  app.get(
    '/api/followup-boss/notes',
    {
      config: { access: 'staff' },
      schema: { querystring: crmNotesQuerySchema, response: { 200: notesReplySchema } },
    },
    async (request) => ({
      success: true as const,
      notes: await (await crm()).listNotes(request.query),
    }),
  );

  app.get(
    '/api/followup-boss/emails/:personId',
    {
      config: { access: 'staff' },
      schema: {
        params: personIdParamsSchema,
        querystring: crmEmailsQuerySchema,
        response: { 200: emailsReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      emails: found(await (await crm()).listEmails(request.params.personId, request.query.limit)),
    }),
  );
};
