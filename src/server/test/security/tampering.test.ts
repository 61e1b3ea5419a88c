// Tampering and mass assignment: every write endpoint, public and staff, gets a
// body with fields the caller must not set (prices, totals, status, role, stock, ids,
// timestamps, balances). The store's rule is "ignored": every body schema is a z.object,
// which strips unknown keys before the handler sees them, and the services build rows
// only from declared fields and the database. A refusal (z.strictObject) would break the
// storefront's own requests whenever a client and server disagree on an optional field,
// and buys nothing once the extras provably never reach storage. So each test proves the
// stored result is what the legitimate request alone would have produced, and that only
// the tables that request writes changed. Quantities (and the other counts a shopper or
// staff member types) that are not whole numbers in range get 400 naming the field, and
// nothing is stored.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_COOKIE } from '../../staff-auth/sessions';
import { createStaff } from '../../staff-auth/service';
import { insertProduct } from '../../catalog/write';
import {
  adminUsers,
  contactMessages,
  giftCards,
  giftCardTransactions,
  media,
  newsletter,
  orderEvents,
  orderItems,
  orders,
  payments,
  productVariants,
  products,
  discounts,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../harness';
import {
  BUYER_COOKIES,
  customer as orderCustomer,
  placePaidOrder,
  productStock as shownStock,
} from '../orders-fixtures';
import { makePhoto } from '../photos';
import { digestTables } from '../table-digest';
import { percentCodes } from '../discount-fixtures';

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .sort();

/** What a tamperer adds to every body, whatever the endpoint. */
const EXTRAS = {
  id: 424242,
  price: '0.01',
  unitPrice: '0.01',
  subtotal: '0.01',
  total: '0.01',
  discount: '999.00',
  status: 'delivered',
  role: 'owner',
  isAdmin: true,
  isActive: true,
  stock: 999_999,
  balance: '100000.00',
  usedCount: 0,
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  userId: 1,
  adminUserId: 1,
};

/** Quantities that are not a whole number from 1 to 99, as JSON texts (1e400 parses to Infinity). */
const BAD_QUANTITIES: readonly string[] = ['-1', '0', '1.5', '1e9', '"2"', 'null', '[]', '{}', 'true', '1e400'];

const customer = { ...orderCustomer, email: 'shopper@example.com' };

describe('tampering and mass assignment', () => {
  let t: TestApp;
  let cookie: string;
  let adminId: number;
  let address = 0;
  const variant: Record<'S' | 'M', number> = { S: 0, M: 0 };
  let productId: number;
  const gid = (size: 'S' | 'M') => `gid://local/ProductVariant/${variant[size]}`;

  /** Each request from its own address, so the per-address rate limits stay out of the way. */
  const nextAddress = () => `10.8.${Math.floor(++address / 250)}.${address % 250}`;
  const digest = () => digestTables(t.db);

  // From the shopper's browser (its buyer cookie), which reads what its payments are for.
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: nextAddress(),
      cookies: BUYER_COOKIES,
    });
  /** A body given as JSON text, so values JSON.stringify cannot write (1e400) get through. */
  const postRaw = (url: string, json: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: json,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: nextAddress(),
    });
  const placeOrder = (payload: unknown) => post('/api/orders', payload, { 'idempotency-key': randomUUID() });
  const admin = (method: HTTPMethods, url: string, payload?: unknown, as = cookie) =>
    t.app.inject({
      method,
      url,
      cookies: { [STAFF_SESSION_COOKIE]: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const variantStock = async (size: 'S' | 'M') =>
    (
      await t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variant[size]))
    )[0]!.stock;
  const productStock = async (id = productId) => (await shownStock(t.db, id)).units;

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (
      await createStaff(t.db, { username: 'tamper_boss', email: 'boss@store.test', password: 'boss-password' })
    ).id;
    const login = await post('/api/auth/login', { username: 'tamper_boss', password: 'boss-password' });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    productId = await insertProduct(t.db, {
      handle: 'tamper-dress',
      name: 'Tamper Dress',
      description: '<p>Linen</p>',
      category: 'women',
      subcategory: 'dresses',
      variants: [
        { size: 'S', color: 'Black', priceCents: 4000, stock: 20 },
        { size: 'M', color: 'Black', priceCents: 4500, stock: 5 },
      ],
      images: [],
    });
    for (const row of await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))) {
      variant[row.size as 'S' | 'M'] = row.id;
    }
    await insertProduct(t.db, {
      handle: 'custom-premium-t-shirt',
      name: 'Premium T-Shirt',
      description: '<p>Cotton</p>',
      category: 'custom',
      subcategory: 't-shirts',
      variants: [{ size: 'M', color: 'Midnight', priceCents: 2499, stock: 100 }],
      images: [],
    });
  });
  afterAll(() => t.close());

  describe('POST /api/orders', () => {
    it('prices from the database and stores none of the extra fields, at any level of the body', async () => {
      const legit = await placeOrder({ customer, items: [{ variantId: gid('S'), quantity: 2 }] });
      expect(legit.statusCode).toBe(201);
      const stockBefore = { variant: await variantStock('S'), product: await productStock() };
      const before = await digest();
      const started = Date.now();

      const res = await placeOrder({
        ...EXTRAS,
        shipping: '0.00',
        tax: '0.00',
        giftCardAmount: '80.00',
        trackingNumber: 'TJ0000000000000000',
        customer: { ...customer, ...EXTRAS, email: 'shopper@example.com' },
        items: [{ ...EXTRAS, variantId: gid('S'), quantity: 2, name: 'Free dress', productId: 1 }],
      });
      expect(res.statusCode).toBe(201);
      const { order } = res.json();
      const { order: legitOrder } = legit.json();
      for (const field of [
        'status',
        'subtotal',
        'discount',
        'shipping',
        'tax',
        'giftCardAmount',
        'total',
        'items',
      ] as const) {
        expect(order[field], field).toEqual(legitOrder[field]);
      }
      expect(order).toMatchObject({
        status: 'awaiting_payment',
        subtotal: '80.00',
        total: '80.00',
        giftCardAmount: '0.00',
      });
      expect(order.id).not.toBe(EXTRAS.id);
      expect(order.trackingNumber).not.toBe('TJ0000000000000000');

      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({
        status: 'awaiting_payment',
        total: '80.00',
        subtotal: '80.00',
        discount: '0.00',
        giftCardId: null,
      });
      // The payment asks for the database's total, not the body's.
      const [payment, ...morePayments] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(morePayments).toEqual([]);
      expect(payment).toMatchObject({
        status: 'open',
        amountCents: 8000,
        currency: 'usd',
        token: res.json().paymentToken,
      });
      expect(row!.createdAt.getTime()).toBeGreaterThan(started - 60_000);
      // The shopper's form is kept as declared fields only.
      expect(Object.keys(row!.customer as object).sort()).toEqual([
        'address',
        'city',
        'country',
        'email',
        'firstName',
        'lastName',
        'newsletter',
        'state',
        'zipCode',
      ]);
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items).toEqual([
        expect.objectContaining({ name: 'Tamper Dress', price: '40.00', quantity: 2, productId, variantId: variant.S }),
      ]);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(orderEvents.id);
      expect(events.map((e) => [e.status, e.adminUserId])).toEqual([['awaiting_payment', null]]);

      // Stock moves by the quantity only; the `stock` fields are not written anywhere. The
      // product row is not written: the product is still in stock. No email yet (it comes
      // with the payment); the payment and its demo payment page are written.
      expect(await variantStock('S')).toBe(stockBefore.variant - 2);
      expect(await productStock()).toBe(stockBefore.product - 2);
      expect(changedTables(before, await digest())).toEqual([
        'demo_payment_sessions',
        'idempotency_keys',
        'order_events',
        'order_items',
        'orders',
        'payments',
        'product_variants',
      ]);
    });

    it('answers 400 naming items.N.quantity for every bad quantity, and stores nothing', async () => {
      const before = await digest();
      for (const quantity of BAD_QUANTITIES) {
        for (const line of [
          `{"variantId":"${gid('S')}","quantity":${quantity}}`,
          `{"custom":{"productHandle":"custom-premium-t-shirt","designId":"tj-corporate","colorId":"black","size":"M"},"quantity":${quantity}}`,
        ]) {
          const res = await postRaw('/api/orders', `{"customer":${JSON.stringify(customer)},"items":[${line}]}`, {
            'idempotency-key': randomUUID(),
          });
          expect(res.statusCode, `quantity ${quantity} in ${line}`).toBe(400);
          const body = res.json();
          expect(body, `quantity ${quantity}`).toEqual({ message: expect.any(String), errors: expect.any(Array) });
          expect(
            body.errors.map((e: { path: string }) => e.path),
            `quantity ${quantity}`,
          ).toContain('items.0.quantity');
        }
      }
      // A missing quantity is refused too.
      const missing = await placeOrder({ customer, items: [{ variantId: gid('S') }] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toContainEqual(expect.objectContaining({ path: 'items.0.quantity' }));
      expect(changedTables(before, await digest())).toEqual([]);
    });

    it('refuses a quantity spread over lines beyond the stock, and stores nothing', async () => {
      const before = await digest();
      const res = await placeOrder({
        customer,
        items: Array.from({ length: 3 }, () => ({ variantId: gid('M'), quantity: 2 })),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'items.0.quantity' })]);
      expect(changedTables(before, await digest())).toEqual([]);
    });
  });

  describe('POST /api/shopify/checkout', () => {
    it('ignores client prices, totals and status and stores nothing (the embedded checkout continues on /checkout)', async () => {
      const before = await digest();
      const res = await post('/api/shopify/checkout', {
        ...EXTRAS,
        items: [{ ...EXTRAS, variantId: gid('S'), quantity: 1 }],
        cartItems: [
          {
            ...EXTRAS,
            id: 'tamper-S-Black',
            productId: String(productId),
            name: 'Tamper Dress',
            price: '0.01',
            imageUrl: '',
            size: 'S',
            color: 'Black',
            quantity: 1,
            shopifyId: gid('S'),
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ embedded: true });
      expect(changedTables(before, await digest())).toEqual([]);
    });

    it('answers 400 naming the quantity for bad quantities in items and in cartItems', async () => {
      const before = await digest();
      const cartLine = (quantity: string) =>
        `{"id":"x-S-Black","productId":"${productId}","name":"Tamper Dress","price":"40.00","imageUrl":"","size":"S","color":"Black","quantity":${quantity},"shopifyId":"${gid('S')}"}`;
      for (const quantity of BAD_QUANTITIES) {
        const items = await postRaw(
          '/api/shopify/checkout',
          `{"items":[{"variantId":"${gid('S')}","quantity":${quantity}}]}`,
        );
        expect(items.statusCode, `items quantity ${quantity}`).toBe(400);
        expect(items.json().errors.map((e: { path: string }) => e.path)).toContain('items.0.quantity');

        const cart = await postRaw(
          '/api/shopify/checkout',
          `{"items":[{"variantId":"${gid('S')}","quantity":1}],"cartItems":[${cartLine(quantity)}]}`,
        );
        expect(cart.statusCode, `cartItems quantity ${quantity}`).toBe(400);
        expect(cart.json().errors.map((e: { path: string }) => e.path)).toContain('cartItems.0.quantity');
      }
      expect(changedTables(before, await digest())).toEqual([]);
    });
  });

  describe('POST /api/gift-cards', () => {
    const card = {
      title: 'Birthday',
      amount: '50',
      message: 'Happy birthday!',
      senderName: 'Alex',
      senderEmail: 'alex@example.com',
      recipientName: 'Sam',
      recipientEmail: 'sam@example.com',
    };

    it('charges and issues a card worth the amount only: balance, code, redeemed flag and ids are not the caller’s', async () => {
      const before = await digest();
      const res = await post('/api/gift-cards', {
        ...EXTRAS,
        ...card,
        code: 'TJ-AAAA-BBBB-CCCC',
        isRedeemed: true,
        redeemedAt: '2000-01-01T00:00:00Z',
        amountCents: 100_000,
        giftCard: { balance: '1000.00' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ giftCard: null, paymentToken: expect.any(String) });
      // Only a purchase waiting for its payment, and the payment, of the amount asked.
      expect(changedTables(before, await digest())).toEqual([
        'demo_payment_sessions',
        'gift_card_purchases',
        'payments',
      ]);
      const [payment] = await t.db.select().from(payments).where(eq(payments.token, res.json().paymentToken));
      expect(payment).toMatchObject({ amountCents: 5000, status: 'open' });

      const paid = await post(`/api/payments/demo/${res.json().paymentToken}/pay`, {
        ...EXTRAS,
        amount: '0.01',
        status: 'paid',
      });
      const giftCard = paid.json().giftCard.issued;
      expect(giftCard).toMatchObject({ amount: '50.00', balance: '50.00', title: 'Birthday' });
      expect(giftCard.code).not.toBe('TJ-AAAA-BBBB-CCCC');
      const [row] = await t.db.select().from(giftCards).where(eq(giftCards.code, giftCard.code));
      expect(row).toMatchObject({
        amount: '50.00',
        balance: '50.00',
        isRedeemed: false,
        redeemedAt: null,
        expiresAt: null,
        issuedByStaffId: null,
      });
      expect(row!.id).not.toBe(EXTRAS.id);
      const entries = await t.db
        .select()
        .from(giftCardTransactions)
        .where(eq(giftCardTransactions.giftCardId, row!.id));
      expect(entries.map((e) => [e.kind, e.amount])).toEqual([['issue', '50.00']]);
    });

    it('answers 400 naming amount for amounts that are not money in range, and stores nothing', async () => {
      const before = await digest();
      for (const amount of ['-50', '0', '1e9', '"1e3"', '"50.001"', '"-50"', 'null', '[]', '{}', 'true', '1e400']) {
        const res = await postRaw(
          '/api/gift-cards',
          JSON.stringify(card).replace('"amount":"50"', `"amount":${amount}`),
        );
        expect(res.statusCode, `amount ${amount}`).toBe(400);
        expect(
          res.json().errors.map((e: { path: string }) => e.path),
          `amount ${amount}`,
        ).toEqual(['amount']);
      }
      expect(changedTables(before, await digest())).toEqual([]);
    });
  });

  it('POST /api/newsletter stores the address only, with the time of sign-up', async () => {
    const before = await digest();
    const started = Date.now();
    const res = await post('/api/newsletter', {
      ...EXTRAS,
      email: 'reader@example.com',
      subscribedAt: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(newsletter).where(eq(newsletter.email, 'reader@example.com'));
    expect(row!.id).not.toBe(EXTRAS.id);
    expect(row!.subscribedAt.getTime()).toBeGreaterThan(started - 60_000);
    expect(changedTables(before, await digest())).toEqual(['newsletter']);
  });

  it('POST /api/contact stores an unread form message whatever readAt, source or id say', async () => {
    const before = await digest();
    const res = await post('/api/contact', {
      ...EXTRAS,
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general-inquiry',
      subject: 'Sizes',
      message: 'Do you have this in XL?',
      readAt: '2000-01-01T00:00:00Z',
      source: 'chat',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).not.toBe(EXTRAS.id);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Ada', source: 'form', readAt: null, subject: 'Sizes' });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse(EXTRAS.createdAt));
    expect(changedTables(before, await digest())).toEqual(['contact_messages', 'email_outbox']);
  });

  it('POST /api/contact/chat sets name, topic, subject and source itself', async () => {
    const before = await digest();
    const res = await post('/api/contact/chat', {
      ...EXTRAS,
      email: 'chatter@example.com',
      message: 'Hello there',
      name: 'Store Owner',
      category: 'order-issues',
      subject: 'Refund me',
      source: 'form',
      readAt: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({
      name: 'chatter',
      category: 'general-inquiry',
      subject: 'Live chat',
      source: 'chat',
      readAt: null,
      message: 'Hello there',
    });
    expect(changedTables(before, await digest())).toEqual(['contact_messages', 'email_outbox']);
  });

  it('POST /api/promotions/check answers the stored discount; percentOff, usedCount or active in the body change nothing', async () => {
    await t.db
      .insert(discounts)
      .values(percentCodes({ code: 'TAMPER15', percentOff: 15, usageLimit: 1 }))
      .onConflictDoNothing();
    const before = await digest();
    const res = await post('/api/promotions/check', {
      ...EXTRAS,
      code: 'tamper15',
      percentOff: 100,
      usageLimit: null,
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'TAMPER15', percentOff: 15, preview: null });
    const [row] = await t.db.select().from(discounts).where(eq(discounts.code, 'TAMPER15'));
    expect(row).toMatchObject({
      rule: { kind: 'order-percent', percent: 15 },
      usageLimit: 1,
      usedCount: 0,
      paused: false,
    });
    expect(changedTables(before, await digest())).toEqual([]);
  });

  describe('POST /api/auth/login and /logout', () => {
    it('answers the stored role; role, isAdmin and isActive in the body change nothing', async () => {
      const editor = await createStaff(
        t.db,
        { username: 'tamper_editor', email: 'editor@store.test', password: 'editor-password' },
        'editor',
      );
      const before = await digest();
      const res = await post('/api/auth/login', {
        ...EXTRAS,
        id: adminId,
        username: 'tamper_editor',
        password: 'editor-password',
      });
      expect(res.statusCode).toBe(200);
      // A role the store does not know grants nothing.
      expect(res.json()).toEqual({
        id: editor.id,
        username: 'tamper_editor',
        email: 'editor@store.test',
        role: 'editor',
        permissions: [],
      });
      const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, editor.id));
      expect(row).toMatchObject({ role: 'editor', isActive: true });
      // A new session, the address it signed in from (the sign-in throttle's) and the sign-in's
      // line in the activity log, nothing else.
      expect(changedTables(before, await digest())).toEqual(['audit_log', 'staff_sessions', 'staff_sign_in_addresses']);
    });

    it('ends only the caller’s own session, whatever the body names', async () => {
      const login = async () =>
        (await post('/api/auth/login', { username: 'tamper_editor', password: 'editor-password' })).cookies.find(
          (c) => c.name === STAFF_SESSION_COOKIE,
        )!.value;
      const mine = await login();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [STAFF_SESSION_COOKIE]: mine },
        payload: { ...EXTRAS, sessionId: cookie, token: cookie, username: 'tamper_boss' },
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [STAFF_SESSION_COOKIE]: mine } }))
          .statusCode,
      ).toBe(401);
      expect((await admin('GET', '/api/auth/me')).statusCode).toBe(200);
    });
  });

  describe('staff: products', () => {
    const productBody = (handle: string, overrides: Record<string, unknown> = {}) => ({
      handle,
      name: 'Harbour Shirt',
      description: '<p>Cotton</p>',
      category: 'men',
      subcategory: 'shirts',
      variants: [
        { size: 'S', color: 'White', price: '30.00', stock: 4 },
        { size: 'M', color: 'White', price: '32.50', stock: 6 },
      ],
      images: [{ url: '/media/1', alt: 'Front' }],
      ...overrides,
    });
    /** What a product answer holds that a request decides (not ids and times). */
    const decided = (detail: {
      product: Record<string, unknown>;
      variants: Record<string, unknown>[];
      images: Record<string, unknown>[];
    }) => ({
      product: {
        ...detail.product,
        id: undefined,
        handle: undefined,
        version: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      },
      variants: detail.variants.map((v) => ({ ...v, id: undefined, sku: undefined })),
      images: detail.images.map((i) => ({ ...i, id: undefined })),
    });
    const tamperedProduct = (handle: string, otherId: number, otherVariantId: number) =>
      productBody(handle, {
        ...EXTRAS,
        id: otherId,
        price: '0.01',
        stock: 0,
        sizes: ['XXL'],
        colors: ['Gold'],
        product: { id: otherId, stock: 0, price: '0.01' },
        variants: [
          { size: 'S', color: 'White', price: '30.00', stock: 4, id: otherVariantId, productId: otherId, position: 9 },
          {
            size: 'M',
            color: 'White',
            price: '32.50',
            stock: 6,
            id: otherVariantId + 1,
            productId: otherId,
            position: 8,
          },
        ],
        images: [{ url: '/media/1', alt: 'Front', id: 1, productId: otherId, position: 5 }],
      });

    it('POST /api/admin/products derives id, stock, price, sizes and timestamps itself', async () => {
      const legit = await admin('POST', '/api/admin/products', productBody('legit-shirt'));
      expect(legit.statusCode).toBe(201);
      const before = await digest();
      const res = await admin('POST', '/api/admin/products', tamperedProduct('tampered-shirt', productId, variant.S));
      expect(res.statusCode).toBe(201);
      const detail = res.json();
      expect(decided(detail)).toEqual(decided(legit.json()));
      expect(detail.product).toMatchObject({ stock: 10, price: '30.00', sizes: ['S', 'M'], colors: ['White'] });
      expect(detail.product.id).not.toBe(productId);
      expect(detail.variants.map((v: { position: number }) => v.position)).toEqual([0, 1]);
      expect(Date.parse(detail.product.createdAt)).toBeGreaterThan(Date.parse(EXTRAS.createdAt));
      // The product and variants named in the body are untouched.
      expect(await productStock()).toBe(
        (await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))).reduce(
          (sum, v) => sum + v.stock,
          0,
        ),
      );
      expect(changedTables(before, await digest())).toEqual([
        'audit_log',
        'catalog_facet_counts',
        'product_images',
        'product_variants',
        'products',
      ]);
      const [own] = await t.db.select().from(products).where(eq(products.id, productId));
      expect(own!.handle).toBe('tamper-dress');
    });

    it('PUT /api/admin/products/:id edits the product in the path; stock outside a variant changes nothing', async () => {
      const created = await admin('POST', '/api/admin/products', productBody('edit-shirt'));
      const id = created.json().product.id as number;
      const legit = await admin(
        'PUT',
        `/api/admin/products/${id}`,
        productBody('edit-shirt', { name: 'Harbour Shirt II', version: 1 }),
      );
      expect(legit.statusCode).toBe(200);
      const [dress] = await t.db.select().from(products).where(eq(products.id, productId));
      const dressVariants = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));

      const res = await admin('PUT', `/api/admin/products/${id}`, {
        ...tamperedProduct('edit-shirt', productId, variant.S),
        name: 'Harbour Shirt II',
        version: 2,
      });
      expect(res.statusCode).toBe(200);
      expect(decided(res.json())).toEqual(decided(legit.json()));
      expect(res.json().product).toMatchObject({ id, stock: 10, price: '30.00' });
      // The product and variants the body named by id: not a byte changed.
      expect(await t.db.select().from(products).where(eq(products.id, productId))).toEqual([dress]);
      expect(await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))).toEqual(
        dressVariants,
      );
    });

    it('answers 400 naming variants.N.stock for stock that is not a whole number from 0, and stores nothing', async () => {
      const before = await digest();
      for (const stock of ['-1', '1.5', '1e9', '"2"', 'null', '[]', '{}', 'true', '1e400']) {
        const body = JSON.stringify(productBody('bad-stock')).replace('"stock":4', `"stock":${stock}`);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/products',
          cookies: { [STAFF_SESSION_COOKIE]: cookie },
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode, `stock ${stock}`).toBe(400);
        expect(
          res.json().errors.map((e: { path: string }) => e.path),
          `stock ${stock}`,
        ).toEqual(['variants.0.stock']);
      }
      for (const price of ['-1', '"-1"', '"1e3"', '"12.999"', '12.99', 'null']) {
        const body = JSON.stringify(productBody('bad-price')).replace('"price":"30.00"', `"price":${price}`);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/products',
          cookies: { [STAFF_SESSION_COOKIE]: cookie },
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode, `price ${price}`).toBe(400);
        expect(
          res.json().errors.map((e: { path: string }) => e.path),
          `price ${price}`,
        ).toEqual(['variants.0.price']);
      }
      expect(changedTables(before, await digest())).toEqual([]);
    });
  });

  it('POST /api/admin/orders/:id/status changes the status only, recorded as the signed-in staff member', async () => {
    const other = await createStaff(t.db, {
      username: 'tamper_other',
      email: 'other@store.test',
      password: 'other-password',
    });
    const { order: placed } = await placePaidOrder(t.app, { customer, items: [{ variantId: gid('S'), quantity: 1 }] });
    const [before] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(before!.status).toBe('pending');
    const res = await admin('POST', `/api/admin/orders/${placed.id}/status`, {
      ...EXTRAS,
      status: 'confirmed',
      adminUserId: other.id,
      email: 'attacker@evil.test',
      trackingNumber: 'TJ0000000000000000',
      giftCardAmount: '80.00',
      shippingAddress: 'Elsewhere',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect({ ...after, updatedAt: undefined }).toEqual({ ...before, status: 'confirmed', updatedAt: undefined });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id))
      .orderBy(orderEvents.id);
    expect(events.map((e) => [e.kind, e.status, e.adminUserId])).toEqual([
      ['status', 'awaiting_payment', null],
      ['status', 'pending', null],
      ['payment', 'paid', null],
      ['status', 'confirmed', adminId],
    ]);

    const unknown = await admin('POST', `/api/admin/orders/${placed.id}/status`, { status: 'refunded' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'status', message: 'Unknown order status' }]);
  });

  it('PATCH /api/admin/messages/:id sets read state only, at the server’s time', async () => {
    const sent = await post('/api/contact', {
      name: 'Bea',
      email: 'bea@example.com',
      category: 'sizing-help',
      subject: 'Fit',
      message: 'Runs small or large?',
    });
    const id = sent.json().id as number;
    const [before] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const started = Date.now();
    const res = await admin('PATCH', `/api/admin/messages/${id}`, {
      ...EXTRAS,
      read: true,
      readAt: '2000-01-01T00:00:00Z',
      message: 'Rewritten by staff',
      email: 'someone@else.test',
      source: 'chat',
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect({ ...after, readAt: undefined }).toEqual({ ...before, readAt: undefined });
    expect(after!.readAt!.getTime()).toBeGreaterThan(started - 60_000);
  });

  describe('staff accounts', () => {
    it('POST /api/admin/staff creates an active account from username, email, password and role only', async () => {
      const before = await digest();
      const res = await admin('POST', '/api/admin/staff', {
        ...EXTRAS,
        id: adminId,
        username: 'new_hire',
        email: 'hire@store.test',
        password: 'hire-password',
        role: 'support',
        isActive: false,
        passwordHash:
          '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: 'new_hire', role: 'support', isActive: true });
      expect(res.json().id).not.toBe(adminId);
      const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'new_hire'));
      expect(row).toMatchObject({ role: 'support', isActive: true });
      expect(row!.passwordHash).not.toContain('AAAAAAAA');
      expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse(EXTRAS.createdAt));
      expect(changedTables(before, await digest())).toEqual(['admin_users', 'audit_log']);
      // The password in the body is the one that signs in.
      expect((await post('/api/auth/login', { username: 'new_hire', password: 'hire-password' })).statusCode).toBe(200);
    });

    it('POST /api/admin/staff/:id/deactivate and /activate act on the path id and the active flag only', async () => {
      const target = await createStaff(t.db, {
        username: 'tamper_target',
        email: 'target@store.test',
        password: 'target-password',
      });
      const bystander = await createStaff(t.db, {
        username: 'tamper_bystander',
        email: 'bystander@store.test',
        password: 'bystander-password',
      });
      const row = async (id: number) => (await t.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!;
      const bystanderBefore = await row(bystander.id);

      const off = await admin('POST', `/api/admin/staff/${target.id}/deactivate`, {
        ...EXTRAS,
        id: bystander.id,
        isActive: true,
        role: 'owner',
        username: 'renamed',
      });
      expect(off.statusCode).toBe(200);
      expect(await row(target.id)).toMatchObject({ isActive: false, role: 'admin', username: 'tamper_target' });

      const on = await admin('POST', `/api/admin/staff/${target.id}/activate`, {
        ...EXTRAS,
        id: bystander.id,
        isActive: false,
        role: 'owner',
      });
      expect(on.statusCode).toBe(200);
      expect(await row(target.id)).toMatchObject({ isActive: true, role: 'admin', username: 'tamper_target' });
      expect(await row(bystander.id)).toEqual(bystanderBefore);
    });
  });

  it('POST /api/admin/media stores the bytes under a new id; ids in the query or a JSON body are not taken', async () => {
    const before = await digest();
    const json = await admin('POST', '/api/admin/media?id=1', { id: 1, url: '/media/1', body: 'x' });
    expect(json.statusCode).toBe(415);
    expect(changedTables(before, await digest())).toEqual([]);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/media?id=${EXTRAS.id}&url=/media/${EXTRAS.id}&contentType=text/html`,
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
      headers: { 'content-type': 'image/png' },
      payload: await makePhoto({ format: 'png', width: 3, height: 3 }),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/\d+$/);
    expect(url).not.toBe(`/media/${EXTRAS.id}`);
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, Number(url.split('/').pop())));
    expect(row!.contentType).toBe('image/png');
    expect(changedTables(before, await digest())).toEqual(['audit_log', 'media']);
  });
});
