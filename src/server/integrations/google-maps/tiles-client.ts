import {
  createRedactor,
  parseJson,
  sendHttpRequest,
  type TransportFailure,
} from '../http-transport';
import { parseServiceBaseUrl, transportFailureWords } from './service-transport';

/**
 * Google Maps Platform's Map Tiles API, 2D tiles (base https://tile.googleapis.com):
 * - `POST {base}/v1/createSession?key=KEY` with `{mapType, language, region}` answers
 *   `{session, expiry (seconds since the epoch, as a string), tileWidth, tileHeight, imageFormat}`;
 * - `GET {base}/v1/2dtiles/{z}/{x}/{y}?session=S&key=KEY` answers the tile's image.
 * Refusals are JSON `{error: {code, message, status}}` (INVALID_ARGUMENT 400, PERMISSION_DENIED
 * 403, NOT_FOUND 404, RESOURCE_EXHAUSTED 429); an expired or unknown session is a 400 or 403.
 *
 * The key travels in the query string, so no error message ever holds the URL: transport
 * failures name the host and the system error code only, and Google's own words are redacted.
 */

export type MapTilesErrorKind =
  /** 403 PERMISSION_DENIED (or 401): the key is wrong or restricted, or the API is not enabled. */
  | 'denied'
  /** A 400 or 403 about the session: it expired or Google does not know it. */
  | 'session'
  /** 404: no tile there (outside the map, or past the zoom the map type has). */
  | 'not-found'
  /** 429 RESOURCE_EXHAUSTED: throttled or out of quota. */
  | 'over-query-limit'
  /** Another 4xx: Google refused what we asked. */
  | 'invalid-request'
  /** 5xx: worth trying again. */
  | 'unavailable'
  /** No complete answer within the timeout. */
  | 'timeout'
  /** Refused, reset, DNS. */
  | 'network'
  /** A reply that is not the Map Tiles API's (a proxy's page, a wrong base URL). */
  | 'invalid-reply';

export class MapTilesError extends Error {
  constructor(
    public readonly kind: MapTilesErrorKind,
    message: string,
    /** Google's `error.status` when it sent one (PERMISSION_DENIED…). */
    public readonly status: string | null = null,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'MapTilesError';
  }
}

/** A 2D tiles session: every tile request names it until it expires. */
export type MapTilesSession = {
  session: string;
  /** When Google stops accepting it. */
  expiresAt: Date;
  tileWidth: number;
  tileHeight: number;
  imageFormat: string;
};

export type MapTileImage = { contentType: string; body: Buffer };

export type MapTilesClientOptions = {
  /** e.g. https://tile.googleapis.com (or the fake's url). */
  baseUrl: string;
  apiKey: string;
  /** Per request, the body included (default 10 s). */
  timeoutMs?: number;
};

export type MapTilesClient = ReturnType<typeof createMapTilesClient>;

/** What the session is asked for: the road map, in US English. */
export const MAP_TILES_SESSION_REQUEST = {
  mapType: 'roadmap',
  language: 'en-US',
  region: 'US',
} as const;

/** Words of Google's session refusals (an expired or unknown session token). */
const SESSION_WORDS = /session/i;
/** Google answers a key it does not know with 400 INVALID_ARGUMENT 'API key not valid…'. */
const API_KEY_WORDS = /api key/i;

/** A Map Tiles API client for one API key. */
export function createMapTilesClient(options: MapTilesClientOptions) {
  const base = parseServiceBaseUrl(
    options.baseUrl,
    () => new MapTilesError('invalid-request', 'The Google Map Tiles base URL is not a valid URL'),
  );
  const root = base.href.replace(/\/+$/, '');
  const host = base.host;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const redact = createRedactor([options.apiKey, encodeURIComponent(options.apiKey)]);

  const transportError = (failure: TransportFailure) => {
    const { kind, message } = transportFailureWords('Google Map Tiles', host, timeoutMs, failure);
    return new MapTilesError(kind, message, null, failure.status);
  };

  async function readBody(response: Response): Promise<Buffer> {
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
      const name = (error as { name?: unknown } | null)?.name;
      throw transportError({
        kind: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
        code: typeof cause?.code === 'string' ? cause.code : null,
        detail: '',
        errorMessage: '',
        status: response.status,
        error,
      });
    }
  }

  /** The error of a reply that is not a success, from Google's JSON error when there is one. */
  function refusal(httpStatus: number, text: string, aboutSession: boolean): MapTilesError {
    const body = parseJson(text) as
      { error?: { code?: unknown; message?: unknown; status?: unknown } } | null | undefined;
    const status = typeof body?.error?.status === 'string' ? body.error.status : null;
    const message = typeof body?.error?.message === 'string' ? body.error.message.trim() : '';
    const said = message === '' ? '' : `: ${redact(message).slice(0, 300)}`;
    const kind: MapTilesErrorKind =
      aboutSession && (httpStatus === 400 || httpStatus === 403) && SESSION_WORDS.test(message)
        ? 'session'
        : httpStatus === 429
          ? 'over-query-limit'
          : httpStatus === 400 && API_KEY_WORDS.test(message)
            ? 'denied'
            : httpStatus >= 500
              ? 'unavailable'
              : httpStatus === 401 || httpStatus === 403
                ? 'denied'
                : httpStatus === 404
                  ? 'not-found'
                  : httpStatus >= 400
                    ? 'invalid-request'
                    : 'invalid-reply';
    if (kind === 'invalid-reply') {
      return new MapTilesError(
        kind,
        `Google Map Tiles (${host}) sent a reply that is not the Map Tiles API's (HTTP ${httpStatus})`,
        null,
        httpStatus,
      );
    }
    return new MapTilesError(
      kind,
      `Google Map Tiles answered HTTP ${httpStatus}${status ? ` ${status}` : ''}${said}`,
      status,
      httpStatus,
    );
  }

  return {
    /** Starts a 2D tiles session (road map, en-US). */
    async createSession(): Promise<MapTilesSession> {
      const url = new URL(`${root}/v1/createSession`);
      url.searchParams.set('key', options.apiKey);
      const response = await sendHttpRequest(
        url,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(MAP_TILES_SESSION_REQUEST),
          timeout: timeoutMs,
        },
        transportError,
      );
      const text = (await readBody(response)).toString('utf8');
      if (!response.ok) throw refusal(response.status, text, false);
      const body = parseJson(text) as Record<string, unknown> | null | undefined;
      const expiry = Number(body?.expiry);
      if (typeof body?.session !== 'string' || body.session === '' || !Number.isFinite(expiry)) {
        throw new MapTilesError(
          'invalid-reply',
          `Google Map Tiles (${host}) sent a session reply without a session or expiry`,
          null,
          response.status,
        );
      }
      return {
        session: body.session,
        expiresAt: new Date(expiry * 1000),
        tileWidth: typeof body.tileWidth === 'number' ? body.tileWidth : 256,
        tileHeight: typeof body.tileHeight === 'number' ? body.tileHeight : 256,
        imageFormat: typeof body.imageFormat === 'string' ? body.imageFormat : 'png',
      };
    },

    /** One 2D tile's image; MapTilesError kind 'session' when the session is no longer good. */
    async tile(session: string, z: number, x: number, y: number): Promise<MapTileImage> {
      const url = new URL(`${root}/v1/2dtiles/${z}/${x}/${y}`);
      url.searchParams.set('session', session);
      url.searchParams.set('key', options.apiKey);
      const response = await sendHttpRequest(
        url,
        { headers: { accept: 'image/*' }, timeout: timeoutMs },
        transportError,
      );
      const body = await readBody(response);
      if (!response.ok) throw refusal(response.status, body.toString('utf8'), true);
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('image/')) {
        throw new MapTilesError(
          'invalid-reply',
          `Google Map Tiles (${host}) sent a tile that is not an image (HTTP ${response.status})`,
          null,
          response.status,
        );
      }
      return { contentType, body };
    },
  };
}
