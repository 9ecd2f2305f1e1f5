import { fetchText, parseJson, type TransportFailure } from '../http-transport';

/**
 * What the two phone-carrier clients (numverify, Abstract) share: the lookup result, the typed
 * error, line-type normalisation and one GET helper that never lets the API key (it travels
 * in the query string) reach an error message.
 */

export type CarrierService = 'numverify' | 'abstract';

/** One answered lookup. `carrier` and `lineType` are null when the service does not know. */
export type CarrierLookupResult = {
  valid: boolean;
  carrier: string | null;
  /** Normalised: 'mobile', 'landline', 'voip', 'toll_free', 'premium_rate', … */
  lineType: string | null;
};

/** What a carrier client is made with. */
export type CarrierClientOptions = {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

/** A carrier client of one service. */
export type CarrierClient<S extends CarrierService> = {
  readonly service: S;
  /** Looks one US phone number up; throws CarrierLookupError. */
  lookup(phone: string): Promise<CarrierLookupResult>;
};

export type CarrierLookupErrorKind =
  /** The month's requests of this key are used up (numverify 104, Abstract 422). */
  | 'quota-exhausted'
  /** The key is missing, wrong or disabled (numverify 101, Abstract 401). */
  | 'invalid-key'
  /** The service refused this request for another reason (a 4xx, another error code). */
  | 'failed'
  /** 5xx, throttling, network failure or timeout: worth trying again later. */
  | 'unavailable';

export class CarrierLookupError extends Error {
  constructor(
    public readonly service: CarrierService,
    public readonly kind: CarrierLookupErrorKind,
    message: string,
    /** The service's own error code when it sent one (numverify's number, Abstract's string). */
    public readonly code: number | string | null = null,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'CarrierLookupError';
  }
}

const LINE_TYPE_ALIASES: Record<string, string> = {
  mobile: 'mobile',
  cell: 'mobile',
  cellular: 'mobile',
  wireless: 'mobile',
  landline: 'landline',
  fixed_line: 'landline',
  fixedline: 'landline',
  voip: 'voip',
  voice_over_ip: 'voip',
  non_fixed_voip: 'voip',
  fixed_voip: 'voip',
  toll_free: 'toll_free',
  tollfree: 'toll_free',
  premium_rate: 'premium_rate',
  special_services: 'special_services',
  shared_cost: 'shared_cost',
  pager: 'pager',
  satellite: 'satellite',
};

/**
 * One spelling per line type whatever the service wrote ('Mobile', 'Voice over IP',
 * 'toll-free'): lower case with underscores, a few synonyms folded; unknown or empty -> null.
 */
export function normalizeLineType(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === '' || key === 'unknown' || key === 'null') return null;
  return LINE_TYPE_ALIASES[key] ?? key;
}

/** A non-empty trimmed string, or null (the services send '' for "unknown"). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** A base URL checked once, when the client is made (before any key is added to it). */
function parseBaseUrl(service: CarrierService, baseUrl: string): URL {
  try {
    const url = new URL(baseUrl.replace(/\/+$/, ''));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw new CarrierLookupError(service, 'failed', `${service} base URL is not a valid URL`);
  }
}

export type JsonReply = { status: number; body: unknown };

/**
 * The lookup endpoint of one service (`path` below the client's base URL, checked now, when
 * the client is made): a function that GETs it with the given query, the API key included.
 */
export function carrierEndpoint(
  service: CarrierService,
  options: CarrierClientOptions,
  path: string,
): (query: Record<string, string>) => Promise<JsonReply> {
  const base = parseBaseUrl(service, options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return (query) => {
    const url = new URL(`${base.href.replace(/\/+$/, '')}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return getJson(service, url, timeoutMs);
  };
}

/**
 * GET a URL that holds an API key and read a JSON body (null when the body is not JSON).
 * Network failures and timeouts become 'unavailable' errors naming only the service and the
 * cause's system code: never the URL, whose query holds the key.
 */
async function getJson(service: CarrierService, url: URL, timeoutMs: number): Promise<JsonReply> {
  const unreachable = (failure: TransportFailure) =>
    new CarrierLookupError(
      service,
      'unavailable',
      failure.kind === 'timeout'
        ? `${service} did not answer within ${timeoutMs} ms`
        : `${service} could not be reached${failure.code !== null ? ` (${failure.code})` : ''}`,
      null,
      failure.status,
    );
  const { response, text } = await fetchText(
    url,
    { headers: { accept: 'application/json' }, timeout: timeoutMs },
    unreachable,
  );
  // HTML from a gateway, a cut-off body: the caller decides what that means
  return { status: response.status, body: parseJson(text) ?? null };
}
