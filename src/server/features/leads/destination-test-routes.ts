import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { destinationTestReplySchema } from '../../../contract/operations';
import type { DestinationTests } from './destination-tests';

/** The Google Sheets and Google Forms pages' test sends (admins only). */
export const destinationTestRoutes: FastifyPluginAsyncZod<{ tests: DestinationTests }> = async (
  app,
  { tests },
) => {
  const routes: Array<[string, () => ReturnType<DestinationTests['appsScriptRow']>]> = [
    ['/api/admin/google-sheets/test', tests.appsScriptRow],
    ['/api/admin/google-forms/test', tests.googleFormsResponse],
  ];
  for (const [path, send] of routes) {
    app.post(
      path,
      { config: { access: 'admin' }, schema: { response: { 200: destinationTestReplySchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return send();
      },
    );
  }
};
