// An exchange for a dearer size or colour through the real routes: the return owes the exact
// difference, the shopper pays it on the demo payment page, and whatever arrives twice, late or
// after a decline leaves exactly one paid charge; the new size ships only once it is paid; money
// for a return rejected meanwhile goes back; and the sales figures count the charge as the
// ledger does.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money';
import type { PayReturnResponse, Return } from '../../shared/schemas/returns';
import { auditLog, emailOutbox, orderEvents, paymentLedger, payments, refunds } from '../db/schema';
import { createDemoProvider } from '../payments/demo-provider';
import { openPayment } from '../payments/queries';
import { paymentDepsOf, settle } from '../payments/service';
import { rebuildSalesFigures } from '../reports/rollup';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, BUYER_COOKIES, choosePayment, variantGid } from '../test/orders-fixtures';
import {
  deliveredOrder,
  orderDetail,
  returnsAddress,
  staffStep,
  startReturn,
  type DeliveredOrder,
} from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';
import { unitPaidCents } from './rules';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('exchanges for a dearer size', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let coatM: number;
  let coatWool: number;
  let coatS: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'charge-owner');
    const coat = await addTestProduct(t.db, 'charge-coat', [
      { size: 'M', color: 'Camel', priceCents: 8000, stock: 50 },
      { size: 'M', color: 'Wool', priceCents: 9250, stock: 50 },
      { size: 'S', color: 'Camel', priceCents: 7000, stock: 50 },
    ]);
    coatM = coat.variants.get('M:Camel')!;
    coatWool = coat.variants.get('M:Wool')!;
    coatS = coat.variants.get('S:Camel')!;
  });
  afterAll(() => t.close());

  const deliver = (quantity = 1) => deliveredOrder(t.app, owner, [{ variantId: coatM, quantity }], anotherShopper());

  /** A return of the order's coat for the wool one (dearer), with `also` the other lines. */
  const startDearer = async (order: DeliveredOrder, quantity = 1) => {
    const started = await startReturn(t.app, order, [
      { itemId: order.itemIds[0]!, quantity, outcome: 'exchange', exchangeVariantId: variantGid(coatWool) },
    ]);
    expect(started.statusCode, started.body).toBe(201);
    return started.json<Return>();
  };

  const pay = (order: DeliveredOrder, returnNumber: string, email: string | undefined = order.email) =>
    t.app.inject({
      method: 'POST',
      url: `/api/returns/${returnNumber}/pay`,
      payload: email === undefined ? {} : { email },
      cookies: BUYER_COOKIES,
      remoteAddress: returnsAddress(),
    });

  const read = async (order: DeliveredOrder, returnNumber: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/returns/${returnNumber}?email=${encodeURIComponent(order.email)}`,
        remoteAddress: returnsAddress(),
      })
    ).json<Return>();

  /** What Admin > Customers says the shopper spent, in cents. */
  const spentBy = async (email: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent(email)}`,
      cookies: owner,
    });
    return toCents(list.json<Array<{ spent: string }>>()[0]!.spent);
  };

  const idOf = async (returnNumber: string) =>
    Number(
      rows<{ id: number }>(await t.db.execute(sql`select id from returns where return_number = ${returnNumber}`))[0]!
        .id,
    );

  /** The return's payments and what the ledger says they took and gave back. */
  const moneyOf = async (returnNumber: string) => {
    const returnId = await idOf(returnNumber);
    const list = await t.db.select().from(payments).where(eq(payments.returnId, returnId)).orderBy(payments.id);
    const ledger = list.length
      ? await t.db
          .select()
          .from(paymentLedger)
          .where(sql`${paymentLedger.paymentId} in ${list.map((payment) => payment.id)}`)
      : [];
    const made = list.length
      ? await t.db
          .select()
          .from(refunds)
          .where(sql`${refunds.paymentId} in ${list.map((payment) => payment.id)}`)
      : [];
    return {
      statuses: list.map((payment) => payment.status),
      charged: ledger.filter((row) => row.kind === 'charge').reduce((sum, row) => sum + row.amountCents, 0),
      refunded: ledger.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amountCents, 0),
      ledgerOrders: [...new Set(ledger.map((row) => row.orderId))],
      refunds: made.map((refund) => ({ status: refund.status, amountCents: refund.amountCents })),
    };
  };

  it('owes the exact difference the order would have charged, and the email says so with a link', async () => {
    const order = await deliver(2);
    const ret = await startDearer(order, 2);
    const placed = (await orderDetail(t.app, owner, order.id)).order;
    const figures = { subtotal: placed.subtotal ?? '0', discount: placed.discount ?? '0', tax: placed.tax ?? '0' };
    const owed = (unitPaidCents(figures, 9250) - unitPaidCents(figures, 8000)) * 2;
    expect(owed).toBeGreaterThan(0);
    expect(ret.charge).toEqual({ amount: (owed / 100).toFixed(2), paid: false, paidAt: null });
    expect(ret.refundAmount).toBe('0.00');
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, order.id), sql`${emailOutbox.subject} like '%has started%'`));
    expect(email!.text).toContain(`you owe $${(owed / 100).toFixed(2)}`);
    expect(email!.text).toContain(`/returns/${ret.returnNumber}`);
  });

  it('keeps a refund and a charge apart on a return that has both', async () => {
    const order = await deliveredOrder(
      t.app,
      owner,
      [
        { variantId: coatM, quantity: 1 },
        { variantId: coatS, quantity: 1 },
      ],
      anotherShopper(),
    );
    const started = await startReturn(t.app, order, [
      { itemId: order.itemIds[0]!, quantity: 1, outcome: 'exchange', exchangeVariantId: variantGid(coatWool) },
      { itemId: order.itemIds[1]!, quantity: 1, outcome: 'refund' },
    ]);
    expect(started.statusCode, started.body).toBe(201);
    const ret = started.json<Return>();
    expect(toCents(ret.refundAmount)).toBeGreaterThan(0);
    expect(toCents(ret.charge!.amount)).toBeGreaterThan(0);
  });

  it('is paid on the demo page once, however often the page or the button answers', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const spentBefore = await spentBy(order.email);
    const denied = await pay(order, ret.returnNumber, 'someone-else@example.com');
    expect(denied.statusCode).toBe(404);

    const opened = await pay(order, ret.returnNumber);
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentToken, paymentUrl } = opened.json<PayReturnResponse>();
    expect(paymentUrl).toBe(`/checkout/pay/${paymentToken}`);
    // Asked again before paying: the same page.
    expect((await pay(order, ret.returnNumber)).json<PayReturnResponse>().paymentToken).toBe(paymentToken);

    const view = await choosePayment(t.app, paymentToken, 'pay');
    expect(view.json()).toMatchObject({
      status: 'paid',
      kind: 'return',
      amount: ret.charge!.amount,
      exchange: { returnNumber: ret.returnNumber, amount: ret.charge!.amount },
    });
    expect(view.json().exchange.href).toContain(`/returns/${ret.returnNumber}?email=`);
    // The same answer again changes nothing.
    expect((await choosePayment(t.app, paymentToken, 'pay')).json().status).toBe('paid');

    const after = await read(order, ret.returnNumber);
    expect(after.charge).toMatchObject({ amount: ret.charge!.amount, paid: true });
    expect(after.events.map((event) => event.message)).toContain(`You paid the $${ret.charge!.amount} difference.`);
    const again = await pay(order, ret.returnNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The difference on this return has already been paid.');

    expect(await moneyOf(ret.returnNumber)).toEqual({
      statuses: ['paid'],
      charged: toCents(ret.charge!.amount),
      refunded: 0,
      ledgerOrders: [order.id],
      refunds: [],
    });
    const notes = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(notes.map((note) => note.note)).toContain(
      `Return ${ret.returnNumber}: the $${ret.charge!.amount} difference for its exchange was paid`,
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'return.paid'), eq(auditLog.subjectLabel, ret.returnNumber)));
    expect(audit).toHaveLength(1);
    // The customer spent the difference too.
    expect(await spentBy(order.email)).toBe(spentBefore + toCents(ret.charge!.amount));
    // One receipt, however often the payment was reported.
    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `We received your $${ret.charge!.amount} payment for return ${ret.returnNumber}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe(order.email);
    expect(receipts[0]!.text).toContain('We send your new sizes as soon as your return reaches us.');
  });

  it('waits after a declined payment and takes the next one', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const first = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    expect((await choosePayment(t.app, first.paymentToken, 'decline')).json().status).toBe('declined');
    expect((await read(order, ret.returnNumber)).charge).toMatchObject({ paid: false });

    const second = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    expect(second.paymentToken).not.toBe(first.paymentToken);
    expect((await choosePayment(t.app, second.paymentToken, 'pay')).json().status).toBe('paid');
    // The declined page answered late: still declined.
    expect((await choosePayment(t.app, first.paymentToken, 'pay')).json().status).toBe('declined');
    expect((await read(order, ret.returnNumber)).charge).toMatchObject({ paid: true });
    expect(await moneyOf(ret.returnNumber)).toMatchObject({
      statuses: ['declined', 'paid'],
      charged: toCents(ret.charge!.amount),
      refunded: 0,
    });
  });

  it('gives back a second payment of the same difference in full', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const deps = paymentDepsOf(t.app, {
      database: t.database,
      payments: createDemoProvider(t.db),
      mailer: t.mailer,
      config: t.config,
    });
    const returnId = await idOf(ret.returnNumber);
    // Two pages of the same difference, both paid (as two tabs at a card provider might).
    const both = await t.db.transaction(async (tx) =>
      Promise.all(
        [0, 1].map(() =>
          openPayment(tx, {
            for: { kind: 'return', id: returnId },
            provider: 'demo',
            amountCents: toCents(ret.charge!.amount),
            now: new Date(),
          }),
        ),
      ),
    );
    for (const [index, payment] of both.entries())
      await settle(deps, payment, { status: 'paid', providerPaymentId: `pi_twice_${returnId}_${index}` }, new Date());
    const money = await moneyOf(ret.returnNumber);
    expect(money).toMatchObject({
      statuses: ['paid', 'paid'],
      charged: 2 * toCents(ret.charge!.amount),
      refunded: toCents(ret.charge!.amount),
      refunds: [{ status: 'succeeded', amountCents: toCents(ret.charge!.amount) }],
    });
    expect((await read(order, ret.returnNumber)).charge).toMatchObject({ paid: true });
    const paidEvents = (await read(order, ret.returnNumber)).events.filter((event) =>
      event.message?.startsWith('You paid'),
    );
    expect(paidEvents).toHaveLength(1);
  });

  it('refunds money that arrives after the return was rejected', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const { paymentToken } = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    const id = await idOf(ret.returnNumber);
    expect((await staffStep(t.app, owner, id, 'reject', { message: 'Worn' })).statusCode).toBe(200);
    expect((await choosePayment(t.app, paymentToken, 'pay')).json().status).toBe('paid');
    const after = await read(order, ret.returnNumber);
    expect(after.status).toBe('rejected');
    expect(after.charge).toMatchObject({ paid: false });
    expect(await moneyOf(ret.returnNumber)).toMatchObject({
      statuses: ['paid'],
      charged: toCents(ret.charge!.amount),
      refunded: toCents(ret.charge!.amount),
    });
    expect((await pay(order, ret.returnNumber)).statusCode).toBe(409);
  });

  it('gives the paid difference back when staff reject the return', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const spentBefore = await spentBy(order.email);
    const { paymentToken } = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    await choosePayment(t.app, paymentToken, 'pay');
    expect(await spentBy(order.email)).toBe(spentBefore + toCents(ret.charge!.amount));
    const id = await idOf(ret.returnNumber);
    expect((await staffStep(t.app, owner, id, 'reject', { message: 'Past the window' })).statusCode).toBe(200);
    expect(await spentBy(order.email)).toBe(spentBefore);
    expect(await moneyOf(ret.returnNumber)).toMatchObject({
      charged: toCents(ret.charge!.amount),
      refunded: toCents(ret.charge!.amount),
    });
  });

  it('holds the new size until the difference is paid, then ships it', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const id = await idOf(ret.returnNumber);
    const shipNow = await staffStep(t.app, owner, id, 'approve', { shipExchangeNow: true });
    expect(shipNow.statusCode).toBe(409);
    expect(shipNow.json().message).toBe(
      `Awaiting payment of $${ret.charge!.amount}: the exchanged sizes ship once the shopper has paid the difference.`,
    );
    expect((await staffStep(t.app, owner, id, 'approve')).statusCode).toBe(200);
    const lineId = (await read(order, ret.returnNumber)).lines[0]!.id;
    const received = await staffStep(t.app, owner, id, 'receive', { lines: [{ lineId, restock: true }] });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', exchangeShipped: false });
    expect((await orderDetail(t.app, owner, order.id)).items).toHaveLength(1);
    // The emails since the approval remind the shopper what is owed, not that the sizes are on their way.
    for (const subject of [
      `Your TJ Fashion return ${ret.returnNumber} is approved`,
      `We received your TJ Fashion return ${ret.returnNumber}`,
    ]) {
      const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
      expect(email!.text, subject).toContain(`you owe $${ret.charge!.amount}`);
      expect(email!.text, subject).not.toContain('Your new sizes are being prepared');
    }

    const { paymentToken } = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    await choosePayment(t.app, paymentToken, 'pay');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, cookies: owner })).json();
    expect(detail).toMatchObject({ status: 'exchanged', exchangeShipped: true, charge: { paid: true } });
    const items = (await orderDetail(t.app, owner, order.id)).items;
    expect(items.map((item) => [item.size, item.color])).toEqual([
      ['M', 'Camel'],
      ['M', 'Wool'],
    ]);
  });

  it('ships at receipt when the difference was paid first', async () => {
    const order = await deliver();
    const ret = await startDearer(order);
    const id = await idOf(ret.returnNumber);
    const { paymentToken } = (await pay(order, ret.returnNumber)).json<PayReturnResponse>();
    await choosePayment(t.app, paymentToken, 'pay');
    await staffStep(t.app, owner, id, 'approve');
    const lineId = (await read(order, ret.returnNumber)).lines[0]!.id;
    const received = await staffStep(t.app, owner, id, 'receive', { lines: [{ lineId, restock: false }] });
    expect(received.json()).toMatchObject({ status: 'exchanged', exchangeShipped: true });
  });

  it('counts the difference in the sales figures as the ledger does, kept and rebuilt alike', async () => {
    const figures = async () =>
      rows<{ day: string; net: number; refunded: number }>(
        await t.db.execute(
          sql`select day::text, net_cents::int as net, refund_cents::int as refunded from sales_by_day order by day`,
        ),
      );
    const kept = await figures();
    const [ledger] = rows<{ charged: number; refunded: number }>(
      await t.db.execute(sql`
        select
          coalesce(sum((select coalesce(sum(l.amount_cents), 0) from payment_ledger l
            where l.order_id = c.order_id and l.kind = 'charge')), 0)::int as charged,
          coalesce(sum((select coalesce(sum(l.amount_cents), 0) from payment_ledger l
            where l.order_id = c.order_id and l.kind = 'refund')), 0)::int as refunded
        from sales_counted_orders c`),
    );
    const [charges] = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from payments where return_id is not null and status = 'paid'`),
    );
    expect(charges!.n).toBeGreaterThan(0);
    expect(kept.reduce((sum, row) => sum + row.net, 0)).toBe(ledger!.charged - ledger!.refunded);
    expect(kept.reduce((sum, row) => sum + row.refunded, 0)).toBe(ledger!.refunded);
    await t.db.transaction((tx) => rebuildSalesFigures(tx));
    expect(await figures()).toEqual(kept);
  });
});
