// Shipping an order in parts: staff choose lines and quantities for each parcel; the order,
// the shopper's tracking page and the shopper's email each say what left and what follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../shared/schemas/admin';
import type { TrackingResponse } from '../../shared/schemas/tracking';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addTestProduct,
  choosePayment,
  customer,
  placePaidOrder,
  postOrder,
  variantGid,
} from '../test/orders-fixtures';
import { startSmtpServer } from '../test/smtp';
import { signedInStaff } from '../test/staff';

describe('parcels', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let cookies: Record<string, string>;
  let dress: number;
  let scarf: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    cookies = await signedInStaff(t, 'shipper');
    dress = (
      await addTestProduct(t.db, 'parcel-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 100 }])
    ).variants.get('M:Blue')!;
    scarf = (
      await addTestProduct(t.db, 'parcel-silk-scarf', [{ size: 'OS', color: 'Red', priceCents: 2000, stock: 100 }])
    ).variants.get('OS:Red')!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const body = (email: string) => ({
    customer: { ...customer, email },
    items: [
      { variantId: variantGid(dress), quantity: 2 },
      { variantId: variantGid(scarf), quantity: 1 },
    ],
  });
  const detail = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${id}`,
        cookies,
      })
    ).json<AdminOrderDetail>();
  const ship = (id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipments`,
      cookies,
      payload,
    });
  const mailTo = (to: string) => smtp.received.filter((m) => m.to.includes(to) && /has shipped/.test(m.raw));
  const lineOf = (order: AdminOrderDetail, name: string) => order.items.find((item) => item.name === name)!;

  it('ships part of an order, then the rest, and tells the shopper of each parcel', async () => {
    const { order } = await placePaidOrder(t.app, body('two-parcels@example.com'));
    const placed = await detail(order.id);
    const dressLine = lineOf(placed, 'parcel wrap dress');

    const first = await ship(order.id, {
      lines: [{ itemId: dressLine.id, quantity: 1 }],
      carrier: 'UPS',
      carrierTrackingNumber: '1Z999AA10000000001',
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json<AdminOrderDetail>();
    expect(afterFirst.order.fulfillmentStatus).toBe('partially_fulfilled');
    expect(afterFirst.order.status).toBe('processing');
    expect(afterFirst.items.map((item) => [item.name, item.shipped, item.quantity])).toEqual([
      ['parcel wrap dress', 1, 2],
      ['parcel silk scarf', 0, 1],
    ]);
    expect(afterFirst.shipments).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        carrierTrackingNumber: '1Z999AA10000000001',
        shippedBy: 'shipper',
        items: [{ itemId: dressLine.id, name: 'parcel wrap dress', quantity: 1 }],
      }),
    ]);
    // What went out cannot be released: the rest is refunded instead of the order cancelled.
    expect(afterFirst.allowedTransitions).not.toContain('cancelled');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          cookies,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(409);

    const [firstMail] = mailTo('two-parcels@example.com');
    expect(firstMail?.raw).toContain('1Z999AA10000000001');
    expect(firstMail?.raw).toContain('Part of your order is on its way');
    expect(firstMail?.raw).toContain('2 more items follow');

    // An outside tool's status change ships everything left as one parcel.
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      cookies,
      payload: {
        status: 'shipped',
        carrier: 'FedEx',
        carrierTrackingNumber: '7712 3456 7890',
      },
    });
    expect(rest.statusCode).toBe(200);
    const shipped = rest.json<AdminOrderDetail>();
    expect([shipped.order.status, shipped.order.fulfillmentStatus]).toEqual(['shipped', 'fulfilled']);
    expect(shipped.shipments.map((parcel) => parcel.items.map((line) => `${line.quantity} × ${line.name}`))).toEqual([
      ['1 × parcel wrap dress'],
      ['1 × parcel wrap dress', '1 × parcel silk scarf'],
    ]);
    const secondMail = mailTo('two-parcels@example.com')[1];
    expect(secondMail?.raw).toContain('7712 3456 7890');
    expect(secondMail?.raw).not.toContain('follow');
    expect(secondMail?.raw).toContain('parcel silk scarf');

    // The shopper's tracking page lists both parcels with what each holds.
    const tracked = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/track/${order.trackingNumber}`,
      })
    ).json<TrackingResponse>();
    expect(
      tracked.order.parcels.map((parcel) => [
        parcel.carrier,
        parcel.carrierTrackingNumber,
        parcel.items.map((item) => `${item.quantity} × ${item.name}`),
      ]),
    ).toEqual([
      ['UPS', '1Z999AA10000000001', ['1 × parcel wrap dress']],
      ['FedEx', '7712 3456 7890', ['1 × parcel wrap dress', '1 × parcel silk scarf']],
    ]);
    // Its timeline says part of it left.
    expect(tracked.order.events.map((event) => [event.status, event.note])).toEqual([
      ['awaiting_payment', 'Order placed; awaiting payment'],
      ['pending', 'Payment received'],
      ['processing', 'Part of your order has shipped; the rest follows in another parcel.'],
      ['shipped', null],
    ]);

    const again = await ship(order.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is shipped cannot ship');
  });

  it('refuses a parcel that holds more than is left, a line of another order, or a tracking number without its carrier', async () => {
    const { order } = await placePaidOrder(t.app, body('too-much@example.com'));
    const { order: other } = await placePaidOrder(t.app, body('other@example.com'));
    const scarfLine = lineOf(await detail(order.id), 'parcel silk scarf');
    const otherLine = (await detail(other.id)).items[0]!;

    const tooMany = await ship(order.id, {
      lines: [{ itemId: scarfLine.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      {
        path: 'lines.0.quantity',
        message: 'Only 1 of parcel silk scarf left to ship',
      },
    ]);

    const foreign = await ship(order.id, {
      lines: [{ itemId: otherLine.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('lines.0.itemId');

    const noCarrier = await ship(order.id, { carrierTrackingNumber: '1Z1' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().errors).toEqual([
      {
        path: 'carrier',
        message: 'Choose the carrier this tracking number belongs to',
      },
    ]);

    const zero = await ship(order.id, {
      lines: [{ itemId: scarfLine.id, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);

    // Nothing of it was stored.
    const untouched = await detail(order.id);
    expect([untouched.order.fulfillmentStatus, untouched.shipments.length]).toEqual(['unfulfilled', 0]);
    expect(mailTo('too-much@example.com')).toEqual([]);
  });

  it('ships every line once when two staff ship the same order at the same moment', async () => {
    const { order } = await placePaidOrder(t.app, body('race@example.com'));
    const answers = await Promise.all([ship(order.id, { carrier: 'USPS' }), ship(order.id, { carrier: 'DHL' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(order.id);
    expect(after.shipments).toHaveLength(1);
    expect(after.items.every((item) => item.shipped === item.quantity)).toBe(true);
    expect(mailTo('race@example.com')).toHaveLength(1);
  });

  it('marks many orders shipped at once and says which could not ship and why', async () => {
    const { order: a } = await placePaidOrder(t.app, body('bulk-a@example.com'));
    const { order: b } = await placePaidOrder(t.app, body('bulk-b@example.com'));
    const unpaid = (await postOrder(t.app, body('bulk-unpaid@example.com'))).json<{
      order: { id: number };
      paymentToken: string;
    }>();
    const declined = (await postOrder(t.app, body('bulk-declined@example.com'))).json<{
      order: { id: number };
      paymentToken: string;
    }>();
    await choosePayment(t.app, declined.paymentToken, 'decline');

    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      cookies,
      payload: {
        orderIds: [a.id, b.id, unpaid.order.id, declined.order.id, 999999],
      },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      shipped: [a.id, b.id],
      refused: [
        {
          id: unpaid.order.id,
          message: 'An order that is awaiting payment cannot ship',
        },
        {
          id: declined.order.id,
          message: 'An order that is cancelled cannot ship',
        },
        { id: 999999, message: 'Order not found' },
      ],
    });
    expect((await detail(a.id)).order.fulfillmentStatus).toBe('fulfilled');
    expect(mailTo('bulk-b@example.com')).toHaveLength(1);
    expect(mailTo('bulk-unpaid@example.com')).toEqual([]);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipments',
      cookies,
      payload: { orderIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({
      path: 'orderIds',
      message: 'Choose at least one order',
    });
  });

  it('is for staff only', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/orders/1/shipments',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/shipments',
          payload: { orderIds: [1] },
        })
      ).statusCode,
    ).toBe(401);
  });
});
