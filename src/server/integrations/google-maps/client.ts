import { createRedactor, fetchText, parseJson, type TransportFailure } from '../http-transport';
import { parseServiceBaseUrl, transportFailureWords } from './service-transport';

/**
 * Google Maps Platform web services, the Geocoding API:
 * `GET {base}/geocode/json?address=…&key=KEY` (base https://maps.googleapis.com/maps/api).
 * Google answers HTTP 200 for most refusals and puts the verdict in `status`: `OK`,
 * `ZERO_RESULTS`, `REQUEST_DENIED` (bad or restricted key, API not enabled, no billing),
 * `OVER_DAILY_LIMIT` (key or billing problem, or a self-imposed cap), `OVER_QUERY_LIMIT`
 * (throttled or out of quota), `INVALID_REQUEST`, `UNKNOWN_ERROR` (try again), with an
 * `error_message` for the refusals.
 *
 * The key travels in the query string, so no error message ever holds the URL: transport
 * failures name the host and the system error code only, and Google's own words are redacted.
 */

export type GoogleMapsErrorKind =
  /** REQUEST_DENIED: the key is wrong or restricted, or the API is not enabled for it. */
  | 'denied'
  /** OVER_DAILY_LIMIT: the key or its billing is not in order, or a daily cap was reached. */
  | 'over-daily-limit'
  /** OVER_QUERY_LIMIT or HTTP 429: the key works but is throttled or out of quota. */
  | 'over-query-limit'
  /** INVALID_REQUEST or another 4xx: Google refused what we asked. */
  | 'invalid-request'
  /** UNKNOWN_ERROR or 5xx: worth trying again. */
  | 'unavailable'
  /** No complete answer within the timeout. */
  | 'timeout'
  /** Refused, reset, DNS. */
  | 'network'
  /** A reply that is not the Geocoding API's JSON (a proxy's page, a wrong base URL). */
  | 'invalid-reply';

export class GoogleMapsError extends Error {
  constructor(
    public readonly kind: GoogleMapsErrorKind,
    message: string,
    /** Google's `status` when it sent one. */
    public readonly status: string | null = null,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleMapsError';
  }
}

export type GeocodeResult = {
  formattedAddress: string;
  location: { lat: number; lng: number };
  placeId: string;
  types: string[];
};

/** An answered geocoding request: `ZERO_RESULTS` is an answer with no results. */
export type GeocodeReply = { status: 'OK' | 'ZERO_RESULTS'; results: GeocodeResult[] };

export type GoogleMapsClientOptions = {
  /** e.g. https://maps.googleapis.com/maps/api (or the fake's baseUrl). */
  baseUrl: string;
  apiKey: string;
  /** Per request, the body included (default 10 s). */
  timeoutMs?: number;
};

export type GoogleMapsClient = ReturnType<typeof createGoogleMapsClient>;

const STATUS_KINDS: Record<string, GoogleMapsErrorKind> = {
  REQUEST_DENIED: 'denied',
  OVER_DAILY_LIMIT: 'over-daily-limit',
  OVER_QUERY_LIMIT: 'over-query-limit',
  INVALID_REQUEST: 'invalid-request',
  UNKNOWN_ERROR: 'unavailable',
};

type RawResult = {
  formatted_address?: unknown;
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
  place_id?: unknown;
  types?: unknown;
};

function readResult(raw: RawResult): GeocodeResult | null {
  const lat = raw.geometry?.location?.lat;
  const lng = raw.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return {
    formattedAddress: typeof raw.formatted_address === 'string' ? raw.formatted_address : '',
    location: { lat, lng },
    placeId: typeof raw.place_id === 'string' ? raw.place_id : '',
    types: Array.isArray(raw.types)
      ? raw.types.filter((t): t is string => typeof t === 'string')
      : [],
  };
}

/** A Google Maps web services client for one API key. */
export function createGoogleMapsClient(options: GoogleMapsClientOptions) {
  const base = parseServiceBaseUrl(
    options.baseUrl,
    () => new GoogleMapsError('invalid-request', 'The Google Maps base URL is not a valid URL'),
  );
  const host = base.host;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const redact = createRedactor([options.apiKey, encodeURIComponent(options.apiKey)]);

  const transportError = (failure: TransportFailure) => {
    const { kind, message } = transportFailureWords('Google Maps', host, timeoutMs, failure);
    return new GoogleMapsError(kind, message, null, failure.status);
  };

  return {
    /** Geocodes an address; throws GoogleMapsError for every status but OK and ZERO_RESULTS. */
    async geocode(address: string): Promise<GeocodeReply> {
      const url = new URL(`${base.href.replace(/\/+$/, '')}/geocode/json`);
      url.searchParams.set('address', address);
      url.searchParams.set('key', options.apiKey);
      const { response, text } = await fetchText(
        url,
        { headers: { accept: 'application/json' }, timeout: timeoutMs },
        transportError,
      );
      const httpStatus = response.status;
      const body = parseJson(text) as
        { status?: unknown; error_message?: unknown; results?: unknown } | null | undefined;
      const status = typeof body?.status === 'string' ? body.status : null;

      if (status === 'OK' || status === 'ZERO_RESULTS') {
        const listed: unknown = body?.results;
        const raw = Array.isArray(listed) ? (listed as RawResult[]) : [];
        const results = raw.map(readResult).filter((r): r is GeocodeResult => r !== null);
        return { status, results };
      }
      if (status !== null) {
        const said =
          typeof body?.error_message === 'string' && body.error_message.trim() !== ''
            ? `: ${redact(body.error_message.trim()).slice(0, 300)}`
            : '';
        throw new GoogleMapsError(
          STATUS_KINDS[status] ?? 'invalid-request',
          `Google Maps answered ${status}${said}`,
          status,
          httpStatus,
        );
      }
      const kind: GoogleMapsErrorKind =
        httpStatus === 429
          ? 'over-query-limit'
          : httpStatus >= 500
            ? 'unavailable'
            : httpStatus === 401 || httpStatus === 403
              ? 'denied'
              : httpStatus >= 400
                ? 'invalid-request'
                : 'invalid-reply';
      throw new GoogleMapsError(
        kind,
        kind === 'invalid-reply'
          ? `Google Maps (${host}) sent a reply that is not the Geocoding API's (HTTP ${httpStatus})`
          : `Google Maps (${host}) answered HTTP ${httpStatus}`,
        null,
        httpStatus,
      );
    },
  };
}
