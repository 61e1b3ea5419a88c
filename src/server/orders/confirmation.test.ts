// The order confirmation is part of the order: it is written to the outbox in the
// order's transaction, handed to SMTP after the commit, and a replay of the same
// Idempotency-Key delivers it when the attempt that placed the order stopped before that
// (the process died, or the answer was lost). It is never handed over twice.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceOrderSchema } from '../../shared/schemas/orders';
import { emailOutbox, orders } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { startSmtpServer } from '../test/smtp';
import { addTestProduct, customer, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { placeOrder } from './service';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const orderFor = (email: string, variantId: number, quantity = 1) => ({
  customer: { ...customer, email },
  items: [{ variantId: variantGid(variantId), quantity }],
});

async function setUp(smtpOptions?: { refuse?: boolean }) {
  const smtp = smtpOptions === undefined ? undefined : await startSmtpServer(smtpOptions);
  const t = await createTestApp({ env: smtp ? { SMTP_URL: smtp.url } : {} });
  const { variants } = await addTestProduct(t.db, `confirmed-${randomUUID().slice(0, 8)}`, [{ size: 'M', color: 'Black', priceCents: 3000, stock: 100 }]);
  return { t, smtp, variantId: variants.get('M:Black')! };
}

const outboxOf = (t: TestApp, to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
const ordersOf = (t: TestApp, email: string) => t.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
const mailsTo = (smtp: Smtp, to: string) => smtp.received.filter((m) => m.to.includes(to));

/** The state a process leaves when it dies right after the order commits: the email waits, unsent. */
async function placeWithoutDelivering(t: TestApp, body: ReturnType<typeof orderFor>, key: string) {
  const placed = await placeOrder(t.database, PlaceOrderSchema.parse(body), key, { mailer: t.mailer, publicUrl: t.config.publicUrl });
  expect(placed.replayed).toBe(false);
  return placed.order;
}

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

  it('is stored with the order, linked to it, and sent once it has committed', async () => {
    const res = await postOrder(t.app, orderFor('placed@example.com', variantId));
    expect(res.statusCode).toBe(201);
    const { order, emailSent } = res.json();
    expect(emailSent).toBe(true);
    const [mail, ...more] = await outboxOf(t, 'placed@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ orderId: order.id, status: 'sent', error: null });
    expect(mail!.sentAt).toBeInstanceOf(Date);
    expect(mail!.text).toContain(order.trackingNumber);
    const received = mailsTo(smtp, 'placed@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(order.trackingNumber);
  });

  it('leaves no email when the order fails', async () => {
    const scarce = (await addTestProduct(t.db, 'scarce-scarf', [{ size: 'M', color: 'Red', priceCents: 2000, stock: 1 }])).variants.get('M:Red')!;
    const res = await postOrder(t.app, orderFor('too-many@example.com', scarce, 2));
    expect(res.statusCode).toBe(409);
    expect(await outboxOf(t, 'too-many@example.com')).toEqual([]);
    expect(mailsTo(smtp, 'too-many@example.com')).toEqual([]);
  });

  it('rolls back with the order when the commit fails after the email was written, and sends nothing', async () => {
    // A check PostgreSQL runs at COMMIT, after every statement of the order (the outbox insert
    // included) succeeded: the order's transaction fails as a whole.
    await t.db.execute(sql`create function refuse_marked_order() returns trigger language plpgsql as $$
      begin
        if new.email = 'commit-fails@example.com' then raise exception 'refused at commit'; end if;
        return null;
      end $$`);
    await t.db.execute(sql`create constraint trigger refuse_marked_order after insert on orders
      deferrable initially deferred for each row execute function refuse_marked_order()`);
    try {
      const before = await variantStock(t.db, variantId);
      const res = await postOrder(t.app, orderFor('commit-fails@example.com', variantId, 2));
      expect(res.statusCode).toBe(500);
      expect(await ordersOf(t, 'commit-fails@example.com')).toEqual([]);
      expect(await outboxOf(t, 'commit-fails@example.com')).toEqual([]);
      expect(mailsTo(smtp, 'commit-fails@example.com')).toEqual([]);
      expect(await variantStock(t.db, variantId)).toBe(before);
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_order on orders`);
      await t.db.execute(sql`drop function refuse_marked_order()`);
    }
  });

  it('places no order when its email cannot be stored; the same key then places it', async () => {
    await t.db.execute(sql`create function refuse_marked_email() returns trigger language plpgsql as $$
      begin
        if new."to" = 'outbox-fails@example.com' then raise exception 'outbox refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_marked_email before insert on email_outbox for each row execute function refuse_marked_email()`);
    const key = randomUUID();
    const body = orderFor('outbox-fails@example.com', variantId, 2);
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

  it('is delivered by the replay after an attempt that stopped after its commit, once', async () => {
    const key = randomUUID();
    const body = orderFor('lost-answer@example.com', variantId);
    const order = await placeWithoutDelivering(t, body, key);
    const [waiting] = await outboxOf(t, 'lost-answer@example.com');
    expect(waiting).toMatchObject({ orderId: order.id, status: 'pending', sentAt: null });
    expect(mailsTo(smtp, 'lost-answer@example.com')).toEqual([]);

    const replay = await postOrder(t.app, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ order, emailSent: true });
    expect(mailsTo(smtp, 'lost-answer@example.com')).toHaveLength(1);
    expect(mailsTo(smtp, 'lost-answer@example.com')[0]!.raw).toContain(order.trackingNumber);

    // Later replays say it was sent and do not send it again.
    const again = await postOrder(t.app, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ order, emailSent: true });
    expect(mailsTo(smtp, 'lost-answer@example.com')).toHaveLength(1);
    const rows = await outboxOf(t, 'lost-answer@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: waiting!.id, status: 'sent' });
  });

  it('is sent once when replays of that attempt arrive at the same moment', async () => {
    const key = randomUUID();
    const body = orderFor('replayed-together@example.com', variantId);
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
    const body = orderFor('five-at-once@example.com', variantId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t.app, body, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const placed = answers.find((a) => a.statusCode === 201)!.json();
    expect(placed.emailSent).toBe(true);
    expect(mailsTo(smtp, 'five-at-once@example.com')).toHaveLength(1);
    expect(await outboxOf(t, 'five-at-once@example.com')).toMatchObject([{ orderId: placed.order.id, status: 'sent' }]);
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

  it('is recorded as failed, the order stands, and a replay does not try again', async () => {
    const key = randomUUID();
    const body = orderFor('refused@example.com', variantId);
    const res = await postOrder(t.app, body, key);
    expect(res.statusCode).toBe(201);
    const { order, emailSent } = res.json();
    expect(emailSent).toBe(false);
    const [mail] = await outboxOf(t, 'refused@example.com');
    expect(mail).toMatchObject({ orderId: order.id, status: 'failed', sentAt: null });
    expect(mail!.error).toContain('Mailbox unavailable');

    const replay = await postOrder(t.app, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ order, emailSent: false });
    expect(await outboxOf(t, 'refused@example.com')).toEqual([mail]);
  });
});

describe('the order confirmation, without SMTP', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    ({ t, variantId } = await setUp());
  });
  afterAll(() => t?.close());

  it('is stored for staff, linked to the order, and a replay says it was not sent', async () => {
    const key = randomUUID();
    const body = orderFor('no-smtp@example.com', variantId);
    const res = await postOrder(t.app, body, key);
    expect(res.statusCode).toBe(201);
    const { order, emailSent } = res.json();
    expect(emailSent).toBe(false);
    expect(await outboxOf(t, 'no-smtp@example.com')).toMatchObject([{ orderId: order.id, status: 'stored', sentAt: null, error: null }]);
    const replay = await postOrder(t.app, body, key);
    expect(replay.json()).toEqual({ order, emailSent: false });
    expect(await outboxOf(t, 'no-smtp@example.com')).toHaveLength(1);
  });
});
