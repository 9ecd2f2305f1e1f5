import type { SiteInfoResponse } from '../../../contract/system';
import { GOOGLE_MAP_TILES, OPENSTREETMAP_TILES } from '../../../core/map-tile-source';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { OFFLINE_PHOTO_PATH } from '../mls-sync/photo-routes';
import { googleMapsApiKey } from '../settings/integrations';
import type { Settings } from '../settings/settings';
import { effectiveIdentity } from './identity';
import { checkReadiness, type Readiness } from './readiness';
import { latestListingUpdate } from './store';

/** The feed's photo hosts, plus our own /mls-photos/ path while the offline feed serves the listings. */
export function listingPhotoSources(config: Config): string[] {
  return config.spark.accessToken
    ? config.mlsPhotoHosts
    : [...config.mlsPhotoHosts, `${OFFLINE_PHOTO_PATH}/`];
}

/** How long the "last updated" time may be reused: every page render needs it. */
const LAST_UPDATE_TTL_MS = 30_000;

export type SystemService = ReturnType<typeof createSystemService>;

/** Site identity, data freshness and health: the facts every page and monitor needs. */
export function createSystemService(
  config: Config,
  database: DatabaseHandle,
  version: string,
  settings: Pick<Settings, 'current'>,
) {
  let lastUpdate: { at: number; value: Date | null } | null = null;
  const startedAt = Date.now();

  return {
    async siteInfo(): Promise<SiteInfoResponse> {
      if (!lastUpdate || Date.now() - lastUpdate.at >= LAST_UPDATE_TTL_MS) {
        lastUpdate = { at: Date.now(), value: await latestListingUpdate(database.db) };
      }
      const admin = await settings.current();
      const description = admin.generalSettings.companyDescription;
      return {
        // the General tab's name and contact details, each blank one the environment's
        identity: effectiveIdentity(config.site, admin.generalSettings),
        ...(description ? { description } : {}),
        listingsUpdatedAt: lastUpdate.value ? lastUpdate.value.toISOString() : null,
        googleSignInEnabled: Boolean(config.google.clientId && config.google.clientSecret),
        photoSources: listingPhotoSources(config),
        appearance: { ui: admin.uiSettings },
        // Google's through /map-tiles/ while a Maps key is in force (features/map-tiles)
        mapTiles: googleMapsApiKey(config, admin) === null ? OPENSTREETMAP_TILES : GOOGLE_MAP_TILES,
      };
    },

    /** Whether to send this instance requests: its phase, and the database answering soon. */
    ready: (readiness: Readiness) => checkReadiness(readiness, () => database.ping()),

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
