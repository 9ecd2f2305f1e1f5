import type { Database } from '../../db/connect';
import type { Integrations } from '../settings/integrations';
import { createBuiltInCrmProvider } from './built-in-provider';
import { createFollowUpBossProvider } from './followupboss-provider';
import type { CrmProvider } from './provider';

/**
 * The CRM the staff API reads from: Follow Up Boss when it is configured, else the built-in
 * CRM. Read on every call so an admin's settings change takes effect at once; the Follow Up
 * Boss client is the process's one client for the account (shared with lead delivery, it
 * tracks the account's rate limit).
 */
export function createCurrentCrmProvider(deps: { db: Database; integrations: Integrations }) {
  const builtIn = createBuiltInCrmProvider(deps.db);
  let cached: { client: unknown; provider: CrmProvider } | null = null;

  return async function currentCrmProvider(): Promise<CrmProvider> {
    const { followUpBoss } = await deps.integrations.current();
    if (!followUpBoss) return builtIn;
    if (cached?.client !== followUpBoss.client) {
      cached = {
        client: followUpBoss.client,
        provider: createFollowUpBossProvider(followUpBoss.client),
      };
    }
    return cached.provider;
  };
}
