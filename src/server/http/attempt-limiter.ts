import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/connect';
import { countAttempt, forgetAttempts, readAttempts } from './attempt-store';
import { AppError } from './errors';

/**
 * Where attempts are counted: one budget for every instance. In Redis when REDIS_URL is set
 * (falling back to the database while Redis cannot be reached), else in the database (both
 * engines). Keys arrive already hashed (see AttemptLimiter).
 */
export type AttemptCounter = {
  /** Counts one attempt: the attempts in the window so far (this one included) and its end. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The attempts counted in the key's current window, without counting one. */
  read(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export function databaseAttemptCounter(db: Database): AttemptCounter {
  return {
    hit: (key, windowMs) => countAttempt(db, key, windowMs),
    read: (key) => readAttempts(db, key),
    reset: (key) => forgetAttempts(db, key),
  };
}

/** INCR, with the window's expiry set by the first attempt; answers [count, ms left]. */
const REDIS_HIT = `
  local count = redis.call('INCR', KEYS[1])
  if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {count, ttl}
`;
const REDIS_PREFIX = 'ridgeline-attempts:';

/**
 * Redis, with the database as the fallback: an unreachable Redis must not switch off the
 * protection of accounts (the per-address limits let requests through instead, since there
 * the alternative would be refusing every visitor).
 */
export function redisAttemptCounter(
  redis: Redis,
  fallback: AttemptCounter,
  log: FastifyBaseLogger,
): AttemptCounter {
  const warn = (error: unknown) =>
    log.warn({ err: error }, 'Redis unreachable: attempts counted in the database');
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(REDIS_HIT, 1, REDIS_PREFIX + key, windowMs)) as [
          number,
          number,
        ];
        return { count, resetInMs: ttl };
      } catch (error) {
        warn(error);
        return fallback.hit(key, windowMs);
      }
    },
    async read(key) {
      try {
        const value = await redis.get(REDIS_PREFIX + key);
        return value === null ? 0 : Number(value);
      } catch (error) {
        warn(error);
        return fallback.read(key);
      }
    },
    async reset(key) {
      try {
        await redis.del(REDIS_PREFIX + key);
      } catch (error) {
        warn(error);
      }
      await fallback.reset(key);
    },
  };
}

/** A counter's key: the namespace and an HMAC of the identity, never the identity itself. */
export function hashedKey(secret: string, namespace: string, identity: string): string {
  const digest = createHmac('sha256', secret)
    .update(identity.trim().toLowerCase())
    .digest('base64url');
  return `${namespace}:${digest}`;
}

/**
 * Counts attempts per identity (a username, an e-mail) in a fixed window, one budget across
 * instances. Per-IP limits use @fastify/rate-limit; this covers the per-identity limits it
 * cannot stack on one route. The identity is stored as an HMAC (APP_SECRET), never in clear.
 */
export class AttemptLimiter {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly options: {
      /** Namespace of this limit's keys ('login', 'register', …). */
      name: string;
      secret: string;
      max: number;
      windowMs: number;
      /** The 429 message; {minutes} is replaced with the wait. */
      message: string;
    },
  ) {}

  private keyOf(identity: string): string {
    return hashedKey(this.options.secret, this.options.name, identity);
  }

  /** Records one attempt for the identity, or throws a 429 AppError when the budget is spent. */
  async hit(identity: string): Promise<void> {
    const { max, windowMs, message } = this.options;
    const { count, resetInMs } = await this.counter.hit(this.keyOf(identity), windowMs);
    if (count > max) {
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`),
      );
    }
  }

  /** Forgets an identity's attempts (a successful login clears its failed attempts). */
  async reset(identity: string): Promise<void> {
    await this.counter.reset(this.keyOf(identity));
  }
}
