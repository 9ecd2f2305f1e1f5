import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { createFollowUpBossClient } from '../../integrations/followupboss/client';
import { readAdminSettings } from '../settings/store';
import { createBuiltInCrmProvider } from './built-in-provider';
import { createFollowUpBossProvider } from './followupboss-provider';
import { followUpBossSettings } from './integrations-config';
import type { CrmProvider } from './provider';

/**
 * The CRM the staff API reads from: Follow Up Boss when it is configured, else the built-in
 * CRM. Read on every call so an admin's settings change takes effect at once; the Follow Up
 * Boss client is kept while its settings stay the same (it remembers the rate-limit window).
 */
export function createCurrentCrmProvider(deps: { db: Database; config: Config }) {
  const builtIn = createBuiltInCrmProvider(deps.db);
  let cached: { key: string; provider: CrmProvider } | null = null;

  return async function currentCrmProvider(): Promise<CrmProvider> {
    const fub = followUpBossSettings(deps.config, await readAdminSettings(deps.db));
    if (!fub) return builtIn;
    const key = JSON.stringify(fub);
    if (cached?.key !== key) {
      cached = { key, provider: createFollowUpBossProvider(createFollowUpBossClient(fub)) };
    }
    return cached.provider;
  };
}
