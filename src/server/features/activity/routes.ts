import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorActivityRequestSchema } from '../../../contract/activity';
import { rememberedVisitor } from '../../http/known-visitor';
import { perIpRateLimit } from '../../http/rate-limits';
import type { Config } from '../../config';
import type { VisitorActivity } from './service';

/** Generous for a person browsing, not for a script. */
const ACTIVITY_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

/**
 * POST /api/activity: a listing viewed, a search run. Public, and always 204: whether the
 * visitor is known (and so whether anything was kept) is never revealed.
 */
export const activityRoutes: FastifyPluginAsyncZod<{
  activity: VisitorActivity;
  config: Pick<Config, 'appSecret'>;
}> = async (app, { activity, config }) => {
  app.post(
    '/api/activity',
    {
      config: { access: 'public', rateLimit: perIpRateLimit(ACTIVITY_RATE_LIMIT, 'reports') },
      schema: { body: visitorActivityRequestSchema },
    },
    async (request, reply) => {
      await activity.report(
        {
          userId: request.user?.id ?? null,
          rememberedContactId: rememberedVisitor(request, config),
        },
        request.body,
      );
      return reply.status(204).send();
    },
  );
};
