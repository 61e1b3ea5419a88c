import { describe, expect, it } from 'vitest';
import { pack, unpack, type PackedJson } from './packed-json';

/** What the browser reads back: the packed form goes through JSON text, as in the page. */
const roundTrip = (value: unknown) => unpack(JSON.parse(JSON.stringify(pack(value))) as PackedJson);

const variant = (id: number, size: string, color: string) => ({
  node: {
    id: `gid://local/ProductVariant/${id}`,
    title: `${size} / ${color}`,
    availableForSale: id % 2 === 0,
    quantityAvailable: id % 7,
    price: { amount: '58.99', currencyCode: 'USD' },
    image: { url: '/media/29', altText: `Lace Trim Poplin Blouse in ${color}` },
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Color', value: color },
    ],
  },
});

const answers = {
  mutations: [],
  queries: [
    {
      queryKey: ['products', 'shop-page', '{}', 1],
      state: {
        data: {
          products: {
            edges: ['S', 'M', 'L', 'XL'].flatMap((size, i) =>
              ['Black', 'Pink'].map((color, j) => variant(i * 2 + j, size, color)),
            ),
            pageInfo: { hasNextPage: true, endCursor: 'eyJpZCI6OH0', startCursor: null },
            totalCount: 182,
          },
        },
        error: null,
        status: 'success',
      },
    },
  ],
};

describe('packed JSON for the answers a page carries', () => {
  it('gives back exactly what JSON would', () => {
    expect(roundTrip(answers)).toEqual(answers);
    const odd = {
      empty: {},
      list: [],
      nested: [[[]], [{}], [0, -1.5, 1e21, true, false, null, '']],
      skipped: undefined,
      holes: [undefined, () => 1, 3],
      notFinite: [Number.NaN, Number.POSITIVE_INFINITY],
      when: new Date('2026-11-28T08:00:00Z'),
      unicode: 'Café — 🧥 \u2028',
    };
    expect(roundTrip(odd)).toEqual(JSON.parse(JSON.stringify(odd)));
    expect(roundTrip('just a string')).toBe('just a string');
    expect(roundTrip(null)).toBeNull();
  });

  it('keeps strings that look like its own references, and keys that look like a prototype', () => {
    const tricky = { '~0': '~0', title: '~1 Sale', note: '~', list: ['~0', '~zz'], ['__proto__']: { admin: true } };
    const back = roundTrip(JSON.parse(JSON.stringify(tricky))) as Record<string, unknown>;
    expect(back).toEqual(JSON.parse(JSON.stringify(tricky)));
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('writes each key list and each repeated text once', () => {
    const text = JSON.stringify(pack(answers));
    expect(text.length).toBeLessThan(JSON.stringify(answers).length * 0.6);
    expect(text.match(/"selectedOptions"/g)).toHaveLength(1);
    expect(text.match(/Lace Trim Poplin Blouse in Black/g)).toHaveLength(1);
  });

  it('refuses a packed value that names a key list or string it does not have', () => {
    expect(() => unpack({ k: [], s: [], d: [3, 'x'] })).toThrow(/unknown shape/);
    expect(() => unpack({ k: [], s: [], d: '~5' })).toThrow(/missing string/);
  });
});
