// Duplicating, deleting, archiving and restoring a product through the admin API, as staff
// and shoppers see it: the draft copy, a product gone for good when no order names it, kept for
// its orders but gone from the shop when one does, and the activity log's row for each.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { customer, placePaidOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

const productBody = (handle: string, overrides: Record<string, unknown> = {}) => ({
  handle,
  name: 'Coastline wrap dress',
  description: '<p>Soft <em>viscose</em></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  category: 'women',
  subcategory: 'dresses',
  productType: 'Dress',
  materials: ['Viscose'],
  tags: ['summer', 'wrap'],
  variants: [
    { size: 'S', color: 'Black', price: '45.00', compareAtPrice: '60.00', stock: 3, sku: `${handle}-s-black` },
    { size: 'S', color: 'Red', price: '45.00', stock: 2 },
  ],
  images: [
    { url: '/media/1', alt: 'In black', color: 'Black' },
    { url: '/media/2', alt: 'In red', color: 'Red' },
  ],
  ...overrides,
});

describe("a product's life in the admin", () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'lifecycle');
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
  const create = async (handle: string, overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', '/api/admin/products', productBody(handle, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product.id as number;
  };
  const lastEntry = async (productId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'product'), eq(auditLog.subjectId, String(productId))))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0]!;
  const shopSearch = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/catalog/products?q=${encodeURIComponent(q)}` })).json()
      .products as { handle: string }[];
  const shopProduct = (handle: string) => t.app.inject({ method: 'GET', url: `/api/catalog/products/${handle}` });

  it('stores the description without scripts or event attributes, and shows it so', async () => {
    const id = await create('coastline-clean');
    const detail = (await send('GET', `/api/admin/products/${id}`)).json();
    expect(detail.product.description).toBe('<p>Soft <em>viscose</em></p>');
    const shown = (await shopProduct('coastline-clean')).json();
    expect(JSON.stringify(shown)).not.toMatch(/<script|onerror/i);
    expect(shown.product.materials).toEqual(['Viscose']);
    expect(shown.product.tags).toEqual(['summer', 'wrap']);
    expect(shown.product.productType).toBe('Dress');
  });

  it('ties a photo to a colour: each colour of the product shows its own photo', async () => {
    await create('coastline-colours');
    const { product } = (await shopProduct('coastline-colours')).json();
    const photoOf = (color: string) =>
      product.variants.find((v: { color: string }) => v.color === color).image.url as string;
    expect(photoOf('Black')).toBe('/media/1');
    expect(photoOf('Red')).toBe('/media/2');
    expect(product.images.map((i: { color: string | null }) => i.color)).toEqual(['Black', 'Red']);
  });

  it('duplicates a product into an unpublished draft with no stock, a new handle and its own SKUs', async () => {
    const id = await create('coastline-dup');
    const first = await send('POST', `/api/admin/products/${id}/duplicate`);
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json();
    expect(copy.product).toMatchObject({
      name: 'Coastline wrap dress (copy)',
      handle: 'coastline-dup-copy',
      active: false,
      archivedAt: null,
      stock: 0,
      productType: 'Dress',
      materials: ['Viscose'],
      tags: ['summer', 'wrap'],
      description: '<p>Soft <em>viscose</em></p>',
    });
    expect(
      copy.variants.map((v: { size: string; color: string; price: string; compareAtPrice: string | null }) => [
        v.size,
        v.color,
        v.price,
        v.compareAtPrice,
      ]),
    ).toEqual([
      ['S', 'Black', '45.00', '60.00'],
      ['S', 'Red', '45.00', null],
    ]);
    expect(copy.variants.map((v: { sku: string }) => v.sku)).toEqual([
      `TJ-${copy.product.id}-S-BLACK`,
      `TJ-${copy.product.id}-S-RED`,
    ]);
    expect(copy.images.map((i: { url: string; color: string }) => [i.url, i.color])).toEqual([
      ['/media/1', 'Black'],
      ['/media/2', 'Red'],
    ]);
    const second = (await send('POST', `/api/admin/products/${id}/duplicate`)).json();
    expect(second.product.handle).toBe('coastline-dup-copy-2');
    // A draft is not in the shop.
    expect((await shopSearch('coastline')).map((p) => p.handle)).not.toContain('coastline-dup-copy');
    expect(await lastEntry(copy.product.id)).toMatchObject({
      kind: 'product.duplicated',
      subjectLabel: 'Coastline wrap dress (copy)',
    });
    expect((await lastEntry(copy.product.id)).after).toMatchObject({ copiedFrom: `Coastline wrap dress (#${id})` });
    expect((await send('POST', '/api/admin/products/999999/duplicate')).statusCode).toBe(404);
  });

  it('deletes a product no order names, with its variants and photos', async () => {
    const id = await create('coastline-gone');
    const res = await send('DELETE', `/api/admin/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', message: 'Coastline wrap dress is deleted.', product: null });
    expect((await send('GET', `/api/admin/products/${id}`)).statusCode).toBe(404);
    expect((await shopProduct('coastline-gone')).statusCode).toBe(404);
    const entry = await lastEntry(id);
    expect(entry.kind).toBe('product.deleted');
    expect(entry.before).toMatchObject({ handle: 'coastline-gone', 'variants.S / Black.stock': 3 });
    expect((await send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
  });

  it('archives a product that orders name: gone from the shop and its search, kept for the order and the admin, restorable as a draft', async () => {
    const id = await create('coastline-sold', { name: 'Coastline sold dress' });
    const detail = (await send('GET', `/api/admin/products/${id}`)).json();
    const { order } = await placePaidOrder(t.app, {
      customer,
      items: [{ variantId: variantGid(detail.variants[0].id), quantity: 1 }],
    });
    expect((await shopSearch('coastline sold')).map((p) => p.handle)).toContain('coastline-sold');

    const res = await send('DELETE', `/api/admin/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'archived',
      message: 'Coastline sold dress is archived: orders name it, so it is kept for them and hidden from the shop.',
      product: { product: { id, active: false } },
    });
    expect(res.json().product.product.archivedAt).toEqual(expect.any(String));
    expect(await lastEntry(id)).toMatchObject({ kind: 'product.archived', after: { active: false, archived: true } });

    // Shoppers no longer find it; the order still reads it.
    expect((await shopSearch('coastline sold')).map((p) => p.handle)).not.toContain('coastline-sold');
    expect((await shopProduct('coastline-sold')).statusCode).toBe(404);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: id, name: 'Coastline sold dress' });
    const orderRead = (await send('GET', `/api/admin/orders/${order.id}`)).json();
    expect(orderRead.items[0]).toMatchObject({ name: 'Coastline sold dress', productId: id });

    // The admin list marks it; it cannot be shown again until restored, nor deleted twice.
    const listed = (await send('GET', '/api/admin/products?q=coastline-sold')).json();
    expect(listed[0]).toMatchObject({ id, archived: true, active: false });
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      cookies,
      payload: {
        ...productBody('coastline-sold', { name: 'Coastline sold dress', active: true }),
        version: res.json().product.product.version,
      },
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe('This product is archived: restore it before showing it in the shop');
    expect((await send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(409);

    const restored = await send('POST', `/api/admin/products/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().product).toMatchObject({ archivedAt: null, active: false });
    expect(await lastEntry(id)).toMatchObject({ kind: 'product.restored' });
    expect((await send('POST', `/api/admin/products/${id}/restore`)).statusCode).toBe(409);
    const [row] = await t.db.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, id));
    expect(row!.archivedAt).toBeNull();
  });
});
