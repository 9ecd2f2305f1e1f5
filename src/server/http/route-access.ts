import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth';
import {
  callerAccess,
  grantsAccess,
  isRouteAccess,
  minimumAccess,
  ROUTE_ACCESS_LEVELS,
  type RouteAccess,
} from '../../core/route-access';
import { AppError } from './errors';
import './request-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (src/core/route-access.ts). Required for every /api route. */
    access?: RouteAccess;
    /** A route outside /api that reads the caller's session (GET /metrics); /api routes always do. */
    session?: boolean;
  }
}

export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: FastifySchema;
};

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route of the app with its declared access and schema, in registration order. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('installRouteAccess was not called on this app');
  return table;
}

/**
 * Access control on the matched route. Must be installed on the root instance before any route
 * and after the session hook:
 * - at registration, each route's `config.access` is checked: a route under /api without one,
 *   with an unknown level, or with less than its path's minimum (src/core/route-access.ts)
 *   stops the server from starting; other routes (built files, pages, sitemap) are public;
 * - on each request, the caller's level is compared with the access of the route the router
 *   matched, so percent-encoding, case or slashes in the URL text change nothing.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);

  app.addHook('onRoute', (route) => {
    const declared: unknown = route.config?.access;
    const methods = ([] as HTTPMethods[]).concat(route.method);
    const isApi = route.url === '/api' || route.url.startsWith('/api/');
    if (declared === undefined && isApi) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no config.access`);
    }
    if (declared !== undefined && !isRouteAccess(declared)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares access ${String(declared)}; ` +
          `use one of ${ROUTE_ACCESS_LEVELS.join(', ')}`,
      );
    }
    const access: RouteAccess = declared ?? 'public';
    route.config = { ...route.config, access };
    for (const method of methods) {
      const least = minimumAccess(method, route.url);
      if (!grantsAccess(access, least)) {
        throw new Error(
          `Route ${method} ${route.url} declares access '${access}' but its path needs '${least}'`,
        );
      }
      table.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config.access ?? 'public';
    if (grantsAccess(callerAccess(request.user), needed)) return;
    if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly);
  });
}
