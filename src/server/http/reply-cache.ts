/**
 * A small in-process cache of public replies (serialized API replies, server-rendered pages),
 * keyed by the normalized request.
 *
 * Listings change only when the feed refresh writes them (every few minutes), and the same
 * searches repeat constantly (the home page's city lists, the Payson list), so reusing a reply
 * for a few seconds removes almost all database work without serving anything older than
 * the Cache-Control max-age already allows browsers and CDNs. Concurrent misses of one key
 * share a single computation.
 */
export type ReplyCache<T = string> = {
  /** The kept value of `key`, else `compute(kept)`: kept is false when reuse is off. */
  get(key: string, compute: (kept: boolean) => Promise<T>): Promise<T>;
  /** Whether `get(key)` would answer from the cache now (a fresh entry, kept or being made). */
  has(key: string): boolean;
  clear(): void;
  /** Drops the entries whose key matches (kept or being made); returns how many. */
  deleteWhere(matches: (key: string) => boolean): number;
  /** Bytes held by the settled entries (0 without a `sizeOf`). */
  readonly bytes: number;
  /** Lookups since the cache was made: answered from it, or computed (reuse off counts as a miss). */
  readonly stats: ReplyCacheStats;
};

export type ReplyCacheStats = { readonly hits: number; readonly misses: number };

type Entry<T> = { at: number; value: Promise<T>; bytes: number };

export function createReplyCache<T = string>({
  ttlMs,
  maxEntries = 500,
  maxBytes = Infinity,
  sizeOf,
}: {
  /** How long an entry is reused; a function is read at each use (a setting that can change). */
  ttlMs: number | (() => number);
  maxEntries?: number;
  /** Upper bound of the bytes held (with `sizeOf`): the oldest entries leave first. */
  maxBytes?: number;
  /** The bytes a value holds in memory (a string's length counts twice: UTF-16). */
  sizeOf?: (value: T) => number;
}): ReplyCache<T> {
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;
  // plain numbers read by /metrics at scrape time: the cache itself stays free of prom-client
  const stats = { hits: 0, misses: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** Map keeps insertion order: the first key is the oldest. */
  function evictOldest() {
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 0)) {
      remove(entries.keys().next().value!);
    }
  }

  const ttlNow = () => (typeof ttlMs === 'function' ? ttlMs() : ttlMs);
  function fresh(key: string, now: number, ttl: number): Entry<T> | undefined {
    const hit = entries.get(key);
    return hit && now - hit.at < ttl ? hit : undefined;
  }

  return {
    get(key, compute) {
      const ttl = ttlNow();
      if (ttl <= 0) {
        stats.misses += 1;
        return compute(false);
      }
      const now = Date.now();
      const hit = fresh(key, now, ttl);
      if (hit) {
        stats.hits += 1;
        return hit.value;
      }
      stats.misses += 1;
      const value = compute(true);
      remove(key);
      const entry: Entry<T> = { at: now, value, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (settled) => {
          if (!sizeOf || entries.get(key) !== entry) return;
          entry.bytes = sizeOf(settled);
          bytes += entry.bytes;
          evictOldest();
        },
        // a failure is never reused: the next request tries again
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      evictOldest();
      return value;
    },
    has(key) {
      const ttl = ttlNow();
      return ttl > 0 && fresh(key, Date.now(), ttl) !== undefined;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    deleteWhere(matches) {
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (!matches(key)) continue;
        remove(key);
        dropped += 1;
      }
      return dropped;
    },
    get bytes() {
      return bytes;
    },
    stats,
  };
}
