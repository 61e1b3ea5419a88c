import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARDS, STORE } from '../../shared/store';
import { emailOutbox, giftCards, giftCardTransactions } from '../db/schema';
import { RATE_LIMITS } from '../http/rate-limits';
import { createTestApp, type TestApp } from '../test/harness';
import { BUYER_COOKIES } from '../test/orders-fixtures';
import { startSmtpServer } from '../test/smtp';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { findUsableGiftCard, insertGiftCard } from './queries';
import { generateGiftCardCode } from './ledger';

// Each request comes from its own address, so the per-address rate limits never interfere.
let lastHost = 0;
const freshAddress = () => `10.4.0.${++lastHost}`;

const validCard = {
  title: 'Birthday Special',
  amount: '50',
  message: 'Happy birthday, Sam!\nTreat yourself.',
  senderName: 'Alex Giver',
  senderEmail: 'alex@example.com',
  recipientName: 'Sam Receiver',
  recipientEmail: 'Sam@Example.com',
};

const NOT_FOUND = { message: 'Gift card not found' };

const create = (t: TestApp, payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    payload: payload as object,
    remoteAddress,
    cookies: BUYER_COOKIES,
  });

/** The shopper's choice on the demo payment page. */
const choose = (t: TestApp, token: string, choice: 'pay' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/payments/demo/${token}/${choice}`, payload: {}, cookies: BUYER_COOKIES });

/** Buys a card as a shopper does: asks for it, then pays on the demo page; answers the card issued. */
async function buy(t: TestApp, payload: unknown, remoteAddress = freshAddress()) {
  const res = await create(t, payload, remoteAddress);
  expect(res.statusCode, res.body).toBe(201);
  const paid = await choose(t, res.json().paymentToken, 'pay');
  expect(paid.json()).toMatchObject({ kind: 'gift-card', status: 'paid' });
  return paid.json().giftCard.issued as { code: string; amount: string; balance: string };
}

const balance = (t: TestApp, code: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/gift-cards/${encodeURIComponent(code)}/balance`, remoteAddress });

describe('gift card codes', () => {
  it('follow TJ-XXXX-XXXX-XXXX and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode);
    for (const code of codes) expect(code).toMatch(GIFT_CARDS.codePattern);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('POST /api/gift-cards with a mail server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('issues the card only once paid, records the issue and emails the recipient', async () => {
    const res = await create(t, validCard);
    expect(res.statusCode).toBe(201);
    const { paymentToken } = res.json();
    expect(res.json()).toEqual({
      giftCard: null,
      emailSent: false,
      paymentUrl: `/checkout/pay/${paymentToken}`,
      paymentToken: expect.any(String),
    });
    expect(await t.db.select().from(giftCards).where(eq(giftCards.recipientEmail, 'sam@example.com'))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'))).toEqual([]);

    const page = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${paymentToken}`, cookies: BUYER_COOKIES })
    ).json();
    expect(page).toMatchObject({
      kind: 'gift-card',
      status: 'open',
      amount: '50.00',
      order: null,
      giftCard: { amount: '50.00', recipientName: 'Sam Receiver', issued: null },
    });

    // Paying twice at once issues one card and sends one email.
    const [paid, again] = await Promise.all([choose(t, paymentToken, 'pay'), choose(t, paymentToken, 'pay')]);
    expect(again.json().giftCard.issued.code).toBe(paid.json().giftCard.issued.code);
    const giftCard = paid.json().giftCard.issued;
    expect(giftCard).toEqual({
      code: expect.stringMatching(GIFT_CARDS.codePattern),
      title: 'Birthday Special',
      amount: '50.00',
      balance: '50.00',
      design: null,
      recipientName: 'Sam Receiver',
      recipientEmail: 'sam@example.com',
      senderName: 'Alex Giver',
      createdAt: expect.any(String),
      expiresAt: null,
    });

    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.code, giftCard.code));
    expect(row).toMatchObject({
      amount: '50.00',
      balance: '50.00',
      isRedeemed: false,
      senderEmail: 'alex@example.com',
    });
    const entries = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, row!.id));
    expect(entries).toEqual([expect.objectContaining({ kind: 'issue', amount: '50.00', orderId: null })]);

    const mail = smtp.received.find((m) => m.raw.includes(giftCard.code));
    expect(mail?.to).toEqual(['sam@example.com']);
    expect(mail?.raw).toContain('Alex Giver sent you a $50.00');
    expect(mail?.raw).toContain('Happy birthday, Sam!');
    expect(mail?.raw).toContain('checkout');
    expect(mail?.raw).toContain('http://store.test/gift-cards/balance');
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'));
    expect(outbox).toEqual([
      expect.objectContaining({ status: 'sent', error: null, subject: `You've received a ${STORE.name} gift card` }),
    ]);
    expect(await t.db.select().from(giftCards).where(eq(giftCards.recipientEmail, 'sam@example.com'))).toHaveLength(1);
  });

  it('issues nothing and sends nothing when the payment is declined', async () => {
    const res = await create(t, { ...validCard, recipientEmail: 'nobody@example.com' });
    expect((await choose(t, res.json().paymentToken, 'decline')).json()).toMatchObject({
      status: 'declined',
      giftCard: { issued: null },
    });
    expect((await choose(t, res.json().paymentToken, 'pay')).json()).toMatchObject({
      status: 'declined',
      giftCard: { issued: null },
    });
    expect(await t.db.select().from(giftCards).where(eq(giftCards.recipientEmail, 'nobody@example.com'))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.com'))).toEqual([]);
  });

  it('accepts a numeric amount with cents, a design and a future expiry', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect(await buy(t, { ...validCard, amount: 25.5, design: 'golden-luxury', expiresAt })).toMatchObject({
      amount: '25.50',
      balance: '25.50',
      design: 'golden-luxury',
      expiresAt,
    });
  });

  it.each([
    ['4.99', 'Amount must be between $5 and $1,000'],
    ['1000.01', 'Amount must be between $5 and $1,000'],
    ['fifty', 'Amount must be between $5 and $1,000'],
    ['-50', 'Amount must be between $5 and $1,000'],
    ['', 'Amount must be between $5 and $1,000'],
    [null, 'Amount must be between $5 and $1,000'],
    ['50.123', 'Amount can have at most 2 decimal places'],
  ])('refuses the amount %j', async (amount, message) => {
    const res = await create(t, { ...validCard, amount });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path: 'amount', message }] });
  });

  it('takes the smallest and largest amounts', async () => {
    expect((await buy(t, { ...validCard, amount: '5.00' })).amount).toBe('5.00');
    expect((await buy(t, { ...validCard, amount: '1000' })).amount).toBe('1000.00');
  });

  it.each([
    ['title', { title: ' ' }, 'Title is required'],
    ['message', { message: undefined }, 'Message is required'],
    ['senderName', { senderName: '' }, 'Your name is required'],
    ['senderEmail', { senderEmail: 'alex' }, 'Please enter a valid email'],
    ['recipientName', { recipientName: '' }, "Recipient's name is required"],
    ['recipientEmail', { recipientEmail: 'sam@' }, 'Please enter a valid email'],
    ['design', { design: 'rainbow' }, 'Please choose a design'],
    ['expiresAt', { expiresAt: 'next week' }, 'Expiry must be a date and time'],
    ['expiresAt', { expiresAt: '2001-01-01T00:00:00Z' }, 'Expiry must be in the future'],
  ])('refuses a bad %s', async (path, change, message) => {
    const res = await create(t, { ...validCard, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('limits how many cards one address creates', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await create(t, { ...validCard, title: `Flood ${i}` }, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits how many cards one recipient is sent, whoever sends them, mailing only those', async () => {
    const { max } = RATE_LIMITS.giftCardRecipient;
    const toPat = (i: number) => ({
      ...validCard,
      title: `Card ${i}`,
      recipientEmail: i % 2 ? 'Pat@Example.com ' : 'pat@example.com',
    });
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      const res = await create(t, toPat(i));
      statuses.push(res.statusCode);
      await choose(t, res.json().paymentToken, 'pay');
    }
    expect(statuses).toEqual(Array(max).fill(201));

    const refused = await create(t, toPat(max));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many gift cards for this recipient\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(giftCards).where(eq(giftCards.recipientEmail, 'pat@example.com'))).toHaveLength(
      max,
    );
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'pat@example.com'))).toHaveLength(max);

    expect((await create(t, { ...validCard, recipientEmail: 'kim@example.com' })).statusCode, 'another recipient').toBe(
      201,
    );
  });
});

describe('POST /api/gift-cards when mail cannot be delivered', () => {
  it('keeps the email in the outbox as stored when no mail server is configured', async () => {
    const t = await createTestApp();
    try {
      const giftCard = await buy(t, validCard);
      const [outbox] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'));
      expect(outbox).toMatchObject({ status: 'stored', sentAt: null });
      expect(outbox!.text).toContain(giftCard.code);
    } finally {
      await t.close();
    }
  });

  it('says the email failed when the mail server refuses it, and still issues the card', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const giftCard = await buy(t, validCard);
      expect(await t.db.select().from(giftCards).where(eq(giftCards.code, giftCard.code))).toHaveLength(1);
      const [outbox] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'));
      expect(outbox).toMatchObject({ status: 'failed', sentAt: null });
      expect(outbox!.error).toContain('Mailbox unavailable');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('GET /api/gift-cards/:code/balance', () => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp();
    code = (await buy(t, { ...validCard, amount: '75.25' })).code;
  });
  afterAll(() => t.close());

  it('shows the balance, whatever the case and surrounding spaces', async () => {
    const res = await balance(t, ` ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code, amount: '75.25', balance: '75.25', isRedeemed: false, expiresAt: null });
  });

  it('gives unknown, malformed and expired codes one identical answer', async () => {
    const expired = (await buy(t, validCard)).code;
    await t.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(giftCards.code, expired));

    for (const bad of ['TJ-AAAA-BBBB-CCCC', 'not-a-code', 'TJ-AAAA-BBBB', expired]) {
      const res = await balance(t, bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('limits lookups per address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await balance(t, 'TJ-AAAA-BBBB-CCCC', address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

describe('gift card queries for checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const card = (code: string, changes: Partial<typeof giftCards.$inferInsert> = {}) => ({
    code,
    title: 'Thank You',
    amount: '25.00',
    balance: '25.00',
    senderName: 'A',
    senderEmail: 'a@example.com',
    recipientName: 'B',
    recipientEmail: 'b@example.com',
    ...changes,
  });

  it('refuses a second card with a taken code, so the issuer can draw another', async () => {
    expect(await insertGiftCard(t.db, card('TJ-TAKE-N000-0001'))).toBeDefined();
    expect(await insertGiftCard(t.db, card('TJ-TAKE-N000-0001'))).toBeUndefined();
  });

  it('finds only cards that can still pay', async () => {
    await insertGiftCard(t.db, card('TJ-LIVE-0000-0001'));
    await insertGiftCard(
      t.db,
      card('TJ-SPNT-0000-0001', { balance: '0.00', isRedeemed: true, redeemedAt: new Date() }),
    );
    await insertGiftCard(t.db, card('TJ-EXPD-0000-0001', { expiresAt: new Date(Date.now() - 1000) }));
    expect((await findUsableGiftCard(t.db, 'TJ-LIVE-0000-0001'))?.balance).toBe('25.00');
    expect(await findUsableGiftCard(t.db, 'TJ-SPNT-0000-0001')).toBeUndefined();
    expect(await findUsableGiftCard(t.db, 'TJ-EXPD-0000-0001')).toBeUndefined();
    expect(await findUsableGiftCard(t.db, 'TJ-NONE-0000-0001')).toBeUndefined();
  });
});

describe('POST /api/admin/gift-cards: a card issued by hand', () => {
  let t: TestApp;
  let cookie: string;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await createStaff(t.db, { username: 'cards', email: 'cards@store.test', password: 'cards-password' }))
      .id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cards', password: 'cards-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  });
  afterAll(() => t.close());

  it('is issued at once without payment, recorded as the staff member’s, and emailed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gift-cards',
      payload: { ...validCard, recipientEmail: 'prize@example.com' },
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentUrl: null,
      paymentToken: null,
      giftCard: { amount: '50.00', balance: '50.00', code: expect.stringMatching(GIFT_CARDS.codePattern) },
    });
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.code, res.json().giftCard.code));
    expect(row).toMatchObject({ issuedByStaffId: staffId });
    const [outbox] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'prize@example.com'));
    expect(outbox!.text).toContain(res.json().giftCard.code);
  });

  it('is refused without a staff session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/gift-cards', payload: validCard });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(giftCards)).toHaveLength(1);
  });
});
