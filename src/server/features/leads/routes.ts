import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactReplySchema, leadFormSchema } from '../../../contract/leads';
import type { Config } from '../../config';
import { callerAccess, grantsAccess } from '../../../core/route-access';
import { rememberVisitor } from '../../http/known-visitor';
import { perIpRateLimit } from '../../http/rate-limits';
import { siteOrigin } from '../../http/site-origin';
import type { LeadsService } from './service';

/** Per-IP budget of POST /api/contacts: enough for a family on one network, not for a bot. */
export const LEAD_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** POST /api/contacts: the new-client form. Public; validated by the shared lead schema. */
export const leadRoutes: FastifyPluginAsyncZod<{ leads: LeadsService; config: Config }> = async (
  app,
  { leads, config },
) => {
  app.post(
    '/api/contacts',
    {
      config: { access: 'public', rateLimit: perIpRateLimit(LEAD_RATE_LIMIT, 'submissions') },
      schema: { body: leadFormSchema, response: { 200: createContactReplySchema } },
    },
    async (request, reply) => {
      const { createdContactId, fubContactId } = await leads.submit(request.body, {
        siteOrigin: siteOrigin(config),
      });
      // Anonymous callers hear the same whether the e-mail or phone was already a contact
      // (issue 39): no contact id, and the same cookie either way. Staff entering a lead may
      // see the contact it made.
      rememberVisitor(request, reply, config, createdContactId);
      const staff = grantsAccess(callerAccess(request.user), 'staff');
      return { success: true as const, fubContactId: staff ? fubContactId : null };
    },
  );
};
