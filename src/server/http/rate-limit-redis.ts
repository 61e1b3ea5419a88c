// The rate limits' Redis store (REDIS_URL): @fastify/rate-limit's own RedisStore, with the
// key prefixes and the failure handling the store needs.
//
// Keys. The plugin prefixes a route's limiter with its method and URL, but every limiter made
// with app.rateLimit() or app.createRateLimit() gets "<namespace>undefinedundefined-", so two of
// them counting by address would share one counter. Here those limiters get no route part, and
// each must have its own keyGenerator whose keys start with a name of their own ("tracking:",
// "login-account:"); one without is refused at start.
//
// Redis unreachable. Whether a limiter then lets requests through is its `skipOnError`
// (http/rate-limits.ts): true for every limit except sign-in, whose limits guard against
// password guessing and fail closed. A failure reaches the plugin as a RateLimitUnavailableError:
// for a limiter that fails closed the error handler answers it 503 with Retry-After; for one
// that fails open the plugin skips the limit, and a warning is logged here (at most every
// 10 s per limiter, with how many requests went through unlimited).
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface PluginRedisStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type PluginRedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginRedisStore;
// Not in the package's typings, but a file of it (the plugin's `redis` option uses it).
const PluginRedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as PluginRedisStoreCtor;

/** Seconds a client is asked to wait when a limit that fails closed cannot be checked. */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 5;
const WARN_EVERY_MS = 10_000;

/** A limit could not be checked because Redis did not answer. */
export class RateLimitUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The rate-limit store (Redis) is unavailable', { cause });
    this.name = 'RateLimitUnavailableError';
  }
}

interface LimiterOptions {
  skipOnError?: boolean;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  keyGenerator?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The client, set for a store: fails fast while Redis is away rather than queueing requests. */
export function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // A command while disconnected fails at once (the limit is skipped or answered 503) instead
    // of waiting for a reconnection; a Redis that accepts but never answers fails after 1 s.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let lastWarning = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    log.warn(
      { err },
      'Redis unreachable: sign-in answers 503 and the other rate limits are not applied until it is back',
    );
  });
  redis.on('ready', () => {
    if (lastWarning) log.info('Redis reachable again: rate limits apply');
    lastWarning = 0;
  });
  return redis;
}

/** Waits (at most `ms`) for the first connection to succeed or fail, so a fresh process starts counting at once. */
export function firstConnection(redis: Redis, ms = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

export function redisRateLimitStore(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  // The plugin's typings describe child()'s argument as Fastify's route options; it is the
  // limiter's merged options (skipOnError, keyGenerator, routeInfo...), as LimiterOptions says.
  class GuardedRedisStore {
    private readonly inner: PluginRedisStore;
    private readonly failsOpen: boolean;
    private readonly route: string | undefined;
    private readonly defaultKeys: unknown;
    private skipped = 0;
    private lastWarning = 0;

    constructor(options: LimiterOptions, prefix = namespace, defaultKeys: unknown = options.keyGenerator) {
      this.inner = new PluginRedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        prefix,
      );
      this.failsOpen = options.skipOnError === true;
      this.defaultKeys = defaultKeys;
      const { method, url } = options.routeInfo ?? {};
      this.route = method && url ? `${[method].flat().join(',')} ${url}` : undefined;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.inner.incr(key, this.guard(key, callback), timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.inner.read(key, this.guard(key, callback), timeWindow, max);
    }

    child(routeOptions: LimiterOptions): GuardedRedisStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      if (method && url)
        return new GuardedRedisStore(routeOptions, `${namespace}${[method].flat().join(',')}${url}-`, this.defaultKeys);
      if (routeOptions.keyGenerator === this.defaultKeys) {
        throw new Error(
          'A limiter made with app.rateLimit() or app.createRateLimit() needs its own keyGenerator, with keys starting with its name',
        );
      }
      return new GuardedRedisStore(routeOptions, namespace, this.defaultKeys);
    }

    private guard(key: string, callback: Callback): Callback {
      return (error, result) => {
        if (!error) return callback(null, result);
        if (this.failsOpen) this.warn(key, error);
        callback(new RateLimitUnavailableError(error));
      };
    }

    private warn(key: string, error: Error): void {
      this.skipped += 1;
      if (Date.now() - this.lastWarning < WARN_EVERY_MS) return;
      this.lastWarning = Date.now();
      // The route, or the name a named limiter's keys start with; never the address or account.
      const limiter = this.route ?? key.slice(0, Math.max(0, key.indexOf(':')));
      log.warn({ limiter, requestsNotLimited: this.skipped, err: error }, 'rate limit not applied: Redis unavailable');
      this.skipped = 0;
    }
  }
  return GuardedRedisStore as unknown as FastifyRateLimitStoreCtor;
}
