import type { AdminSettings, ConnectionTestReply } from '../../../contract/admin-settings';
import type { Config } from '../../config';
import type { Integrations } from './integrations';

export type ConnectionTests = Record<
  'armls' | 'googleOAuth' | 'googleMaps' | 'followUpBoss',
  () => Promise<ConnectionTestReply>
>;

/**
 * The admin panel's connection tests: each makes one real, cheap call with the stored (else
 * environment) credentials through the service's client and says whether it answered.
 * (Being written: see the helper's task.)
 */
export function createConnectionTests(deps: {
  config: Config;
  /** The admin settings with secrets decrypted. */
  currentSettings: () => Promise<AdminSettings>;
  integrations: Integrations;
}): ConnectionTests {
  void deps;
  const pending = async (): Promise<ConnectionTestReply> => ({
    connected: false,
    error: 'Not available yet',
  });
  return { armls: pending, googleOAuth: pending, googleMaps: pending, followUpBoss: pending };
}
