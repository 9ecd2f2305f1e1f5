import { describe, expect, it, vi } from 'vitest';
import { createReplyCache } from './reply-cache';

describe('reply cache', () => {
  it('reuses a reply within its lifetime and makes it again after', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReplyCache({ ttlMs: 1000 });
      let made = 0;
      const make = async () => `reply ${++made}`;
      expect(await cache.get('a', make)).toBe('reply 1');
      expect(await cache.get('a', make)).toBe('reply 1');
      expect(await cache.get('b', make)).toBe('reply 2');
      vi.advanceTimersByTime(1001);
      expect(await cache.get('a', make)).toBe('reply 3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts hits and misses for /metrics (a miss when reuse is off too)', async () => {
    let ttl = 1000;
    const cache = createReplyCache({ ttlMs: () => ttl });
    const make = async () => 'reply';
    await cache.get('a', make);
    await Promise.all([cache.get('a', make), cache.get('a', make)]);
    await cache.get('b', make);
    ttl = 0;
    await cache.get('a', make);
    expect(cache.stats).toEqual({ hits: 2, misses: 3 });
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createReplyCache({ ttlMs: 1000 });
    const make = vi.fn(async () => 'once');
    const replies = await Promise.all([1, 2, 3].map(() => cache.get('k', make)));
    expect(replies).toEqual(['once', 'once', 'once']);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure', async () => {
    const cache = createReplyCache({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxEntries: 2 });
    let made = 0;
    const make = async () => `r${++made}`;
    await cache.get('a', make);
    await cache.get('b', make);
    await cache.get('c', make);
    expect(await cache.get('b', make)).toBe('r2');
    expect(await cache.get('a', make)).toBe('r4');
  });

  it('holds at most maxBytes, dropping the oldest', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: 100, sizeOf: (v) => v.length * 2 });
    const page = (n: number) => async () => `${n}`.padEnd(20, '.');
    for (let n = 1; n <= 10; n++) await cache.get(`k${n}`, page(n));
    // 40 bytes each: two fit
    expect(cache.bytes).toBe(80);
    let made = 0;
    const again = async () => `again ${++made}`;
    expect(await cache.get('k10', again)).toMatch(/^10\./);
    expect(await cache.get('k9', again)).toMatch(/^9\./);
    expect(await cache.get('k8', again)).toBe('again 1');
  });

  it('drops only the entries a predicate matches, and their bytes', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, sizeOf: (v: string) => v.length * 2 });
    let made = 0;
    const make = async () => `r${++made}`;
    for (const key of ['listing 1', 'listing 2', 'search x']) await cache.get(key, make);
    expect(cache.deleteWhere((key) => key !== 'listing 2')).toBe(2);
    expect(cache.bytes).toBe(4);
    expect(await cache.get('listing 2', make)).toBe('r2');
    expect(await cache.get('listing 1', make)).toBe('r4');
    expect(await cache.get('search x', make)).toBe('r5');
  });

  it('computes every time when turned off', async () => {
    const cache = createReplyCache({ ttlMs: 0 });
    let made = 0;
    const make = async () => `r${++made}`;
    await cache.get('a', make);
    expect(await cache.get('a', make)).toBe('r2');
  });

  it('reads a lifetime given as a function at each use (a setting that can change)', async () => {
    let ttl = 60_000;
    const cache = createReplyCache({ ttlMs: () => ttl });
    let made = 0;
    const make = async () => `r${++made}`;
    await cache.get('a', make);
    expect(await cache.get('a', make)).toBe('r1');
    ttl = 0;
    expect(await cache.get('a', make)).toBe('r2');
  });
});
