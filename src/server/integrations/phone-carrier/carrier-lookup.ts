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
export function parseBaseUrl(service: CarrierService, baseUrl: string): URL {
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
 * GET a URL that holds an API key and read a JSON body (null when the body is not JSON).
 * Network failures and timeouts become 'unavailable' errors naming only the service.
 */
export async function getJson(
  service: CarrierService,
  url: URL,
  timeoutMs: number,
): Promise<JsonReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new CarrierLookupError(
      service,
      'unavailable',
      transportMessage(service, error, timeoutMs),
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new CarrierLookupError(
      service,
      'unavailable',
      transportMessage(service, error, timeoutMs),
      null,
      response.status,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null; // HTML from a gateway, a cut-off body: the caller decides what that means
  }
  return { status: response.status, body };
}

/** A transport failure described without the URL (undici's causes name host and port only). */
function transportMessage(service: CarrierService, error: unknown, timeoutMs: number): string {
  const name = (error as Error | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `${service} did not answer within ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${service} could not be reached${code}`;
}
