import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { callerAccess, grantsAccess, isRouteAccess } from '../../core/route-access';
import { API_SUMMARIES } from './api-summaries';
import { notFound } from './errors';
import './route-access';

/** Sections of the docs page: the first path segment after /api, some grouped by feature. */
const TAG_OF_SEGMENT: Record<string, string> = {
  user: 'accounts',
  login: 'accounts',
  register: 'accounts',
  logout: 'accounts',
  'forgot-password': 'accounts',
  'reset-password': 'accounts',
  auth: 'accounts',
  health: 'system',
  site: 'system',
  'client-errors': 'system',
  'badge-settings': 'properties',
  // the search box's suggestions (issue 40)
  search: 'properties',
  'spark-comparison': 'comparison',
  'followup-boss': 'contacts',
};

/** The operation field that carries each route's declared access into the document. */
const ACCESS_FIELD = 'x-access';

/** The Swagger UI files the docs page loads (swagger-ui-dist), served from our origin (CSP 'self'). */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * The Swagger UI start script, served as a file: the CSP allows no inline script. It reads the
 * document this browser may see (admins also get the staff and admin routes).
 */
const UI_INIT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });
});
`;

const UI_PAGE = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? 'api';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

/**
 * OpenAPI 3 document generated from the zod schemas the routes validate with (@fastify/swagger
 * with the zod provider's transform), at /api/openapi.json, and a Swagger UI page at /api/docs.
 * Every /api route is in it with its declared access (`x-access`); callers see the operations
 * their access allows: visitors the public ones, admins all of them. Must be installed after
 * installRouteAccess and before the routes.
 */
export async function installApiDocs(
  app: FastifyInstance,
  options: { title: string; version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${options.title} API`,
        version: options.version,
        description:
          'Errors answer `{code, message, fieldErrors?}` with the HTTP status. ' +
          '`x-access` says who may call each operation: public, user (signed in), staff or admin.',
      },
    },
    transform(document) {
      const { route, url } = document;
      // pages, built files, sitemap and the docs' own files are not the API
      if (!url.startsWith('/api/') || route.schema?.hide) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      const access = route.config?.access;
      const method = [route.method].flat()[0]?.toUpperCase() ?? 'GET';
      const summary = API_SUMMARIES[`${method} ${url}`];
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          ...(summary ? { summary } : {}),
          tags: [tagOf(url)],
          ...(isRouteAccess(access) ? { [ACCESS_FIELD]: access } : {}),
        },
      };
    },
  });

  app.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const held = callerAccess(request.user);
      const full = app.swagger() as OpenAPIV3.Document;
      const paths: OpenAPIV3.PathsObject = {};
      for (const [url, item] of Object.entries(full.paths)) {
        const allowed = Object.entries(item ?? {}).filter(([, operation]) => {
          const access: unknown = (operation as Record<string, unknown>)[ACCESS_FIELD];
          return isRouteAccess(access) && grantsAccess(held, access);
        });
        if (allowed.length > 0) paths[url] = Object.fromEntries(allowed);
      }
      // what a caller sees depends on who they are
      reply.header('cache-control', 'private, no-store');
      return { ...full, paths };
    },
  );

  app.get(
    '/api/docs',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('text/html; charset=utf-8')
        .send(UI_PAGE(options.title)),
  );

  const uiRoot = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  app.get<{ Params: { file: string } }>(
    '/api/docs/:file',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      reply.header('cache-control', 'public, max-age=3600');
      if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(UI_INIT);
      const type = UI_FILES[file];
      if (!type) throw notFound('No such documentation file');
      return reply.type(type).send(await readFile(path.join(uiRoot, file)));
    },
  );
}
