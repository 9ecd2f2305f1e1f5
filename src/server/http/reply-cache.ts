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
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createReplyCache<T = string>({
  ttlMs,
  maxEntries = 500,
}: {
  ttlMs: number;
  maxEntries?: number;
}): ReplyCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();

  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = compute();
      entries.delete(key);
      entries.set(key, { at: now, value });
      // a failure is never reused: the next request tries again
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order: the first key is the oldest
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
