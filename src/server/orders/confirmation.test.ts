// The order confirmation is part of the confirmed order. An order with something to pay is
// confirmed by its payment: the email is written to the outbox in the payment's transaction
// (none while the order awaits payment, none when the payment ends unpaid) and handed to SMTP
// after that commit. An order a gift card pays in full is confirmed at once: its email is
// written in the order's statement and handed over after the order commits. Either way it is
// stored once, linked to the order, and handed over at most once: a replay of the same
// Idempotency-Key delivers it when the attempt that wrote it stopped before that (the process
// died, or the answer was lost); paying twice, the return page asking and replays never send
// it again. Without SMTP it is stored for staff.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceOrderSchema } from '../../shared/schemas/orders';
import { emailOutbox, giftCards, orders, paymentLedger, payments } from '../db/schema';
import { settlePayment } from '../payments/settle';
import { createTestApp, type TestApp } from '../test/harness';
import { startSmtpServer } from '../test/smtp';
import {
  addGiftCard,
  addTestProduct,
  choosePayment,
  customer,
  postOrder,
  variantGid,
  variantStock,
  viewPayment,
} from '../test/orders-fixtures';
import { placeOrder } from './service';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

interface Placed {
  order: { id: number; trackingNumber: string; status: string; total: string; createdAt: string };
  emailSent: boolean;
  paymentUrl: string | null;
  paymentToken: string | null;
}

const orderFor = (email: string, variantId: number, quantity = 1, giftCardCode?: string) => ({
  customer: { ...customer, email },
  items: [{ variantId: variantGid(variantId), quantity }],
  ...(giftCardCode ? { giftCardCode } : {}),
});

async function setUp(smtpOptions?: { refuse?: boolean }) {
  const smtp = smtpOptions === undefined ? undefined : await startSmtpServer(smtpOptions);
  const t = await createTestApp({ env: smtp ? { SMTP_URL: smtp.url } : {} });
  const { variants } = await addTestProduct(t.db, `confirmed-${randomUUID().slice(0, 8)}`, [
    { size: 'M', color: 'Black', priceCents: 3000, stock: 100 },
  ]);
  return { t, smtp, variantId: variants.get('M:Black')! };
}

let lastCard = 0;
/** A gift card whose balance pays any order here in full. */
async function fullGiftCard(t: TestApp) {
  const code = `TJ-CONF-${String(++lastCard).padStart(4, '0')}-FULL`;
  await addGiftCard(t.db, code, '500.00');
  return code;
}

const outboxOf = (t: TestApp, to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
const ordersOf = (t: TestApp, email: string) =>
  t.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
const orderStatus = async (t: TestApp, id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const paymentOf = async (t: TestApp, token: string) =>
  (await t.db.select().from(payments).where(eq(payments.token, token)))[0]!;
const ledgerOf = (t: TestApp, orderId: number) =>
  t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
const mailsTo = (smtp: Smtp, to: string) => smtp.received.filter((m) => m.to.includes(to));

/** Places an order with something to pay: it awaits its payment, with no email yet. */
async function placeToPay(t: TestApp, body: ReturnType<typeof orderFor>, key?: string) {
  const res = await postOrder(t.app, body, key);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<Placed>();
  expect(placed).toMatchObject({ emailSent: false, order: { status: 'awaiting_payment' } });
  expect(placed.paymentUrl).toBe(`/checkout/pay/${placed.paymentToken}`);
  return placed as Placed & { paymentToken: string };
}

/** The state a process leaves when it dies right after the order commits: the email waits, unsent. */
async function placeWithoutDelivering(t: TestApp, body: ReturnType<typeof orderFor>, key: string) {
  const placed = await placeOrder(t.database, PlaceOrderSchema.parse(body), key, {
    mailer: t.mailer,
    publicUrl: t.config.publicUrl,
    storeEmail: t.config.mail.storeNotifyEmail,
    paymentProvider: { name: 'demo' },
  });
  expect(placed.replayed).toBe(false);
  // A gift card paid it all: confirmed at once, with its email and no payment.
  expect(placed.order.status).toBe('pending');
  expect(placed.payment).toBeUndefined();
  return placed.order;
}

/** What a replay of a checkout attempt answers once the order is confirmed: no payment page. */
const confirmedReplay = (order: Placed['order'], emailSent: boolean) => ({
  order: { ...order, status: 'pending' },
  emailSent,
  paymentUrl: null,
  paymentToken: null,
});

describe('the order confirmation, with an SMTP server that accepts mail', () => {
  let t: TestApp;
  let smtp: Smtp;
  let variantId: number;
  beforeAll(async () => {
    const set = await setUp({});
    ({ t, variantId } = set);
    smtp = set.smtp!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is stored when the payment succeeds, linked to the order, and sent once it has committed', async () => {
    const { order, paymentToken } = await placeToPay(t, orderFor('paid@example.com', variantId));
    // Awaiting payment: nothing written, nothing sent.
    expect(await outboxOf(t, 'paid@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'paid@example.com')).toEqual([]);

    const paid = await choosePayment(t.app, paymentToken, 'pay');
    expect(paid.json()).toMatchObject({ status: 'paid', order: { id: order.id, status: 'pending' } });
    const [mail, ...more] = await outboxOf(t, 'paid@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ orderId: order.id, status: 'sent', error: null });
    expect(mail!.sentAt).toBeInstanceOf(Date);
    expect(mail!.text).toContain(order.trackingNumber);
    const received = mailsTo(smtp, 'paid@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(order.trackingNumber);
  });

  it('is stored with an order a gift card pays in full, linked to it, and sent once it has committed', async () => {
    const res = await postOrder(t.app, orderFor('gift-paid@example.com', variantId, 1, await fullGiftCard(t)));
    expect(res.statusCode).toBe(201);
    const { order, emailSent, paymentUrl, paymentToken } = res.json<Placed>();
    expect(order).toMatchObject({ status: 'pending', total: '0.00' });
    expect({ emailSent, paymentUrl, paymentToken }).toEqual({ emailSent: true, paymentUrl: null, paymentToken: null });
    const [mail, ...more] = await outboxOf(t, 'gift-paid@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ orderId: order.id, status: 'sent', error: null });
    expect(mail!.text).toContain(order.trackingNumber);
    const received = mailsTo(smtp, 'gift-paid@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(order.trackingNumber);
  });

  it('leaves no email when the order fails', async () => {
    const scarce = (
      await addTestProduct(t.db, 'scarce-scarf', [{ size: 'M', color: 'Red', priceCents: 2000, stock: 1 }])
    ).variants.get('M:Red')!;
    const res = await postOrder(t.app, orderFor('too-many@example.com', scarce, 2));
    expect(res.statusCode).toBe(409);
    expect(await outboxOf(t, 'too-many@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'too-many@example.com')).toEqual([]);
  });

  it('leaves no email when the payment is declined or cancelled, even if Pay is pressed afterwards', async () => {
    for (const [choice, status, email] of [
      ['decline', 'declined', 'declined@example.com'],
      ['cancel', 'cancelled', 'gave-up@example.com'],
    ] as const) {
      const { order, paymentToken } = await placeToPay(t, orderFor(email, variantId));
      const ended = await choosePayment(t.app, paymentToken, choice);
      expect(ended.json(), choice).toMatchObject({ status, order: { id: order.id, status: 'cancelled' } });
      expect((await choosePayment(t.app, paymentToken, 'pay')).json().status, choice).toBe(status);
      expect(await orderStatus(t, order.id)).toBe('cancelled');
      expect(await outboxOf(t, email), choice).toEqual([]);
      expect(mailsTo(smtp, email), choice).toEqual([]);
    }
  });

  it('rolls back with the order when the commit fails after the email was written, and sends nothing', async () => {
    // A check PostgreSQL runs at COMMIT, after every statement of the order (the outbox insert
    // included: a gift card pays this one in full) succeeded: the order's transaction fails as a whole.
    await t.db.execute(sql`create function refuse_marked_order() returns trigger language plpgsql as $$
      begin
        if new.email = 'commit-fails@example.com' then raise exception 'refused at commit'; end if;
        return null;
      end $$`);
    await t.db.execute(sql`create constraint trigger refuse_marked_order after insert on orders
      deferrable initially deferred for each row execute function refuse_marked_order()`);
    try {
      const code = await fullGiftCard(t);
      const before = await variantStock(t.db, variantId);
      const res = await postOrder(t.app, orderFor('commit-fails@example.com', variantId, 2, code));
      expect(res.statusCode).toBe(500);
      expect(await ordersOf(t, 'commit-fails@example.com')).toEqual([]);
      expect(await outboxOf(t, 'commit-fails@example.com')).toEqual([]);
      expect(mailsTo(smtp, 'commit-fails@example.com')).toEqual([]);
      expect(await variantStock(t.db, variantId)).toBe(before);
      expect((await t.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balance).toBe('500.00');
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_order on orders`);
      await t.db.execute(sql`drop function refuse_marked_order()`);
    }
  });

  it('rolls back with the payment when its commit fails after the email was written, sends nothing, and the next ask confirms it once', async () => {
    const email = 'payment-commit-fails@example.com';
    const { order, paymentToken } = await placeToPay(t, orderFor(email, variantId));
    // Checked at COMMIT, after the payment's statements (the outbox insert included) succeeded.
    await t.db.execute(sql`create function refuse_marked_email_at_commit() returns trigger language plpgsql as $$
      begin
        if new."to" = 'payment-commit-fails@example.com' then raise exception 'refused at commit'; end if;
        return null;
      end $$`);
    await t.db.execute(sql`create constraint trigger refuse_marked_email_at_commit after insert on email_outbox
      deferrable initially deferred for each row execute function refuse_marked_email_at_commit()`);
    try {
      // The page took the choice, but the store could not record it: an error, and nothing recorded.
      const paid = await choosePayment(t.app, paymentToken, 'pay');
      expect(paid.statusCode).toBe(500);
      expect(paid.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await orderStatus(t, order.id)).toBe('awaiting_payment');
      expect((await paymentOf(t, paymentToken)).status).toBe('open');
      expect(await ledgerOf(t, order.id)).toEqual([]);
      expect(await outboxOf(t, email)).toEqual([]);
      expect(mailsTo(smtp, email)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_email_at_commit on email_outbox`);
      await t.db.execute(sql`drop function refuse_marked_email_at_commit()`);
    }
    // The page took the payment: the shopper's return page asks, and that settles it, once.
    const view = await viewPayment(t.app, paymentToken);
    expect(view.json()).toMatchObject({ status: 'paid', order: { id: order.id, status: 'pending' } });
    expect(await ledgerOf(t, order.id)).toHaveLength(1);
    expect(await outboxOf(t, email)).toMatchObject([{ orderId: order.id, status: 'sent' }]);
    expect(mailsTo(smtp, email)).toHaveLength(1);
  });

  it('places no order when its email cannot be stored; the same key then places it', async () => {
    await t.db.execute(sql`create function refuse_marked_email() returns trigger language plpgsql as $$
      begin
        if new."to" = 'outbox-fails@example.com' then raise exception 'outbox refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_marked_email before insert on email_outbox for each row execute function refuse_marked_email()`,
    );
    const key = randomUUID();
    // A gift card pays it in full: the email is written in the order's statement.
    const body = orderFor('outbox-fails@example.com', variantId, 2, await fullGiftCard(t));
    const before = await variantStock(t.db, variantId);
    try {
      const res = await postOrder(t.app, body, key);
      expect(res.statusCode).toBe(500);
      expect(await ordersOf(t, 'outbox-fails@example.com')).toEqual([]);
      expect(await variantStock(t.db, variantId)).toBe(before);
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_email on email_outbox`);
      await t.db.execute(sql`drop function refuse_marked_email()`);
    }
    // Nothing of the failed attempt was kept, the key included.
    const retry = await postOrder(t.app, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().emailSent).toBe(true);
    expect(await variantStock(t.db, variantId)).toBe(before - 2);
    expect(mailsTo(smtp, 'outbox-fails@example.com')).toHaveLength(1);
  });

  it('takes no payment when its email cannot be stored; paying again takes it and sends it once', async () => {
    const email = 'payment-outbox-fails@example.com';
    const { order, paymentToken } = await placeToPay(t, orderFor(email, variantId, 2));
    const held = await variantStock(t.db, variantId);
    await t.db.execute(sql`create function refuse_marked_payment_email() returns trigger language plpgsql as $$
      begin
        if new."to" = 'payment-outbox-fails@example.com' then raise exception 'outbox refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_marked_payment_email before insert on email_outbox for each row execute function refuse_marked_payment_email()`,
    );
    try {
      // The page took the choice, but the store could not record it: an error, and nothing recorded.
      const paid = await choosePayment(t.app, paymentToken, 'pay');
      expect(paid.statusCode).toBe(500);
      expect(paid.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await orderStatus(t, order.id)).toBe('awaiting_payment');
      expect((await paymentOf(t, paymentToken)).status).toBe('open');
      expect(await ledgerOf(t, order.id)).toEqual([]);
      expect(await outboxOf(t, email)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_payment_email on email_outbox`);
      await t.db.execute(sql`drop function refuse_marked_payment_email()`);
    }
    // The order still holds its stock; Pay again confirms it, with one email.
    expect(await variantStock(t.db, variantId)).toBe(held);
    const again = await choosePayment(t.app, paymentToken, 'pay');
    expect(again.json()).toMatchObject({ status: 'paid', order: { id: order.id, status: 'pending' } });
    expect(await variantStock(t.db, variantId)).toBe(held);
    expect(await ledgerOf(t, order.id)).toHaveLength(1);
    expect(await outboxOf(t, email)).toMatchObject([{ orderId: order.id, status: 'sent' }]);
    expect(mailsTo(smtp, email)).toHaveLength(1);
  });

  it('is delivered by the replay after an attempt that stopped after its commit, once', async () => {
    const key = randomUUID();
    const body = orderFor('lost-answer@example.com', variantId, 1, await fullGiftCard(t));
    const order = await placeWithoutDelivering(t, body, key);
    const [waiting] = await outboxOf(t, 'lost-answer@example.com');
    expect(waiting).toMatchObject({ orderId: order.id, status: 'pending', sentAt: null });
    expect(mailsTo(smtp, 'lost-answer@example.com')).toEqual([]);

    const replay = await postOrder(t.app, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(confirmedReplay(order, true));
    expect(mailsTo(smtp, 'lost-answer@example.com')).toHaveLength(1);
    expect(mailsTo(smtp, 'lost-answer@example.com')[0]!.raw).toContain(order.trackingNumber);

    // Later replays say it was sent and do not send it again.
    const again = await postOrder(t.app, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(confirmedReplay(order, true));
    expect(mailsTo(smtp, 'lost-answer@example.com')).toHaveLength(1);
    const rows = await outboxOf(t, 'lost-answer@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: waiting!.id, status: 'sent' });
  });

  it('is sent once when replays of that attempt arrive at the same moment', async () => {
    const key = randomUUID();
    const body = orderFor('replayed-together@example.com', variantId, 1, await fullGiftCard(t));
    const order = await placeWithoutDelivering(t, body, key);

    const replays = await Promise.all(Array.from({ length: 5 }, () => postOrder(t.app, body, key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().order).toEqual(order);
    }
    expect(replays.some((r) => r.json().emailSent === true)).toBe(true);
    expect(mailsTo(smtp, 'replayed-together@example.com')).toHaveLength(1);
    expect(await outboxOf(t, 'replayed-together@example.com')).toMatchObject([{ orderId: order.id, status: 'sent' }]);
  });

  it('is sent once when one key is sent five times at once', async () => {
    const key = randomUUID();
    const body = orderFor('five-at-once@example.com', variantId, 1, await fullGiftCard(t));
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t.app, body, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const placed = answers.find((a) => a.statusCode === 201)!.json();
    expect(placed.emailSent).toBe(true);
    expect(mailsTo(smtp, 'five-at-once@example.com')).toHaveLength(1);
    expect(await outboxOf(t, 'five-at-once@example.com')).toMatchObject([{ orderId: placed.order.id, status: 'sent' }]);
  });

  it('is sent once when the payment is confirmed several times at once, and replays after it send nothing more', async () => {
    const email = 'paid-at-once@example.com';
    const key = randomUUID();
    const body = orderFor(email, variantId);
    const placed = await placeToPay(t, body, key);
    // Pay pressed three times while the return page asks twice.
    const answers = await Promise.all([
      choosePayment(t.app, placed.paymentToken, 'pay'),
      choosePayment(t.app, placed.paymentToken, 'pay'),
      viewPayment(t.app, placed.paymentToken),
      choosePayment(t.app, placed.paymentToken, 'pay'),
      viewPayment(t.app, placed.paymentToken),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const pay of [answers[0]!, answers[1]!, answers[3]!])
      expect(pay.json()).toMatchObject({ status: 'paid', order: { status: 'pending' } });
    expect(await ledgerOf(t, placed.order.id)).toHaveLength(1);
    expect(mailsTo(smtp, email)).toHaveLength(1);
    const [mail, ...more] = await outboxOf(t, email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ orderId: placed.order.id, status: 'sent' });

    // The checkout attempt replayed (the same Idempotency-Key), at once and later: the confirmed
    // order, no payment page, and the email is not sent again.
    const replays = await Promise.all(Array.from({ length: 3 }, () => postOrder(t.app, body, key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(confirmedReplay(placed.order, true));
    }
    expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe('paid');
    expect(mailsTo(smtp, email)).toHaveLength(1);
    expect(await outboxOf(t, email)).toEqual([mail]);
  });

  it('is sent once, and not again, when the process stopped right after the payment committed', async () => {
    const email = 'payment-lost-answer@example.com';
    const key = randomUUID();
    const body = orderFor(email, variantId);
    const placed = await placeToPay(t, body, key);
    // The payment is settled and committed; the email is never handed over.
    const settled = await settlePayment(
      { db: t.db, handlers: t.app.paymentHandlers },
      (await paymentOf(t, placed.paymentToken)).id,
      { status: 'paid', providerPaymentId: null },
      {
        queuedStatus: t.mailer.queuedStatus,
        publicUrl: t.config.publicUrl,
        storeEmail: t.config.mail.storeNotifyEmail,
      },
    );
    expect(settled.changed).toBe(true);
    expect(await outboxOf(t, email)).toMatchObject([
      { id: settled.confirmationId, orderId: placed.order.id, status: 'pending', sentAt: null },
    ]);
    expect(mailsTo(smtp, email)).toEqual([]);

    // The email's job (a minute on) hands it over, once, however often it runs.
    const run = { retries: 0, lastTry: false };
    expect(await t.mailer.deliverDue(settled.confirmationId!, run)).toMatchObject({ sent: true });
    expect(await t.mailer.deliverDue(settled.confirmationId!, run)).toMatchObject({ sent: true });
    expect(mailsTo(smtp, email)).toHaveLength(1);
    expect(mailsTo(smtp, email)[0]!.raw).toContain(placed.order.trackingNumber);

    // Pay pressed again, the return page asking and a replay of the checkout attempt: nothing more is sent.
    expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe('paid');
    expect((await viewPayment(t.app, placed.paymentToken)).json().status).toBe('paid');
    const replay = await postOrder(t.app, body, key);
    expect(replay.json()).toEqual(confirmedReplay(placed.order, true));
    expect(mailsTo(smtp, email)).toHaveLength(1);
    expect(await outboxOf(t, email)).toMatchObject([{ id: settled.confirmationId, status: 'sent' }]);
  });
});

describe('the order confirmation, with an SMTP server that refuses it', () => {
  let t: TestApp;
  let variantId: number;
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    ({ t, smtp, variantId } = await setUp({ refuse: true }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is recorded as failed when the payment succeeds, the order stands, and neither paying again nor a replay tries again', async () => {
    const key = randomUUID();
    const body = orderFor('refused@example.com', variantId);
    const placed = await placeToPay(t, body, key);
    const paid = await choosePayment(t.app, placed.paymentToken, 'pay');
    expect(paid.json()).toMatchObject({ status: 'paid', order: { id: placed.order.id, status: 'pending' } });
    const [mail, ...more] = await outboxOf(t, 'refused@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ orderId: placed.order.id, status: 'failed', sentAt: null });
    expect(mail!.error).toContain('Mailbox unavailable');

    expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe('paid');
    const replay = await postOrder(t.app, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(confirmedReplay(placed.order, false));
    expect(await outboxOf(t, 'refused@example.com')).toEqual([mail]);
  });

  it('is recorded as failed for an order a gift card pays in full, the order stands, and a replay does not try again', async () => {
    const key = randomUUID();
    const body = orderFor('refused-gift@example.com', variantId, 1, await fullGiftCard(t));
    const res = await postOrder(t.app, body, key);
    expect(res.statusCode).toBe(201);
    const { order, emailSent } = res.json<Placed>();
    expect(order.status).toBe('pending');
    expect(emailSent).toBe(false);
    const [mail] = await outboxOf(t, 'refused-gift@example.com');
    expect(mail).toMatchObject({ orderId: order.id, status: 'failed', sentAt: null });
    expect(mail!.error).toContain('Mailbox unavailable');

    const replay = await postOrder(t.app, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(confirmedReplay(order, false));
    expect(await outboxOf(t, 'refused-gift@example.com')).toEqual([mail]);
  });
});

describe('the order confirmation, without SMTP', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    ({ t, variantId } = await setUp());
  });
  afterAll(() => t?.close());

  it('is stored for staff when the payment succeeds, linked to the order, and a replay says it was not sent', async () => {
    const key = randomUUID();
    const body = orderFor('no-smtp@example.com', variantId);
    const placed = await placeToPay(t, body, key);
    expect(await outboxOf(t, 'no-smtp@example.com')).toEqual([]);
    expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe('paid');
    expect(await outboxOf(t, 'no-smtp@example.com')).toMatchObject([
      { orderId: placed.order.id, status: 'stored', sentAt: null, error: null },
    ]);

    const replay = await postOrder(t.app, body, key);
    expect(replay.json()).toEqual(confirmedReplay(placed.order, false));
    expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe('paid');
    expect(await outboxOf(t, 'no-smtp@example.com')).toHaveLength(1);
  });

  it('is stored for staff with an order a gift card pays in full, and a replay says it was not sent', async () => {
    const key = randomUUID();
    const body = orderFor('no-smtp-gift@example.com', variantId, 1, await fullGiftCard(t));
    const res = await postOrder(t.app, body, key);
    expect(res.statusCode).toBe(201);
    const { order, emailSent } = res.json<Placed>();
    expect(order.status).toBe('pending');
    expect(emailSent).toBe(false);
    expect(await outboxOf(t, 'no-smtp-gift@example.com')).toMatchObject([
      { orderId: order.id, status: 'stored', sentAt: null, error: null },
    ]);
    const replay = await postOrder(t.app, body, key);
    expect(replay.json()).toEqual(confirmedReplay(order, false));
    expect(await outboxOf(t, 'no-smtp-gift@example.com')).toHaveLength(1);
  });
});
