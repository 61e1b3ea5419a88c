// What the shopper and the store hear by email as an order moves on, read from a real SMTP
// server as a person reads their mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  choosePayment,
  customer,
  placePaidOrder,
  postOrder,
  variantGid,
} from '../test/orders-fixtures';
import { startSmtpServer } from '../test/smtp';
import { signedInStaff } from '../test/staff';

describe('order emails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let cookies: Record<string, string>;
  let variantId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, STORE_NOTIFY_EMAIL: 'owner@store.test' } });
    cookies = await signedInStaff(t, 'mailer');
    const { variants } = await addTestProduct(t.db, 'notified-culottes', [
      { size: 'M', color: 'Black', priceCents: 3599, stock: 50 },
    ]);
    variantId = variants.get('M:Black')!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const order = (email: string, quantity = 2) => ({
    customer: { ...customer, email },
    items: [{ variantId: variantGid(variantId), quantity }],
  });
  const mailTo = (to: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(to) && subject.test(m.raw));
  const change = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, cookies, payload });

  it('tells the store of a paid order, with its total and a link to it, and never of an unpaid one', async () => {
    const { order: paid } = await placePaidOrder(t.app, order('store-news@example.com'));
    const [notice] = mailTo('owner@store.test', new RegExp(paid.trackingNumber));
    expect(notice?.raw).toContain('$71.98');
    expect(notice?.raw).toContain(`/admin/orders/${paid.id}`);

    const declined = (await postOrder(t.app, order('declined-news@example.com'))).json();
    await choosePayment(t.app, declined.paymentToken, 'decline');
    expect(mailTo('owner@store.test', new RegExp(declined.order.trackingNumber))).toEqual([]);
  });

  it('tells the store of an order a gift card paid in full, with its number and total', async () => {
    await addGiftCard(t.db, 'TJ-NOTE-0001-FULL', '500.00');
    const placed = await postOrder(t.app, {
      ...order('gift-paid-news@example.com'),
      giftCardCode: 'TJ-NOTE-0001-FULL',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: paid, paymentUrl } = placed.json<{
      order: { id: number; trackingNumber: string; status: string };
      paymentUrl: string | null;
    }>();
    expect(paymentUrl).toBeNull();
    expect(paid.status).toBe('pending');
    const notices = mailTo('owner@store.test', new RegExp(paid.trackingNumber));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.raw).toContain('$71.98');
    expect(notices[0]!.raw).toContain(`/admin/orders/${paid.id}`);
    // The shopper's confirmation is still the one email linked to the order.
    expect(mailTo('gift-paid-news@example.com', new RegExp(paid.trackingNumber))).toHaveLength(1);
  });

  it('tells the shopper the order shipped, with the carrier, its tracking number and the parcel, then that it arrived', async () => {
    const { order: placed } = await placePaidOrder(t.app, order('shipped@example.com'));
    expect(
      (await change(placed.id, { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999AA10123456784' }))
        .statusCode,
    ).toBe(200);
    const [shipped] = mailTo('shipped@example.com', /has shipped/);
    expect(shipped?.raw).toContain('1Z999AA10123456784');
    expect(shipped?.raw).toContain('https://www.ups.com/track?');
    expect(shipped?.raw).toContain('notified culottes');

    expect((await change(placed.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(mailTo('shipped@example.com', /was delivered/)).toHaveLength(1);
  });

  it('tells the shopper of a cancelled order and the money going back, and of a part refund with its amount', async () => {
    const { order: cancelled } = await placePaidOrder(t.app, order('cancelled@example.com'));
    expect(
      (await change(cancelled.id, { status: 'cancelled', note: 'out of stock in the warehouse' })).statusCode,
    ).toBe(200);
    const [email] = mailTo('cancelled@example.com', /^Subject:.*cancel/im);
    expect(email?.raw).toContain('$71.98');
    // Staff's note is not the shopper's to read, and one email says it all.
    expect(email?.raw).not.toContain('warehouse');
    expect(mailTo('cancelled@example.com', /^Subject:.*refund/im)).toEqual([]);

    const { order: kept } = await placePaidOrder(t.app, order('part-refund@example.com'));
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${kept.id}/refunds`,
      cookies,
      payload: { amount: '12.50', reason: 'Loose thread' },
    });
    expect(refunded.statusCode).toBe(200);
    const [refund] = mailTo('part-refund@example.com', /^Subject:.*refund/im);
    expect(refund?.raw).toContain('$12.50');
  });
});
