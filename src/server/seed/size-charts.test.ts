// Every size the store sells has a row in the chart its product is sized by, so the size
// guide and the size finder never leave a shopper with a size they cannot look up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_CHARTS, chartForProduct, getSizeChart } from '../../shared/size-charts';
import { KIDS_SIZES, ONE_SIZE } from '../../shared/store';
import { createTestApp, type TestApp } from '../test/harness';
import { products } from '../db/schema';
import { seedIfEmpty } from './index';

describe('the size charts against the seeded catalogue', () => {
  let t: TestApp;
  let sold: Array<typeof products.$inferSelect>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.db);
    sold = await t.db.select().from(products);
  });
  afterAll(() => t.close());

  it('has a chart row for every size of every garment sold in sizes', () => {
    const missing: string[] = [];
    const listed = sold.filter((p) => p.category !== 'custom');
    expect(listed.length).toBeGreaterThan(100);
    for (const product of listed) {
      if (product.sizes.every((size) => size === ONE_SIZE)) continue;
      const chartId = chartForProduct(product);
      if (!chartId) {
        missing.push(`${product.handle}: no chart for ${product.category}/${product.subcategory}`);
        continue;
      }
      const rows = getSizeChart(chartId).rows.map((r) => r.size);
      for (const size of product.sizes)
        if (!rows.includes(size)) missing.push(`${product.handle}: ${size} not in ${chartId}`);
    }
    expect(missing).toEqual([]);
  });

  it('sizes kids by 2T-8T and jeans by waist in the charts', () => {
    const kidsSizes = new Set(sold.filter((p) => p.category === 'kids').flatMap((p) => p.sizes));
    expect([...kidsSizes].sort()).toEqual([...KIDS_SIZES].sort());
    const jeans = sold.filter((p) => p.subcategory === 'jeans');
    expect(jeans.map((p) => chartForProduct(p)).every((id) => id === 'women-jeans' || id === 'men-jeans')).toBe(true);
  });

  it("has a chart row for the custom apparel studio's sizes", () => {
    const chartSizes = new Set(SIZE_CHARTS.flatMap((chart) => chart.rows.map((r) => r.size)));
    for (const product of sold.filter((p) => p.category === 'custom')) {
      for (const size of product.sizes)
        if (size !== ONE_SIZE) expect(chartSizes.has(size), `${product.handle} ${size}`).toBe(true);
    }
  });
});
