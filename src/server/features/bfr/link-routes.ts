import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bfrLinkParamsSchema,
  bfrLinkRevokedReplySchema,
  bfrLinksQuerySchema,
  bfrLinksReplySchema,
  bfrPublicContactParamsSchema,
  bfrPublicContactReplySchema,
  bfrPublicSubmitSchema,
  bfrSavedReplySchema,
  generateBfrLinkReplySchema,
  generateBfrLinkRequestSchema,
} from '../../../contract/bfr';
import type { Config } from '../../config';
import { requireUser } from '../../http/guards';
import { perIpRateLimit } from '../../http/rate-limits';
import type { BfrClientAccess } from './client-access';
import { grantOf, storeGrant } from './link-grants';
import type { BfrLinkService } from './link-service';
import type { BfrService } from './service';

/** Openings of /bfr/{id} per network address: a client opens theirs a few times. */
const LINK_OPEN_RATE_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * The client links to buyer files and the client's form API (issue 21): the admin's link
 * generation, list and revoke, and the contact read and save of the client's form, open to
 * staff and to the holder of that contact's grant (checked in the handler: the routes are
 * declared public because a session is not what opens them). Never cached.
 */
export const bfrLinkRoutes: FastifyPluginAsyncZod<{
  bfr: BfrService;
  links: BfrLinkService;
  clientAccess: BfrClientAccess;
}> = async (app, { bfr, links, clientAccess }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/fub/generate-bfr-link',
    {
      config: { access: 'staff' },
      schema: {
        body: generateBfrLinkRequestSchema,
        response: { 200: generateBfrLinkReplySchema },
      },
    },
    async (request) => links.generate(request.body, requireUser(request).username),
  );

  app.get(
    '/api/admin/bfr/links',
    {
      config: { access: 'staff' },
      schema: { querystring: bfrLinksQuerySchema, response: { 200: bfrLinksReplySchema } },
    },
    async (request) => links.linksOf(request.query.contactId),
  );

  app.post(
    '/api/admin/bfr/links/:obfuscatedId/revoke',
    {
      config: { access: 'staff' },
      schema: { params: bfrLinkParamsSchema, response: { 200: bfrLinkRevokedReplySchema } },
    },
    async (request) => links.revoke(request.params.obfuscatedId, requireUser(request).username),
  );

  app.get(
    '/api/bfr/contact/:contactId',
    {
      config: { access: 'public' },
      schema: {
        params: bfrPublicContactParamsSchema,
        response: { 200: bfrPublicContactReplySchema },
      },
    },
    async (request) => {
      await clientAccess.forContact(request, request.params.contactId);
      return bfr.clientContact(request.params.contactId);
    },
  );

  app.post(
    '/api/public/bfr/submit',
    {
      config: { access: 'public' },
      schema: { body: bfrPublicSubmitSchema, response: { 200: bfrSavedReplySchema } },
    },
    async (request) => {
      const { author } = await clientAccess.forContact(request, request.body.contactId);
      return bfr.save(request.body, author);
    },
  );
};

/**
 * GET /bfr/{id}, the link the client is given (a page address, not /api): an active link
 * stores its grant in this browser's cookie and sends it to the form (303); an unknown,
 * malformed or revoked id gets the site's 404 page, the same as any unknown path. Registered
 * beside the page shell's catch-all, which the router ranks below it.
 */
export const bfrLinkPage: FastifyPluginAsyncZod<{
  links: BfrLinkService;
  config: Pick<Config, 'isProduction' | 'publicUrl'>;
  now: () => Date;
  notFoundPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}> = async (app, { links, config, now, notFoundPage }) => {
  app.get(
    '/bfr/:obfuscatedId',
    {
      config: {
        access: 'public',
        rateLimit: perIpRateLimit(LINK_OPEN_RATE_LIMIT, 'link openings'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { obfuscatedId } = request.params as { obfuscatedId: string };
      const link = await links.open(obfuscatedId);
      if (!link) return notFoundPage(request, reply);
      const at = now();
      storeGrant(request, reply, grantOf(link, at), { config, now: at });
      return reply.redirect(`/bfr-form?contactId=${link.contactId}`, 303);
    },
  );
};
