// A payment link (/checkout/success?payment=…) in someone else's hands shows how the payment
// stands and nothing of the shopper: only the browser that placed the order reads its name,
// email, address, phone and items (until a day after it settles), and the signed-in shopper
// it belongs to at any time. A gift card's code likewise.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { CUSTOMER_SESSION_COOKIE } from '../accounts/sessions';
import { signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addTestProduct,
  anotherShopper,
  choosePayment,
  postOrder,
  variantGid,
  viewPayment,
} from '../test/orders-fixtures';
import { BUYER_COOKIE } from './buyer';

describe('who reads a payment by its link', () => {
  let t: TestApp;
  let variantId: number;

  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    const product = await addTestProduct(t.db, 'linked-dress', [
      { size: 'M', color: 'Red', priceCents: 4000, stock: 50 },
    ]);
    variantId = product.variants.get('M:Red')!;
  });
  afterAll(() => t.close());

  const shopper = () => ({ ...anotherShopper(), phone: '555-010-2233', address: '77 Private Lane' });
  const lines = () => [{ variantId: variantGid(variantId), quantity: 1 }];
  const asStranger = (token: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/payments/${token}`, cookies });

  async function placeAndPay(customer = shopper()) {
    const placed = await postOrder(t.app, { customer, items: lines() });
    expect(placed.statusCode).toBe(201);
    const { paymentToken, order } = placed.json<{ paymentToken: string; order: { trackingNumber: string } }>();
    expect((await choosePayment(t.app, paymentToken, 'pay')).json().status).toBe('paid');
    return { paymentToken, trackingNumber: order.trackingNumber, customer };
  }

  it('shows a stranger with the link that it is paid, and none of the name, email, address, phone or items', async () => {
    const { paymentToken, customer } = await placeAndPay();
    const stranger = await asStranger(paymentToken);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({
      status: 'paid',
      kind: 'order',
      amount: expect.any(String),
      order: null,
      giftCard: null,
      withheld: true,
    });
    for (const secret of [customer.email, customer.lastName, '77 Private Lane', '555-010-2233', 'linked-dress']) {
      expect(stranger.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // Another browser's own buyer cookie is no better than none.
    const otherBrowser = await asStranger(paymentToken, {
      [BUYER_COOKIE]: 'another-browsers-key-0123456789abcdefghijk',
    });
    expect(otherBrowser.json()).toMatchObject({ withheld: true, order: null });

    const buyer = await viewPayment(t.app, paymentToken);
    expect(buyer.json()).toMatchObject({
      withheld: false,
      order: { email: customer.email.toLowerCase(), status: 'pending' },
    });
    expect(buyer.json().order.shippingAddress).toContain('77 Private Lane');
  });

  it("gives a new browser its buyer cookie with the order: httpOnly, sent to /api, and on the payment provider's redirect back", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { customer: shopper(), items: lines() },
    });
    expect(placed.statusCode).toBe(201);
    const cookie = placed.cookies.find((c) => c.name === BUYER_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const { paymentToken } = placed.json<{ paymentToken: string }>();
    expect((await asStranger(paymentToken, { [BUYER_COOKIE]: cookie.value })).json()).toMatchObject({
      withheld: false,
      order: { status: 'awaiting_payment' },
    });
    // Only its hash is kept.
    const [row] = await t.db
      .select({ buyerKeyHash: payments.buyerKeyHash })
      .from(payments)
      .where(eq(payments.token, paymentToken));
    expect(row!.buyerKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.buyerKeyHash).not.toContain(cookie.value);
  });

  it('stops showing the buyer browser the details a day after the payment settled', async () => {
    const { paymentToken } = await placeAndPay();
    await t.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 23 * 3_600_000) })
      .where(eq(payments.token, paymentToken));
    expect((await viewPayment(t.app, paymentToken)).json()).toMatchObject({ withheld: false });
    await t.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(payments.token, paymentToken));
    expect((await viewPayment(t.app, paymentToken)).json()).toMatchObject({
      status: 'paid',
      withheld: true,
      order: null,
    });
  });

  it('shows the signed-in shopper their own order from any browser, and not another shopper', async () => {
    const email = 'linked-owner@example.com';
    const { session } = await signInAs(t.app, t.mailbox, email);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { customer: { ...shopper(), email }, items: lines() },
      cookies: { [CUSTOMER_SESSION_COOKIE]: session },
    });
    expect(placed.statusCode).toBe(201);
    const { paymentToken } = placed.json<{ paymentToken: string }>();
    expect((await asStranger(paymentToken, { [CUSTOMER_SESSION_COOKIE]: session })).json()).toMatchObject({
      withheld: false,
      order: { email },
    });
    const other = await signInAs(t.app, t.mailbox, 'linked-other@example.com');
    expect((await asStranger(paymentToken, { [CUSTOMER_SESSION_COOKIE]: other.session })).json()).toMatchObject({
      withheld: true,
      order: null,
    });
  });

  it("keeps a paid gift card's code, recipient and sender from a stranger with the link", async () => {
    const buyerCookies = { [BUYER_COOKIE]: 'gift-buyers-browser-key-0123456789abcdefghi' };
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      payload: {
        amount: '50',
        title: 'Happy birthday',
        message: 'Many happy returns',
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        senderName: 'Alan Turing',
        senderEmail: 'alan@example.com',
      },
      cookies: buyerCookies,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const { paymentToken } = bought.json<{ paymentToken: string }>();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentToken}/pay`,
      payload: {},
      cookies: buyerCookies,
    });
    const code = paid.json().giftCard.issued.code as string;
    expect(code).toMatch(/^TJ-/);
    const stranger = await asStranger(paymentToken);
    expect(stranger.json()).toMatchObject({ status: 'paid', kind: 'gift-card', giftCard: null, withheld: true });
    for (const secret of [code, 'grace@example.com', 'Grace Hopper', 'Alan Turing'])
      expect(stranger.body).not.toContain(secret);
  });
});
