import { useMutation } from '@tanstack/react-query';
import { connectionTestReplySchema } from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';

/** The four connection tests of the API tab (back-office spec section 7). */
export const CONNECTION_TEST_PATHS = {
  armls: '/api/test/armls',
  googleOAuth: '/api/test/google-oauth',
  googleMaps: '/api/test/google-maps',
  followUpBoss: '/api/test/followupboss-auto',
} as const;
export type ConnectionTestName = keyof typeof CONNECTION_TEST_PATHS;

export const runConnectionTest = (name: ConnectionTestName) =>
  apiRequest(CONNECTION_TEST_PATHS[name], { schema: connectionTestReplySchema });

/** A test is a mutation: it runs when the admin presses Test, never on its own. */
export function useConnectionTest(name: ConnectionTestName) {
  return useMutation({ mutationFn: () => runConnectionTest(name) });
}
