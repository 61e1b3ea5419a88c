import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedProducts } from '../../shared/schemas/related';
import { createTestApp, type TestApp } from '../test/harness';
import { insertProduct, type ProductInput } from './write';

let t: TestApp;

function product(
  handle: string,
  facts: Partial<ProductInput> & Pick<ProductInput, 'category' | 'subcategory'>,
  stock = 5,
): ProductInput {
  return {
    handle,
    name: handle.replaceAll('-', ' '),
    description: '<p>Made well.</p>',
    collection: null,
    variants: [{ size: 'M', color: 'Black', priceCents: 3000, stock }],
    images: [],
    ...facts,
  };
}

// A summer top with more tops, other women's clothes, a sold-out top, a summer collection of
// trousers, jewelry and a kids' dress, and a men's shirt in the same collection.
const CATALOGUE: ProductInput[] = [
  product('summer-top', { category: 'women', subcategory: 'tops', collection: 'summer' }),
  product('ribbed-top', { category: 'women', subcategory: 'tops', featured: true }),
  product('lace-top', { category: 'women', subcategory: 'tops' }),
  product('sold-out-top', { category: 'women', subcategory: 'tops' }, 0),
  product('midi-skirt', { category: 'women', subcategory: 'skirts' }),
  product('linen-trousers', { category: 'women', subcategory: 'pants', collection: 'summer' }),
  product('wide-trousers', { category: 'women', subcategory: 'pants', collection: 'summer' }),
  product('shell-necklace', { category: 'women', subcategory: 'jewelry', collection: 'summer' }),
  product('summer-tank', { category: 'women', subcategory: 'tops', collection: 'summer' }),
  product('sold-out-hat', { category: 'women', subcategory: 'accessories', collection: 'summer' }, 0),
  product('camp-shirt', { category: 'men', subcategory: 'shirts', collection: 'summer' }),
  product('plain-tee', { category: 'men', subcategory: 't-shirts' }),
];

beforeAll(async () => {
  t = await createTestApp();
  for (const input of CATALOGUE) await insertProduct(t.db, input);
});
afterAll(() => t.close());

async function related(handle: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products/${handle}/related` });
  return { status: res.statusCode, body: res.json() as RelatedProducts & { errors?: Array<{ path: string }> } };
}
const handles = (list: RelatedProducts['alsoLike']) => list.map((p) => p.handle);

describe('GET /api/shopify/products/:handleOrId/related', () => {
  it('suggests in-stock products of the same subcategory first, then of the same category, never the product itself', async () => {
    const { status, body } = await related('summer-top');
    expect(status).toBe(200);
    const alsoLike = handles(body.alsoLike);
    expect(alsoLike.slice(0, 3).sort()).toEqual(['lace-top', 'ribbed-top', 'summer-tank']);
    expect(alsoLike).toContain('midi-skirt');
    expect(alsoLike).not.toContain('summer-top');
    expect(alsoLike).not.toContain('sold-out-top');
    expect(alsoLike).not.toContain('plain-tee');
    expect(body.alsoLike.every((p) => p.category === 'women' && p.availableForSale)).toBe(true);
  });

  it('completes the look from the collection, one of each other subcategory first, the same category first', async () => {
    const { body } = await related('summer-top');
    const look = handles(body.completeTheLook);
    expect(look).toHaveLength(4);
    expect(
      body.completeTheLook
        .slice(0, 2)
        .map((p) => p.subcategory)
        .sort(),
    ).toEqual(['jewelry', 'pants']);
    expect(look).toContain('camp-shirt');
    expect(look).not.toContain('summer-tank');
    expect(look).not.toContain('sold-out-hat');
    // What the look shows is not suggested twice.
    expect(handles(body.alsoLike).filter((h) => look.includes(h))).toEqual([]);
  });

  it('answers an empty look for a product without a collection', async () => {
    const { body } = await related('ribbed-top');
    expect(body.completeTheLook).toEqual([]);
    expect(handles(body.alsoLike)).toContain('summer-top');
  });

  it('answers 404 for an unknown product and 400 for a handle that is too long', async () => {
    expect(await related('no-such-product')).toMatchObject({ status: 404 });
    const tooLong = await related('x'.repeat(300));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.map((e) => e.path)).toEqual([expect.stringMatching(/handleOrId/)]);
  });
});
