import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { AttemptCounter } from './attempt-limiter';
import { hashedKey } from './attempt-limiter';

/** What @fastify/rate-limit hands a store's incr() callback. */
type Counted = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: Counted) => void;

/** Addresses one instance remembers per route (oldest forgotten first). */
const LOCAL_ENTRIES = 5_000;

/** A route's rate limit counted by this instance alone (`perInstance` in its config). */
export type PerInstanceOption = { perInstance?: boolean };

/**
 * A @fastify/rate-limit store for several instances on one PostgreSQL without Redis: each
 * per-address limit is one budget, counted in the database (the counter of
 * http/attempt-store.ts: one unlogged upsert, about 0.3 ms). Two things stay in memory:
 * - a route marked `perInstance` (the listings API: thousands of requests a second, each
 *   answered without a query; a write per request would cost more than the reply, see
 *   docs/PERFORMANCE.md), counted per instance as before;
 * - refusals: once this instance alone has seen more than the limit from an address in a
 *   window, it refuses without asking the database, so a flood costs no writes.
 * A database error lets the request through (the plugin's skipOnError), as Redis does.
 */
export function databaseRateLimitStore(counter: AttemptCounter, secret: string) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly local = new Map<string, { count: number; endsAt: number }>();

    constructor(
      _globalParams?: unknown,
      private readonly route: { prefix: string; perInstance: boolean } = {
        prefix: 'rl:global',
        perInstance: false,
      },
    ) {}

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // the plugin hands the route's merged limit options (its types say route options)
      const routeOptions = options as unknown as PerInstanceOption & {
        routeInfo: { method?: unknown; url?: unknown };
      };
      const { method, url } = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(undefined, {
        prefix: `rl:${String(method)} ${String(url)}`,
        perInstance: routeOptions.perInstance === true,
      });
    }

    private countHere(address: string, windowMs: number): Counted {
      const now = Date.now();
      let entry = this.local.get(address);
      if (!entry || entry.endsAt <= now) entry = { count: 0, endsAt: now + windowMs };
      entry.count += 1;
      this.local.delete(address);
      this.local.set(address, entry);
      if (this.local.size > LOCAL_ENTRIES) this.local.delete(this.local.keys().next().value!);
      return { current: entry.count, ttl: entry.endsAt - now };
    }

    incr(address: string, callback: IncrCallback, windowMs: number, max: number): void {
      const here = this.countHere(address, windowMs);
      if (this.route.perInstance || here.current > max) {
        callback(null, here);
        return;
      }
      counter.hit(hashedKey(secret, this.route.prefix, address), windowMs).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
  };
}
