import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import {
  COLLECTIONS,
  COLORS,
  DESIGN_COLORS,
  DESIGNER_PRODUCTS,
  EXTRA_WOMEN_SUBCATEGORIES,
  JEANS_SIZES,
  KIDS_SIZES,
  NAV_SUBCATEGORIES,
  ONE_SIZE,
  PROMO,
  SIZES,
  slugify,
} from '../../shared/store';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { productStock } from '../test/orders-fixtures';
import type { Db } from '../db/database';
import { discounts, media, productImages, productVariants, products } from '../db/schema';
import { seedCatalogue, seedIfEmpty } from './index';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function countBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const isRunOf = (sizes: readonly string[], scale: readonly string[]) => {
  const start = scale.indexOf(sizes[0] as string);
  return start >= 0 && sizes.every((size, i) => scale[start + i] === size);
};

describe('the default catalogue seed', () => {
  let t: TestApp;
  let listed: Array<typeof products.$inferSelect>;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.db)).toBe(true);
    listed = (await t.db.select().from(products)).filter((p) => p.category !== 'custom');
  });
  afterAll(() => t.close());

  it('has at least 150 products across women, men and kids', () => {
    expect(listed.length).toBeGreaterThanOrEqual(150);
    const byCategory = countBy(listed, (p) => p.category);
    expect([...byCategory.keys()].sort()).toEqual(['kids', 'men', 'women']);
    for (const n of byCategory.values()) expect(n).toBeGreaterThanOrEqual(30);
  });

  it('fills every navigation subcategory, plus jewelry, wigs and accessories, with at least 5 products', () => {
    const expected = [
      ...[...NAV_SUBCATEGORIES.women, ...EXTRA_WOMEN_SUBCATEGORIES].map((name) => `women/${slugify(name)}`),
      ...NAV_SUBCATEGORIES.men.map((name) => `men/${slugify(name)}`),
      ...NAV_SUBCATEGORIES.girls.map((name) => `kids/girls-${slugify(name)}`),
      ...NAV_SUBCATEGORIES.boys.map((name) => `kids/boys-${slugify(name)}`),
    ];
    const counts = countBy(listed, (p) => `${p.category}/${p.subcategory}`);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    for (const key of expected) expect(counts.get(key), key).toBeGreaterThanOrEqual(5);
    expect(counts.get('kids/boys-button-ups')).toBeGreaterThanOrEqual(5);
  });

  it('gives every product at least 3 images and 1 variant', async () => {
    const counts = await rows<{ images: number; variants: number }>(
      t.db,
      sql`
      select (select count(*)::int from ${productImages} i where i.product_id = p.id) as images,
             (select count(*)::int from ${productVariants} v where v.product_id = p.id) as variants
      from ${products} p`,
    );
    expect(counts.length).toBe(listed.length + DESIGNER_PRODUCTS.length);
    for (const c of counts) {
      expect(c.images).toBeGreaterThanOrEqual(3);
      expect(c.variants).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps each product price at its lowest variant price, and in stock when a variant is', async () => {
    const mismatches = await rows<{ handle: string }>(
      t.db,
      sql`
      select p.handle from ${products} p join ${productVariants} v on v.product_id = p.id
      group by p.id having p.price <> min(v.price) or p.in_stock <> (sum(v.stock) > 0)`,
    );
    expect(mismatches).toEqual([]);
    expect(listed.some((p) => p.originalPrice !== null && Number(p.originalPrice) > Number(p.price))).toBe(true);
  });

  it('uses the store sizes and colours: one variant per size and colour', async () => {
    const variants = await t.db.select().from(productVariants);
    const variantCounts = countBy(variants, (v) => v.productId);
    for (const p of listed) {
      const scale =
        p.category === 'kids'
          ? KIDS_SIZES
          : p.subcategory === 'jeans'
            ? JEANS_SIZES
            : ['jewelry', 'wigs', 'accessories'].includes(p.subcategory)
              ? [ONE_SIZE]
              : SIZES;
      expect(isRunOf(p.sizes, scale), `${p.handle} ${p.sizes.join(',')}`).toBe(true);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(4);
      const allowed: readonly string[] =
        p.subcategory === 'jewelry'
          ? ['Gold', 'Silver']
          : p.subcategory === 'wigs'
            ? ['Black', 'Brown', 'Blonde']
            : COLORS;
      for (const color of p.colors) expect(allowed).toContain(color);
      expect(variantCounts.get(p.id)).toBe(p.sizes.length * p.colors.length);
    }
  });

  it('has sold-out variants and at least 5 sold-out products', async () => {
    const soldOutVariants = await rows<{ n: number }>(
      t.db,
      sql`
      select count(*)::int as n from ${productVariants} v join ${products} p on p.id = v.product_id where v.stock = 0 and p.in_stock`,
    );
    expect(soldOutVariants[0]?.n).toBeGreaterThan(0);
    expect(listed.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(5);
  });

  it('flags about 15% featured and 15% trending, and fills each collection', () => {
    const share = (n: number) => n / listed.length;
    expect(share(listed.filter((p) => p.featured).length)).toBeGreaterThan(0.1);
    expect(share(listed.filter((p) => p.featured).length)).toBeLessThan(0.2);
    expect(share(listed.filter((p) => p.trending).length)).toBeGreaterThan(0.1);
    expect(share(listed.filter((p) => p.trending).length)).toBeLessThan(0.2);
    for (const { slug } of COLLECTIONS.filter((c) => c.slug !== 'all')) {
      expect(listed.filter((p) => p.collection === slug).length, slug).toBeGreaterThanOrEqual(10);
    }
    expect(listed.some((p) => p.collection === null)).toBe(true);
  });

  it('dates arrivals back from today: a few weeks of new pieces in New Arrivals, the rest over the year before', async () => {
    const now = Date.now();
    const daysAgo = (p: (typeof listed)[number]) => (now - p.createdAt.getTime()) / 86_400_000;
    const fresh = listed.filter((p) => daysAgo(p) < 30);
    expect(fresh.length / listed.length).toBeGreaterThan(0.1);
    expect(fresh.length / listed.length).toBeLessThan(0.3);
    expect(fresh.every((p) => p.tags.includes('new'))).toBe(true);
    expect(Math.max(...listed.map(daysAgo))).toBeLessThan(402);
    expect(Math.min(...listed.map(daysAgo))).toBeGreaterThanOrEqual(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/new-arrivals' });
    expect(res.json()).toMatchObject({ days: 30, count: fresh.length });
  });

  it('writes sanitised HTML descriptions, tags, vendors and materials', () => {
    for (const p of listed) {
      expect(p.description).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>$/);
      expect(p.tags).toContain(p.category);
      expect(p.tags).toContain(p.subcategory);
      expect(p.vendor).not.toBe('');
    }
    expect(new Set(listed.map((p) => p.vendor)).size).toBeGreaterThanOrEqual(4);
    expect(listed.find((p) => p.handle === 'linen-wrap-midi-dress')?.materials).toEqual(['Linen']);
  });

  it("sells the design wizard's four base garments", async () => {
    const custom = await t.db
      .select()
      .from(products)
      .where(sql`${products.category} = 'custom'`);
    expect(custom.map((p) => p.handle).sort()).toEqual(DESIGNER_PRODUCTS.map((d) => d.handle).sort());
    for (const d of DESIGNER_PRODUCTS) {
      const p = custom.find((c) => c.handle === d.handle);
      expect(p).toMatchObject({
        name: d.name,
        subcategory: 'custom',
        price: toDecimal(d.priceCents),
        sizes: [...d.sizes],
        colors: DESIGN_COLORS.map((c) => c.name),
      });
      expect((await productStock(t.db, p!.id)).units).toBeGreaterThanOrEqual(100 * d.sizes.length);
    }
  });

  it('adds WELCOME10 as an ordinary discount: 10% off a first order, once per customer', async () => {
    const [promo] = await t.db.select().from(discounts);
    expect(promo).toMatchObject({
      code: PROMO.welcomeCode,
      rule: { kind: 'order-percent', percent: 10 },
      paused: false,
      usageLimit: null,
      perCustomerLimit: 1,
      firstOrderOnly: true,
    });
  });

  it('points every image at stored artwork, main colour first, served as SVG', async () => {
    const images = await t.db.select().from(productImages);
    const mediaIds = new Set((await t.db.select({ id: media.id }).from(media)).map((m) => m.id));
    for (const image of images) {
      expect(image.url).toMatch(/^\/media\/\d+$/);
      expect(mediaIds.has(Number(image.url.slice('/media/'.length)))).toBe(true);
    }
    const firstImages = await rows<{ color: string; main: string }>(
      t.db,
      sql`
      select i.color, p.colors[1] as main from ${productImages} i join ${products} p on p.id = i.product_id where i.position = 0`,
    );
    for (const { color, main } of firstImages) expect(color).toBe(main);

    const dress = listed.find((p) => p.handle === 'linen-wrap-midi-dress');
    const [first] = images.filter((i) => i.productId === dress?.id).sort((a, b) => a.position - b.position);
    const res = await t.app.inject({ method: 'GET', url: first?.url as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 1000"/);
    expect(res.body).not.toMatch(/<script|<text|<image|href="(?!#)|url\((?!#)/);
  });

  it('stores each distinct drawing once', async () => {
    const duplicates = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select sha256 from ${media} group by sha256 having count(*) > 1) d`,
    );
    expect(duplicates[0]?.n).toBe(0);
  });

  it('does nothing when the store already has products', async () => {
    const before = await rows<{ p: number; v: number; m: number }>(
      t.db,
      sql`
      select (select count(*)::int from ${products}) as p, (select count(*)::int from ${productVariants}) as v, (select count(*)::int from ${media}) as m`,
    );
    expect(await seedIfEmpty(t.db)).toBe(false);
    const after = await rows<{ p: number; v: number; m: number }>(
      t.db,
      sql`
      select (select count(*)::int from ${products}) as p, (select count(*)::int from ${productVariants}) as v, (select count(*)::int from ${media}) as m`,
    );
    expect(after).toEqual(before);
  });

  it('seeds the same catalogue on every fresh database', async () => {
    const other = await createTestDatabase();
    try {
      await seedCatalogue(other.database.db);
      const fingerprint = async (db: Db) =>
        rows<{ handle: string; price: string; units: number; inStock: boolean; featured: boolean; images: string }>(
          db,
          sql`
          select p.handle, p.price, (select sum(v.stock)::int from ${productVariants} v where v.product_id = p.id) as units,
                 p.in_stock as "inStock", p.featured,
                 (select string_agg(m.sha256, ',' order by i.position) from ${productImages} i join ${media} m on i.url = '/media/' || m.id where i.product_id = p.id) as images
          from ${products} p order by p.handle`,
        );
      expect(await fingerprint(other.database.db)).toEqual(await fingerprint(t.db));
    } finally {
      await other.drop();
    }
  });
});
