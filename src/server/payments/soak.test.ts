// A soak of the whole payment path against the fake Stripe: 1,000 orders (some part-paid by
// gift cards) with random outcomes (paid, left to expire, cancelled, a bank debit that
// succeeds or fails), webhooks delayed, duplicated and dropped at random, shoppers returning
// or not, then the sweeper. Afterwards no order awaits payment past its page's expiry, stock
// is what was there less what paid orders took, every gift card's balance is its ledger's sum,
// and every payment's ledger holds exactly what it received.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestApp, type TestApp } from '../test/harness';
import { issueGiftCard } from '../gift-cards/ledger';
import {
  addTestProduct,
  anotherShopper,
  choosePayment,
  postOrder,
  variantGid,
  variantStock,
  viewPayment,
} from '../test/orders-fixtures';
import { paymentDepsOf, sweepPayments } from './service';
import { createStripeProvider } from './stripe-provider';

const ORDERS = 1_000;
const IN_FLIGHT = 8;
const STOCK = 100_000;
const WEBHOOK_SECRET = 'whsec_soak';

/** A seeded random source, so a failing run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('payments soak', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let provider: ReturnType<typeof createStripeProvider>;
  const variants: number[] = [];
  const giftCardCodes: string[] = [];

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [5, 10] });
    const env = { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
    provider = createStripeProvider({
      secretKey: fake.apiKey,
      apiUrl: new URL(fake.url),
      publicUrl: 'http://127.0.0.1:3000',
    });
    t = await createTestApp({ env, payments: provider });
    fake.sendWebhooksTo((request) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: request.body,
        headers: request.headers,
      }),
    );
    for (const color of ['Red', 'Blue', 'Black']) {
      variants.push(
        (
          await addTestProduct(t.db, `soak-${color.toLowerCase()}`, [
            { size: 'M', color, priceCents: 2_500, stock: STOCK },
          ])
        ).variants.get(`M:${color}`)!,
      );
    }
    const card = {
      title: 'Soak',
      amount: 3_000,
      message: 'For the soak',
      senderName: 'A',
      senderEmail: 'a@example.com',
      recipientName: 'B',
      recipientEmail: 'b@example.com',
    };
    for (let i = 0; i < 50; i++) giftCardCodes.push((await issueGiftCard(t.db, card)).code);
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  it(`${ORDERS} orders with random outcomes and random webhook trouble end consistent`, async () => {
    const rand = random(20261126);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
    let next = 0;

    async function shopper() {
      while (next < ORDERS) {
        const n = next++;
        // Each order meets its own webhook weather.
        fake.duplicate(rand() < 0.2);
        fake.drop(rand() < 0.2);
        fake.delay(rand() < 0.3 ? Math.floor(rand() * 20) : 0);
        const items = [{ variantId: variantGid(pick(variants)), quantity: 1 + Math.floor(rand() * 3) }];
        const giftCardCode = rand() < 0.1 ? giftCardCodes[n % giftCardCodes.length] : undefined;
        const res = await postOrder(t.app, { customer: anotherShopper(), items, giftCardCode });
        if (res.statusCode !== 201) {
          // A card spent down by other orders: refused with a clear 400 or 409, nothing held.
          expect([400, 409]).toContain(res.statusCode);
          continue;
        }
        const { paymentToken } = res.json<{ paymentToken: string | null }>();
        if (!paymentToken) continue;
        const [payment] = await t.db.select().from(payments).where(eq(payments.token, paymentToken));
        const sessionId = payment!.providerSessionId!;
        const outcome = rand();
        if (outcome < 0.5) {
          fake.pay(sessionId);
        } else if (outcome < 0.6) {
          fake.pay(sessionId, { async: true });
          if (rand() < 0.5) fake.asyncSucceed(sessionId);
          else fake.asyncFail(sessionId);
        } else if (outcome < 0.75) {
          await choosePayment(t.app, paymentToken, 'cancel');
        }
        // else: the shopper walks away and the page expires.
        if (rand() < 0.5) await viewPayment(t.app, paymentToken);
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, shopper));
    for (const off of [fake.drop, fake.duplicate]) off(false);
    fake.delay(0);
    await fake.settled();

    const deps = paymentDepsOf(t.app, { database: t.database, payments: provider, mailer: t.mailer, config: t.config });
    // Two processes sweep at once, after every page has expired.
    const later = new Date(Date.now() + 31 * 60_000);
    while ((await t.db.select().from(payments).where(eq(payments.status, 'open'))).length > 0) {
      await Promise.all([sweepPayments(deps, later), sweepPayments(deps, later)]);
    }
    await fake.settled();

    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    // No order is left awaiting a payment that has ended.
    expect(
      rows(await t.db.execute(sql`select count(*)::int as n from orders where status = 'awaiting_payment'`)),
    ).toEqual([{ n: 0 }]);

    // Stock: what was there less what the paid orders took.
    const taken = rows<{ variant_id: number; units: number }>(
      await t.db.execute(
        sql`select i.variant_id, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id where o.status = 'pending' group by i.variant_id`,
      ),
    );
    for (const variantId of variants) {
      const units = taken.find((row) => row.variant_id === variantId)?.units ?? 0;
      expect(await variantStock(t.db, variantId)).toBe(STOCK - units);
    }

    // Every gift card's balance is its ledger's sum.
    const cards = rows<{ code: string; balance: string; ledger: string }>(
      await t.db.execute(sql`
        select c.code, c.balance::text, (select coalesce(sum(e.amount), 0)::numeric(10,2)::text from gift_card_transactions e where e.gift_card_id = c.id) as ledger
        from gift_cards c where c.title = 'Soak'`),
    );
    expect(cards).toHaveLength(50);
    for (const card of cards) expect(card.ledger, card.code).toBe(card.balance);

    // Every paid payment has one charge of its amount; no other payment has any.
    const ledger = rows<{ status: string; amount_cents: number; charged: number; charges: number }>(
      await t.db.execute(sql`
        select p.status, p.amount_cents, coalesce(sum(l.amount_cents) filter (where l.kind = 'charge'), 0)::int as charged, count(l.id) filter (where l.kind = 'charge')::int as charges
        from payments p left join payment_ledger l on l.payment_id = p.id group by p.id`),
    );
    for (const payment of ledger) {
      if (payment.status === 'paid') expect(payment).toMatchObject({ charges: 1, charged: payment.amount_cents });
      else expect(payment).toMatchObject({ charges: 0, charged: 0 });
    }
    // Paid orders each sent one confirmation; others none.
    expect(
      rows(
        await t.db.execute(
          sql`select o.id from orders o left join email_outbox e on e.order_id = o.id group by o.id, o.status having count(e.id) <> (case when o.status = 'pending' then 1 else 0 end)`,
        ),
      ),
    ).toEqual([]);
    const paidCount = ledger.filter((p) => p.status === 'paid').length;
    expect(paidCount).toBeGreaterThan(ORDERS * 0.3);
  }, 600_000);
});
