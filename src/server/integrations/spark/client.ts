import {
  parseJson,
  readResponseText,
  sendHttpRequest,
  type TransportFailure,
} from '../http-transport';
import type { SparkListingRecord, SparkOpenHouse, SparkPhoto } from './fields';

/**
 * The Spark API (v1) client: bearer token, the D envelope, typed errors from Spark's codes,
 * per-request timeout, and exponential backoff on rate limiting (1550/429) and unavailability
 * (1510/1515/1516/503, dropped connections, garbage bodies). The offline feed is reached
 * through this same client.
 */

export type SparkErrorKind =
  | 'auth' // 1000-1030 family: the token is wrong, disabled or restricted
  | 'filter' // 1040/1041 and 2000-2999: our _filter is wrong
  | 'request' // other 4xx: a parameter the API refused
  | 'not_found'
  | 'rate_limit' // 1550 / 429
  | 'unavailable' // 1510/1515/1516 / 5xx
  | 'network' // connection refused, reset, timeout
  | 'bad_response'; // a reply that is not the D envelope

export class SparkError extends Error {
  constructor(
    public readonly kind: SparkErrorKind,
    message: string,
    public readonly code: number | null = null,
    public readonly httpStatus: number | null = null,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'SparkError';
  }

  /** Worth trying again later: throttling, outages and transport failures. */
  get retryable(): boolean {
    return ['rate_limit', 'unavailable', 'network', 'bad_response'].includes(this.kind);
  }
}

const AUTH_CODES = new Set([1000, 1005, 1010, 1013, 1015, 1019, 1020, 1021, 1030]);
const UNAVAILABLE_CODES = new Set([1510, 1515, 1516]);

/** Maps a Spark error code and HTTP status to our error kind. */
export function classifySparkError(code: number | null, httpStatus: number | null): SparkErrorKind {
  if (code !== null) {
    if (AUTH_CODES.has(code)) return 'auth';
    if (code === 1040 || code === 1041 || (code >= 2000 && code < 3000)) return 'filter';
    if (code === 1550) return 'rate_limit';
    if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
  }
  if (httpStatus === 401 || httpStatus === 403) return 'auth';
  if (httpStatus === 404) return 'not_found';
  if (httpStatus === 429) return 'rate_limit';
  if (httpStatus !== null && httpStatus >= 500) return 'unavailable';
  return 'request';
}

export type SparkPagination = {
  totalRows: number;
  pageSize: number;
  totalPages: number;
  currentPage: number;
};

export type SparkPage<T = SparkListingRecord> = {
  results: T[];
  pagination: SparkPagination | null;
  /** `D.SkipToken` of a cursor-paged reply (`_skiptoken`): echo it to get the next page. */
  skipToken: string | null;
};

type Envelope = {
  D?: {
    Success?: boolean;
    Code?: number;
    Message?: string;
    Results?: unknown[];
    Pagination?: Record<string, unknown>;
    SparkQLErrors?: unknown;
    SkipToken?: unknown;
    Details?: unknown;
  };
};

function toInt(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Reads a D envelope; throws SparkError for an error envelope or a reply that is not one. */
export function parseEnvelope(body: unknown, httpStatus: number): SparkPage<unknown> {
  const d = (body as Envelope | null)?.D;
  if (!d || typeof d !== 'object') {
    throw new SparkError('bad_response', 'Spark reply is not a D envelope', null, httpStatus);
  }
  if (d.Success === false || httpStatus >= 400) {
    const code = typeof d.Code === 'number' ? d.Code : null;
    const message = d.Message ?? `Spark request failed (HTTP ${httpStatus})`;
    throw new SparkError(
      classifySparkError(code, httpStatus),
      message,
      code,
      httpStatus,
      d.SparkQLErrors ?? d.Details,
    );
  }
  const results = Array.isArray(d.Results) ? d.Results : [];
  const p = d.Pagination;
  return {
    results,
    pagination: p
      ? {
          totalRows: toInt(p.TotalRows),
          pageSize: toInt(p.PageSize),
          totalPages: toInt(p.TotalPages),
          currentPage: toInt(p.CurrentPage),
        }
      : null,
    skipToken: typeof d.SkipToken === 'string' && d.SkipToken !== '' ? d.SkipToken : null,
  };
}

/** The listing results of a page; entries without StandardFields are skipped. */
export function asListings(page: SparkPage<unknown>): SparkPage {
  const listings = page.results.filter(
    (r): r is SparkListingRecord =>
      Boolean(r) &&
      typeof r === 'object' &&
      typeof (r as SparkListingRecord).StandardFields === 'object' &&
      (r as SparkListingRecord).StandardFields !== null,
  );
  for (const listing of listings) {
    // Id and ListingKey are the same 26-digit key; older payloads carry only one of them.
    listing.Id ??= String(listing.StandardFields.ListingKey ?? '');
    listing.StandardFields.ListingKey ??= listing.Id;
  }
  return { ...page, results: listings };
}

// ---- SparkQL builder: values are quoted and escaped, field names checked ----

export type SparkQLValue = string | number | boolean | Date | null;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function field(name: string): string {
  if (!FIELD_NAME.test(name)) throw new Error(`Invalid SparkQL field name: ${name}`);
  return name;
}

/** A SparkQL literal: strings single-quoted with backslash escapes, dates as UTC datetimes. */
export function literal(value: SparkQLValue): string {
  if (value === null) return 'NULL';
  if (value instanceof Date) return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('SparkQL numbers must be finite');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function compare(op: string) {
  return (name: string, value: SparkQLValue | readonly SparkQLValue[]) => {
    const values = Array.isArray(value) ? value : [value as SparkQLValue];
    if (values.length === 0) throw new Error('SparkQL value list is empty');
    return `${field(name)} ${op} ${values.map(literal).join(',')}`;
  };
}

export const sparkql = {
  eq: compare('Eq'),
  ne: compare('Ne'),
  gt: compare('Gt'),
  ge: compare('Ge'),
  lt: compare('Lt'),
  le: compare('Le'),
  bt: (name: string, low: SparkQLValue, high: SparkQLValue) =>
    `${field(name)} Bt ${literal(low)},${literal(high)}`,
  contains: (name: string, text: string) => `${field(name)} Eq contains(${literal(text)})`,
  and: (...parts: Array<string | null | undefined | false>) =>
    group(parts.filter(Boolean) as string[], 'And'),
  or: (...parts: Array<string | null | undefined | false>) =>
    group(parts.filter(Boolean) as string[], 'Or'),
};

function group(parts: string[], conjunction: 'And' | 'Or'): string {
  if (parts.length === 1) return parts[0]!;
  return parts.map((p) => (/ (And|Or) /.test(p) ? `(${p})` : p)).join(` ${conjunction} `);
}

// ---- the client ----

export type ListingsQuery = {
  filter?: string;
  limit?: number;
  page?: number;
  pagination?: boolean | 'count';
  select?: readonly string[];
  expand?: readonly string[];
  orderBy?: readonly string[];
  /**
   * Cursor paging, the vendor's advice for replication: '' for the first page, then the
   * previous reply's skipToken. Unlike `_page`, a listing leaving the feed mid-run cannot
   * make another slip between two pages.
   */
  skipToken?: string;
};

export type SparkClientOptions = {
  baseUrl: string;
  accessToken: string;
  userAgent?: string;
  timeoutMs?: number;
  /** Attempts after the first for retryable failures. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (for logs and tests). */
  onRetry?: (error: SparkError, attempt: number, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

export type SparkClient = ReturnType<typeof createSparkClient>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The replication key allows 1000 rows per page; a normal IDX key 25. */
export const SPARK_REPLICATION_PAGE_SIZE = 1000;

export function createSparkClient(options: SparkClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 5;
  const baseDelay = options.baseDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;

  // Every transport failure is a retryable 'network' error; only the wording tells them apart.
  const requestFailed = (failure: TransportFailure) =>
    new SparkError(
      'network',
      failure.kind === 'timeout'
        ? `Spark request timed out after ${timeoutMs} ms`
        : `Spark request failed: ${failure.errorMessage}`,
    );
  const replyCutOff = (failure: TransportFailure) =>
    new SparkError(
      'network',
      `Spark reply was cut off: ${failure.errorMessage}`,
      null,
      failure.status,
    );

  async function once(path: string, params: URLSearchParams): Promise<SparkPage<unknown>> {
    const query = params.toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    const response = await sendHttpRequest(
      url,
      {
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          accept: 'application/json',
          'x-sparkapi-user-agent': options.userAgent ?? 'Ridgeline/1.0',
        },
        timeout: timeoutMs,
      },
      requestFailed,
    );
    const text = await readResponseText(response, replyCutOff);
    const body = parseJson(text);
    if (body === undefined) {
      const kind =
        response.status >= 500
          ? 'unavailable'
          : response.status === 429
            ? 'rate_limit'
            : 'bad_response';
      throw new SparkError(
        kind,
        `Spark reply is not JSON (HTTP ${response.status})`,
        null,
        response.status,
      );
    }
    return parseEnvelope(body, response.status);
  }

  /** One request with backoff on retryable failures (exponential, with jitter). */
  async function request(path: string, params: URLSearchParams): Promise<SparkPage<unknown>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(path, params);
      } catch (error) {
        if (!(error instanceof SparkError) || !error.retryable || attempt >= maxRetries)
          throw error;
        const exp = Math.min(maxDelay, baseDelay * 2 ** attempt);
        const delay = Math.round(exp / 2 + Math.random() * (exp / 2));
        options.onRetry?.(error, attempt + 1, delay);
        await sleep(delay);
      }
    }
  }

  function listingParams(q: ListingsQuery): URLSearchParams {
    const p = new URLSearchParams();
    if (q.filter) p.set('_filter', q.filter);
    if (q.limit !== undefined) p.set('_limit', String(q.limit));
    if (q.page !== undefined) p.set('_page', String(q.page));
    if (q.pagination) p.set('_pagination', q.pagination === 'count' ? 'count' : '1');
    if (q.select?.length) p.set('_select', q.select.join(','));
    if (q.expand?.length) p.set('_expand', q.expand.join(','));
    if (q.orderBy?.length) p.set('_orderby', q.orderBy.join(','));
    if (q.skipToken !== undefined) p.set('_skiptoken', q.skipToken);
    return p;
  }

  return {
    /** GET /v1/listings */
    async listListings(query: ListingsQuery = {}): Promise<SparkPage> {
      return asListings(await request('/listings', listingParams(query)));
    },

    /** The number of listings matching a filter (`_pagination=count`). */
    async countListings(filter?: string): Promise<number> {
      const page = await request(
        '/listings',
        listingParams({ filter, pagination: 'count', limit: 1 }),
      );
      return page.pagination?.totalRows ?? page.results.length;
    },

    /** GET /v1/listings/{Id}; null when the feed does not have it. */
    async getListing(
      id: string,
      expand: readonly string[] = ['Photos'],
    ): Promise<SparkListingRecord | null> {
      if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid listing id: ${id}`);
      try {
        const page = asListings(await request(`/listings/${id}`, listingParams({ expand })));
        return page.results[0] ?? null;
      } catch (error) {
        if (error instanceof SparkError && error.kind === 'not_found') return null;
        throw error;
      }
    },

    /** GET /v1/listings/{Id}/photos */
    async getPhotos(id: string): Promise<SparkPhoto[]> {
      if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid listing id: ${id}`);
      const page = await request(`/listings/${id}/photos`, new URLSearchParams());
      return page.results.filter((p): p is SparkPhoto => Boolean(p) && typeof p === 'object');
    },

    /**
     * GET /v1/listings/{Id}/openhouses: as sent (normalize them with normalizeOpenHouses).
     * Replication does not call it: it expands OpenHouses in its listing pages.
     */
    async getOpenHouses(id: string): Promise<SparkOpenHouse[]> {
      if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid listing id: ${id}`);
      const page = await request(`/listings/${id}/openhouses`, new URLSearchParams());
      return page.results.filter((o): o is SparkOpenHouse => Boolean(o) && typeof o === 'object');
    },

    /** GET /v1/propertytypes: the MLS's PropertyType codes and their names. */
    async getPropertyTypes(): Promise<Array<{ code: string; name: string }>> {
      const page = await request('/propertytypes', new URLSearchParams());
      return page.results
        .map((r) => r as { MlsCode?: unknown; MlsName?: unknown })
        .filter((r) => typeof r.MlsCode === 'string')
        .map((r) => ({ code: String(r.MlsCode), name: String(r.MlsName ?? r.MlsCode).trim() }));
    },

    /** GET /v1/standardfields[/{Field}]: field metadata, e.g. the list values of City. */
    async getStandardFields(fieldName?: string): Promise<Record<string, unknown>> {
      const path = fieldName ? `/standardfields/${field(fieldName)}` : '/standardfields';
      const page = await request(path, new URLSearchParams());
      return Object.assign({}, ...page.results.filter((r) => r && typeof r === 'object')) as Record<
        string,
        unknown
      >;
    },
  };
}
