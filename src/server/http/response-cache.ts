// Serialised answers kept as bytes, least recently used dropped first past an entry or byte
// bound (lru-cache), for the catalogue's reads and the server-rendered pages. An answer lives
// at most `ttlMs`: that only bounds staleness from changes a process cannot hear of, since its
// owner empties it on every change it hears of (clear()). An answer computed while a change
// happened is not kept: set() takes the generation read before computing it.
import { LRUCache } from 'lru-cache';

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, ttlMs: 10_000 };

export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

export class ResponseCache {
  readonly #entries: LRUCache<string, CachedAnswer>;
  /** Bumped on every change, here or in another process. */
  #generation = 0;

  constructor(limits: CacheLimits = DEFAULT_CACHE_LIMITS) {
    this.#entries = new LRUCache({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // An empty body still takes a place.
      sizeCalculation: (answer) => Math.max(1, answer.body.length),
      ttl: limits.ttlMs,
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  get byteSize(): number {
    return this.#entries.calculatedSize;
  }

  get currentGeneration(): number {
    return this.#generation;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  get(key: string): CachedAnswer | undefined {
    return this.#entries.get(key);
  }

  /** Keeps the answer unless a change came since `generation` was read (or it exceeds the byte bound alone). */
  set(key: string, body: Buffer, headers: Record<string, string>, generation: number): void {
    if (generation === this.#generation) this.#entries.set(key, { body, headers });
  }
}
