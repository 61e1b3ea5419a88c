// A flood of unique searches from one address is refused once the cache cannot answer them,
// while answers the cache holds, and other shoppers, are served as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct } from '../test/orders-fixtures';

describe('catalogue reads the cache cannot answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addTestProduct(t.db, 'flood-linen-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 3 }]);
  });
  afterAll(() => t?.close());

  const read = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it(`allows ${RATE_LIMITS.catalogMiss.max} a minute per address, then answers 429 with Retry-After; cached answers and other addresses go on`, async () => {
    const popular = '/api/shopify/products?query=linen';
    expect((await read(popular, '203.0.113.9')).statusCode).toBe(200);

    const flooder = '203.0.113.7';
    const answers = [];
    for (let i = 1; i < RATE_LIMITS.catalogMiss.max; i++)
      answers.push((await read(`/api/shopify/products?query=word${i}`, flooder)).statusCode);
    answers.push((await read('/api/products/facets?category=women&query=flood', flooder)).statusCode);
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    const refused = await read('/api/shopify/products?query=one-more', flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many searches from your address\. Please try again in \d+ seconds?\.$/,
    );

    // What the cache holds is still served to the same address, and a shopper elsewhere searches as usual.
    const cached = await read(popular, flooder);
    expect(cached.statusCode).toBe(200);
    expect(cached.json().products.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual([
      'flood-linen-dress',
    ]);
    expect((await read('/api/shopify/products?query=dress', '203.0.113.8')).statusCode).toBe(200);
  });
});
