import type { SiteInfoResponse } from '../../../contract/system';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { latestListingUpdate } from './store';

/** How long the "last updated" time may be reused: every page render needs it. */
const SITE_INFO_TTL_MS = 30_000;

export type SystemService = ReturnType<typeof createSystemService>;

/** Site identity, data freshness and health: the facts every page and monitor needs. */
export function createSystemService(config: Config, database: DatabaseHandle, version: string) {
  let cached: { at: number; value: SiteInfoResponse } | null = null;
  const startedAt = Date.now();

  return {
    async siteInfo(): Promise<SiteInfoResponse> {
      if (cached && Date.now() - cached.at < SITE_INFO_TTL_MS) return cached.value;
      const updated = await latestListingUpdate(database.db);
      const value: SiteInfoResponse = {
        identity: config.site,
        listingsUpdatedAt: updated ? updated.toISOString() : null,
        googleSignInEnabled: Boolean(config.google.clientId && config.google.clientSecret),
      };
      cached = { at: Date.now(), value };
      return value;
    },

    async health() {
      const began = performance.now();
      let reachable = true;
      try {
        await database.ping();
      } catch {
        reachable = false;
      }
      return {
        status: reachable ? ('ok' as const) : ('error' as const),
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: {
          engine: database.engine,
          reachable,
          latencyMs: reachable ? Math.round((performance.now() - began) * 100) / 100 : null,
        },
      };
    },
  };
}
