import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionTestReplySchema } from '../../../contract/admin-settings';
import type { ConnectionTests } from './connection-tests';

/** The admin panel's connection tests (back-office spec section 7): admins only, never cached. */
export const connectionTestRoutes: FastifyPluginAsyncZod<{ tests: ConnectionTests }> = async (
  app,
  { tests },
) => {
  const paths: Array<[string, keyof ConnectionTests]> = [
    ['/api/test/armls', 'armls'],
    ['/api/test/google-oauth', 'googleOAuth'],
    ['/api/test/google-maps', 'googleMaps'],
    ['/api/test/followupboss-auto', 'followUpBoss'],
  ];
  for (const [path, test] of paths) {
    app.get(
      path,
      { config: { access: 'admin' }, schema: { response: { 200: connectionTestReplySchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return tests[test]();
      },
    );
  }
};
