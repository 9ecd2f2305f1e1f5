import { AppError } from './errors';

/**
 * Counts attempts per key (a username, an e-mail) in a fixed window, in memory. Per-IP limits
 * use @fastify/rate-limit; this covers the per-identity limits it cannot stack on one route.
 * Counts are per instance: with N instances an attacker gets at most N times the budget.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** The 429 message; {minutes} is replaced with the wait. */
    private readonly message: string,
  ) {}

  /** Records one attempt for the key, or throws a 429 AppError when the budget is spent. */
  hit(key: string, now = Date.now()): void {
    this.sweep(now);
    const normalized = key.trim().toLowerCase();
    const entry = this.windows.get(normalized);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(normalized, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    if (entry.count >= this.max) {
      const minutes = Math.max(1, Math.ceil((entry.resetAt - now) / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        this.message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`),
      );
    }
    entry.count += 1;
  }

  /** Forgets a key (a successful login clears its failed attempts). */
  reset(key: string): void {
    this.windows.delete(key.trim().toLowerCase());
  }

  private lastSweep = 0;
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
