// Abuse limits: a flood of 1,000 requests from one address gets at most the
// endpoint's limit served, stores at most that many rows and sends no mail past it; the
// rest are 429 in the store's error shape, and another address is still served. Code
// checks (tracking numbers, gift card codes, promo codes) give every invalid code one
// byte-identical answer, so nobody can tell which codes exist.
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../shared/schemas/errors';
import { PROMO_CODE_INVALID } from '../../../shared/promo-codes';
import { PROMO } from '../../../shared/store';
import { createStaff } from '../../staff-auth/service';
import { insertProduct } from '../../catalog/write';
import {
  contactMessages,
  emailOutbox,
  giftCardPurchases,
  giftCards,
  newsletter,
  orders,
  payments,
  productVariants,
  discounts,
} from '../../db/schema';
import { RATE_LIMITS } from '../../http/rate-limits';
import { SIGN_IN_THROTTLE } from '../../staff-auth/throttle';
import { newTrackingNumber } from '../../orders/tracking-number';
import { createTestApp, type TestApp } from '../harness';
import { BUYER_COOKIES, customer as orderCustomer } from '../orders-fixtures';
import { startSmtpServer } from '../smtp';
import { percentCodes } from '../discount-fixtures';

const FLOOD = 1_000;
/** In-process requests, but each served one still touches the database: keep a few in flight. */
const IN_FLIGHT = 10;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let variantId: number;
let trackingNumber: string;

// Every flood and every "still served" request gets its own address.
let lastHost = 0;
const freshAddress = () => `10.8.${(++lastHost >> 8) & 255}.${lastHost & 255}`;

/** Sends `count` requests with at most IN_FLIGHT at a time; answers in request order. */
async function flood(
  send: (i: number) => Promise<LightMyRequestResponse>,
  count = FLOOD,
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      answers[i] = await send(i);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answers;
}

/** A flood from one address. */
const floodFrom = (
  remoteAddress: string,
  send: (i: number, remoteAddress: string) => Promise<LightMyRequestResponse>,
) => flood((i) => send(i, remoteAddress));

interface Tally {
  served: LightMyRequestResponse[];
  limited: LightMyRequestResponse[];
  other: LightMyRequestResponse[];
}

function tally(answers: LightMyRequestResponse[]): Tally {
  return {
    served: answers.filter((a) => a.statusCode !== 429 && a.statusCode < 500),
    limited: answers.filter((a) => a.statusCode === 429),
    other: answers.filter((a) => a.statusCode >= 500),
  };
}

/** Every 429 is the store's error shape, with a wait the client can show. */
function expectLimitedAnswers(
  limited: LightMyRequestResponse[],
  message: RegExp = /^Too many requests\. Please try again in /,
) {
  for (const answer of limited) {
    const body: unknown = answer.json();
    expect(ApiErrorSchema.strict().parse(body)).toEqual({ message: expect.stringMatching(message) });
    expect(answer.headers['retry-after']).toBeDefined();
  }
}

const count = async (
  table:
    | typeof newsletter
    | typeof contactMessages
    | typeof orders
    | typeof giftCards
    | typeof giftCardPurchases
    | typeof emailOutbox,
) => Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

const sentMails = async () =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'sent'))
    )[0]!.n,
  );

/** Rows, outbox entries, mails the SMTP server accepted and received, to compare after a flood. */
async function snapshot(table: Parameters<typeof count>[0]) {
  return {
    rows: await count(table),
    outbox: await count(emailOutbox),
    sent: await sentMails(),
    delivered: smtp.received.length,
  };
}

/**
 * Every served request wrote its mail to the outbox and nothing else did; the SMTP server
 * received no more than that, and at least every mail the outbox says was sent. (On a loaded
 * machine a send can time out; the outbox then honestly says 'failed', docs/decisions/0004.)
 */
function expectMails(
  before: Awaited<ReturnType<typeof snapshot>>,
  after: Awaited<ReturnType<typeof snapshot>>,
  served: number,
) {
  const delivered = after.delivered - before.delivered;
  expect(after.outbox - before.outbox, 'mails in the outbox').toBe(served);
  expect(delivered, 'mails the SMTP server received').toBeLessThanOrEqual(served);
  expect(after.sent - before.sent, 'mails the outbox says were sent').toBeLessThanOrEqual(delivered);
}

type Send = (i: number, remoteAddress: string) => Promise<LightMyRequestResponse>;

/**
 * Floods one address and checks what the flood leaves behind: exactly `max` requests served
 * (201), the rest refused with 429, `max` new rows in `table`, `mails` new mails; then that
 * another address is still served.
 */
async function expectFloodStoresAtMost(table: Parameters<typeof count>[0], max: number, mails: number, send: Send) {
  const before = await snapshot(table);
  const { served, limited, other } = tally(await floodFrom(freshAddress(), send));
  expect(other).toEqual([]);
  expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(201));
  expect(limited).toHaveLength(FLOOD - max);
  expectLimitedAnswers(limited);
  const after = await snapshot(table);
  expect(after.rows - before.rows, 'rows stored').toBe(max);
  expectMails(before, after, mails);
  expect((await send(FLOOD, freshAddress())).statusCode, 'another address').toBe(201);
}

const customer = { ...orderCustomer, email: 'flood@example.com' };

/** A card bought and paid for on the demo payment page; answers its code. */
async function issueCard(): Promise<string> {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    payload: giftCard,
    remoteAddress: freshAddress(),
    cookies: BUYER_COOKIES,
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${bought.json().paymentToken}/pay`,
    payload: {},
    cookies: BUYER_COOKIES,
  });
  return paid.json().giftCard.issued.code;
}

const placeOrder = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { customer, items: [{ variantId: `gid://local/ProductVariant/${variantId}`, quantity: 1 }] },
    remoteAddress,
  });

const giftCard = {
  title: 'Thank You',
  amount: '25',
  message: 'Thanks!',
  senderName: 'Alex',
  senderEmail: 'alex@example.com',
  recipientName: 'Sam',
  recipientEmail: 'sam@example.com',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  // These floods test the request limits; the limits on unpaid orders (which stop an order
  // flood sooner, orders/limits.test.ts) are set out of their way.
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    settings: { maxUnpaidOrdersPerEmail: FLOOD, maxUnpaidOrdersPerAddress: FLOOD },
  });
  await t.db.insert(discounts).values(percentCodes({ code: PROMO.welcomeCode, percentOff: PROMO.welcomePercent }));
  const productId = await insertProduct(t.db, {
    handle: 'flood-tee',
    name: 'Flood Tee',
    description: '<p>Plenty of them</p>',
    category: 'women',
    subcategory: 'tops',
    variants: [{ size: 'M', color: 'Black', priceCents: 2000, stock: 10_000 }],
    images: [{ url: '/media/1', alt: 'Flood Tee', width: 800, height: 1000 }],
  });
  variantId = (
    await t.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.id;
  const placed = await placeOrder(freshAddress());
  expect(placed.statusCode).toBe(201);
  trackingNumber = placed.json().order.trackingNumber;
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a flood of 1,000 requests from one address', () => {
  it('POST /api/orders: places at most the limit, holds stock and opens a payment only for those, and mails none before payment', async () => {
    const { max } = RATE_LIMITS.placeOrder;
    const stock = async () =>
      (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
    const paymentCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(payments))[0]!.n);
    const stockBefore = await stock();
    const paymentsBefore = await paymentCount();
    // Each order awaits its payment: its confirmation is written only once it is paid.
    await expectFloodStoresAtMost(orders, max, 0, (_, address) => placeOrder(address));
    // The flood's orders and the one from another address took a unit and opened a payment each.
    expect(stockBefore - (await stock()), 'units taken').toBe(max + 1);
    expect((await paymentCount()) - paymentsBefore, 'payments opened').toBe(max + 1);
  });

  it('POST /api/gift-cards: stores at most the limit of purchases, and issues and mails nothing unpaid', async () => {
    const { max } = RATE_LIMITS.giftCardPurchase;
    const cards = await count(giftCards);
    const buy = (_: number, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/gift-cards', payload: giftCard, remoteAddress });
    await expectFloodStoresAtMost(giftCardPurchases, max, 0, buy);
    expect(await count(giftCards)).toBe(cards);
  });

  it('POST /api/newsletter: stores at most the limit and sends no mail', async () => {
    const { max } = RATE_LIMITS.newsletter;
    const subscribe = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `flood${i}@example.com` },
        remoteAddress,
      });
    await expectFloodStoresAtMost(newsletter, max, 0, subscribe);
  });

  it('POST /api/contact: stores and mails at most the limit', async () => {
    const { max } = RATE_LIMITS.contact;
    const send = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Flood',
          email: 'flood@example.com',
          category: 'general-inquiry',
          subject: `Hello ${i}`,
          message: 'A message long enough.',
        },
        remoteAddress,
      });
    await expectFloodStoresAtMost(contactMessages, max, max, send);
  });

  it('POST /api/contact/chat: stores and mails at most the limit', async () => {
    const { max } = RATE_LIMITS.chat;
    const chat = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/chat',
        payload: { email: 'flood@example.com', message: `Hi ${i}` },
        remoteAddress,
      });
    await expectFloodStoresAtMost(contactMessages, max, max, chat);
  });

  it('POST /api/shopify/checkout: answers at most the limit', async () => {
    const { max } = RATE_LIMITS.hostedCheckout;
    const start = (_: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shopify/checkout',
        payload: { items: [{ variantId: `gid://local/ProductVariant/${variantId}`, quantity: 1 }] },
        remoteAddress,
      });

    const { served, limited, other } = tally(await floodFrom(freshAddress(), start));

    expect(other).toEqual([]);
    expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(200));
    expectLimitedAnswers(limited);
    expect((await start(0, freshAddress())).statusCode).toBe(200);
  });

  it('tracking lookups: both forms share one budget of guesses', async () => {
    const { max } = RATE_LIMITS.trackingLookup;
    const guess = (i: number, remoteAddress: string) => {
      const number = newTrackingNumber();
      const url = i % 2 ? `/api/orders/track/${number}` : `/api/orders/track?trackingNumber=${number}`;
      return t.app.inject({ method: 'GET', url, remoteAddress });
    };

    const { served, limited, other } = tally(await floodFrom(freshAddress(), guess));

    expect(other).toEqual([]);
    expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(404));
    expectLimitedAnswers(limited);
    const real = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${trackingNumber}`,
      remoteAddress: freshAddress(),
    });
    expect(real.statusCode).toBe(200);
  });

  it('gift card balance lookups: at most the limit', async () => {
    const { max } = RATE_LIMITS.giftCardBalance;
    const guess = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/gift-cards/TJ-AAAA-BBBB-${String(i).padStart(4, '0')}/balance`,
        remoteAddress,
      });

    const { served, limited, other } = tally(await floodFrom(freshAddress(), guess));

    expect(other).toEqual([]);
    expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(404));
    expectLimitedAnswers(limited);
    const real = await t.app.inject({
      method: 'GET',
      url: `/api/gift-cards/${await issueCard()}/balance`,
      remoteAddress: freshAddress(),
    });
    expect(real.statusCode).toBe(200);
  });

  it('promo code checks: at most the limit', async () => {
    const { max } = RATE_LIMITS.promoCheck;
    const check = (i: number, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/promotions/check', payload: { code: `GUESS${i}` }, remoteAddress });

    const { served, limited, other } = tally(await floodFrom(freshAddress(), check));

    expect(other).toEqual([]);
    expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(400));
    expectLimitedAnswers(limited);
    const welcome = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/check',
      payload: { code: 'welcome10' },
      remoteAddress: freshAddress(),
    });
    expect(welcome.statusCode).toBe(200);
  });

  it("promo code checks: a shopper's cart previews while filling in checkout are all answered", async () => {
    const remoteAddress = freshAddress();
    const items = [{ variantId: `gid://local/ProductVariant/${variantId}`, quantity: 1 }];
    // The cart, the shipping method, then the email and address as checkout sends them, with the code.
    const previews = [
      ...Array.from({ length: 5 }, (_, i) => ({ cart: { items: [{ ...items[0]!, quantity: i + 1 }] } })),
      { code: 'welcome10', cart: { items } },
      { code: 'welcome10', cart: { items, shippingMethod: 'express' } },
      ...['CA', 'NY', 'TX', 'FL'].map((state) => ({
        code: 'welcome10',
        cart: { items, email: `shopper.${state}@example.com`, country: 'US', state },
      })),
    ];
    const answers = await flood(
      (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/promotions/check',
          payload: previews[i % previews.length],
          remoteAddress,
        }),
      30,
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
  });

  it('a burst arriving all at once still gets exactly the limit served', async () => {
    // The plugin's own in-process store refused every request of such a burst, the first
    // ones too (see http/rate-limit-store.ts).
    const { max } = RATE_LIMITS.promoCheck;
    const remoteAddress = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/promotions/check', payload: { code: `BURST${i}` }, remoteAddress }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - max);
  });

  describe('sign-in', () => {
    const PASSWORD = 'correct horse battery';
    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

    it('per address: at most the limit of guesses, whatever the account', async () => {
      const { max } = RATE_LIMITS.login.perAddress;
      const { served, limited, other } = tally(
        await floodFrom(freshAddress(), (i, address) => login(`guess_${i}`, 'wrong password', address)),
      );

      expect(other).toEqual([]);
      expect(served.map((a) => a.statusCode)).toEqual(Array(max).fill(401));
      expectLimitedAnswers(limited);

      const username = `staff_${randomBytes(4).toString('hex')}`;
      await createStaff(t.db, { username, email: `${username}@store.test`, password: PASSWORD });
      expect((await login(username, PASSWORD, freshAddress())).statusCode).toBe(200);
    });

    it('per account: about 200 guesses an hour from 1,000 addresses, while the owner still signs in', async () => {
      const username = `staff_${randomBytes(4).toString('hex')}`;
      await createStaff(t.db, { username, email: `${username}@store.test`, password: PASSWORD });
      const home = freshAddress();
      expect((await login(username, PASSWORD, home)).statusCode).toBe(200);

      const { served, limited, other } = tally(await flood(() => login(username, 'wrong password', freshAddress())));
      expect(other).toEqual([]);
      // Every guess up to the closing count is answered; a few more may be under way as it is reached.
      expect(served.length).toBeGreaterThanOrEqual(SIGN_IN_THROTTLE.accountClosed);
      expect(served.length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.accountClosed + IN_FLIGHT);
      expect(new Set(served.map((a) => a.statusCode))).toEqual(new Set([401]));
      expectLimitedAnswers(limited, /^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);

      // A new address cannot try the account now, the right password neither; the owner's can.
      expect((await login(username, PASSWORD, freshAddress())).statusCode).toBe(429);
      expect((await login(username, PASSWORD, home)).statusCode).toBe(200);
      const another = `staff_${randomBytes(4).toString('hex')}`;
      await createStaff(t.db, { username: another, email: `${another}@store.test`, password: PASSWORD });
      expect((await login(another, PASSWORD, freshAddress())).statusCode).toBe(200);
    });
  });
});

/** Status, content type and body bytes: what a client can compare between two codes. */
const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  type: res.headers['content-type'],
  body: res.body,
});

describe('every invalid code gets one identical answer', () => {
  it('tracking numbers: unknown, malformed, overlong, either form', async () => {
    const unknown = newTrackingNumber();
    const numbers = [
      unknown,
      unknown.toLowerCase(),
      'TJ123',
      'not a number',
      'x'.repeat(65),
      'x'.repeat(290),
      `${trackingNumber}0`,
      trackingNumber.slice(0, -1),
      '%27%20or%201%3D1--',
    ];
    const answers = [];
    for (const number of numbers) {
      answers.push(
        answerOf(
          await t.app.inject({ method: 'GET', url: `/api/orders/track/${number}`, remoteAddress: freshAddress() }),
        ),
      );
      answers.push(
        answerOf(
          await t.app.inject({
            method: 'GET',
            url: `/api/orders/track?trackingNumber=${number}`,
            remoteAddress: freshAddress(),
          }),
        ),
      );
    }
    expect(answers[0]!.status).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('gift card codes: unknown, malformed and expired', async () => {
    const expired = await issueCard();
    await t.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(giftCards.code, expired));

    const codes = [
      'TJ-AAAA-BBBB-CCCC',
      'tj-zzzz-9999-0000',
      'TJ-AAAA-BBBB',
      'not-a-code',
      'x'.repeat(290),
      expired,
      expired.toLowerCase(),
    ];
    const answers = [];
    for (const code of codes) {
      answers.push(
        answerOf(
          await t.app.inject({
            method: 'GET',
            url: `/api/gift-cards/${encodeURIComponent(code)}/balance`,
            remoteAddress: freshAddress(),
          }),
        ),
      );
    }
    expect(answers[0]!.status).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('promo codes: unknown, malformed, overlong, inactive, not started, expired and used up', async () => {
    const day = 86_400_000;
    await t.db.insert(discounts).values(
      percentCodes([
        { code: 'PAUSED15', percentOff: 15, active: false },
        { code: 'SOON20', percentOff: 20, startsAt: new Date(Date.now() + day) },
        { code: 'OVER25', percentOff: 25, endsAt: new Date(Date.now() - day) },
        { code: 'GONE30', percentOff: 30, usageLimit: 2, usedCount: 2 },
        { code: 'LEFT35', percentOff: 35, usageLimit: 2, usedCount: 1 },
      ]),
    );
    const check = (code: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/promotions/check', payload: { code }, remoteAddress: freshAddress() });

    const codes = [
      'SUMMER99',
      'welcome11',
      'WELCOME 10',
      '!!!',
      'x'.repeat(65),
      'x'.repeat(5000),
      'paused15',
      'SOON20',
      'over25',
      'GONE30',
    ];
    const answers = [];
    for (const code of codes) answers.push(answerOf(await check(code)));
    expect(answers[0]).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: PROMO_CODE_INVALID, errors: [{ path: 'code', message: PROMO_CODE_INVALID }] }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    // The codes that can be applied answer with the store's spelling and their percentage.
    expect((await check(' welcome10 ')).json()).toMatchObject({ code: 'WELCOME10', percentOff: 10, preview: null });
    expect((await check('left35')).json()).toMatchObject({ code: 'LEFT35', percentOff: 35, preview: null });
  });
});
