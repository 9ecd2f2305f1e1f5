import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comparisonResponseSchema } from '../../../contract/comparison';
import { propertyIdParamsSchema } from '../../../contract/properties';
import type { ComparisonService } from './service';

/** Comparables change only when the feed refresh changes listings: reuse briefly, like a listing. */
const COMPARISON_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The price comparison API. The spec names two paths for the same reply: the price
 * comparison page calls the first, the comparative market analysis the second.
 */
export const COMPARISON_PATHS = [
  '/api/properties/spark-comparison/:id',
  '/api/spark-comparison/:id',
] as const;

export const comparisonRoutes: FastifyPluginAsyncZod<{ comparison: ComparisonService }> = async (
  app,
  { comparison },
) => {
  for (const path of COMPARISON_PATHS) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: { params: propertyIdParamsSchema, response: { 200: comparisonResponseSchema } },
      },
      async (request, reply) => {
        const result = await comparison.compare(request.params.id);
        reply.header('cache-control', COMPARISON_CACHE);
        return result;
      },
    );
  }
};
