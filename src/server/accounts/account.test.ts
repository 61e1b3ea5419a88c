import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../shared/schemas/cart';
import {
  customerAddresses,
  customerCarts,
  customers,
  customerSessions,
  customerWishlists,
  emailOutbox,
  newsletter,
  orders,
} from '../db/schema';
import { asShopper, freshAddress, latestCode, signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, choosePayment, customer as guest, placePaidOrder, variantGid } from '../test/orders-fixtures';
import { CUSTOMER_SESSION_COOKIE } from './sessions';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Fort Smith',
  state: 'ar',
  zipCode: '72901',
  country: 'US',
};

describe('a shopper account', () => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `account${++n}@example.com`;
  let dress: Awaited<ReturnType<typeof addTestProduct>>;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    dress = await addTestProduct(t.db, 'wrap-dress', [
      { size: 'S', color: 'Red', priceCents: 4000, stock: 3 },
      { size: 'M', color: 'Red', priceCents: 4500, stock: 10 },
    ]);
  });
  afterAll(() => t.close());

  const line = (size: 'S' | 'M', quantity: number, price = '40.00'): CartItem => ({
    id: `${dress.productId}-${size}-Red`,
    productId: `gid://local/Product/${dress.productId}`,
    name: 'wrap dress',
    price,
    imageUrl: '/media/1',
    size,
    color: 'Red',
    quantity,
    shopifyId: variantGid(dress.variants.get(`${size}:Red`)!),
    handle: 'wrap-dress',
  });

  /** Places and pays an order, signed in when `session` is given. */
  async function placeOrder(email: string, size: 'S' | 'M', quantity: number, session?: string) {
    const body = {
      customer: { ...guest, email },
      items: [{ variantId: variantGid(dress.variants.get(`${size}:Red`)!), quantity }],
    };
    if (!session) return (await placePaidOrder(t.app, body)).order;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      cookies: { [CUSTOMER_SESSION_COOKIE]: session },
      payload: body,
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const { order, paymentToken } = placed.json();
    await choosePayment(t.app, paymentToken, 'pay');
    return order as { id: number; trackingNumber: string };
  }

  it('keeps the orders placed signed in, and joins guest orders of the email once it is proved', async () => {
    const email = newEmail();
    const earlier = await placeOrder(email, 'M', 1);
    const other = await placeOrder('someone.else@example.com', 'M', 1);
    const { session } = await signInAs(t.app, t.mailbox, email);
    const later = await placeOrder('typed.another@example.com', 'M', 2, session);

    const list = await asShopper(t.app, session)('GET', '/api/account/orders');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((o: { id: number }) => o.id);
    expect(ids).toEqual([later.id, earlier.id]);
    expect(ids).not.toContain(other.id);
    expect(list.json()[0]).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      total: expect.any(String),
      items: [{ name: 'wrap dress', size: 'M', color: 'Red', quantity: 2, price: '45.00' }],
    });

    const one = await asShopper(t.app, session)('GET', `/api/account/orders/${earlier.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: earlier.id,
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      trackingNumber: earlier.trackingNumber,
      subtotal: '45.00',
      shippingAddress: expect.stringContaining('1 Main St'),
    });
    expect(one.json().events.map((e: { status: string }) => e.status)).toEqual(['awaiting_payment', 'pending']);
  });

  it('knows the shopper by the first name of their profile, else of their latest order, else not at all', async () => {
    const email = newEmail();
    const unnamed = await signInAs(t.app, t.mailbox, email);
    expect((await asShopper(t.app, unnamed.session)('GET', '/api/account/me')).json()).toMatchObject({
      name: '',
      firstName: '',
    });

    await placeOrder(email, 'M', 1);
    const { session } = await signInAs(t.app, t.mailbox, email);
    const as = asShopper(t.app, session);
    expect((await as('GET', '/api/account/me')).json()).toMatchObject({ name: '', firstName: guest.firstName });

    expect((await as('PATCH', '/api/account/me', { name: '  Annie  Lee ' })).json()).toMatchObject({
      firstName: 'Annie',
    });
    expect((await as('GET', '/api/account/me')).json()).toMatchObject({ name: 'Annie  Lee', firstName: 'Annie' });
  });

  it("buys an order again at today's prices and stock, naming what cannot be bought", async () => {
    const email = newEmail();
    const { session } = await signInAs(t.app, t.mailbox, email);
    const order = await placeOrder(email, 'S', 2, session);
    // Today: the S costs more and only one is left.
    const sId = dress.variants.get('S:Red')!;
    await t.db.execute(`update product_variants set price = 42.50, stock = 1 where id = ${sId}`);
    const again = await asShopper(t.app, session)('POST', `/api/account/orders/${order.id}/buy-again`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      items: [{ size: 'S', color: 'Red', price: '42.50', quantity: 1, shopifyId: variantGid(sId) }],
      unavailable: [],
    });

    await t.db.execute(`update product_variants set stock = 0 where id = ${sId}`);
    const soldOut = await asShopper(t.app, session)('POST', `/api/account/orders/${order.id}/buy-again`, {});
    expect(soldOut.json()).toEqual({ items: [], unavailable: [{ name: 'wrap dress', reason: 'Sold out in S, Red.' }] });
    await t.db.execute(`update product_variants set price = 40.00, stock = 3 where id = ${sId}`);
  });

  it('saves addresses with one default, edits and deletes them', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const as = asShopper(t.app, session);
    const first = await as('POST', '/api/account/addresses', address);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...address, state: 'AR', phone: '', isDefault: true });
    const second = await as('POST', '/api/account/addresses', { ...address, address: '2 Side St', isDefault: true });
    expect(second.json().isDefault).toBe(true);
    let list = (await as('GET', '/api/account/addresses')).json();
    expect(list.map((a: { address: string; isDefault: boolean }) => [a.address, a.isDefault])).toEqual([
      ['2 Side St', true],
      ['1 Main St', false],
    ]);

    const edited = await as('PUT', `/api/account/addresses/${first.json().id}`, {
      ...address,
      city: 'Little Rock',
      isDefault: true,
    });
    expect(edited.json()).toMatchObject({ city: 'Little Rock', isDefault: true });
    expect((await as('DELETE', `/api/account/addresses/${first.json().id}`)).statusCode).toBe(200);
    list = (await as('GET', '/api/account/addresses')).json();
    expect(list).toEqual([expect.objectContaining({ address: '2 Side St', isDefault: true })]);

    const bad = await as('POST', '/api/account/addresses', { ...address, zipCode: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'zipCode', message: 'Please enter a valid ZIP code' }]);
  });

  it('keeps exactly one default when a new account saves several addresses at once', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const as = asShopper(t.app, session);
    const saved = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as('POST', '/api/account/addresses', { ...address, address: `${i + 1} Main St` }),
      ),
    );
    expect(saved.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const list = (await as('GET', '/api/account/addresses')).json();
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('merges the browser cart into the account: quantities added, capped by stock', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const as = asShopper(t.app, session);
    expect(
      (await as('PUT', '/api/account/cart', { items: [line('S', 2), line('M', 1)] }))
        .json()
        .items.map((i: CartItem) => i.quantity),
    ).toEqual([2, 1]);
    const merged = await as('POST', '/api/account/cart/merge', { items: [line('S', 2), line('M', 4)] });
    expect(merged.statusCode).toBe(200);
    // S: 2 + 2 = 4, but 3 are on hand; M: 1 + 4 = 5.
    expect(merged.json().items.map((i: CartItem) => [i.size, i.quantity])).toEqual([
      ['S', 3],
      ['M', 5],
    ]);
    // Another device reads the same cart.
    const { session: phone } = await signInAs(t.app, t.mailbox, (await as('GET', '/api/account/me')).json().email);
    expect((await asShopper(t.app, phone)('GET', '/api/account/cart')).json().items).toHaveLength(2);

    const refused = await as('PUT', '/api/account/cart', { items: [{ ...line('S', 1), quantity: 0 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('items.0.quantity');
  });

  it('merges wishlists without repeating a product', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const as = asShopper(t.app, session);
    const heart = (id: string) => ({ productId: id, handle: id, name: id, price: '10.00', imageUrl: '/media/1' });
    await as('PUT', '/api/account/wishlist', { items: [heart('a'), heart('b')] });
    const merged = await as('POST', '/api/account/wishlist/merge', { items: [heart('b'), heart('c')] });
    expect(merged.json().items.map((i: { productId: string }) => i.productId)).toEqual(['a', 'b', 'c']);
  });

  it('updates the name and the newsletter, and changes the email with a code sent to the new one', async () => {
    const email = newEmail();
    const { session } = await signInAs(t.app, t.mailbox, email);
    const as = asShopper(t.app, session);
    const named = await as('PATCH', '/api/account/me', { name: 'Ada L', newsletter: true });
    expect(named.json()).toMatchObject({ name: 'Ada L', newsletter: true });
    expect(await t.db.select().from(newsletter).where(eq(newsletter.email, email))).toHaveLength(1);

    const next = newEmail();
    const guestOrder = await placeOrder(next, 'M', 1);
    const asked = await as('POST', '/api/account/email/code', { email: next });
    expect(asked.statusCode).toBe(200);
    const attempt = asked.cookies.find((c) => c.name === 'tj_code_attempt')!.value;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { code: latestCode(t.mailbox, next) },
      cookies: { [CUSTOMER_SESSION_COOKIE]: session, tj_code_attempt: attempt },
      remoteAddress: freshAddress(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: next, newsletter: true });
    expect((await as('GET', '/api/account/orders')).json().map((o: { id: number }) => o.id)).toContain(guestOrder.id);

    // An email another account has is refused once proved.
    const taken = newEmail();
    await signInAs(t.app, t.mailbox, taken);
    const again = await as('POST', '/api/account/email/code', { email: taken });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { code: latestCode(t.mailbox, taken) },
      cookies: {
        [CUSTOMER_SESSION_COOKIE]: session,
        tj_code_attempt: again.cookies.find((c) => c.name === 'tj_code_attempt')!.value,
      },
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That email already belongs to another account.');
  });

  it('gives the shopper their data as a file', async () => {
    const email = newEmail();
    const { session } = await signInAs(t.app, t.mailbox, email);
    const as = asShopper(t.app, session);
    await as('POST', '/api/account/addresses', address);
    const order = await placeOrder(email, 'M', 1, session);
    const file = await as('GET', '/api/account/export');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="tj-fashion-account.json"');
    const data = JSON.parse(file.body);
    expect(data.profile.email).toBe(email);
    expect(data.addresses).toEqual([expect.objectContaining({ address: '1 Main St', isDefault: true })]);
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(data.passkeys).toEqual([]);
  });

  it('deletes the account: profile, addresses, cart, wishlist and sessions go; orders stay without who placed them', async () => {
    const email = newEmail();
    const { session, customer } = await signInAs(t.app, t.mailbox, email);
    const as = asShopper(t.app, session);
    await as('POST', '/api/account/addresses', address);
    await as('PUT', '/api/account/cart', { items: [line('M', 1)] });
    await as('PUT', '/api/account/wishlist', {
      items: [{ productId: 'a', handle: 'a', name: 'a', price: '1.00', imageUrl: '' }],
    });
    await as('PATCH', '/api/account/me', { newsletter: true });
    const order = await placeOrder(email, 'M', 1, session);

    expect((await as('DELETE', '/api/account/me', { email: 'wrong@example.com' })).statusCode).toBe(400);
    const deleted = await as('DELETE', '/api/account/me', { email });
    expect(deleted.statusCode).toBe(200);
    expect((await as('GET', '/api/account/me')).statusCode).toBe(401);

    for (const table of [customerAddresses, customerCarts, customerWishlists, customerSessions]) {
      expect(await t.db.select().from(table).where(eq(table.customerId, customer.id))).toHaveLength(0);
    }
    expect(await t.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(0);
    expect(await t.db.select().from(newsletter).where(eq(newsletter.email, email))).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ total: expect.any(String), shippingAddress: '', customer: {}, customerId: null });
    expect(kept!.email).not.toContain(email.split('@')[0]!);
    // Its tracking number still works.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingNumber}` })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for every route with another shopper's ids", async () => {
    const owner = await signInAs(t.app, t.mailbox, newEmail());
    const ownerAs = asShopper(t.app, owner.session);
    const saved = (await ownerAs('POST', '/api/account/addresses', address)).json();
    const order = await placeOrder(owner.customer.email, 'M', 1, owner.session);

    const other = asShopper(t.app, (await signInAs(t.app, t.mailbox, newEmail())).session);
    const attempts = [
      await other('GET', `/api/account/orders/${order.id}`),
      await other('POST', `/api/account/orders/${order.id}/buy-again`, {}),
      await other('PUT', `/api/account/addresses/${saved.id}`, address),
      await other('DELETE', `/api/account/addresses/${saved.id}`),
      await other('DELETE', '/api/account/passkeys/1'),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await other('GET', '/api/account/orders')).json()).toEqual([]);
    expect((await ownerAs('GET', '/api/account/addresses')).json()).toEqual([
      expect.objectContaining({ id: saved.id, city: 'Fort Smith' }),
    ]);
  });

  it('answers 401 on every own route without a session', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
      ['GET', '/api/account/me'],
      ['PATCH', '/api/account/me'],
      ['DELETE', '/api/account/me'],
      ['GET', '/api/account/orders'],
      ['GET', '/api/account/orders/1'],
      ['POST', '/api/account/orders/1/buy-again'],
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['GET', '/api/account/cart'],
      ['PUT', '/api/account/cart'],
      ['POST', '/api/account/cart/merge'],
      ['GET', '/api/account/wishlist'],
      ['GET', '/api/account/passkeys'],
      ['POST', '/api/account/passkeys/options'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/sign-out-everywhere'],
      ['POST', '/api/account/email/code'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});
