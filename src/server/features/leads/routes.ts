import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactReplySchema, leadFormSchema } from '../../../contract/leads';
import type { Config } from '../../config';
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
      const { createdContactId, ...answer } = await leads.submit(request.body, {
        siteOrigin: siteOrigin(config),
      });
      if (createdContactId !== null) rememberVisitor(reply, config, createdContactId);
      return answer;
    },
  );
};
