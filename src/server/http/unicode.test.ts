// Text that is not valid Unicode (half of a UTF-16 surrogate pair, which JSON's "\ud800"
// escape can carry) is refused with 400 naming the field, on any route, before anything is
// stored; emoji and other characters outside the first plane are stored as sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { orders, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, orderCount, postOrder, variantGid } from '../test/orders-fixtures';
import { pathsWithLoneSurrogates } from './unicode';

const LONE_SURROGATES = ['\ud800', '\udc00', '\udc00\ud800'];
const MESSAGE = 'Text cannot contain unpaired surrogate characters';

describe('text that is not valid Unicode', () => {
  let t: TestApp;
  let cookie: string;
  let variantId: number;

  const order = (overrides: Record<string, unknown> = {}) => ({
    customer: { ...customer, phone: '555-0100', notes: 'Leave at the door', ...overrides },
    items: [{ variantId: variantGid(variantId), quantity: 1 }],
  });
  const product = (
    handle: string,
    overrides: { materials?: string[]; tags?: string[]; size?: string; color?: string } = {},
  ) => ({
    handle,
    name: 'Harbour blouse',
    category: 'women',
    subcategory: 'blouses',
    materials: overrides.materials ?? ['Linen'],
    tags: overrides.tags ?? ['summer'],
    variants: [{ size: overrides.size ?? 'M', color: overrides.color ?? 'White', price: '30.00', stock: 3 }],
  });
  const createProduct = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${cookie}` },
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const added = await addTestProduct(t.db, 'unicode-tee', [
      { size: 'M', color: 'Black', priceCents: 2000, stock: 100 },
    ]);
    variantId = added.variants.get('M:Black')!;
    await createStaff(t.db, { username: 'unicode', email: 'unicode@store.test', password: 'unicode-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'unicode', password: 'unicode-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  });
  afterAll(() => t?.close());

  describe('placing an order', () => {
    for (const field of ['firstName', 'lastName', 'address', 'city', 'phone', 'notes']) {
      for (const surrogate of LONE_SURROGATES) {
        it(`refuses ${JSON.stringify(surrogate)} in customer.${field} with 400 naming it, storing nothing`, async () => {
          const res = await postOrder(t.app, order({ [field]: `Ann${surrogate}e` }));
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: MESSAGE, errors: [{ path: `customer.${field}`, message: MESSAGE }] });
          expect(await orderCount(t.db)).toBe(0);
        });
      }
    }

    it('names the Idempotency-Key header when it holds half a pair', async () => {
      const res = await postOrder(t.app, order(), `order-attempt-0001\ud800`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'idempotency-key', message: MESSAGE }]);
    });

    it('names every field that holds half a pair, a lone surrogate in a key too', async () => {
      const res = await postOrder(t.app, { ...order({ city: '\udfff', notes: 'x\ud83d' }), ['gift\ud800']: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
        'customer.city',
        'customer.notes',
        'gift\ufffd',
      ]);
    });

    it('stores emoji and other characters beyond the first plane as sent', async () => {
      const res = await postOrder(t.app, order({ firstName: 'Zoë 👩‍👩‍👧', notes: 'For my 🐈 𝄞' }));
      expect(res.statusCode).toBe(201);
      const [stored] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.trackingNumber, res.json().order.trackingNumber));
      expect(JSON.stringify(stored)).toContain('Zoë 👩‍👩‍👧');
      expect(JSON.stringify(stored)).toContain('For my 🐈 𝄞');
    });
  });

  describe('adding a product', () => {
    const cases: Array<[string, (surrogate: string) => Parameters<typeof product>[1]]> = [
      ['materials.0', (s) => ({ materials: [`Lin${s}en`] })],
      ['tags.1', (s) => ({ tags: ['summer', s] })],
      ['variants.0.size', (s) => ({ size: `M${s}` })],
      ['variants.0.color', (s) => ({ color: `${s}White` })],
    ];
    for (const [path, overrides] of cases) {
      for (const surrogate of LONE_SURROGATES) {
        it(`refuses ${JSON.stringify(surrogate)} in ${path} with 400 naming it, storing nothing`, async () => {
          const handle = `unicode-${path.replaceAll('.', '-')}`;
          const res = await createProduct(product(handle, overrides(surrogate)));
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: MESSAGE, errors: [{ path, message: MESSAGE }] });
          expect(await t.db.select().from(products).where(eq(products.handle, handle))).toEqual([]);
        });
      }
    }

    it('stores a colour and tags with emoji as sent', async () => {
      const res = await createProduct(product('unicode-emoji', { tags: ['🌸 spring'], color: 'Rosé 🌹' }));
      expect(res.statusCode).toBe(201);
      const shown = await t.app.inject({ method: 'GET', url: '/api/products/unicode-emoji' });
      expect(shown.json().tags).toEqual(['🌸 spring']);
      expect(shown.json().colors).toEqual(['Rosé 🌹']);
    });
  });

  it('reads the UTF-8-style bytes of half a pair in an address as text, or refuses the path', async () => {
    // UTF-8 has no form for half a pair, so a URL cannot carry one: these bytes do not decode.
    const search = await t.app.inject({ method: 'GET', url: '/api/products?query=%ED%A0%80' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);
    const product = await t.app.inject({ method: 'GET', url: '/api/products/%ED%A0%80' });
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe('The address is not valid');
  });
});

describe('finding half a pair in parsed input', () => {
  it('names query, header and nested body fields in document order', () => {
    expect(pathsWithLoneSurrogates({ q: 'dress\ud800', sizes: ['M', 'L\udc00'] })).toEqual(['q', 'sizes.1']);
    expect(pathsWithLoneSurrogates({ a: { b: [{ c: '\udbff' }] }, d: 'ok 😀' })).toEqual(['a.b.0.c']);
    expect(pathsWithLoneSurrogates('\ud800')).toEqual(['']);
  });

  it('reaches a value nested thousands of levels deep', () => {
    const deep = JSON.parse(`${'['.repeat(30_000)}"\\ud800"${']'.repeat(30_000)}`) as unknown;
    expect(pathsWithLoneSurrogates(deep)).toEqual([Array(30_000).fill('0').join('.')]);
  });

  it('names at most ten fields', () => {
    expect(pathsWithLoneSurrogates(Array(50).fill('\ud800'))).toEqual(Array.from({ length: 10 }, (_, i) => String(i)));
  });
});
