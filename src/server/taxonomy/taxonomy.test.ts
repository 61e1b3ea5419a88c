// Staff keep the shop's categories and collections: the menus read them, products must name
// ones the shop has, what is in use cannot be deleted, and a renamed handle keeps its old
// address working (301), with the products that named it following.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_SUBCATEGORIES } from '../../shared/store';
import type { Taxonomy, TaxonomyCategory } from '../../shared/schemas/taxonomy';
import { auditLog, discounts, products, sales } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';

const productBody = (overrides: Record<string, unknown> = {}) => ({
  handle: 'storm-cape',
  name: 'Storm Cape',
  description: '<p>Wool</p>',
  category: 'women',
  subcategory: 'capes',
  variants: [{ size: 'M', color: 'Gray', price: '80.00', stock: 3 }],
  ...overrides,
});

describe("the shop's categories and collections", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let clientDir: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, ...(payload ? { payload } : {}), cookies: owner });
  const taxonomy = async (): Promise<Taxonomy> => (await t.app.inject({ method: 'GET', url: '/api/taxonomy' })).json();
  const section = async (handle: string): Promise<TaxonomyCategory> =>
    (await taxonomy()).categories.find((c) => c.handle === handle)!;
  /** A collection staff add, and a dress in it. */
  const collectionWithProduct = async (
    collection: { name: string; handle: string; description?: string },
    handle: string,
  ) => {
    const created = await call('POST', '/collections', collection);
    expect(created.statusCode, created.body).toBe(201);
    const saved = await call(
      'POST',
      '/products',
      productBody({ handle, subcategory: 'dresses', collection: collection.handle }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    return created;
  };
  const auditKinds = async () => (await t.db.select({ kind: auditLog.kind }).from(auditLog)).map((r) => r.kind);

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      readFileSync(join(import.meta.dirname, '../../client/index.html'), 'utf8'),
    );
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
    owner = await signedInStaff(t, 'taxonomy-owner');
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("starts with the shop's menus and collections as they were", async () => {
    const { categories, collections } = await taxonomy();
    expect(categories.map((c) => c.name)).toEqual(['Women', 'Men', 'Kids']);
    expect(categories[0]!.children.map((c) => c.name)).toEqual(NAV_SUBCATEGORIES.women);
    expect(categories[1]!.children.map((c) => c.name)).toEqual(NAV_SUBCATEGORIES.men);
    const [girls, boys] = categories[2]!.children;
    expect(girls!.children.map((c) => c.name)).toEqual(NAV_SUBCATEGORIES.girls.map(String));
    expect(boys!.children.map((c) => c.handle)).toEqual(['t-shirts', 'shorts', 'pants', 'button-ups']);
    expect(collections.map((c) => c.handle)).toEqual(['all', 'summer', 'streetwear', 'mini-me']);
  });

  it('shows a subcategory staff add under Women in the menu at once, and refuses a product naming one the shop lacks', async () => {
    const women = (await call('GET', '/categories'))
      .json()
      .categories.find((c: { path: string }) => c.path === 'women');
    const created = await call('POST', '/categories', { parentId: women.id, name: 'Capes', handle: 'capes' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Capes', path: 'capes', published: true, products: 0 });
    expect((await section('women')).children.at(-1)!.name).toBe('Capes');
    expect(await auditKinds()).toContain('category.created');

    const twice = await call('POST', '/categories', { parentId: women.id, name: 'Capes again', handle: 'capes' });
    expect(twice.statusCode).toBe(409);

    const typo = await call('POST', '/products', productBody({ subcategory: 'Dress' }));
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual([
      { path: 'subcategory', message: 'subcategory: Women has no subcategory Dress' },
    ]);
    const saved = await call('POST', '/products', productBody());
    expect(saved.statusCode, saved.body).toBe(201);

    const refused = await call('DELETE', `/categories/${created.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Capes is still used by 1 product');

    // Unpublished, it leaves the menu; the product keeps it.
    await call('PATCH', `/categories/${created.json().id}`, { published: false });
    expect((await section('women')).children.map((c) => c.name)).not.toContain('Capes');
    await call('PATCH', `/categories/${created.json().id}`, { published: true, position: 0 });
    expect((await section('women')).children[0]!.name).toBe('Capes');
  });

  it("moves the products and the old address with a renamed handle, and collapses a second rename's chain", async () => {
    const capes = (await call('GET', '/categories'))
      .json()
      .categories.find((c: { path: string }) => c.path === 'capes');
    const renamed = await call('PATCH', `/categories/${capes.id}`, { handle: 'cloaks', name: 'Cloaks' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ path: 'cloaks', products: 1 });
    const [product] = await t.db.select().from(products).where(eq(products.handle, 'storm-cape'));
    expect(product!.subcategory).toBe('cloaks');

    const moved = await t.app.inject({ method: 'GET', url: '/women?category=capes&page=2' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/women?category=cloaks&page=2');

    await call('PATCH', `/categories/${capes.id}`, { handle: 'wraps' });
    for (const from of ['/women?category=capes', '/women?category=cloaks']) {
      const answer = await t.app.inject({ method: 'GET', url: from });
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe('/women?category=wraps');
    }
    expect((await t.app.inject({ method: 'GET', url: '/women?category=wraps' })).statusCode).toBe(200);
    expect(await auditKinds()).toContain('category.updated');
  });

  it('refuses deleting a collection products or sales use, naming how many, and moves them with a renamed handle', async () => {
    const created = await call('POST', '/collections', { name: 'Resort', handle: 'resort', description: 'Sun' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await taxonomy()).collections.map((c) => c.handle)).toContain('resort');
    expect(
      (
        await call('POST', '/products', productBody({ handle: 'x', subcategory: 'dresses', collection: 'winter' }))
      ).json().errors,
    ).toEqual([{ path: 'collection', message: 'Unknown collection' }]);
    const saved = await call(
      'POST',
      '/products',
      productBody({ handle: 'sun-cape', subcategory: 'dresses', collection: 'resort' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    await t.db.insert(sales).values({
      title: 'Resort week',
      percentOff: 10,
      collection: 'resort',
      startsAt: new Date(Date.now() + 86_400_000),
    });

    const refused = await call('DELETE', `/collections/${created.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Resort is still used by 1 product and 1 sale');

    const renamed = await call('PATCH', `/collections/${created.json().id}`, { handle: 'holiday' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [product] = await t.db.select().from(products).where(eq(products.handle, 'sun-cape'));
    expect(product!.collection).toBe('holiday');
    const [sale] = await t.db.select().from(sales).where(eq(sales.title, 'Resort week'));
    expect(sale!.collection).toBe('holiday');
    const moved = await t.app.inject({ method: 'GET', url: '/collections?collection=resort' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/collections?collection=holiday');

    const empty = await call('POST', '/collections', { name: 'Empty', handle: 'empty' });
    expect((await call('DELETE', `/collections/${empty.json().id}`)).statusCode).toBe(200);
    expect(await auditKinds()).toEqual(
      expect.arrayContaining(['collection.created', 'collection.updated', 'collection.deleted']),
    );
  });

  it('renames a collection a discount names, and the discount follows it to the same products', async () => {
    const created = await collectionWithProduct({ name: 'Linen Edit', handle: 'linen-edit' }, 'linen-cape');
    const [offer] = await t.db
      .insert(discounts)
      .values({
        title: 'Linen 20% off',
        code: 'LINEN20',
        rule: { kind: 'items-percent', percent: 20, items: { collections: ['linen-edit', 'summer'] } },
      })
      .returning({ id: discounts.id });
    const [bundle] = await t.db
      .insert(discounts)
      .values({
        title: 'Linen buy 2 get 1',
        rule: {
          kind: 'buy-get',
          buy: { quantity: 2, items: { collections: ['linen-edit'] } },
          get: { quantity: 1, items: { collections: ['linen-edit'] }, percent: 100 },
        },
      })
      .returning({ id: discounts.id });

    const renamed = await call('PATCH', `/collections/${created.json().id}`, { handle: 'linen-story' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const ruleOf = async (id: number) =>
      (await t.db.select({ rule: discounts.rule }).from(discounts).where(eq(discounts.id, id)))[0]!.rule;
    expect(await ruleOf(offer!.id)).toEqual({
      kind: 'items-percent',
      percent: 20,
      items: { collections: ['linen-story', 'summer'] },
    });
    expect(await ruleOf(bundle!.id)).toMatchObject({
      buy: { items: { collections: ['linen-story'] } },
      get: { items: { collections: ['linen-story'] } },
    });
    // The discount still reaches the product, which moved with the collection.
    const [product] = await t.db.select().from(products).where(eq(products.handle, 'linen-cape'));
    expect(product!.collection).toBe('linen-story');
    // Still in use by the discounts under its new handle: it cannot be deleted.
    const refused = await call('DELETE', `/collections/${created.json().id}`);
    expect(refused.json().message).toBe('Linen Edit is still used by 1 product and 2 discounts');
  });

  it('gives a collection staff publish its page, head and products; an unpublished one is not found', async () => {
    const created = await collectionWithProduct(
      { name: 'Capsule Wardrobe', handle: 'capsule-wardrobe', description: 'Ten pieces that go with everything.' },
      'capsule-dress',
    );
    const page = await t.app.inject({ method: 'GET', url: '/collections?collection=capsule-wardrobe&sort=newest' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Capsule Wardrobe | TJ Fashion</title>');
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]*\/collections\?collection=capsule-wardrobe">/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/catalog/products?collection=capsule-wardrobe' });
    expect(listed.json().products.map((p: { handle: string }) => p.handle)).toEqual(['capsule-dress']);

    expect((await call('PATCH', `/collections/${created.json().id}`, { published: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/collections?collection=capsule-wardrobe' })).statusCode).toBe(
      404,
    );
    const refused = await t.app.inject({ method: 'GET', url: '/api/catalog/products?collection=capsule-wardrobe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'collection', message: 'Unknown collection' }]);
    expect((await t.app.inject({ method: 'GET', url: '/collections?collection=no-such-one' })).statusCode).toBe(404);
  });

  it('finds the products of a renamed collection or subcategory by their new words', async () => {
    const created = await call('POST', '/collections', { name: 'Harbour', handle: 'harbour' });
    const women = await section('women');
    const sub = await call('POST', '/categories', { parentId: women.id, name: 'Ponchos', handle: 'ponchos' });
    expect(sub.statusCode, sub.body).toBe(201);
    const saved = await call(
      'POST',
      '/products',
      productBody({ handle: 'quay-wrap', name: 'Quay Wrap', subcategory: 'ponchos', collection: 'harbour' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const found = async (query: string) =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/catalog/products?query=${encodeURIComponent(query)}` })
        ).json() as { products: Array<{ handle: string }> }
      ).products.map((p) => p.handle);
    expect(await found('harbour')).toContain('quay-wrap');

    expect(
      (await call('PATCH', `/collections/${created.json().id}`, { handle: 'lighthouse', name: 'Lighthouse' }))
        .statusCode,
    ).toBe(200);
    expect(await found('lighthouse')).toContain('quay-wrap');
    expect(await found('harbour')).not.toContain('quay-wrap');

    expect(
      (await call('PATCH', `/categories/${sub.json().id}`, { handle: 'capelets', name: 'Capelets' })).statusCode,
    ).toBe(200);
    expect(await found('capelet')).toContain('quay-wrap');
    expect(await found('ponchos')).not.toContain('quay-wrap');
  });

  it("keeps the sections fixed: no new top category, and Women's handle stays", async () => {
    const top = await call('POST', '/categories', { name: 'Pets', handle: 'pets' });
    expect(top.statusCode).toBe(400);
    const women = (await call('GET', '/categories'))
      .json()
      .categories.find((c: { path: string }) => c.path === 'women');
    const renamed = await call('PATCH', `/categories/${women.id}`, { handle: 'ladies' });
    expect(renamed.statusCode).toBe(400);
    expect((await call('DELETE', `/categories/${women.id}`)).statusCode).toBe(409);
  });
});

describe.each([
  ['the database', {}],
  ['the facet index', { FACET_INDEX_MIN_PRODUCTS: '0' }],
])('a search answered by %s', (_engine, env) => {
  let t: TestApp;
  let owner: Record<string, string>;
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, ...(payload ? { payload } : {}), cookies: owner });
  beforeAll(async () => {
    t = await createTestApp({ env });
    owner = await signedInStaff(t, 'taxonomy-search-owner');
  });
  afterAll(async () => t?.close());

  it('finds products by the names shoppers read in the menus, following a rename or unpublishing', async () => {
    const found = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/products?query=${encodeURIComponent(query)}` })).json() as {
          handle: string;
        }[]
      ).map((p) => p.handle);
    const women = (await call('GET', '/categories'))
      .json()
      .categories.find((c: { path: string }) => c.path === 'women');
    const category = await call('POST', '/categories', { parentId: women.id, name: 'Monsoon Wraps', handle: 'mw' });
    expect(category.statusCode, category.body).toBe(201);
    const collection = await call('POST', '/collections', { name: 'Lagoon Picks', handle: 'lp' });
    expect(collection.statusCode, collection.body).toBe(201);
    const saved = await call(
      'POST',
      '/products',
      productBody({ handle: 'squall-tunic', name: 'Squall Tunic', subcategory: 'mw', collection: 'lp' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await found('monsoon wraps')).toEqual(['squall-tunic']);
    expect(await found('lagoon')).toEqual(['squall-tunic']);

    await call('PATCH', `/categories/${category.json().id}`, { name: 'Typhoon Layers' });
    expect(await found('typhoon')).toEqual(['squall-tunic']);
    expect(await found('monsoon')).toEqual([]);
    await call('PATCH', `/categories/${category.json().id}`, { published: false });
    expect(await found('typhoon')).toEqual([]);
    // Its handle stays a word of the product's, as before.
    expect(await found('squall mw')).toEqual(['squall-tunic']);

    // A collection's new handle still finds its name; unpublished, its name no longer does.
    await call('PATCH', `/collections/${collection.json().id}`, { handle: 'lagoon-edit' });
    expect(await found('lagoon picks')).toEqual(['squall-tunic']);
    await call('PATCH', `/collections/${collection.json().id}`, { name: 'Reef Picks' });
    expect(await found('reef')).toEqual(['squall-tunic']);
    await call('PATCH', `/collections/${collection.json().id}`, { published: false });
    expect(await found('reef')).toEqual([]);
  });
});
