// The cache's own bounds: least recently used dropped first past its entries or bytes, no
// answer over the byte bound, none computed across a change, none kept past its time.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  const body = (n: number) => Buffer.alloc(n, 'x');

  it('drops the least recently used entry past its entry or byte bound', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 100, ttlMs: 60_000 });
    cache.set('a', body(10), {}, 0);
    cache.set('b', body(10), {}, 0);
    cache.get('a');
    cache.set('c', body(10), {}, 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);

    cache.set('d', body(95), {}, 0);
    expect(cache.byteSize).toBeLessThanOrEqual(100);
    expect(cache.get('d')).toBeDefined();
    cache.set('huge', body(101), {}, 0);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('refuses an answer computed before a change, and forgets answers older than their time', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 20 });
    const generation = cache.currentGeneration;
    cache.clear();
    cache.set('stale', body(1), {}, generation);
    expect(cache.size).toBe(0);
    cache.set('fresh', body(1), { 'x-total-count': '1' }, cache.currentGeneration);
    expect(cache.get('fresh')).toEqual({ body: body(1), headers: { 'x-total-count': '1' } });
    await sleep(40);
    expect(cache.get('fresh')).toBeUndefined();
    expect(cache.byteSize).toBe(0);
  });
});
