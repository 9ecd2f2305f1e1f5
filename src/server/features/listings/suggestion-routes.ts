import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchSuggestionsQuerySchema,
  searchSuggestionsReplySchema,
} from '../../../contract/search-suggestions';
import type { Database } from '../../db/connect';
import { sendTagged, tagBody, type TaggedBody } from '../../http/conditional-get';
import type { RouteRateLimit } from '../../http/rate-limits';
import type { ReplyCache } from '../../http/reply-cache';
import { createSearchSuggestions, readTypedText } from './suggestion-service';

/**
 * A browser keeps a text's suggestions for a minute: they change with the listings, every few
 * minutes at most, and the box asks again on every pause in typing.
 */
const SUGGESTIONS_CACHE = 'public, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET /api/search/suggestions?q=… (issue 40): the search box's suggestions as a visitor types,
 * public, limited per visitor as the listings API is, and kept with the listing replies
 * (dropped whenever listings change) under the text as it is looked up, so 'Pay' and 'pay '
 * share one reply.
 */
export const suggestionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The listing API's kept replies (app.ts): emptied when the listings change. */
  listingReplies: ReplyCache<TaggedBody>;
  rateLimit: RouteRateLimit;
}> = async (app, { db, listingReplies, rateLimit }) => {
  const suggestions = createSearchSuggestions(db);

  app.get(
    '/api/search/suggestions',
    {
      config: { access: 'public', rateLimit },
      schema: {
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsReplySchema },
      },
    },
    async (request, reply) => {
      const { text } = readTypedText(request.query.q);
      const tagged = await listingReplies.get(`suggest ${text}`, async (kept) =>
        tagBody(
          JSON.stringify(searchSuggestionsReplySchema.parse(await suggestions.suggest(text))),
          { once: !kept },
        ),
      );
      reply.header('cache-control', SUGGESTIONS_CACHE).type(JSON_TYPE);
      return sendTagged(request, reply, tagged);
    },
  );
};
