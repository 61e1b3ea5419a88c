import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { media, productVariants, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { makePhoto } from '../test/photos';
import { MEDIA_MAX_BYTES } from '../../shared/schemas/admin';
import { choosePayment } from '../test/orders-fixtures';

const product = (overrides: Record<string, unknown> = {}) => ({
  handle: 'harbour-blouse',
  name: 'Harbour blouse',
  description: '<p>Light <strong>linen</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  category: 'women',
  subcategory: 'blouses',
  collection: 'summer',
  featured: true,
  variants: [
    { size: 'S', color: 'White', price: '30.00', stock: 4 },
    { size: 'M', color: 'White', price: '32.50', stock: 6, sku: 'HB-M-WHITE' },
  ],
  images: [{ url: '/media/1', alt: 'Front' }],
  ...overrides,
});

describe('catalogue editing', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'catalog', email: 'catalog@store.test', password: 'catalog-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'catalog', password: 'catalog-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: cookie }, ...(payload ? { payload } : {}) });
  /** A save as the form sends it: the product's fields with the version it was read at. */
  const save = async (id: number | string, payload: Record<string, unknown>) => {
    const read = await send('GET', `/api/admin/products/${id}`);
    return send('PUT', `/api/admin/products/${id}`, {
      ...payload,
      version: read.statusCode === 200 ? read.json().product.version : 1,
    });
  };
  const storefront = async (handle: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shopify/products/${handle}` })).json().product;

  it('creates a product with a sanitised description, listed in the storefront at once', async () => {
    const res = await send('POST', '/api/admin/products', product());
    expect(res.statusCode).toBe(201);
    const { product: created, variants, images } = res.json();
    expect(created).toMatchObject({
      handle: 'harbour-blouse',
      price: '30.00',
      stock: 10,
      featured: true,
      collection: 'summer',
      active: true,
    });
    expect(created.description).toBe('<p>Light <strong>linen</strong></p>');
    expect(variants.map((v: { sku: string }) => v.sku)).toEqual([`TJ-${created.id}-S-WHITE`, 'HB-M-WHITE']);
    expect(images).toEqual([expect.objectContaining({ url: '/media/1', alt: 'Front', width: 800, height: 1000 })]);

    const shown = await storefront('harbour-blouse');
    expect(shown.descriptionHtml).not.toContain('script');
    expect(shown.descriptionHtml).not.toContain('onerror');
    expect(shown.totalInventory).toBe(10);
    expect(shown.priceRange.minVariantPrice.amount).toBe('30.00');
  });

  it("stores a collection's former slug as the collection it names now, and refuses an unknown one", async () => {
    const [row] = await t.db.select().from(products).where(eq(products.handle, 'harbour-blouse'));
    const res = await save(row!.id, product({ collection: 'summer-25' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().product.collection).toBe('summer');
    const unknown = await send(
      'POST',
      '/api/admin/products',
      product({ handle: 'harbour-cap', collection: 'winter-99' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'collection', message: 'Unknown collection' }]);
  });

  it('refuses a taken handle, bad fields and a SKU another product uses', async () => {
    const taken = await send('POST', '/api/admin/products', product());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'A product with this handle already exists',
      errors: [{ path: 'handle', message: 'A product with this handle already exists' }],
    });

    const bad = await send(
      'POST',
      '/api/admin/products',
      product({ handle: 'Bad Handle!', variants: [{ size: 'S', color: 'Red', price: '-1', stock: -2 }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['handle', 'variants.0.price', 'variants.0.stock']),
    );

    const none = await send('POST', '/api/admin/products', product({ handle: 'empty', variants: [] }));
    expect(none.json().errors).toEqual([{ path: 'variants', message: 'A product needs at least one variant' }]);

    const sku = await send(
      'POST',
      '/api/admin/products',
      product({ handle: 'copycat', variants: [{ size: 'S', color: 'Red', price: '5', stock: 1, sku: 'HB-M-WHITE' }] }),
    );
    expect(sku.statusCode).toBe(409);
    expect(sku.json().errors).toEqual([
      { path: 'variants.0.sku', message: 'SKU HB-M-WHITE is already used by another product' },
    ]);
  });

  it('edits fields and prices; upserts variants by size and colour, keeping their stock; the storefront follows at once', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.handle, 'harbour-blouse'));
    expect((await storefront('harbour-blouse')).totalInventory).toBe(10);
    const res = await save(
      row!.id,
      product({
        name: 'Harbour blouse II',
        description: '<p onclick="steal()">Now in <em>blue</em></p><script>document.cookie</script>',
        featured: false,
        trending: true,
        variants: [
          { size: 'M', color: 'White', price: '28.00', stock: 2 },
          { size: 'L', color: 'Blue', price: '35.00', stock: 5, sku: 'HB-L-BLUE' },
        ],
        images: [
          { url: '/media/2', alt: 'Back' },
          { url: 'https://cdn.example.com/a.jpg', alt: 'Side' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { product: edited, variants, images } = res.json();
    expect(edited).toMatchObject({
      name: 'Harbour blouse II',
      description: '<p>Now in <em>blue</em></p>',
      price: '28.00',
      stock: 11,
      featured: false,
      trending: true,
    });
    // Kept its SKU, id and its 6 units (the form's 2 sets no stock); the new L/Blue starts at 5; S/White had no orders,
    // so it is gone.
    expect(variants.map((v: { size: string; sku: string; stock: number }) => [v.size, v.sku, v.stock])).toEqual([
      ['M', 'HB-M-WHITE', 6],
      ['L', 'HB-L-BLUE', 5],
    ]);
    expect(images.map((i: { url: string }) => i.url)).toEqual(['/media/2', 'https://cdn.example.com/a.jpg']);

    const shown = await storefront('harbour-blouse');
    expect(shown.title).toBe('Harbour blouse II');
    expect(shown.totalInventory).toBe(11);
    expect(shown.priceRange.minVariantPrice.amount).toBe('28.00');
    expect(shown.descriptionHtml).toBe('<p>Now in <em>blue</em></p>');
  });

  it('keeps a removed variant that an order refers to, with stock 0', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.handle, 'harbour-blouse'));
    const [blue] = await t.db.select().from(productVariants).where(eq(productVariants.sku, 'HB-L-BLUE'));
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        customer: {
          email: 'a@example.com',
          firstName: 'A',
          lastName: 'B',
          address: '1 St',
          city: 'X',
          state: 'AR',
          zipCode: '72901',
          country: 'US',
        },
        items: [{ variantId: `gid://local/ProductVariant/${blue!.id}`, quantity: 1 }],
      },
    });
    expect(order.statusCode).toBe(201);
    const res = await save(row!.id, product({ variants: [{ size: 'M', color: 'White', price: '28.00', stock: 2 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([
      ['HB-M-WHITE', 6],
      ['HB-L-BLUE', 0],
    ]);
    expect(res.json().product.stock).toBe(6);
  });

  it('lists products with search and category filter, inactive ones included', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.handle, 'harbour-blouse'));
    await save(row!.id, product({ active: false }));
    await send(
      'POST',
      '/api/admin/products',
      product({
        handle: 'dock-shorts',
        name: 'Dock shorts',
        category: 'men',
        subcategory: 'shorts',
        variants: [{ size: 'M', color: 'Khaki', price: '25', stock: 3 }],
      }),
    );
    const all = await send('GET', '/api/admin/products');
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((p: { handle: string }) => p.handle)).toEqual(['dock-shorts', 'harbour-blouse']);
    expect(all.json()[1]).toMatchObject({ active: false, imageUrl: '/media/1' });
    expect(
      (await send('GET', '/api/admin/products?category=men')).json().map((p: { handle: string }) => p.handle),
    ).toEqual(['dock-shorts']);
    expect(
      (await send('GET', '/api/admin/products?q=HARBOUR')).json().map((p: { handle: string }) => p.handle),
    ).toEqual(['harbour-blouse']);
    expect((await send('GET', `/api/admin/products/${row!.id}`)).json().product.active).toBe(false);
    expect((await send('GET', '/api/admin/products/999999')).statusCode).toBe(404);
    expect((await save(999999, product({ handle: 'ghost' }))).statusCode).toBe(404);
  });

  it('uploads an image once per content and serves its bytes', async () => {
    const upload = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        cookies: { [STAFF_SESSION_COOKIE]: cookie },
        headers: { 'content-type': contentType },
        payload,
      });
    const PNG = await makePhoto({ format: 'png', width: 4, height: 5 });
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/\d+$/);
    expect((await upload(PNG, 'image/png')).json().url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(4);
    const stored = await t.db
      .select()
      .from(media)
      .where(eq(media.id, Number(url.split('/')[2])));
    expect(stored).toHaveLength(1);

    for (const type of ['text/html', 'application/json']) {
      const refused = await upload(Buffer.from(type === 'application/json' ? '{}' : 'x'), type);
      expect(refused.statusCode, type).toBe(415);
    }
    expect((await upload(Buffer.from('x'), 'image/gif')).statusCode).toBe(400);
    const huge = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
  });

  // Last: it adds products the listing test above would count.
  it('answers 409, not 500, when saves claim one handle or one SKU at the same moment', async () => {
    // Each passes the check before its write; the unique index refuses the later ones (found by fuzzing on PostgreSQL).
    const handles = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        send(
          'POST',
          '/api/admin/products',
          product({
            handle: 'racing-handle',
            variants: [{ size: 'S', color: 'Red', price: '5', stock: 1, sku: `RACE-${i}` }],
          }),
        ),
      ),
    );
    expect(handles.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(handles.find((r) => r.statusCode === 409)!.json().errors).toEqual([
      { path: 'handle', message: 'A product with this handle already exists' },
    ]);

    const skus = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        send(
          'POST',
          '/api/admin/products',
          product({
            handle: `racing-sku-${i}`,
            variants: [{ size: 'S', color: 'Red', price: '5', stock: 1, sku: 'RACE-SKU' }],
          }),
        ),
      ),
    );
    expect(skus.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('saves a product while its variants are ordered and orders cancelled, without a deadlock', async () => {
    // A save used to lock the product row before its variants, the opposite of checkout (found by fuzzing on
    // PostgreSQL).
    const body = product({
      handle: 'busy-tee',
      variants: [
        { size: 'S', color: 'Red', price: '5', stock: 10_000 },
        { size: 'M', color: 'Red', price: '5', stock: 10_000 },
      ],
    });
    const created = (await send('POST', '/api/admin/products', body)).json();
    const items = created.variants.map((v: { id: number }) => ({
      variantId: `gid://local/ProductVariant/${v.id}`,
      quantity: 1,
    }));
    const customer = {
      email: 'busy@example.com',
      firstName: 'Bo',
      lastName: 'Busy',
      address: '1 Main St',
      city: 'Fort Smith',
      state: 'AR',
      zipCode: '72901',
    };
    const order = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { 'idempotency-key': `busy-tee-${key}-0000000` },
        payload: { customer, items },
      });
    // Paid orders, so that staff can cancel them and their stock comes back.
    const placed: number[] = [];
    for (let i = 0; i < 8; i++) {
      const first = (await order(`first-${i}`)).json();
      expect((await choosePayment(t.app, first.paymentToken, 'pay')).json().status).toBe('paid');
      placed.push(first.order.id);
    }
    const rounds = await Promise.all(
      placed.map(async (id, i) =>
        Promise.all([
          send('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' }),
          send('PUT', `/api/admin/products/${created.product.id}`, { ...body, version: created.product.version + i }),
          order(`second-${i}`),
        ]),
      ),
    );
    const answers = rounds.flat();
    expect(answers.map((r) => r.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(rounds.map(([cancel]) => cancel.statusCode)).toEqual(Array(8).fill(200));
  });
});
