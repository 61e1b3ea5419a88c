import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { insertProduct } from '../catalog/write';
import { giftCards, giftCardTransactions, orderEvents, productVariants, discounts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { choosePayment, placePaidOrder, postOrder, productStock } from '../test/orders-fixtures';
import { percentCodes } from '../test/discount-fixtures';

const customer = {
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Fort Smith',
  state: 'AR',
  zipCode: '72901',
  country: 'US',
};

describe('changing an order status', () => {
  let t: TestApp;
  let cookie: string;
  let variantId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'orders', email: 'orders@store.test', password: 'orders-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'orders', password: 'orders-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    productId = await insertProduct(t.db, {
      handle: 'wool-coat',
      name: 'Wool coat',
      description: '<p>Warm</p>',
      category: 'women',
      subcategory: 'outerwear',
      variants: [{ size: 'M', color: 'Black', priceCents: 2000, stock: 10 }],
      images: [{ url: '/media/1', alt: 'coat', width: 800, height: 1000 }],
    });
    variantId = (await t.db.select().from(productVariants).where(eq(productVariants.productId, productId)))[0]!.id;
    await t.db.insert(discounts).values(percentCodes({ code: 'ONCE', percentOff: 10, usageLimit: 5 }));
    await t.db.insert(giftCards).values({
      code: 'TJ-GIFT-CARD-0001',
      title: 'Thanks',
      amount: '30.00',
      balance: '30.00',
      senderName: 'A',
      senderEmail: 'a@example.com',
      recipientName: 'B',
      recipientEmail: 'b@example.com',
    });
  });
  afterAll(() => t.close());

  const orderBody = (extra: Record<string, unknown> = {}) => ({
    customer,
    items: [{ variantId: `gid://local/ProductVariant/${variantId}`, quantity: 2 }],
    ...extra,
  });
  /** An order placed and paid for: confirmed (pending), where staff take it on. */
  const placeOrder = async (extra: Record<string, unknown> = {}) => {
    const { order } = await placePaidOrder(t.app, orderBody(extra));
    expect(order.status).toBe('pending');
    return order;
  };
  const change = (id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
      payload: body,
    });
  /** The stage moves in the order's history (payment and fulfillment changes are kept beside them). */
  const stageEvents = (orderId: number) =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
      .orderBy(orderEvents.id);
  const stock = async () => ({
    variant: (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock,
    product: (await productStock(t.db, productId)).units,
  });

  it('shows the order with items, totals, events and where it can go next', async () => {
    const placed = await postOrder(t.app, orderBody());
    expect(placed.statusCode).toBe(201);
    const { order, paymentToken } = placed.json();
    const detailOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        cookies: { [STAFF_SESSION_COOKIE]: cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const placedEvent = expect.objectContaining({
      kind: 'status',
      status: 'awaiting_payment',
      note: 'Order placed; awaiting payment',
      adminUsername: null,
    });

    // Awaiting its payment: staff see it; only its payment confirms it, and staff may only cancel it.
    const awaiting = await detailOf();
    expect(awaiting.order).toMatchObject({
      id: order.id,
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
      fulfillmentStatus: 'unfulfilled',
      total: order.total,
    });
    expect(awaiting.events).toEqual([placedEvent]);
    expect(awaiting.allowedTransitions).toEqual(['cancelled']);

    expect((await choosePayment(t.app, paymentToken, 'pay')).json().status).toBe('paid');
    const detail = await detailOf();
    expect(detail.order).toMatchObject({
      id: order.id,
      email: 'buyer@example.com',
      status: 'pending',
      paymentStatus: 'paid',
      subtotal: '40.00',
      shipping: '9.99',
      total: order.total,
      carrier: null,
    });
    expect(detail.order.customer).toMatchObject({ firstName: 'Ada', city: 'Fort Smith' });
    expect(detail.order.shippingAddress).toContain('1 Main St');
    expect(detail.items).toEqual([
      expect.objectContaining({ name: 'Wool coat', quantity: 2, price: '20.00', size: 'M', color: 'Black', variantId }),
    ]);
    expect(detail.events).toEqual([
      placedEvent,
      expect.objectContaining({
        kind: 'status',
        status: 'pending',
        note: 'Payment received',
        shopperNote: 'Payment received',
        adminUsername: null,
      }),
      expect.objectContaining({ kind: 'payment', status: 'paid', note: null, adminUsername: null }),
    ]);
    // A paid order ships in one step; confirming and processing it are there for shops that want them.
    expect(detail.allowedTransitions).toEqual(['confirmed', 'processing', 'shipped', 'cancelled']);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/999999',
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('walks pending -> confirmed -> processing -> shipped -> delivered, each step on the tracking timeline', async () => {
    const order = await placeOrder();
    expect((await change(order.id, { status: 'confirmed', note: 'Payment checked' })).statusCode).toBe(200);
    expect((await change(order.id, { status: 'processing' })).json().allowedTransitions).toEqual([
      'shipped',
      'cancelled',
    ]);

    const unshipped = await change(order.id, { status: 'shipped', carrier: '  ' });
    expect(unshipped.statusCode).toBe(400);
    expect(unshipped.json().errors).toEqual([
      { path: 'carrier', message: 'Carrier is required to ship an order' },
      { path: 'carrierTrackingNumber', message: 'Carrier tracking number is required to ship an order' },
    ]);

    const shipped = await change(order.id, { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      fulfillmentStatus: 'fulfilled',
      carrier: 'UPS',
      carrierTrackingNumber: '1Z999',
    });
    const delivered = await change(order.id, { status: 'delivered' });
    expect(delivered.json().order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      fulfillmentStatus: 'delivered',
    });
    const stages = delivered.json().events.filter((e: { kind: string }) => e.kind === 'status');
    expect(stages.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment',
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(stages[2]).toMatchObject({ note: 'Payment checked', shopperNote: null, adminUsername: 'orders' });
    expect(delivered.json().allowedTransitions).toEqual([]);

    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingNumber}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order).toMatchObject({ status: 'delivered', carrier: 'UPS', carrierTrackingNumber: '1Z999' });
    expect(tracked.json().order.events.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment',
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses stage changes staff may not make, and unknown statuses', async () => {
    // An order awaiting its payment is confirmed by its payment only, not by staff (who may cancel it:
    // unpaid-cancel.test.ts).
    const unpaid = await postOrder(t.app, orderBody());
    expect(unpaid.statusCode).toBe(201);
    const unpaidId = unpaid.json().order.id as number;
    for (const status of ['confirmed', 'processing', 'shipped']) {
      const early = await change(unpaidId, { status, carrier: 'UPS', carrierTrackingNumber: '1Z1' });
      expect(early.statusCode, status).toBe(409);
      expect(early.json().message).toBe(`Cannot change an order from awaiting_payment to ${status}`);
    }
    const unpaidEvents = await stageEvents(unpaidId);
    expect(unpaidEvents.map((e) => e.status)).toEqual(['awaiting_payment']);

    const order = await placeOrder();
    const skip = await change(order.id, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Cannot change an order from pending to delivered');
    const unknown = await change(order.id, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('status');
    await change(order.id, { status: 'confirmed' });
    await change(order.id, { status: 'shipped', carrier: 'USPS', carrierTrackingNumber: '9400' });
    const late = await change(order.id, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Cannot change an order from shipped to cancelled');
    const events = await stageEvents(order.id);
    expect(events.map((e) => e.status)).toEqual(['awaiting_payment', 'pending', 'confirmed', 'shipped']);
  });

  it('cancels exactly once when two cancels race: stock, gift card and promotion use come back once', async () => {
    const before = await stock();
    const order = await placeOrder({ giftCardCode: 'TJ-GIFT-CARD-0001', promoCode: 'once' });
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-GIFT-CARD-0001'));
    expect(card!.balance).toBe('0.00');
    expect(await stock()).toEqual({ variant: before.variant - 2, product: before.product - 2 });
    expect((await t.db.select().from(discounts).where(eq(discounts.code, 'ONCE')))[0]!.usedCount).toBe(1);

    const results = await Promise.all([
      change(order.id, { status: 'cancelled', note: 'Customer asked' }),
      change(order.id, { status: 'cancelled' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Cannot change an order from cancelled to cancelled',
    );

    expect(await stock()).toEqual(before);
    const [refunded] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-GIFT-CARD-0001'));
    expect(refunded).toMatchObject({ balance: '30.00', isRedeemed: false, redeemedAt: null });
    const refunds = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.kind, 'refund'));
    expect(refunds).toEqual([expect.objectContaining({ giftCardId: card!.id, orderId: order.id, amount: '30.00' })]);
    expect((await t.db.select().from(discounts).where(eq(discounts.code, 'ONCE')))[0]!.usedCount).toBe(0);

    const again = await change(order.id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(await stock()).toEqual(before);
    const events = await stageEvents(order.id);
    expect(events.map((e) => e.status)).toEqual(['awaiting_payment', 'pending', 'cancelled']);

    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingNumber}` });
    expect(tracked.json().order.status).toBe('cancelled');
  });

  it('takes a sold-out product out of the in-stock filter, and puts it back when its order is cancelled', async () => {
    const scarfId = await insertProduct(t.db, {
      handle: 'silk-scarf',
      name: 'Silk scarf',
      description: '<p>Soft</p>',
      category: 'women',
      subcategory: 'accessories',
      variants: [
        { size: 'One Size', color: 'Red', priceCents: 3000, stock: 2 },
        { size: 'One Size', color: 'Blue', priceCents: 3000, stock: 0 },
      ],
      images: [{ url: '/media/1', alt: 'scarf', width: 800, height: 1000 }],
    });
    const red = (await t.db.select().from(productVariants).where(eq(productVariants.productId, scarfId))).find(
      (v) => v.color === 'Red',
    )!;
    const shown = async () => {
      const product = (await t.app.inject({ method: 'GET', url: '/api/shopify/products/silk-scarf' })).json().product;
      const inStockList = (
        await t.app.inject({ method: 'GET', url: '/api/products?query=silk%20scarf&inStock=true' })
      ).json() as { handle: string }[];
      return {
        availableForSale: product.availableForSale,
        totalInventory: product.totalInventory,
        listedInStock: inStockList.some((p) => p.handle === 'silk-scarf'),
      };
    };
    expect(await shown()).toEqual({ availableForSale: true, totalInventory: 2, listedInStock: true });

    // Awaiting its payment, the order already holds the units; paid, it keeps them.
    const res = await postOrder(t.app, {
      customer,
      items: [{ variantId: `gid://local/ProductVariant/${red.id}`, quantity: 2 }],
    });
    expect(res.statusCode).toBe(201);
    expect(await shown()).toEqual({ availableForSale: false, totalInventory: 0, listedInStock: false });
    expect(await productStock(t.db, scarfId)).toEqual({ units: 0, inStock: false });
    expect((await choosePayment(t.app, res.json().paymentToken, 'pay')).json().status).toBe('paid');
    expect(await shown()).toEqual({ availableForSale: false, totalInventory: 0, listedInStock: false });

    expect((await change(res.json().order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await shown()).toEqual({ availableForSale: true, totalInventory: 2, listedInStock: true });
    expect(await productStock(t.db, scarfId)).toEqual({ units: 2, inStock: true });
  });

  it('shows restocked units in the storefront at once', async () => {
    const order = await placeOrder();
    const inventory = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/shopify/products/wool-coat' })).json().product
        .totalInventory as number;
    const sold = await inventory();
    await change(order.id, { status: 'cancelled' });
    expect(await inventory()).toBe(sold + 2);
  });
});
