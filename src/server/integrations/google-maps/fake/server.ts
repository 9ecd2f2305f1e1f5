import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, readRequestText, sendJson, startFakeHttpServer } from '../../fake-http-server';
import { fakeTilePng } from './tile-png';

/**
 * A local stand-in for Google Maps Platform's Geocoding API speaking its wire contract:
 * `GET /maps/api/geocode/json?address=…&key=…`, HTTP 200 with `{results, status}` for answers
 * and refusals alike (`REQUEST_DENIED` with Google's `error_message` for a missing or wrong
 * key or a key whose project has not enabled the API, `INVALID_REQUEST` without an address,
 * `ZERO_RESULTS` for a place it does not know), a few Rim Country places in Google's result
 * shape. Fault switches reproduce throttling (`OVER_QUERY_LIMIT`), `UNKNOWN_ERROR`, a 500 and
 * a dropped connection.
 *
 * It also stands in for the Map Tiles API's 2D tiles (`POST /v1/createSession?key=…`,
 * `GET /v1/2dtiles/{z}/{x}/{y}?session=…&key=…`): sessions that expire (or are expired on
 * demand), real PNG tiles (`fake/tile-png.ts`), Google's JSON refusals for a missing or wrong
 * key, an unknown or expired session and a tile outside the map. Run it standalone with
 * `npx tsx src/server/integrations/google-maps/fake/server.ts`.
 */

export type FakeGoogleMapsFailure = 'over-query-limit' | 'unknown-error' | 'http-500' | 'drop';

/** Faults of the Map Tiles API's requests (sessions and tiles alike). */
export type FakeMapTilesFailure = 'over-query-limit' | 'not-found' | 'http-500' | 'drop';

/** A Map Tiles API request as received (never the key). */
export type FakeMapTilesRequest =
  | { kind: 'session'; body: unknown }
  | { kind: 'tile'; z: number; x: number; y: number; session: string };

export type FakeGoogleMaps = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/maps/api`: the client's base URL (GOOGLE_MAPS_BASE_URL). */
  baseUrl: string;
  /** The one valid key. */
  apiKey: string;
  /** Geocoding requests received, refused and faulted ones included. */
  readonly requests: number;
  /** The addresses asked for, oldest first (never the keys). */
  readonly addresses: readonly string[];
  /** Delay before every reply (ms). */
  latencyMs: number;
  /** false: the key's project has not enabled the Geocoding API (REQUEST_DENIED). */
  apiEnabled: boolean;
  /** The next n requests fail in the given way (default OVER_QUERY_LIMIT). */
  failNext(n?: number, mode?: FakeGoogleMapsFailure): void;
  /** `${url}`: the Map Tiles client's base URL (GOOGLE_MAP_TILES_BASE_URL). */
  tilesBaseUrl: string;
  /** Map Tiles API requests received (sessions and tiles), oldest first. */
  readonly tileRequests: readonly FakeMapTilesRequest[];
  /** How long a new session lasts (seconds; Google's are about two weeks). */
  sessionTtlSeconds: number;
  /** Every session given so far stops being accepted (as when it expired). */
  expireSessions(): void;
  /** The next n Map Tiles API requests fail in the given way. */
  failNextTiles(n?: number, mode?: FakeMapTilesFailure): void;
  /** Clears counters, switches and latency. */
  reset(): void;
  close(): Promise<void>;
};

type FakePlace = {
  names: string[];
  city: string;
  county: string;
  lat: number;
  lng: number;
  placeId: string;
};

/** The places the fake knows, each under the spellings a search may use. */
export const FAKE_GEOCODE_PLACES: readonly FakePlace[] = [
  {
    names: ['payson az', 'payson arizona', 'payson'],
    city: 'Payson',
    county: 'Gila County',
    lat: 34.2308896,
    lng: -111.3251367,
    placeId: 'ChIJfake-payson-az-0001',
  },
  {
    names: ['star valley az', 'star valley arizona', 'star valley'],
    city: 'Star Valley',
    county: 'Gila County',
    lat: 34.2550299,
    lng: -111.2570826,
    placeId: 'ChIJfake-star-valley-az-0002',
  },
  {
    names: ['pine az', 'pine arizona'],
    city: 'Pine',
    county: 'Gila County',
    lat: 34.3844833,
    lng: -111.4554291,
    placeId: 'ChIJfake-pine-az-0003',
  },
  {
    names: ['phoenix az', 'phoenix arizona', 'phoenix'],
    city: 'Phoenix',
    county: 'Maricopa County',
    lat: 33.4483771,
    lng: -112.0740373,
    placeId: 'ChIJfake-phoenix-az-0004',
  },
];

/** Google's words (as of writing) for each refusal. */
export const FAKE_GOOGLE_MAPS_MESSAGES = {
  noKey:
    'You must use an API key to authenticate each request to Google Maps Platform APIs. ' +
    'For additional information, please refer to http://g.co/dev/maps-no-account',
  invalidKey: 'The provided API key is invalid. ',
  notEnabled: 'This API project is not authorized to use this API.',
  noAddress:
    "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
  overQueryLimit: 'You have exceeded your rate-limit for this API.',
} as const;

/** The Map Tiles API's words (as of writing) for each refusal. */
export const FAKE_MAP_TILES_MESSAGES = {
  noKey:
    "Method doesn't allow unregistered callers (callers without established identity). " +
    'Please use API Key or other form of API consumer identity to call this API.',
  invalidKey: 'API key not valid. Please pass a valid API key.',
  notEnabled: 'Map Tiles API has not been used in this project before or it is disabled.',
  badSessionRequest: "Invalid value at 'map_type': a map type is required.",
  noSession: 'The session token is missing or invalid.',
  expiredSession: 'The session token has expired.',
  noTile: 'Tile not found.',
  overQueryLimit: "Quota exceeded for quota metric 'Tile requests'.",
} as const;

const TILE_PATH = /^\/v1\/2dtiles\/(\d{1,2})\/(\d{1,8})\/(\d{1,8})$/;

function normalizeAddress(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\b(usa|united states)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function resultOf(place: FakePlace) {
  const span = 0.05;
  return {
    address_components: [
      { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
      {
        long_name: place.county,
        short_name: place.county,
        types: ['administrative_area_level_2', 'political'],
      },
      {
        long_name: 'Arizona',
        short_name: 'AZ',
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    ],
    formatted_address: `${place.city}, AZ, USA`,
    geometry: {
      bounds: {
        northeast: { lat: place.lat + span, lng: place.lng + span },
        southwest: { lat: place.lat - span, lng: place.lng - span },
      },
      location: { lat: place.lat, lng: place.lng },
      location_type: 'APPROXIMATE',
      viewport: {
        northeast: { lat: place.lat + span, lng: place.lng + span },
        southwest: { lat: place.lat - span, lng: place.lng - span },
      },
    },
    place_id: place.placeId,
    types: ['locality', 'political'],
  };
}

/** Starts the fake Geocoding API on 127.0.0.1. */
export async function startFakeGoogleMaps(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeGoogleMaps> {
  const apiKey = options.apiKey ?? 'fake-google-maps-key';
  const addresses: string[] = [];
  const failures: FakeGoogleMapsFailure[] = [];
  const state = { requests: 0, latencyMs: 0, apiEnabled: true, sessionTtlSeconds: 14 * 86_400 };
  const tileRequests: FakeMapTilesRequest[] = [];
  const tileFailures: FakeMapTilesFailure[] = [];
  /** session token → expiry (seconds since the epoch) */
  const sessions = new Map<string, number>();
  let sessionCount = 0;

  /** Google's JSON error shape of the Map Tiles API. */
  const tilesRefuse = (res: ServerResponse, code: number, status: string, message: string) =>
    sendJson(res, code, { error: { code, message, status } });

  /** The key check both Map Tiles requests share: true when it refused. */
  function refusedKey(res: ServerResponse, key: string | null): boolean {
    if (!key) tilesRefuse(res, 403, 'PERMISSION_DENIED', FAKE_MAP_TILES_MESSAGES.noKey);
    else if (key !== apiKey) {
      tilesRefuse(res, 400, 'INVALID_ARGUMENT', FAKE_MAP_TILES_MESSAGES.invalidKey);
    } else if (!state.apiEnabled) {
      tilesRefuse(res, 403, 'PERMISSION_DENIED', FAKE_MAP_TILES_MESSAGES.notEnabled);
    } else return false;
    return true;
  }

  /** A Map Tiles request's fault, if one is queued: true when it answered. */
  function faulted(req: IncomingMessage, res: ServerResponse): boolean {
    const failure = tileFailures.shift();
    if (failure === 'drop') req.socket.destroy();
    else if (failure === 'http-500') {
      res
        .writeHead(500, { 'content-type': 'text/html; charset=UTF-8' })
        .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    } else if (failure === 'not-found') {
      tilesRefuse(res, 404, 'NOT_FOUND', FAKE_MAP_TILES_MESSAGES.noTile);
    } else if (failure === 'over-query-limit') {
      tilesRefuse(res, 429, 'RESOURCE_EXHAUSTED', FAKE_MAP_TILES_MESSAGES.overQueryLimit);
    } else return false;
    return true;
  }

  async function createSession(req: IncomingMessage, res: ServerResponse, url: URL) {
    const text = await readRequestText(req);
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    tileRequests.push({ kind: 'session', body });
    if (state.latencyMs > 0) await delay(state.latencyMs);
    if (faulted(req, res) || refusedKey(res, url.searchParams.get('key'))) return;
    const mapType = (body as { mapType?: unknown } | null)?.mapType;
    if (typeof mapType !== 'string' || mapType === '') {
      tilesRefuse(res, 400, 'INVALID_ARGUMENT', FAKE_MAP_TILES_MESSAGES.badSessionRequest);
      return;
    }
    sessionCount += 1;
    const session = `fake-session-${sessionCount}-${Math.random().toString(36).slice(2, 10)}`;
    const expiry = Math.floor(Date.now() / 1000) + state.sessionTtlSeconds;
    sessions.set(session, expiry);
    sendJson(res, 200, {
      session,
      expiry: String(expiry),
      tileWidth: 256,
      tileHeight: 256,
      imageFormat: 'png',
    });
  }

  async function tile(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    [z, x, y]: [number, number, number],
  ) {
    const session = url.searchParams.get('session') ?? '';
    tileRequests.push({ kind: 'tile', z, x, y, session });
    if (state.latencyMs > 0) await delay(state.latencyMs);
    if (faulted(req, res) || refusedKey(res, url.searchParams.get('key'))) return;
    const expiry = sessions.get(session);
    if (expiry === undefined) {
      tilesRefuse(res, 400, 'INVALID_ARGUMENT', FAKE_MAP_TILES_MESSAGES.noSession);
      return;
    }
    if (expiry * 1000 <= Date.now()) {
      tilesRefuse(res, 403, 'PERMISSION_DENIED', FAKE_MAP_TILES_MESSAGES.expiredSession);
      return;
    }
    if (z > 22 || x >= 2 ** z || y >= 2 ** z) {
      tilesRefuse(res, 404, 'NOT_FOUND', FAKE_MAP_TILES_MESSAGES.noTile);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'private, max-age=86400' })
      .end(fakeTilePng(z, x, y));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-google-maps');
    if (req.method === 'POST' && url.pathname === '/v1/createSession') {
      await createSession(req, res, url);
      return;
    }
    const tilePath = TILE_PATH.exec(url.pathname);
    if (req.method === 'GET' && tilePath) {
      await tile(req, res, url, [Number(tilePath[1]), Number(tilePath[2]), Number(tilePath[3])]);
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/maps/api/geocode/json') {
      res.writeHead(404, { 'content-type': 'text/html; charset=UTF-8' }).end('<h1>Not Found</h1>');
      return;
    }
    state.requests += 1;
    if (state.latencyMs > 0) await delay(state.latencyMs);

    const refuse = (status: string, message?: string) =>
      sendJson(res, 200, {
        ...(message === undefined ? {} : { error_message: message }),
        results: [],
        status,
      });

    const failure = failures.shift();
    if (failure === 'drop') {
      req.socket.destroy();
      return;
    }
    if (failure === 'http-500') {
      res
        .writeHead(500, { 'content-type': 'text/html; charset=UTF-8' })
        .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      return;
    }
    if (failure === 'unknown-error') {
      refuse('UNKNOWN_ERROR');
      return;
    }

    const key = url.searchParams.get('key');
    if (!key) {
      refuse('REQUEST_DENIED', FAKE_GOOGLE_MAPS_MESSAGES.noKey);
      return;
    }
    if (key !== apiKey) {
      refuse('REQUEST_DENIED', FAKE_GOOGLE_MAPS_MESSAGES.invalidKey);
      return;
    }
    if (!state.apiEnabled) {
      refuse('REQUEST_DENIED', FAKE_GOOGLE_MAPS_MESSAGES.notEnabled);
      return;
    }
    if (failure === 'over-query-limit') {
      refuse('OVER_QUERY_LIMIT', FAKE_GOOGLE_MAPS_MESSAGES.overQueryLimit);
      return;
    }
    const address = url.searchParams.get('address') ?? '';
    if (address.trim() === '') {
      refuse('INVALID_REQUEST', FAKE_GOOGLE_MAPS_MESSAGES.noAddress);
      return;
    }
    addresses.push(address);
    const wanted = normalizeAddress(address);
    const place = FAKE_GEOCODE_PLACES.find((p) => p.names.includes(wanted));
    if (!place) {
      refuse('ZERO_RESULTS');
      return;
    }
    sendJson(res, 200, { results: [resultOf(place)], status: 'OK' });
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res) => refuseAsGoogleDoes(res),
  });
  return {
    url: http.url,
    baseUrl: `${http.url}/maps/api`,
    apiKey,
    get requests() {
      return state.requests;
    },
    get addresses() {
      return [...addresses];
    },
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms) {
      state.latencyMs = ms;
    },
    get apiEnabled() {
      return state.apiEnabled;
    },
    set apiEnabled(enabled) {
      state.apiEnabled = enabled;
    },
    failNext(n = 1, mode = 'over-query-limit') {
      for (let i = 0; i < n; i++) failures.push(mode);
    },
    tilesBaseUrl: http.url,
    get tileRequests() {
      return [...tileRequests];
    },
    get sessionTtlSeconds() {
      return state.sessionTtlSeconds;
    },
    set sessionTtlSeconds(seconds) {
      state.sessionTtlSeconds = seconds;
    },
    expireSessions() {
      for (const session of sessions.keys()) sessions.set(session, 0);
    },
    failNextTiles(n = 1, mode = 'http-500') {
      for (let i = 0; i < n; i++) tileFailures.push(mode);
    },
    reset() {
      state.requests = 0;
      state.latencyMs = 0;
      state.apiEnabled = true;
      state.sessionTtlSeconds = 14 * 86_400;
      addresses.length = 0;
      failures.length = 0;
      tileRequests.length = 0;
      tileFailures.length = 0;
      sessions.clear();
    },
    close: http.close,
  };
}

/** A handler that threw: Google's own shape for a server-side failure. */
function refuseAsGoogleDoes(res: ServerResponse): void {
  sendJson(res, 500, { results: [], status: 'UNKNOWN_ERROR' });
}

/** The standalone run: a fixed port, its settings printed for the app. */
async function runStandalone(): Promise<void> {
  const fake = await startFakeGoogleMaps({
    apiKey: process.env.GOOGLE_MAPS_API_KEY || undefined,
    port: Number(process.env.FAKE_GOOGLE_MAPS_PORT ?? 4030),
  });
  // A key the caller chose is a secret: it is not echoed back.
  const keyHint = process.env.GOOGLE_MAPS_API_KEY ? '(your GOOGLE_MAPS_API_KEY)' : fake.apiKey;
  process.stdout.write(
    `Fake Google Maps (Geocoding API) listening on ${fake.url}\n` +
      `  GOOGLE_MAPS_BASE_URL=${fake.baseUrl} GOOGLE_MAP_TILES_BASE_URL=${fake.tilesBaseUrl}\n` +
      `  GOOGLE_MAPS_API_KEY=${keyHint}\n` +
      `  Ctrl-C stops it.\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// The file path check keeps a bundle that includes this module from starting it.
const self = fileURLToPath(import.meta.url);
if (
  path.basename(path.dirname(self)) === 'fake' &&
  path.basename(self).startsWith('server.') &&
  process.argv[1] &&
  path.resolve(process.argv[1]) === self
) {
  void runStandalone();
}
