import { describe, expect, it } from 'vitest';
import { dedupeById } from './product';

describe('dedupeById', () => {
  it('keeps the first product with each id, in order', () => {
    const items = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'a', n: 3 },
      { id: 'c', n: 4 },
      { id: 'b', n: 5 },
    ];
    expect(dedupeById(items)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 4 },
    ]);
  });
});
