import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bfrAutomationInfoSchema,
  contactMonitorReplySchema,
  contactMonitorStatusSchema,
  fubWebhookReplySchema,
  fubWebhookSchema,
  processedContactsQuerySchema,
  processedContactsReplySchema,
  RECENTLY_PROCESSED_SHOWN,
  webhookTestReplySchema,
} from '../../../contract/bfr';
import { badRequest } from '../../http/errors';
import { requireAdmin } from '../../http/guards';
import { perIpRateLimit } from '../../http/rate-limits';
import { FUB_SIGNATURE_HEADER } from '../../integrations/followupboss/webhook-signature';
import type { ContactMonitor } from './contact-monitor';
import { WEBHOOK_PATH, type CrmWebhook } from './crm-webhook';

/** Deliveries per network address and minute: FUB sends one per change, bulk ones split. */
const WEBHOOK_RATE_LIMIT = { max: 300, windowMs: 60_000 };

/**
 * BFR link automation (issue 21): the admin page's calls (webhook info and test, monitoring
 * status, Start, Stop, Trigger Check, processed contacts) and the CRM's webhook.
 */
export const bfrAutomationRoutes: FastifyPluginAsyncZod<{
  webhook: CrmWebhook;
  monitor: ContactMonitor;
}> = async (app, { webhook, monitor }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/api/admin/bfr/automation',
    { ...admin, schema: { response: { 200: bfrAutomationInfoSchema } } },
    async () => webhook.info(),
  );

  app.post(
    '/api/admin/bfr/webhook-test',
    { ...admin, schema: { response: { 200: webhookTestReplySchema } } },
    async () => webhook.test(),
  );

  app.get(
    '/api/admin/contact-monitor/status',
    { ...admin, schema: { response: { 200: contactMonitorStatusSchema } } },
    async () => monitor.status(),
  );

  app.post(
    '/api/admin/contact-monitor/start',
    { ...admin, schema: { response: { 200: contactMonitorReplySchema } } },
    async (request) => monitor.start(requireAdmin(request).username),
  );

  app.post(
    '/api/admin/contact-monitor/stop',
    { ...admin, schema: { response: { 200: contactMonitorReplySchema } } },
    async (request) => monitor.stop(requireAdmin(request).username),
  );

  app.post(
    '/api/admin/trigger-monitoring',
    { ...admin, schema: { response: { 200: contactMonitorReplySchema } } },
    async (request) => monitor.trigger(requireAdmin(request).username),
  );

  app.get(
    '/api/admin/processed-contacts',
    {
      ...admin,
      schema: {
        querystring: processedContactsQuerySchema,
        response: { 200: processedContactsReplySchema },
      },
    },
    async (request) => monitor.processed(request.query.limit ?? RECENTLY_PROCESSED_SHOWN),
  );

  await app.register(webhookRoute, { webhook });
};

/**
 * POST /api/fub/webhook in a scope of its own: the signature is over the exact bytes sent, so
 * JSON bodies are kept as text here before they are parsed, and checked before validation.
 */
const webhookRoute: FastifyPluginAsyncZod<{ webhook: CrmWebhook }> = async (app, { webhook }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(badRequest('The body is not valid JSON'), undefined);
    }
  });

  app.post(
    WEBHOOK_PATH,
    {
      config: {
        access: 'public',
        rateLimit: perIpRateLimit(WEBHOOK_RATE_LIMIT, 'webhook deliveries'),
      },
      schema: { body: fubWebhookSchema, response: { 200: fubWebhookReplySchema } },
      preValidation: async (request) => {
        const signature = request.headers[FUB_SIGNATURE_HEADER];
        await webhook.verify(
          rawBodies.get(request) ?? '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    },
    async (request) => webhook.receive(request.body),
  );
};
