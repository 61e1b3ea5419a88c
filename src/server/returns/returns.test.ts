// Returns and size exchanges through the real routes: what of an order can come back and until
// when, starting a return (and the same request again), each staff step with the refund in the
// payment ledger and the units back on sale, and who may take which step.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReturnDetail, AdminReturnList, Return, ReturnableOrder } from '../../shared/schemas/returns';
import type { AdminCustomerDetail } from '../../shared/schemas/customers';
import { insertProduct } from '../catalog/write';
import { emailOutbox, orderEvents, paymentLedger, productVariants, returnEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import {
  deliveredDaysAgo,
  deliveredOrder,
  eligibility,
  orderDetail,
  shopperPost,
  staffStep,
  startReturn,
  type DeliveredOrder,
} from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';

const NOT_FOUND = "We couldn't find an order with that number and email.";

describe('returns and exchanges', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let dressM: number;
  let dressS: number;
  let dressL: number;
  let dressSilk: number;
  let scarf: number;
  let finalSale: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'returns-owner');
    const dress = await addTestProduct(t.db, 'return-wrap-dress', [
      { size: 'M', color: 'Blue', priceCents: 5000, stock: 20 },
      { size: 'S', color: 'Blue', priceCents: 4000, stock: 20 },
      { size: 'L', color: 'Blue', priceCents: 5000, stock: 1 },
      { size: 'M', color: 'Silk', priceCents: 6500, stock: 5 },
    ]);
    dressM = dress.variants.get('M:Blue')!;
    dressS = dress.variants.get('S:Blue')!;
    dressL = dress.variants.get('L:Blue')!;
    dressSilk = dress.variants.get('M:Silk')!;
    scarf = (
      await addTestProduct(t.db, 'return-scarf', [{ size: 'OS', color: 'Red', priceCents: 2000, stock: 20 }])
    ).variants.get('OS:Red')!;
    const finalSaleId = await insertProduct(t.db, {
      handle: 'return-final-sale-top',
      name: 'Clearance top',
      description: '<p>Last ones</p>',
      category: 'women',
      subcategory: 'tops',
      tags: ['final-sale'],
      variants: [{ size: 'M', color: 'Black', priceCents: 1500, stock: 10 }],
      images: [{ url: '/media/1', alt: 'Top', width: 800, height: 1000 }],
    });
    finalSale = (await t.db.select().from(productVariants).where(eq(productVariants.productId, finalSaleId)))[0]!.id;
    await addTestProduct(
      t.db,
      'custom-premium-t-shirt',
      [{ size: 'M', color: 'Midnight', priceCents: 2499, stock: 100 }],
      'custom',
    );
  });
  afterAll(() => t.close());

  const deliver = (lines: Array<{ variantId: number; quantity: number } | { custom: object; quantity: number }>) =>
    deliveredOrder(t.app, owner, lines, anotherShopper());
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, cookies: owner })).json<AdminReturnDetail>();
  const idOf = async (returnNumber: string) => {
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/admin/returns?q=${returnNumber}`, cookies: owner })
    ).json<AdminReturnList>();
    return list.returns[0]!.id;
  };

  describe('what can come back', () => {
    let order: DeliveredOrder;
    beforeAll(async () => {
      order = await deliver([
        { variantId: dressM, quantity: 2 },
        { variantId: finalSale, quantity: 1 },
        {
          custom: { productHandle: 'custom-premium-t-shirt', designId: 'tj-corporate', colorId: 'black', size: 'M' },
          quantity: 1,
        },
      ]);
    });

    it('finds the order only with its number and its email, with one answer for either mistake', async () => {
      const wrongEmail = await shopperPost(t.app, '/api/returns/eligibility', {
        trackingNumber: order.trackingNumber,
        email: 'someone-else@example.com',
      });
      const wrongNumber = await shopperPost(t.app, '/api/returns/eligibility', {
        trackingNumber: 'TJ-NOPE',
        email: order.email,
      });
      const noEmail = await shopperPost(t.app, '/api/returns/eligibility', { trackingNumber: order.trackingNumber });
      for (const answer of [wrongEmail, wrongNumber, noEmail]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(NOT_FOUND);
      }
      const shouted = await shopperPost(t.app, '/api/returns/eligibility', {
        trackingNumber: order.trackingNumber.toLowerCase(),
        email: `  ${order.email.toUpperCase()} `,
      });
      expect(shouted.statusCode).toBe(200);
    });

    it('lists each line with what can come back, what it cost and the other sizes', async () => {
      const answer = await eligibility(t.app, order);
      expect(answer.statusCode).toBe(200);
      const body = answer.json<ReturnableOrder>();
      expect(body.closedReason).toBeNull();
      expect(new Date(body.returnBy!).getTime() - new Date(body.deliveredAt!).getTime()).toBe(30 * 24 * 3600 * 1000);
      expect(body.lines.map((line) => [line.name, line.bought, line.returnable, line.notReturnableReason])).toEqual(
        [
          ['return wrap dress', 2, 2, null],
          ['Clearance top', 1, 0, 'Final Sale'],
          [
            'Custom return-premium-t-shirt - TJ Corporate'.replace('return-', ''),
            1,
            0,
            "Customised items can't be returned",
          ],
        ].map(([name, ...rest]) => [
          name === 'Custom premium-t-shirt - TJ Corporate' ? expect.any(String) : name,
          ...rest,
        ]),
      );
      const dress = body.lines[0]!;
      expect(dress.price).toBe('50.00');
      expect(dress.exchangeOptions.map((option) => [option.size, option.color, option.price, option.inStock])).toEqual([
        ['S', 'Blue', '40.00', true],
        ['L', 'Blue', '50.00', true],
        ['M', 'Silk', '65.00', true],
      ]);
      expect(dress.exchangeOptions[0]!.variantId).toBe(variantGid(dressS));
    });

    it('closes an order not yet delivered, and one delivered more than 30 days ago', async () => {
      const placed = await postOrder(t.app, {
        customer: anotherShopper(),
        items: [{ variantId: variantGid(scarf), quantity: 1 }],
      });
      const unpaid = placed.json<{ order: { trackingNumber: string; email: string } }>().order;
      const early = (await eligibility(t.app, unpaid)).json<ReturnableOrder>();
      expect(early.closedReason).toBe("This order hasn't been delivered yet. You can start a return once it arrives.");
      expect(early.deliveredAt).toBeNull();
      expect(early.lines[0]!.returnable).toBe(0);

      const late = await deliver([{ variantId: scarf, quantity: 1 }]);
      await deliveredDaysAgo(t.db, late.id, 29);
      expect((await eligibility(t.app, late)).json<ReturnableOrder>().closedReason).toBeNull();
      await deliveredDaysAgo(t.db, late.id, 31);
      const closed = (await eligibility(t.app, late)).json<ReturnableOrder>();
      expect(closed.closedReason).toMatch(/^The 30-day return window for this order closed on /);
      const refused = await startReturn(t.app, late, [{ itemId: late.itemIds[0]!, quantity: 1 }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('trackingNumber');
    });

    it('refuses Final Sale and customised lines, and more than was bought, naming the field', async () => {
      const finalSaleLine = await startReturn(t.app, order, [{ itemId: order.itemIds[1]!, quantity: 1 }]);
      expect(finalSaleLine.statusCode).toBe(400);
      expect(finalSaleLine.json().errors).toEqual([
        { path: 'lines.0.itemId', message: "Clearance top was bought as Final Sale and can't be returned" },
      ]);
      const custom = await startReturn(t.app, order, [{ itemId: order.itemIds[2]!, quantity: 1 }]);
      expect(custom.json().errors[0].path).toBe('lines.0.itemId');
      expect(custom.json().errors[0].message).toMatch(/was made to your design and can't be returned$/);
      const tooMany = await startReturn(t.app, order, [{ itemId: order.itemIds[0]!, quantity: 3 }]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toEqual([
        { path: 'lines.0.quantity', message: 'Only 2 of return wrap dress are left to return' },
      ]);
      const exchangeWithoutSize = await startReturn(t.app, order, [
        { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange' },
      ]);
      expect(exchangeWithoutSize.statusCode).toBe(400);
      expect(exchangeWithoutSize.json().errors[0].path).toBe('lines.0.exchangeVariantId');
    });
  });

  describe('starting a return', () => {
    it('starts a refund and an exchange, reserving the new size at once, and emails the shopper', async () => {
      const order = await deliver([
        { variantId: dressM, quantity: 2 },
        { variantId: scarf, quantity: 1 },
      ]);
      const sBefore = await variantStock(t.db, dressS);
      const answer = await startReturn(t.app, order, [
        { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(dressS) },
        { itemId: order.itemIds[1]!, quantity: 1, reason: 'changed_mind' },
      ]);
      expect(answer.statusCode).toBe(201);
      const ret = answer.json<Return>();
      expect(ret.returnNumber).toMatch(/^R-[0-9A-Z]{6}$/);
      expect(ret.status).toBe('requested');
      // The scarf's $20.00, and the $10.00 the smaller size costs less.
      expect(ret.refundAmount).toBe('30.00');
      expect(ret.sendTo).toEqual(['TJ Fashion Returns', '401 Garrison Ave', 'Fort Smith, AR 72901', 'United States']);
      expect(ret.lines.map((line) => [line.name, line.quantity, line.outcome, line.exchange?.size ?? null])).toEqual([
        ['return wrap dress', 1, 'exchange', 'S'],
        ['return scarf', 1, 'refund', null],
      ]);
      expect(await variantStock(t.db, dressS)).toBe(sBefore - 1);

      const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(history.map((event) => event.note)).toContain(
        `Return ${ret.returnNumber} started: 1 × return wrap dress (exchange for S, Blue), 1 × return scarf (refund)`,
      );
      const [email] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Your TJ Fashion return ${ret.returnNumber} has started`));
      expect(email!.to).toBe(order.email.toLowerCase());
      expect(email!.text).toContain(`http://store.test/returns/${ret.returnNumber}`);
      expect(email!.text).toContain('401 Garrison Ave');

      // The shopper reads it with the order's email; anyone else gets nothing.
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/returns/${ret.returnNumber.toLowerCase()}?email=${encodeURIComponent(order.email)}`,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<Return>().events.map((event) => event.status)).toEqual(['requested']);
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/returns/${ret.returnNumber}?email=stranger@example.com`,
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe("We couldn't find a return with that number and email.");

      // Now in a return: the same units cannot be returned again.
      const again = await startReturn(t.app, order, [{ itemId: order.itemIds[1]!, quantity: 1 }]);
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([
        { path: 'lines.0.itemId', message: 'return scarf has already been returned' },
      ]);
      // Staff see it on the shopper's customer page.
      const [customer] = (
        await t.app.inject({ method: 'GET', url: `/api/admin/customers?q=${order.email}`, cookies: owner })
      ).json<Array<{ id: string }>>();
      const page = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${customer!.id}`, cookies: owner });
      expect(page.json<AdminCustomerDetail>().returns).toEqual([
        {
          id: await idOf(ret.returnNumber),
          returnNumber: ret.returnNumber,
          status: 'requested',
          createdAt: ret.createdAt,
        },
      ]);
      const lines = (await eligibility(t.app, order)).json<ReturnableOrder>();
      expect(lines.lines.map((line) => line.returnable)).toEqual([1, 0]);
      expect(lines.returns.map((r) => r.returnNumber)).toEqual([ret.returnNumber]);
    });

    it('answers the same return to the same request sent again, with or without its key', async () => {
      const order = await deliver([{ variantId: dressM, quantity: 1 }]);
      const lines = [
        { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange' as const, exchangeVariantId: variantGid(dressS) },
      ];
      const stock = await variantStock(t.db, dressS);
      const first = await startReturn(t.app, order, lines, 'return-key-0123456789abcdef');
      const second = await startReturn(t.app, order, lines, 'return-key-0123456789abcdef');
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json<Return>().returnNumber).toBe(first.json<Return>().returnNumber);
      expect(await variantStock(t.db, dressS)).toBe(stock - 1);
      const otherBody = await startReturn(
        t.app,
        order,
        [{ itemId: order.itemIds[0]!, quantity: 1 }],
        'return-key-0123456789abcdef',
      );
      expect(otherBody.statusCode).toBe(422);

      const keyless = await deliver([{ variantId: scarf, quantity: 1 }]);
      const scarfLines = [{ itemId: keyless.itemIds[0]!, quantity: 1 }];
      const a = await startReturn(t.app, keyless, scarfLines, null);
      const b = await startReturn(t.app, keyless, scarfLines, null);
      expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
      expect(b.json<Return>().returnNumber).toBe(a.json<Return>().returnNumber);
    });

    it('takes an exchange for a dearer size owing the difference, and refuses one for a size that sold out', async () => {
      const dear = await deliver([{ variantId: dressM, quantity: 1 }]);
      const dearer = await startReturn(t.app, dear, [
        { itemId: dear.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(dressSilk) },
      ]);
      expect(dearer.statusCode, dearer.body).toBe(201);
      expect(dearer.json<Return>()).toMatchObject({
        refundAmount: '0.00',
        charge: { amount: '15.00', paid: false, paidAt: null },
      });
      const order = await deliver([{ variantId: dressM, quantity: 1 }]);
      // The one L left goes to another shopper first.
      const rival = await deliver([{ variantId: dressM, quantity: 1 }]);
      const won = await startReturn(t.app, rival, [
        { itemId: rival.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(dressL) },
      ]);
      expect(won.statusCode).toBe(201);
      const lost = await startReturn(t.app, order, [
        { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(dressL) },
      ]);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({
        message: 'That size has just sold out',
        errors: [{ path: 'lines.0.exchangeVariantId', message: 'That size has just sold out' }],
      });
      expect(await variantStock(t.db, dressL)).toBe(0);
      // Rejected: the reserved L is back on sale.
      const id = await idOf(won.json<Return>().returnNumber);
      const rejected = await staffStep(t.app, owner, id, 'reject', { message: 'Worn, sorry' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json<AdminReturnDetail>().status).toBe('rejected');
      expect(await variantStock(t.db, dressL)).toBe(1);
      const twice = await staffStep(t.app, owner, id, 'reject', { message: 'Worn, sorry' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This return is already rejected.');
      expect(await variantStock(t.db, dressL)).toBe(1);
    });
  });

  describe('staff steps', () => {
    it('approves, hears it was sent, receives with restock, and refunds the exact amount once', async () => {
      const order = await deliver([
        { variantId: dressM, quantity: 2 },
        { variantId: scarf, quantity: 1 },
      ]);
      const started = (
        await startReturn(t.app, order, [
          { itemId: order.itemIds[0]!, quantity: 2 },
          { itemId: order.itemIds[1]!, quantity: 1 },
        ])
      ).json<Return>();
      const id = await idOf(started.returnNumber);
      expect(started.refundAmount).toBe('120.00');

      // Not approved yet: the shopper cannot say it was sent, staff cannot receive it.
      const early = await shopperPost(t.app, `/api/returns/${started.returnNumber}/sent`, { email: order.email });
      expect(early.statusCode).toBe(409);
      expect((await staffStep(t.app, owner, id, 'receive', { lines: [] })).statusCode).toBe(400);

      const approved = await staffStep(t.app, owner, id, 'approve', { message: 'Keep the tags on' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json<AdminReturnDetail>().events.map((e) => [e.status, e.message])).toEqual([
        ['requested', null],
        ['approved', 'Keep the tags on'],
      ]);
      const again = await staffStep(t.app, owner, id, 'approve', {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This return is already approved.');

      const sent = await shopperPost(t.app, `/api/returns/${started.returnNumber}/sent`, {
        email: order.email,
        carrierTrackingNumber: '1Z999',
      });
      expect(sent.json<Return>().status).toBe('in_transit');
      const sentAgain = await shopperPost(t.app, `/api/returns/${started.returnNumber}/sent`, { email: order.email });
      expect(sentAgain.statusCode).toBe(200);

      const lineIds = (await detail(id)).lines.map((line) => line.id);
      const missing = await staffStep(t.app, owner, id, 'receive', { lines: [{ lineId: lineIds[0]!, restock: true }] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ path: 'lines', message: 'Say whether return scarf goes back on sale' }]);

      const mBefore = await variantStock(t.db, dressM);
      const scarfBefore = await variantStock(t.db, scarf);
      const received = await staffStep(t.app, owner, id, 'receive', {
        lines: [
          { lineId: lineIds[0]!, restock: true },
          { lineId: lineIds[1]!, restock: false },
        ],
      });
      expect(received.statusCode).toBe(200);
      expect(received.json<AdminReturnDetail>().status).toBe('received');
      expect(received.json<AdminReturnDetail>().lines.map((line) => line.restocked)).toEqual([true, false]);
      expect(await variantStock(t.db, dressM)).toBe(mBefore + 2);
      expect(await variantStock(t.db, scarf)).toBe(scarfBefore);
      const receivedTwice = await staffStep(t.app, owner, id, 'receive', {
        lines: lineIds.map((lineId) => ({ lineId, restock: true })),
      });
      expect(receivedTwice.statusCode).toBe(409);
      expect(await variantStock(t.db, dressM)).toBe(mBefore + 2);
      expect((await orderDetail(t.app, owner, order.id)).items.map((item) => item.returned)).toEqual([2, 0]);

      const tooMuch = await staffStep(t.app, owner, id, 'refund', { amount: '120.01' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors[0].path).toBe('amount');
      const refunded = await staffStep(t.app, owner, id, 'refund', {});
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json<AdminReturnDetail>().status).toBe('refunded');
      expect(refunded.json<AdminReturnDetail>().refundId).not.toBeNull();
      expect((await staffStep(t.app, owner, id, 'refund', {})).statusCode).toBe(409);

      const ledger = await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id));
      expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
        ['charge', 12000],
        ['refund', 12000],
      ]);
      // Delivered dresses were put back at receipt; the refund put nothing back again.
      expect(await variantStock(t.db, dressM)).toBe(mBefore + 2);
      const orderNow = await orderDetail(t.app, owner, order.id);
      expect(orderNow.order.paymentStatus).toBe('refunded');
      expect(orderNow.refunds.map((r) => [r.amount, r.reason, r.status])).toEqual([
        ['120.00', `Return ${started.returnNumber}`, 'succeeded'],
      ]);
      const steps = await t.db.select().from(returnEvents).where(eq(returnEvents.returnId, id));
      expect(steps.map((s) => s.status)).toEqual(['requested', 'approved', 'in_transit', 'received', 'refunded']);
      const subjects = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id))).map(
        (e) => e.subject,
      );
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Your TJ Fashion return ${started.returnNumber} is approved`,
          `We received your TJ Fashion return ${started.returnNumber}`,
          `Refund of $120.00 for your TJ Fashion return ${started.returnNumber}`,
        ]),
      );
      // The refund's email names the return, its order and what came back.
      const [refundEmail] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Refund of $120.00 for your TJ Fashion return ${started.returnNumber}`));
      expect(refundEmail!.to).toBe(order.email.toLowerCase());
      expect(refundEmail!.text).toContain(
        `We have refunded $120.00 for your return ${started.returnNumber} of order ${order.trackingNumber} to your original payment method.`,
      );
      expect(refundEmail!.text).toContain('2 × return wrap dress');
      expect(refundEmail!.text).toContain('1 × return scarf');
      expect(refundEmail!.text).toContain(`http://store.test/returns/${started.returnNumber}`);
    });

    it('sends the exchanged size at approval as a new line to ship in its own parcel', async () => {
      const order = await deliver([{ variantId: dressM, quantity: 1 }]);
      const started = (
        await startReturn(t.app, order, [
          { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(dressL) },
        ])
      ).json<Return>();
      expect(started.refundAmount).toBe('0.00');
      const id = await idOf(started.returnNumber);
      const lBefore = await variantStock(t.db, dressL);
      const approved = await staffStep(t.app, owner, id, 'approve', { shipExchangeNow: true });
      expect(approved.json<AdminReturnDetail>().exchangeShipped).toBe(true);
      let orderNow = await orderDetail(t.app, owner, order.id);
      expect(orderNow.order.status).toBe('processing');
      expect(orderNow.items.map((item) => [item.size, item.quantity, item.shipped])).toEqual([
        ['M', 1, 1],
        ['L', 1, 0],
      ]);
      // Reserved when the return started: sending it takes nothing more.
      expect(await variantStock(t.db, dressL)).toBe(lBefore);
      const rejected = await staffStep(t.app, owner, id, 'reject', { message: 'No' });
      expect(rejected.statusCode).toBe(409);

      const parcel = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/shipments`,
        cookies: owner,
        payload: { carrier: 'UPS', carrierTrackingNumber: '1Z42' },
      });
      expect(parcel.statusCode).toBe(200);
      orderNow = await orderDetail(t.app, owner, order.id);
      expect(orderNow.order.status).toBe('shipped');
      expect(orderNow.shipments.at(-1)!.items.map((item) => item.name)).toEqual(['return wrap dress']);

      // The same price: receiving it finishes the exchange, and adds no second line.
      const lineIds = approved.json<AdminReturnDetail>().lines.map((line) => line.id);
      const received = await staffStep(t.app, owner, id, 'receive', {
        lines: lineIds.map((lineId) => ({ lineId, restock: true })),
      });
      expect(received.json<AdminReturnDetail>().status).toBe('exchanged');
      expect((await orderDetail(t.app, owner, order.id)).items).toHaveLength(2);
      expect((await staffStep(t.app, owner, id, 'refund', {})).statusCode).toBe(409);
    });

    it('lets each role take only its steps', async () => {
      const support = await signedInStaff(t, 'returns-support', 'support');
      const packer = await signedInStaff(t, 'returns-packer', 'fulfillment');
      const order = await deliver([{ variantId: scarf, quantity: 1 }]);
      const started = (await startReturn(t.app, order, [{ itemId: order.itemIds[0]!, quantity: 1 }])).json<Return>();
      const id = await idOf(started.returnNumber);
      expect((await staffStep(t.app, packer, id, 'approve')).statusCode).toBe(403);
      expect((await staffStep(t.app, support, id, 'approve')).statusCode).toBe(200);
      const receipt = { lines: [{ lineId: (await detail(id)).lines[0]!.id, restock: true }] };
      expect((await staffStep(t.app, support, id, 'receive', receipt)).statusCode).toBe(403);
      expect((await staffStep(t.app, packer, id, 'receive', receipt)).statusCode).toBe(200);
      expect((await staffStep(t.app, packer, id, 'refund')).statusCode).toBe(403);
      expect((await staffStep(t.app, support, id, 'refund')).statusCode).toBe(403);
      // A packer reads returns without the shopper's email.
      const seen = await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, cookies: packer });
      expect(seen.json<AdminReturnDetail>().email).toBeNull();
      expect((await staffStep(t.app, owner, id, 'refund')).statusCode).toBe(200);
    });

    it('lists returns newest first with counts per status and a link to the next page', async () => {
      const all = (
        await t.app.inject({ method: 'GET', url: '/api/admin/returns?limit=100', cookies: owner })
      ).json<AdminReturnList>();
      expect(all.returns.length).toBeGreaterThan(3);
      const total = Object.values(all.counts).reduce((sum, n) => sum + n, 0);
      expect(total).toBe(all.returns.length);
      expect(all.counts.rejected).toBe(1);
      const first = await t.app.inject({ method: 'GET', url: '/api/admin/returns?limit=2', cookies: owner });
      const page = first.json<AdminReturnList>();
      expect(page.returns.map((r) => r.id)).toEqual(all.returns.slice(0, 2).map((r) => r.id));
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
      const second = await t.app.inject({ method: 'GET', url: next, cookies: owner });
      expect(second.json<AdminReturnList>().returns.map((r) => r.id)).toEqual(all.returns.slice(2, 4).map((r) => r.id));
      const rejected = await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=rejected', cookies: owner });
      expect(rejected.json<AdminReturnList>().returns.map((r) => r.status)).toEqual(['rejected']);
      const bad = await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=lost', cookies: owner });
      expect(bad.statusCode).toBe(400);
    });
  });
});
