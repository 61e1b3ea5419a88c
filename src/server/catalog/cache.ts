// Serialised catalogue answers (http/response-cache.ts), keyed by route + normalised request,
// so a repeated read costs a lookup instead of two SQL statements and a zod serialisation; a
// repeated URL skips query parsing and validation too.
// Emptied on every catalogue or stock change (events.ts): at once for this process's own
// changes, and on PostgreSQL within milliseconds for other processes' (notify.ts, LISTEN/NOTIFY).
// The TTL only bounds staleness from changes this process cannot hear of: writers outside the
// store (SQL by hand, the seed script) and notifications lost while its listening connection
// was down.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { DEFAULT_CACHE_LIMITS, ResponseCache, type CacheLimits, type CachedAnswer } from '../http/response-cache';

/** Fastify's own header values are strings, numbers or string arrays: keep the printable ones. */
function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  return undefined;
}

function toBuffer(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (Buffer.isBuffer(serialized)) return serialized;
  return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized);
}

/** Keys sorted at every level of the parsed query, so ?a=1&b=2 and ?b=2&a=1 share an entry. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Any route handler: the wrapper keeps the exact type it is given, so Fastify's own inference still applies. */
type RouteHandler = (this: never, request: never, reply: never) => unknown;
type PlainHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A cache for one app's catalogue routes, emptied whenever the catalogue changes; returns
 * `cached(handler)`, which answers 200s from the cache and stores what the handler produced
 * (the route's own serialiser, plus any headers the handler set).
 */
export function createCatalogCache(app: FastifyInstance, limits: CacheLimits = DEFAULT_CACHE_LIMITS) {
  const cache = new ResponseCache(limits);
  const unsubscribe = app.catalogEvents.onChange(() => cache.clear());
  app.addHook('onClose', async () => void unsubscribe());
  const send = (reply: FastifyReply, entry: CachedAnswer) =>
    reply.headers(entry.headers).type('application/json; charset=utf-8').send(entry.body);
  const rawKey = (request: FastifyRequest) => `GET ${request.url}`;
  // Only a read the cache cannot answer counts, so repeated and popular pages stay free.
  // Named keys: http/rate-limit-redis.ts.
  const limitMiss = app.createRateLimit({
    ...RATE_LIMITS.catalogMiss,
    keyGenerator: (request) => `catalog-miss:${request.ip}`,
  });
  async function refuseFlood(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = await limitMiss(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw new HttpError(
      429,
      `Too many searches from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }

  // A URL answered before is answered here, before parsing and validation: the same URL
  // already passed both. Other spellings of the same query reach the handler's lookup.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.get(rawKey(request));
    if (hit) return send(reply, hit);
  });

  function cached<H extends RouteHandler>(route: H): H {
    const handler = route as unknown as PlainHandler;
    const wrapped: PlainHandler = async (request, reply) => {
      const key = `${request.routeOptions.url ?? ''}\n${stableJson(request.params)}\n${stableJson(request.query)}`;
      const generation = cache.currentGeneration;
      const hit = cache.get(key);
      if (hit) {
        if (request.method === 'GET') cache.set(rawKey(request), hit.body, hit.headers, generation);
        return send(reply, hit);
      }
      await refuseFlood(request, reply);
      const before = new Set(Object.keys(reply.getHeaders()));
      const payload = await handler(request, reply);
      if (reply.sent || reply.statusCode !== 200) return payload;
      const body = toBuffer(reply.serialize(payload));
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        const text = headerText(value);
        if (!before.has(name) && text !== undefined) headers[name] = text;
      }
      cache.set(key, body, headers, generation);
      if (request.method === 'GET') cache.set(rawKey(request), body, headers, generation);
      return reply.type('application/json; charset=utf-8').send(body);
    };
    return wrapped as unknown as H;
  }

  return { cache, cached };
}
