// The in-process store for @fastify/rate-limit (without REDIS_URL): a fixed window per key,
// as the plugin's own LocalStore keeps, except that every answer is a copy of the count.
// Why: LocalStore hands back its live counter object and the plugin reads it only after an
// await, so N requests from one address arriving together all read N. A burst larger than
// the limit then got 429 for every request, the first ones too, and X-RateLimit-Remaining
// was wrong (found by src/server/test/security/abuse.test.ts). The Redis store answers copies.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Window {
  count: number;
  startMs: number;
}

/** Keys kept per limiter, least recently used dropped first (LocalStore's default size). */
const MAX_KEYS = 5_000;

export class RateLimitMemoryStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) window = { count: 0, startMs: now };
    window.count += 1;
    // Re-inserted so the Map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** The count without counting this request (`{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** Each route's limit (and each app.rateLimit()) counts on its own. */
  child(): RateLimitMemoryStore {
    return new RateLimitMemoryStore();
  }
}
