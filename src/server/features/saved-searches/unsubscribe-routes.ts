import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quotedNames } from '../../../core/saved-search-alerts';
import { escapeHtml } from '../../http/html-shell';
import { perIpRateLimit } from '../../http/rate-limits';
import type { Unsubscribe } from './unsubscribe';

/** The page an alert's unsubscribe link opens (no sign-in needed). */
export const UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';

/** The page's words (the e2e journey and the tests read them). */
export const UNSUBSCRIBE_TEXT = {
  confirmTitle: (names: string) => `Stop alerts for ${names}?`,
  confirmButton: 'Unsubscribe',
  done: (names: string) => `You will no longer receive alerts for ${names}.`,
  invalid: 'This unsubscribe link is not valid.',
  gone: 'This saved search no longer exists, so it sends no alerts.',
} as const;

/** A person clicking a few links is fine; a script trying tokens is not. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, windowMs: 60_000 };

const querySchema = z.object({ token: z.string().max(4000).optional() });

/** A small page of the site's own, whatever the state of the web app: just what happened. */
function page(teamName: string, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} | ${e(teamName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}
p{line-height:1.5}
a{color:#1d4ed8}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.5rem;background:#b91c1c;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.team{color:#475569;font-size:.875rem;margin:0 0 .5rem}
@media (max-width:40rem){main{margin:1rem}}
</style></head>
<body><main>
<p class="team"><a href="/">${e(teamName)}</a></p>
<h1>${e(title)}</h1>
${body}
<p><a href="/saved-searches">Manage your saved searches</a></p>
</main></body></html>`;
}

/**
 * GET and POST /saved-searches/unsubscribe?token=… (decision 023). GET shows which searches
 * the link stops and a button: a mail scanner that opens every link must not unsubscribe
 * anyone. POST stops them: the page's button, or the mail program's one-click unsubscribe
 * (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the List-Unsubscribe address, any body
 * accepted). A bad signature gets 400, a deleted search 404, both as pages.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  unsubscribe: Unsubscribe;
  teamName: () => string;
}> = async (app, { unsubscribe, teamName }) => {
  // the one-click POST is a form (urlencoded or multipart); its body says nothing we need
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );
  const config = {
    access: 'public' as const,
    rateLimit: perIpRateLimit(UNSUBSCRIBE_RATE_LIMIT, 'unsubscribe requests'),
  };

  const failure = (result: 'invalid' | 'gone') =>
    result === 'invalid'
      ? {
          status: 400,
          html: page(
            teamName(),
            UNSUBSCRIBE_TEXT.invalid,
            '<p>Check that the whole link was copied from the e-mail, or change your alerts on your saved searches page.</p>',
          ),
        }
      : { status: 404, html: page(teamName(), UNSUBSCRIBE_TEXT.gone, '') };

  app.get(
    UNSUBSCRIBE_PATH,
    { config, schema: { querystring: querySchema } },
    async (request, reply) => {
      reply
        .header('cache-control', 'no-store')
        // the site's no-referrer makes a browser post the page's form with `Origin: null`,
        // which the cross-origin check refuses; same-origin tells our origin to us alone
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8');
      const token = request.query.token ?? '';
      const found = await unsubscribe.find(token);
      if (typeof found === 'string') {
        const { status, html } = failure(found);
        return reply.status(status).send(html);
      }
      const names = quotedNames(found.map((s) => s.name));
      if (found.every((s) => s.frequency === 'off')) {
        return reply.send(page(teamName(), UNSUBSCRIBE_TEXT.done(names), ''));
      }
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return reply.send(
        page(
          teamName(),
          UNSUBSCRIBE_TEXT.confirmTitle(names),
          `<p>You will get no more e-mail about new listings and price changes for ${escapeHtml(names)}. The saved search stays on your list, switched off.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${UNSUBSCRIBE_TEXT.confirmButton}</button></form>`,
        ),
      );
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { config, schema: { querystring: querySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const done = await unsubscribe.unsubscribe(request.query.token ?? '');
      if (typeof done === 'string') {
        const { status, html } = failure(done);
        return reply.status(status).send(html);
      }
      const names = quotedNames(done.map((s) => s.name));
      return reply.send(page(teamName(), UNSUBSCRIBE_TEXT.done(names), ''));
    },
  );
};
