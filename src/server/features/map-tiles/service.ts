import type { FastifyBaseLogger } from 'fastify';
import type { AdminSettings } from '../../../contract/admin-settings';
import type { Config } from '../../config';
import { AppError, notFound } from '../../http/errors';
import {
  createMapTilesClient,
  MapTilesError,
  type MapTileImage,
  type MapTilesClient,
  type MapTilesSession,
} from '../../integrations/google-maps/tiles-client';
import { googleMapsApiKey } from '../settings/integrations';

/**
 * Google's map tiles through our own /map-tiles/{z}/{x}/{y} path (decision 026): on while a
 * Google Maps key is in force (the admin panel's, else GOOGLE_MAPS_API_KEY), so the key and
 * the session token stay on the server. One 2D tiles session is kept until shortly before it
 * expires and made anew once when Google refuses it; recent tiles are kept in memory.
 */

/** A session is replaced this long before Google's expiry. */
const SESSION_MARGIN_MS = 10 * 60_000;
/** Recent tiles kept (a 256 px road map tile is 5-30 KB). */
const RECENT_TILES_MAX_ENTRIES = 1_000;
const RECENT_TILES_MAX_BYTES = 24 * 1024 * 1024;
/** How long a kept tile is served without asking Google again. */
const RECENT_TILE_TTL_MS = 60 * 60_000;

/** The message of a tile Google could not give (the key never appears in it). */
export const MAP_TILES_UNAVAILABLE = 'The map tiles are not available right now. Please try again.';
export const MAP_TILES_OFF = 'Map tiles are served here only when a Google Maps key is set';
export const MAP_TILE_NOT_FOUND = 'No map tile there';

/** After Google refused a session, how long until it is asked again. */
const SESSION_RETRY_PAUSE_MS = 30_000;

type KeptTile = MapTileImage & { at: number };

type SessionState = {
  key: string;
  client: MapTilesClient;
  session: Promise<MapTilesSession> | null;
  /** The token of `session` once it arrived. */
  sessionToken: string | null;
  failed: { until: number; error: unknown } | null;
};

export type MapTiles = ReturnType<typeof createMapTiles>;

export function createMapTiles(deps: {
  config: Config;
  /** The admin settings with secrets opened. */
  currentSettings: () => Promise<AdminSettings>;
  logger?: FastifyBaseLogger;
  /** Per request to Google (default 10 s; tests shorten it). */
  timeoutMs?: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let current: SessionState | null = null;
  const recent = new Map<string, KeptTile>();
  let recentBytes = 0;

  function clientFor(apiKey: string) {
    if (current?.key !== apiKey) {
      current = {
        key: apiKey,
        client: createMapTilesClient({
          baseUrl: deps.config.google.mapTilesBaseUrl,
          apiKey,
          timeoutMs: deps.timeoutMs,
        }),
        session: null,
        sessionToken: null,
        failed: null,
      };
      // tiles of another account's session are not served on
      recent.clear();
      recentBytes = 0;
    }
    return current;
  }

  /**
   * The kept session, or a new one when there is none, it is about to expire, or it is the
   * one Google just refused (`refused`). A session Google would not give is not asked for
   * again for a little while, so a wrong key costs Google one request per half minute.
   */
  async function session(state: SessionState, refused?: string): Promise<string> {
    if (state.session) {
      try {
        const kept = await state.session;
        if (kept.session !== refused && kept.expiresAt.getTime() - SESSION_MARGIN_MS > now()) {
          return kept.session;
        }
      } catch {
        // the last attempt failed: the pause below, or a new attempt
      }
    }
    if (state.failed && now() < state.failed.until) throw state.failed.error;
    // a newer session than the refused one may already be on its way
    const pending = state.session;
    const made =
      pending && refused !== undefined && state.sessionToken !== refused
        ? pending
        : state.client.createSession();
    if (made !== pending) {
      state.session = made;
      state.sessionToken = null;
      made.then(
        (s) => {
          if (state.session === made) state.sessionToken = s.session;
          state.failed = null;
        },
        (error: unknown) => {
          if (state.session === made) state.session = null;
          state.failed = { until: now() + SESSION_RETRY_PAUSE_MS, error };
        },
      );
    }
    return (await made).session;
  }

  function keep(key: string, tile: MapTileImage) {
    const old = recent.get(key);
    if (old) recentBytes -= old.body.length;
    recent.delete(key);
    recent.set(key, { ...tile, at: now() });
    recentBytes += tile.body.length;
    for (const [oldest, kept] of recent) {
      if (recent.size <= RECENT_TILES_MAX_ENTRIES && recentBytes <= RECENT_TILES_MAX_BYTES) break;
      recent.delete(oldest);
      recentBytes -= kept.body.length;
    }
  }

  function kept(key: string): MapTileImage | null {
    const tile = recent.get(key);
    if (!tile) return null;
    if (now() - tile.at > RECENT_TILE_TTL_MS) {
      recent.delete(key);
      recentBytes -= tile.body.length;
      return null;
    }
    // most recently used last
    recent.delete(key);
    recent.set(key, tile);
    return tile;
  }

  /** A refusal that a new session may cure (expired or unknown session; 400/403). */
  const sessionRefused = (error: unknown) =>
    error instanceof MapTilesError &&
    (error.kind === 'session' ||
      ((error.kind === 'denied' || error.kind === 'invalid-request') &&
        (error.httpStatus === 400 || error.httpStatus === 403)));

  function asAppError(error: unknown): AppError {
    if (error instanceof MapTilesError && error.kind === 'not-found') {
      return notFound(MAP_TILE_NOT_FOUND);
    }
    deps.logger?.warn(
      {
        kind: error instanceof MapTilesError ? error.kind : 'unexpected',
        reason: error instanceof Error ? error.message : String(error),
      },
      'a Google map tile could not be fetched',
    );
    return new AppError('UNAVAILABLE', MAP_TILES_UNAVAILABLE);
  }

  return {
    /** Whether the tiles come from Google (a Maps key is in force). */
    async enabled(): Promise<boolean> {
      return googleMapsApiKey(deps.config, await deps.currentSettings()) !== null;
    },

    /**
     * The tile at z/x/y from Google. AppError NOT_FOUND when Google tiles are off or there is
     * no such tile, UNAVAILABLE when Google could not give it.
     */
    async tile(z: number, x: number, y: number): Promise<MapTileImage> {
      const apiKey = googleMapsApiKey(deps.config, await deps.currentSettings());
      if (apiKey === null) throw notFound(MAP_TILES_OFF);
      const state = clientFor(apiKey);
      const key = `${z}/${x}/${y}`;
      const hit = kept(key);
      if (hit) return hit;
      try {
        const token = await session(state);
        let tile: MapTileImage;
        try {
          tile = await state.client.tile(token, z, x, y);
        } catch (error) {
          if (!sessionRefused(error)) throw error;
          // the session expired or Google forgot it: one new session, one more try
          tile = await state.client.tile(await session(state, token), z, x, y);
        }
        if (current === state) keep(key, tile);
        return tile;
      } catch (error) {
        throw asAppError(error);
      }
    },
  };
}
