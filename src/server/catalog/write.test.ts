import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, productVariants, products } from '../db/schema';
import { HttpError } from '../http/errors';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { productStock } from '../test/orders-fixtures';
import { htmlToText, sanitizeDescription } from './sanitize';
import {
  insertProduct,
  insertProducts,
  orderSizes,
  syncProductFromVariants,
  updateProduct,
  type ProductInput,
} from './write';

describe('sanitizeDescription', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeDescription('<p>Soft cotton</p><script>alert(1)</script>')).toBe('<p>Soft cotton</p>');
  });

  it('removes event handlers and tags outside the allow-list', () => {
    const clean = sanitizeDescription(
      '<p onclick="x()">Hi <img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><span style="color:red">there</span></p>',
    );
    expect(clean).toBe('<p>Hi there</p>');
  });

  it('drops javascript: and protocol-relative links but keeps their text', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">click</a>',
    );
    expect(sanitizeDescription('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeDescription('<a href="//evil.example/x">x</a>')).not.toContain('href');
    expect(sanitizeDescription('<a href="data:text/html,hi">x</a>')).not.toContain('href');
  });

  it('keeps http, https and mailto links and forces rel and target', () => {
    expect(
      sanitizeDescription('<a href="https://example.com/care" rel="opener" target="_self" class="x">care guide</a>'),
    ).toBe('<a href="https://example.com/care" rel="noopener noreferrer" target="_blank">care guide</a>');
    expect(sanitizeDescription('<a href="mailto:help@example.com">mail</a>')).toContain(
      'href="mailto:help@example.com"',
    );
  });

  it('keeps the formatting tags a description needs', () => {
    const html =
      '<h3>Details</h3><p><strong>Bold</strong> <em>soft</em> <b>b</b> <i>i</i> <u>u</u><br /></p><ul><li>One</li></ul><ol><li>Two</li></ol><h4>Care</h4><blockquote>Quote</blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });
});

describe('htmlToText', () => {
  it('turns a description into its words on one line', () => {
    expect(htmlToText('<p>Soft &amp; light</p><ul><li>Pockets</li><li>5 &lt; 6</li></ul>')).toBe(
      'Soft & light Pockets 5 < 6',
    );
  });
});

describe('orderSizes', () => {
  it("follows the store's size order, unknown sizes last", () => {
    expect(orderSizes(['XL', 'Petite', 'S', 'XS', 'S'])).toEqual(['XS', 'S', 'XL', 'Petite']);
    expect(orderSizes(['34', '26', '30'])).toEqual(['26', '30', '34']);
    expect(orderSizes(['5T', '2T'])).toEqual(['2T', '5T']);
  });
});

const dress = (
  overrides: Partial<ProductInput> = {},
  handle = overrides.handle ?? 'linen-wrap-midi-dress',
): ProductInput => ({
  handle,
  name: 'Linen Wrap Midi Dress',
  description: '<p onmouseover="steal()">Airy linen.</p><script>steal()</script><ul><li>Tie waist</li></ul>',
  category: 'women',
  subcategory: 'dresses',
  productType: 'Dresses',
  vendor: 'Harbor & Pine',
  materials: ['Linen'],
  tags: ['women', 'dresses', 'linen'],
  variants: [
    { size: 'L', color: 'Green', priceCents: 6999, stock: 3 },
    { size: 'XS', color: 'Green', priceCents: 6499, compareAtPriceCents: 9499, stock: 0 },
    {
      size: 'M',
      color: 'Red',
      priceCents: 6499,
      compareAtPriceCents: 8999,
      stock: 7,
      sku: `${handle.toUpperCase()}-M-RED`,
    },
    { size: 'XXL', color: 'Red', priceCents: 7199, compareAtPriceCents: 9999, stock: 2 },
  ],
  images: [
    { url: '/media/1', alt: 'Linen Wrap Midi Dress in Green', color: 'Green', width: 800, height: 1000 },
    { url: '/media/2', alt: 'Linen Wrap Midi Dress in Red', color: 'Red', width: 800, height: 1000 },
  ],
  ...overrides,
});

describe('the product write path', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('stores a product with fields derived from its variants', async () => {
    const id = await insertProduct(t.database.db, dress());
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      handle: 'linen-wrap-midi-dress',
      price: '64.99',
      originalPrice: '89.99',
      inStock: true,
      sizes: ['XS', 'M', 'L', 'XXL'],
      colors: ['Green', 'Red'],
      materials: ['Linen'],
      featured: false,
      trending: false,
      active: true,
    });
    expect(row?.description).toBe('<p>Airy linen.</p><ul><li>Tie waist</li></ul>');
    expect(await productStock(t.database.db, id)).toEqual({ units: 12, inStock: true });
  });

  it('keeps given SKUs, generates the rest, and keeps variant and image order', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, 'linen-wrap-midi-dress'));
    const id = product?.id as number;
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.sku, v.size, v.color, v.price, v.stock])).toEqual([
      [`TJ-${id}-L-GREEN`, 'L', 'Green', '69.99', 3],
      [`TJ-${id}-XS-GREEN`, 'XS', 'Green', '64.99', 0],
      ['LINEN-WRAP-MIDI-DRESS-M-RED', 'M', 'Red', '64.99', 7],
      [`TJ-${id}-XXL-RED`, 'XXL', 'Red', '71.99', 2],
    ]);
    const images = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position));
    expect(images.map((i) => [i.url, i.color, i.position])).toEqual([
      ['/media/1', 'Green', 0],
      ['/media/2', 'Red', 1],
    ]);
  });

  it('inserts many products at once and answers their ids in order', async () => {
    const ids = await insertProducts(t.database.db, [
      dress({ handle: 'first-dress', name: 'First Dress' }),
      dress({
        handle: 'second-dress',
        name: 'Second Dress',
        variants: [{ size: 'One Size', color: 'Black', priceCents: 1000, stock: 1 }],
        images: [],
      }),
    ]);
    const rows = await t.database.db
      .select({ id: products.id, handle: products.handle, price: products.price, sizes: products.sizes })
      .from(products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0] as number)?.handle).toBe('first-dress');
    expect(byId.get(ids[1] as number)).toMatchObject({ handle: 'second-dress', price: '10.00', sizes: ['One Size'] });
  });

  it('writes nothing when any part of the product fails', async () => {
    const taken = dress({
      handle: 'sku-taken',
      variants: [{ size: 'M', color: 'Red', priceCents: 100, stock: 1, sku: 'LINEN-WRAP-MIDI-DRESS-M-RED' }],
    });
    await expect(insertProduct(t.database.db, taken)).rejects.toThrow();
    expect(await t.database.db.select().from(products).where(eq(products.handle, 'sku-taken'))).toEqual([]);
  });

  it('recomputes price, whether in stock, sizes and colours after variants change', async () => {
    const id = await insertProduct(t.database.db, dress({ handle: 'sync-dress' }));
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, id));
    await t.database.db
      .update(productVariants)
      .set({ stock: 4, price: '59.00' })
      .where(eq(productVariants.sku, `TJ-${id}-XXL-RED`));
    await t.database.db.delete(productVariants).where(eq(productVariants.sku, `TJ-${id}-L-GREEN`));

    const summary = await t.database.db.transaction((tx) => syncProductFromVariants(tx, id));
    // The XXL is the cheapest now: its "was" price is the one the product is listed with.
    expect(summary).toEqual({
      priceCents: 5900,
      compareAtPriceCents: 9999,
      stock: 4,
      sizes: ['XS', 'M', 'XXL'],
      colors: ['Green', 'Red'],
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      price: '59.00',
      originalPrice: '99.99',
      inStock: true,
      sizes: ['XS', 'M', 'XXL'],
      colors: ['Green', 'Red'],
    });

    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, id));
    await t.database.db.transaction((tx) => syncProductFromVariants(tx, id));
    expect(await productStock(t.database.db, id)).toEqual({ units: 0, inStock: false });
  });

  it('refuses a compare-at price that is not above the price, naming the variant', async () => {
    const flat = dress({
      handle: 'flat-dress',
      variants: [
        { size: 'S', color: 'Red', priceCents: 5000, compareAtPriceCents: 6000, stock: 1 },
        { size: 'M', color: 'Red', priceCents: 5000, compareAtPriceCents: 5000, stock: 1 },
      ],
    });
    await expect(insertProduct(t.database.db, flat)).rejects.toMatchObject({
      statusCode: 400,
      errors: [
        {
          path: 'variants.1.compareAtPriceCents',
          message: 'The compare-at price must be above the price, or left empty',
        },
      ],
    });
  });

  it('answers undefined when syncing a product that does not exist', async () => {
    expect(await syncProductFromVariants(t.database.db, 987654)).toBeUndefined();
  });

  it('refuses a product without variants or with a size and colour listed twice', async () => {
    await expect(insertProduct(t.database.db, dress({ handle: 'no-variants', variants: [] }))).rejects.toMatchObject({
      statusCode: 400,
      message: 'A product needs at least one variant',
    });
    const twice = dress({
      handle: 'twice',
      variants: [
        { size: 'M', color: 'Red', priceCents: 100, stock: 1 },
        { size: 'M', color: 'Red', priceCents: 200, stock: 1 },
      ],
    });
    await expect(insertProduct(t.database.db, twice)).rejects.toBeInstanceOf(HttpError);
    await expect(
      insertProduct(
        t.database.db,
        dress({ handle: 'negative', variants: [{ size: 'M', color: 'Red', priceCents: 100, stock: -1 }] }),
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Stock must be 0 or more',
    });
    const stored = await t.database.db.select({ handle: products.handle }).from(products);
    expect(stored.map((r) => r.handle)).not.toContain('twice');
  });

  describe('editing variants', () => {
    const variantsOf = async (productId: number) =>
      (
        await t.database.db
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, productId))
          .orderBy(asc(productVariants.position))
      ).map((v) => ({
        id: v.id,
        sku: v.sku,
        size: v.size,
        color: v.color,
        stock: v.stock,
      }));
    const two = (handle: string): ProductInput =>
      dress({
        handle,
        variants: [
          { size: 'S', color: 'Red', priceCents: 5000, stock: 1, sku: `${handle}-A` },
          { size: 'M', color: 'Red', priceCents: 5000, stock: 2, sku: `${handle}-B` },
        ],
      });

    it('moves a SKU to another size, keeping its row and its stock', async () => {
      const id = await insertProduct(t.database.db, two('move-sku'));
      const [a, b] = await variantsOf(id);
      await updateProduct(t.database.db, id, {
        ...two('move-sku'),
        variants: [
          { size: 'L', color: 'Red', priceCents: 5000, stock: 4, sku: 'move-sku-A' },
          { size: 'M', color: 'Red', priceCents: 5000, stock: 2, sku: 'move-sku-B' },
        ],
      });
      expect(await variantsOf(id)).toEqual([
        { id: a!.id, sku: 'move-sku-A', size: 'L', color: 'Red', stock: 1 },
        { id: b!.id, sku: 'move-sku-B', size: 'M', color: 'Red', stock: 2 },
      ]);
    });

    it('swaps SKUs, and swaps sizes, between two variants in one edit', async () => {
      const id = await insertProduct(t.database.db, two('swap'));
      const [a, b] = await variantsOf(id);
      await updateProduct(t.database.db, id, {
        ...two('swap'),
        variants: [
          { size: 'S', color: 'Red', priceCents: 5000, stock: 1, sku: 'swap-B' },
          { size: 'M', color: 'Red', priceCents: 5000, stock: 2, sku: 'swap-A' },
        ],
      });
      expect((await variantsOf(id)).map((v) => [v.id, v.sku, v.size])).toEqual([
        [b!.id, 'swap-B', 'S'],
        [a!.id, 'swap-A', 'M'],
      ]);
      await updateProduct(t.database.db, id, {
        ...two('swap'),
        variants: [
          { size: 'M', color: 'Red', priceCents: 5000, stock: 1, sku: 'swap-B' },
          { size: 'S', color: 'Red', priceCents: 5000, stock: 2, sku: 'swap-A' },
        ],
      });
      expect((await variantsOf(id)).map((v) => [v.id, v.sku, v.size])).toEqual([
        [b!.id, 'swap-B', 'M'],
        [a!.id, 'swap-A', 'S'],
      ]);
    });

    it('replaces a variant by a new one on the same size and drops the one no longer listed', async () => {
      const id = await insertProduct(t.database.db, two('replace'));
      const [a] = await variantsOf(id);
      await updateProduct(t.database.db, id, {
        ...two('replace'),
        variants: [{ size: 'S', color: 'Red', priceCents: 5000, stock: 9, sku: 'replace-C' }],
      });
      expect(await variantsOf(id)).toEqual([{ id: a!.id, sku: 'replace-C', size: 'S', color: 'Red', stock: 1 }]);
      expect(await productStock(t.database.db, id)).toEqual({ units: 1, inStock: true });
    });
  });
});
