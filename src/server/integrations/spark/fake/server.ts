import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, readRequestText, sendJson, startFakeHttpServer } from '../../fake-http-server';
import { SPARK_MASK, type SparkListingRecord, type SparkPhoto } from '../fields';
import { openHousePatternsOf, openHousesOf } from './open-houses';
import {
  KNOWN_SPARK_FIELDS,
  SparkQLError,
  evaluate,
  looseNumber,
  parseInstant,
  parseSparkQL,
} from './sparkql';

/**
 * A local stand-in for the Spark API (v1) speaking its wire contract
 * (contracts/external-apis.md section 1): bearer auth, `GET /v1/listings` with
 * `_filter` (SparkQL) `_limit` `_page` `_skip` `_pagination` `_select` `_expand` `_orderby`,
 * `GET /v1/listings/{Id}[/photos|/openhouses]`, the D envelope and Spark's error codes, plus a photo CDN
 * that draws SVG placeholders. Fault switches reproduce throttling, outages, dropped
 * connections and garbage bodies so the replication client's retries can be tested.
 */

export type FakeSparkFaults = {
  /** Delay before every API reply (ms). */
  latencyMs: number;
  /** The next n API requests answer HTTP 429, code 1550. */
  rateLimitNext(n?: number): void;
  /** The next n API requests answer HTTP 503, code 1510. */
  unavailableNext(n?: number): void;
  /** After k more API requests succeed, the n following ones answer 503 / 1510. */
  unavailableAfter(k: number, n?: number): void;
  /** The next n API requests get their socket destroyed without a reply. */
  dropNext(n?: number): void;
  /** The next n API requests answer HTTP 200 with a body that is not (complete) JSON. */
  garbageNext(n?: number): void;
  /** Clears every pending fault and the latency. */
  reset(): void;
};

export type FakeSparkRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
};

export type FakeSpark = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/v1`: the client's base URL. */
  apiBaseUrl: string;
  /** `${url}/photos`: photo URLs are `${photoBaseUrl}/az/...` (see fakeSparkPhoto). */
  photoBaseUrl: string;
  /** API requests received (every /v1 request, faulted ones included; photos excluded). */
  readonly requests: number;
  /** The last 500 API requests, oldest first. */
  readonly requestLog: readonly FakeSparkRequest[];
  /** The current inventory (the same array the server reads). */
  readonly listings: SparkListingRecord[];
  /** Replaces the inventory (pass the same array after editing it in place). */
  setListings(records: SparkListingRecord[]): void;
  /**
   * With an inventory built by a function: builds it again at the next request, every cache
   * made from it dropped (the function's output changed: the embedded feed's test changes).
   */
  rebuild(): void;
  faults: FakeSparkFaults;
  /** With cacheWireForm: serializes every listing now, so the first sweep does not pay it. */
  warm(): void;
  close(): Promise<void>;
};

export type FakeSparkOptions = {
  /** The inventory, or a function called once, on the first API request, to build it. */
  listings: SparkListingRecord[] | (() => SparkListingRecord[]);
  accessToken: string;
  port?: number;
  /** Largest `_limit` accepted (1000 for a replication key, 25 for a plain IDX key). */
  maxLimit?: number;
  renderPhoto?: (photoId: string, width: number, height: number) => string;
  /**
   * Keep each listing's JSON once serialized (the replication shape: every field, all photos).
   * Only for inventories never edited in place (changes come through setListings), such as
   * the benchmark's, where the fake stands in for a remote server whose CPU is not ours.
   */
  cacheWireForm?: boolean;
  /**
   * With an inventory built by a function: let it go after this long without an API request
   * and build it again at the next one (the embedded offline feed: its ~100 MB of generated
   * listings are needed for a sync, not between syncs). The function must build the same
   * inventory each time.
   */
  releaseIdleMs?: number;
  /** Called after an idle inventory was let go (the embedded feed collects garbage then). */
  onRelease?: () => void;
  /** The clock open house patterns are dated by (fake/open-houses.ts); default: real time. */
  now?: () => Date;
};

/** The photo sizes Spark publishes, as [field, width, height]. */
const PHOTO_SIZES: Array<[keyof SparkPhoto, number, number]> = [
  ['Uri640', 640, 480],
  ['Uri800', 800, 600],
  ['Uri1024', 1024, 768],
  ['Uri1280', 1280, 1024],
  ['Uri1600', 1600, 1200],
  ['Uri2048', 2048, 1600],
];

/**
 * A photo record in Spark's shape whose URLs point at a fake server's photo routes
 * (`photoBaseUrl` is FakeSpark.photoBaseUrl, or any base the generator later serves).
 */
export function fakeSparkPhoto(
  photoBaseUrl: string,
  listingKey: string,
  photoId: string,
  extra: Partial<SparkPhoto> = {},
): SparkPhoto {
  const base = `${photoBaseUrl.replace(/\/+$/, '')}/az`;
  const photo: SparkPhoto = {
    Id: photoId,
    ResourceUri: `/v1/listings/${listingKey}/photos/${photoId}`,
    Name: '',
    Caption: '',
    Primary: false,
    UriThumb: `${base}/${photoId}-t.svg`,
    Uri300: `${base}/${photoId}.svg`,
    UriLarge: `${base}/${photoId}-o.svg`,
  };
  for (const [field, w, h] of PHOTO_SIZES) {
    (photo as Record<string, unknown>)[field] = `${base}/${w}x${h}/true/${photoId}-o.svg`;
  }
  return { ...photo, ...extra };
}

/** A placeholder "photo": a rectangle coloured from a hash of the id, with the id written on it. */
export function defaultRenderPhoto(photoId: string, width: number, height: number): string {
  const hue = createHash('sha1').update(photoId).digest().readUInt16BE(0) % 360;
  const label = photoId.replace(/[^\w-]/g, '').slice(-8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 55%)"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" ` +
    `font-size="${Math.max(10, Math.round(height / 12))}" fill="#fff">${label}</text></svg>`
  );
}

// ---- replies -------------------------------------------------------------------------------

const RESULTS_MARKER = 'fake-spark-results-7f3a9c';

/** A listings reply whose Results are already JSON text (one array). */
function sendListingsEnvelope(
  res: ServerResponse,
  d: Record<string, unknown>,
  resultsJson: string,
): void {
  if (res.destroyed || res.writableEnded) return;
  const text = JSON.stringify({ D: { ...d, Results: RESULTS_MARKER } }).replace(
    `"${RESULTS_MARKER}"`,
    () => resultsJson,
  );
  res.writeHead(200, { 'content-type': 'application/json' }).end(text);
}

/** Spark's error envelope: `{"D":{"Success":false,"Code":..,"Message":..}}` plus extras. */
function sendError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  sendJson(res, status, { D: { Success: false, Code: code, Message: message, ...extra } });
}

/** Garbage a broken gateway or a cut-off transfer might hand the client with HTTP 200. */
const GARBAGE_BODIES: Array<[string, string]> = [
  ['text/html', '<html><body><h1>502 Bad Gateway</h1>gateway</body></html>'],
  ['application/json', '{"D":{"Success":true,"Results":[{"Id":"2024'],
];

class BadParam extends Error {
  constructor(
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

function positiveInt(
  query: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
  min = 1,
): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new BadParam(`${name} must be an integer of at least ${min}`);
  }
  if (n > max) {
    throw new BadParam(`${name} must be no greater than ${max}`, [
      { [name]: [{ RuleName: 'MaxValue', RuleValue: max, Value: n }] },
    ]);
  }
  return n;
}

function commaList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

// ---- ordering ------------------------------------------------------------------------------

/** A precomputed sort key: numbers before instants before text; absent values last. */
type SortKey = { rank: number; num: number; text: string };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T|$)/;

function sortKey(value: unknown): SortKey {
  if (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.includes(SPARK_MASK))
  ) {
    return { rank: 3, num: 0, text: '' };
  }
  const num = looseNumber(value);
  if (num !== null) return { rank: 0, num, text: '' };
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value.trim())) {
    const ms = parseInstant(value);
    if (ms !== null) return { rank: 1, num: ms, text: '' };
  }
  return {
    rank: 2,
    num: 0,
    text: typeof value === 'object' ? '' : String(value).trim().toLowerCase(),
  };
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === 2) return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
  return a.num - b.num;
}

type OrderField = { field: string; descending: boolean };

/** `-ListPrice,+OnMarketDate,City` (a `+` arrives as a space once the query is decoded). */
function parseOrderBy(text: string | null): OrderField[] {
  return commaList(text).map((part) =>
    part.startsWith('-')
      ? { field: part.slice(1).trim(), descending: true }
      : { field: part.replace(/^\+/, '').trim(), descending: false },
  );
}

/**
 * Sorts listing indices by the order fields, then ListingKey, so every row has one place and
 * paging through the result neither repeats nor skips a listing. Absent values sort last in
 * both directions.
 */
function sortIndices(
  indices: number[],
  listings: SparkListingRecord[],
  order: OrderField[],
): number[] {
  if (order.length === 0) return indices; // inventory order: already stable
  const keys = order.map(({ field }) =>
    indices.map((i) => sortKey(listings[i]!.StandardFields[field])),
  );
  const listingKeys = indices.map((i) =>
    String(listings[i]!.StandardFields.ListingKey ?? listings[i]!.Id),
  );
  const positions = indices.map((_, p) => p);
  positions.sort((a, b) => {
    for (let f = 0; f < order.length; f++) {
      const ka = keys[f]![a]!;
      const kb = keys[f]![b]!;
      if (ka.rank === 3 || kb.rank === 3) {
        if (ka.rank !== kb.rank) return ka.rank === 3 ? 1 : -1;
        continue;
      }
      const c = compareKeys(ka, kb);
      if (c !== 0) return order[f]!.descending ? -c : c;
    }
    const la = listingKeys[a]!;
    const lb = listingKeys[b]!;
    return la < lb ? -1 : la > lb ? 1 : 0;
  });
  return positions.map((p) => indices[p]!);
}

// ---- shaping results -----------------------------------------------------------------------

type Shape = { select: string[]; expand: Set<string> };

function primaryPhotos(photos: SparkPhoto[]): SparkPhoto[] {
  const primary = photos.find((p) => p.Primary === true) ?? photos[0];
  return primary ? [primary] : [];
}

/**
 * A listing as a reply carries it: `_select`ed fields, Photos and OpenHouses only when
 * expanded (open houses dated at `now`; a listing without any has no OpenHouses field).
 */
function shapeListing(record: SparkListingRecord, shape: Shape, now: Date): SparkListingRecord {
  const source = record.StandardFields;
  const photos = Array.isArray(source.Photos) ? source.Photos : [];
  const withOpenHouses = shape.expand.has('OpenHouses');
  // the replication shape (every field, all photos, the open houses it holds) is the record
  // itself when it has no open houses to date: no copy to make
  if (
    shape.select.length === 0 &&
    shape.expand.has('Photos') &&
    source.Photos !== undefined &&
    (withOpenHouses || source.OpenHouses === undefined) &&
    !(withOpenHouses && openHousePatternsOf(record)?.length)
  )
    return record;
  let fields: Record<string, unknown>;
  if (shape.select.length > 0) {
    fields = { ListingKey: source.ListingKey };
    for (const name of shape.select) {
      if (name in source && name !== 'Photos' && name !== 'OpenHouses') fields[name] = source[name];
    }
  } else {
    fields = { ...source };
    delete fields.Photos;
    delete fields.OpenHouses;
  }
  if (shape.expand.has('Photos')) fields.Photos = photos;
  else if (shape.expand.has('PrimaryPhoto')) fields.Photos = primaryPhotos(photos);
  if (withOpenHouses) {
    const openHouses = openHousesOf(record, now);
    if (openHouses) fields.OpenHouses = openHouses;
  }
  return { ...record, StandardFields: fields as SparkListingRecord['StandardFields'] };
}

// ---- the server ----------------------------------------------------------------------------

/** Sizes of the photos without a size in their path: thumbnail, original, Uri300. */
const PLAIN_PHOTO_SIZES: Record<string, [number, number]> = {
  '-t': [300, 225],
  '-o': [1024, 768],
  '': [640, 480],
};

const LOG_SIZE = 500;
const CACHE_SIZE = 4;

export async function startFakeSpark(options: FakeSparkOptions): Promise<FakeSpark> {
  const maxLimit = options.maxLimit ?? 1000;
  const renderPhoto = options.renderPhoto ?? defaultRenderPhoto;
  const clock = options.now ?? (() => new Date());

  // Inventory, versioned so caches know when it changed.
  let source = options.listings;
  let inventory: SparkListingRecord[] | null = null;
  let version = 0;
  let byId: { version: number; length: number; map: Map<string, SparkListingRecord> } | null = null;
  const fieldsSeen = new Map<string, boolean>(); // per version: field name -> in the inventory

  let wireForms = new WeakMap<SparkListingRecord, string>();

  /** A listing's JSON as a reply carries it, from the cache when the shape allows. */
  function wireForm(record: SparkListingRecord, shape: Shape, now: Date): string {
    const shaped = shapeListing(record, shape, now);
    if (shaped !== record || !options.cacheWireForm) return JSON.stringify(shaped);
    let json = wireForms.get(record);
    if (json === undefined) {
      json = JSON.stringify(record);
      wireForms.set(record, json);
    }
    return json;
  }

  const resultsJson = (records: SparkListingRecord[], shape: Shape) => {
    const now = clock();
    return `[${records.map((r) => wireForm(r, shape, now)).join(',')}]`;
  };

  function listings(): SparkListingRecord[] {
    if (inventory === null) inventory = typeof source === 'function' ? source() : source;
    return inventory;
  }

  /** Forgets an inventory built by a function, and every cache made from it, when idle. */
  let idleTimer: NodeJS.Timeout | null = null;
  function releaseWhenIdle(): void {
    if (!options.releaseIdleMs || typeof source !== 'function') return;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (typeof source !== 'function') return;
      replaceInventory(source, null);
      options.onRelease?.();
    }, options.releaseIdleMs);
    idleTimer.unref();
  }

  function setListings(records: SparkListingRecord[]): void {
    replaceInventory(records, records);
  }

  /** A new inventory (or none yet, built on demand): every cache made from the old one goes. */
  function replaceInventory(newSource: typeof source, records: SparkListingRecord[] | null): void {
    source = newSource;
    inventory = records;
    byId = null;
    version += 1;
    wireForms = new WeakMap();
    fieldsSeen.clear();
    queryCache.clear();
  }

  /** Known fields: the contract's StandardFields plus any field a listing carries. */
  function isKnownField(name: string): boolean {
    if (KNOWN_SPARK_FIELDS.has(name)) return true;
    let seen = fieldsSeen.get(name);
    if (seen === undefined) {
      seen = listings().some((l) => Object.hasOwn(l.StandardFields, name));
      fieldsSeen.set(name, seen);
    }
    return seen;
  }

  function findListing(id: string): SparkListingRecord | undefined {
    const all = listings();
    if (!byId || byId.version !== version || byId.length !== all.length) {
      const map = new Map<string, SparkListingRecord>();
      for (const l of all) map.set(String(l.Id ?? l.StandardFields.ListingKey), l);
      byId = { version, length: all.length, map };
    }
    return byId.map.get(id);
  }

  /*
   * The filtered and sorted listing indices of a query. A replication client pages through
   * 100,000 listings 1000 at a time with the same filter and order, so the result is kept
   * (keyed by filter, order and inventory version) instead of filtering and sorting the whole
   * inventory for every page. Page 1 always recomputes: a new sweep sees in-place edits.
   */
  const queryCache = new Map<string, number[]>();

  function matchingIndices(filter: string, orderBy: string, firstPage: boolean): number[] {
    // The length guards against in-place splices, which would shift the cached indices.
    const key = `${version}\u0000${listings().length}\u0000${filter}\u0000${orderBy}`;
    const cached = queryCache.get(key);
    if (cached && !firstPage) return cached;
    const ast = parseSparkQL(filter, { isKnownField }); // throws SparkQLError
    const all = listings();
    const indices: number[] = [];
    for (let i = 0; i < all.length; i++) {
      if (evaluate(ast, all[i]!.StandardFields)) indices.push(i);
    }
    const sorted = sortIndices(indices, all, parseOrderBy(orderBy));
    queryCache.delete(key);
    queryCache.set(key, sorted);
    while (queryCache.size > CACHE_SIZE) queryCache.delete(queryCache.keys().next().value!);
    return sorted;
  }

  // Faults.
  const pending = { rateLimit: 0, unavailable: 0, drop: 0, garbage: 0 };
  let unavailableWindow = { skip: 0, count: 0 };
  let garbageTurn = 0;
  const faults: FakeSparkFaults = {
    latencyMs: 0,
    rateLimitNext: (n = 1) => void (pending.rateLimit += n),
    unavailableNext: (n = 1) => void (pending.unavailable += n),
    unavailableAfter: (k, n = 1) => void (unavailableWindow = { skip: k, count: n }),
    dropNext: (n = 1) => void (pending.drop += n),
    garbageNext: (n = 1) => void (pending.garbage += n),
    reset() {
      Object.assign(pending, { rateLimit: 0, unavailable: 0, drop: 0, garbage: 0 });
      unavailableWindow = { skip: 0, count: 0 };
      faults.latencyMs = 0;
    },
  };

  /** Takes the fault (if any) this request suffers; each switch counts down as it fires. */
  function nextFault(): 'drop' | 'garbage' | 'unavailable' | 'rateLimit' | null {
    let windowHit = false;
    if (unavailableWindow.skip > 0) unavailableWindow.skip -= 1;
    else if (unavailableWindow.count > 0) {
      unavailableWindow.count -= 1;
      windowHit = true;
    }
    if (windowHit) return 'unavailable';
    for (const kind of ['drop', 'garbage', 'unavailable', 'rateLimit'] as const) {
      if (pending[kind] > 0) {
        pending[kind] -= 1;
        return kind;
      }
    }
    return null;
  }

  let requests = 0;
  const requestLog: FakeSparkRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-spark');
    if (url.pathname.startsWith('/photos/')) {
      servePhoto(req, res, url.pathname);
      return;
    }
    if (!url.pathname.startsWith('/v1/')) {
      sendError(res, 404, 1500, `No such resource: ${url.pathname}`);
      return;
    }

    requests += 1;
    releaseWhenIdle();
    const query = await requestQuery(req, url);
    const entry: FakeSparkRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(query),
      status: 0,
    };
    requestLog.push(entry);
    if (requestLog.length > LOG_SIZE) requestLog.shift();
    res.on('finish', () => (entry.status = res.statusCode));

    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    if (res.destroyed) return;

    switch (nextFault()) {
      case 'drop':
        req.socket.destroy();
        return;
      case 'garbage': {
        const [type, body] = GARBAGE_BODIES[garbageTurn++ % GARBAGE_BODIES.length]!;
        res.writeHead(200, { 'content-type': type }).end(body);
        return;
      }
      case 'unavailable':
        sendError(res, 503, 1510, 'API temporarily unavailable');
        return;
      case 'rateLimit':
        sendError(res, 429, 1550, 'Over rate limit');
        return;
      default:
        break;
    }

    if (!authorized(req)) {
      sendError(res, 401, 1000, 'Invalid API key and/or request signed improperly');
      return;
    }
    if (req.method !== 'GET') {
      sendError(res, 405, 1017, `${req.method} is not allowed for this key`);
      return;
    }
    try {
      route(res, url.pathname, query);
    } catch (error) {
      if (error instanceof SparkQLError) {
        sendError(res, 400, 1040, `The _filter syntax was invalid: ${error.message}`, {
          SparkQLErrors: error.errors,
        });
      } else if (error instanceof BadParam) {
        sendError(res, 400, 1053, error.message, error.details ? { Details: error.details } : {});
      } else {
        throw error;
      }
    }
  }

  /** Query parameters; a long GET may come as POST + X-HTTP-Method-Override: GET (form body). */
  async function requestQuery(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
    const query = new URLSearchParams(url.searchParams);
    if (
      req.method === 'POST' &&
      String(req.headers['x-http-method-override']).toUpperCase() === 'GET'
    ) {
      for (const [k, v] of new URLSearchParams(await readRequestText(req))) query.set(k, v);
      req.method = 'GET';
    }
    return query;
  }

  function authorized(req: IncomingMessage): boolean {
    const match = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(req.headers.authorization ?? '');
    return match?.[1]?.trim() === options.accessToken;
  }

  function route(res: ServerResponse, path: string, query: URLSearchParams): void {
    if (path === '/v1/listings' || path === '/v1/listings/') {
      listListings(res, query);
      return;
    }
    const one = /^\/v1\/listings\/([\w-]+)(\/photos|\/openhouses)?\/?$/.exec(path);
    if (one) {
      const listing = findListing(one[1]!);
      if (!listing) {
        sendError(res, 404, 1500, 'Listing not found');
        return;
      }
      if (one[2] === '/photos') {
        const photos = listing.StandardFields.Photos;
        sendJson(res, 200, { D: { Success: true, Results: Array.isArray(photos) ? photos : [] } });
        return;
      }
      if (one[2] === '/openhouses') {
        sendJson(res, 200, { D: { Success: true, Results: openHousesOf(listing, clock()) ?? [] } });
        return;
      }
      const shaped = shapeListing(listing, readShape(query), clock());
      sendJson(res, 200, { D: { Success: true, Results: [shaped] } });
      return;
    }
    sendError(res, 404, 1500, `No such resource: ${path}`);
  }

  function readShape(query: URLSearchParams): Shape {
    return {
      select: commaList(query.get('_select')),
      expand: new Set(commaList(query.get('_expand'))),
    };
  }

  function listListings(res: ServerResponse, query: URLSearchParams): void {
    const limit = positiveInt(query, '_limit', 10, maxLimit);
    const skipToken = query.get('_skiptoken');
    if (skipToken !== null) {
      listAfterSkipToken(res, query, skipToken, limit);
      return;
    }
    const page = positiveInt(query, '_page', 1, 100_000);
    const skipParam = query.get('_skip');
    const skip = skipParam === null ? null : positiveInt(query, '_skip', 0, 2_500_000, 0);
    const pagination = query.get('_pagination') ?? '0';
    const countOnly = pagination === 'count';
    const offset = skip ?? (page - 1) * limit;

    const indices = matchingIndices(
      query.get('_filter') ?? '',
      query.get('_orderby') ?? '',
      offset === 0 || countOnly,
    );
    const all = listings();
    const shape = readShape(query);
    const results = countOnly ? [] : indices.slice(offset, offset + limit).map((i) => all[i]!);

    const d: Record<string, unknown> = { Success: true };
    if (countOnly || pagination === '1' || pagination === 'true') {
      d.Pagination = {
        TotalRows: indices.length,
        PageSize: limit,
        TotalPages: Math.ceil(indices.length / limit),
        CurrentPage: skip === null ? page : Math.floor(skip / limit) + 1,
        ...(skip === null ? {} : { CurrentOffset: skip }),
      };
    }
    sendListingsEnvelope(res, d, resultsJson(results, shape));
  }

  /**
   * `_skiptoken` cursor paging: matching listings in ListingKey order, after the key the
   * token carries (opaque to clients). The last page's reply carries no SkipToken.
   */
  function listAfterSkipToken(
    res: ServerResponse,
    query: URLSearchParams,
    token: string,
    limit: number,
  ): void {
    const after = token === '' ? '' : Buffer.from(token, 'base64url').toString('utf8');
    if (token !== '' && !/^[\w-]+$/.test(after)) {
      throw new BadParam('_skiptoken is not a token this server issued');
    }
    const indices = matchingIndices(query.get('_filter') ?? '', '+ListingKey', token === '');
    const all = listings();
    const keyOf = (i: number) => String(all[i]!.StandardFields.ListingKey ?? all[i]!.Id);
    let lo = 0;
    let hi = indices.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (keyOf(indices[mid]!) <= after) lo = mid + 1;
      else hi = mid;
    }
    const page = indices.slice(lo, lo + limit);
    const shape = readShape(query);
    const d: Record<string, unknown> = { Success: true };
    if (lo + page.length < indices.length) {
      d.SkipToken = Buffer.from(keyOf(page.at(-1)!)).toString('base64url');
    }
    const pagination = query.get('_pagination') ?? '0';
    if (pagination === '1' || pagination === 'true') {
      d.Pagination = {
        TotalRows: indices.length,
        PageSize: limit,
        TotalPages: Math.ceil(indices.length / limit),
        CurrentPage: Math.floor(lo / limit) + 1,
      };
    }
    sendListingsEnvelope(
      res,
      d,
      resultsJson(
        page.map((i) => all[i]!),
        shape,
      ),
    );
  }

  /** `/photos/az/{W}x{H}/true/{Id}-o.svg`, `/photos/az/{Id}[-t|-o].svg` (.jpg accepted too). */
  function servePhoto(req: IncomingMessage, res: ServerResponse, path: string): void {
    const match =
      /^\/photos\/[\w-]+\/(?:(\d{1,4})x(\d{1,4})\/true\/)?([\w-]+?)(-[ot])?\.(?:svg|jpe?g)$/.exec(
        path,
      );
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const [, w, h, id, suffix] = match;
    const [width, height] = w && h ? [Number(w), Number(h)] : PLAIN_PHOTO_SIZES[suffix ?? '']!;
    const svg = renderPhoto(id!, width, height);
    res
      .writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'content-length': Buffer.byteLength(svg),
      })
      .end(req.method === 'HEAD' ? undefined : svg);
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => sendError(res, 500, 1510, `Fake Spark failed: ${String(error)}`),
  });
  const base = http.url;
  return {
    url: base,
    apiBaseUrl: `${base}/v1`,
    photoBaseUrl: `${base}/photos`,
    get requests() {
      return requests;
    },
    get requestLog() {
      return requestLog;
    },
    get listings() {
      return listings();
    },
    setListings,
    rebuild() {
      if (typeof source === 'function') replaceInventory(source, null);
    },
    faults,
    warm() {
      const shape: Shape = { select: [], expand: new Set(['Photos', 'OpenHouses']) };
      const now = clock();
      for (const record of listings()) wireForm(record, shape, now);
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await http.close();
    },
  };
}
