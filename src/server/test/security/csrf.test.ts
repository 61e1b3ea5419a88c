// Sessions and cross-site request forgery. auth.test.ts already covers a new session id on login, the
// old cookie refused after logout and after idle or absolute expiry, a deactivated
// account's sessions deleted on its next request, and the cookie's HttpOnly, SameSite=Lax,
// Path=/ and Secure flags on login. This file covers the rest:
// - every state-changing route (enumerated from the app, so a new one fails here until it
//   has a case) refuses a cross-site request with 403 before it reads the body or the
//   session, even with a valid session cookie and a valid body, and stores nothing; a
//   same-origin call and a call with no browser headers (scripts, curl) work;
// - HTML form content types get 403 cross-site and 415 same-origin: never processed;
// - every GET (and HEAD) route, called with a staff session, changes no row in any table;
// - deactivating an account through the admin API ends the sessions it holds in other
//   browsers for good, and the cookie is host-only and cleared with the flags it was set with.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../../staff-auth/sessions';
import { insertProduct } from '../../catalog/write';
import {
  categories,
  collections,
  contactMessages,
  newsletter,
  productVariants,
  products,
  discounts,
  returns,
  sales,
  staffSessions,
  staffTokens,
} from '../../db/schema';
import { newToken, sha256Hex } from '../../http/tokens';
import { createTestApp, type TestApp } from '../harness';
import { listRoutes } from '../fuzz/routes';
import { BUYER_COOKIES, customer as orderCustomer, MANY_UNPAID_ORDERS, placeHeldOrder } from '../orders-fixtures';
import { DEFAULT_STORE_SETTINGS } from '../../../shared/schemas/store-settings';
import { freshPng } from '../photos';
import { digestTables } from '../table-digest';
import { CUSTOMER_SESSION_COOKIE } from '../../accounts/sessions';
import { CODE_COOKIE, latestCode, signInAs } from '../account-fixtures';
import { SoftAuthenticator } from '../soft-authenticator';
import { newSession, sessionIdOf } from '../../auth/sessions';
import { percentCodes } from '../discount-fixtures';

/** Every route the app serves, each once, with its path without a trailing slash. */
function servedRoutes(app: TestApp['app']): { method: string; path: string }[] {
  const routes = new Map<string, { method: string; path: string }>();
  for (const { method, url } of listRoutes(app)) {
    const path = url.length > 1 ? url.replace(/\/$/, '') : url;
    routes.set(`${method} ${path}`, { method, path });
  }
  return [...routes.values()];
}

const HOST = 'store.test';
const SAME_ORIGIN = { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
const REFUSED = { message: 'Cross-site request refused' };

/** What browsers send for a request started by another site's page. */
const CROSS_SITE: ReadonlyArray<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ['Origin of another site', { origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: URL, cross-origin redirect)', { origin: 'null' }],
  ['Origin that only starts with our host', { origin: `http://${HOST}.evil.example` }],
  ['Origin of another port on our host', { origin: `http://${HOST}:8080` }],
  ['Origin of our host over HTTPS (the store is served over HTTP)', { origin: `https://${HOST}` }],
  ['Origin that is not a URL', { origin: 'not a url' }],
  [
    'a browser that says same-origin with a foreign Origin',
    { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
  ],
  ['both headers of a cross-site page', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
];

/** The bodies an HTML form can send without a preflight. */
const FORM_BODIES: ReadonlyArray<[string, string]> = [
  ['application/x-www-form-urlencoded', 'email=victim%40example.com&status=cancelled'],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nvictim@example.com\r\n--xyz--\r\n',
  ],
  // The classic trick: a text/plain form whose body happens to be JSON.
  ['text/plain', '{"email":"victim@example.com","status":"cancelled","read":true}'],
];

const PASSWORD = 'csrf-password';
const customer = { ...orderCustomer, email: 'shopper@example.com' };

interface Call {
  method: HTTPMethods;
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** The session the call carries; the staff session unless said otherwise. */
  cookie?: string;
  /** The shopper session it carries beside it; the fixture shopper's unless said otherwise. */
  shopper?: string;
  /** Other cookies (a code's or a passkey's attempt). */
  cookies?: Record<string, string>;
}

// One app and database for the file; the COOKIE_SECURE case below makes its own.
let t: TestApp;
beforeAll(async () => {
  // Its shopper leaves many orders awaiting payment.
  t = await createTestApp({ settings: MANY_UNPAID_ORDERS, smtp: true });
});
afterAll(() => t.close());

describe('cross-site request refusal and safe GETs', () => {
  let cookie: string;
  /** A signed-in shopper with an order, an address and a passkey. */
  const shopper = {} as {
    session: string;
    email: string;
    /** Their page in Admin > Customers. */
    customerPageId: string;
    orderId: number;
    addressId: number;
    passkey: SoftAuthenticator;
  };
  let address = 0;
  let unique = 0;
  const fixtures = {} as {
    variantId: string;
    /** A sold-out variant, for the back-in-stock form. */
    soldOutVariantId: string;
    productId: number;
    productVariantId: number;
    handle: string;
    mediaId: number;
    productImportId: number;
    orderId: number;
    trackingNumber: string;
    paymentToken: string;
    giftCardCode: string;
    messageId: number;
    outboxId: number;
    staffTargetId: number;
    discountId: number;
    saleId: number;
    returnNumber: string;
    returnId: number;
    /** A return whose prepaid label staff sent. */
    labelled: { returnNumber: string; id: number };
  };

  const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  /** A sale of the fixture product starting tomorrow: nothing it does shows before then. */
  const laterSale = async () => {
    const [row] = await t.db
      .insert(sales)
      .values({ title: 'Later', percentOff: 5, productIds: [fixtures.productId], startsAt: new Date(tomorrow()) })
      .returning({ id: sales.id });
    return row!.id;
  };
  /** A subcategory under Women, or a collection, of its own: a deleted one cannot be deleted again. */
  const freshCategory = async () => {
    const [row] = await t.db
      .insert(categories)
      .values({ parentId: 1, name: `CSRF ${next()}`, handle: `csrf-${next()}` })
      .returning({ id: categories.id });
    return row!.id;
  };
  const freshCollection = async () => {
    const [row] = await t.db
      .insert(collections)
      .values({ name: `CSRF ${next()}`, handle: `csrf-${next()}` })
      .returning({ id: collections.id });
    return row!.id;
  };
  const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
  const next = () => `${++unique}${randomUUID().slice(0, 8)}`;
  const digest = () => digestTables(t.db);

  /** Sends a call from its own address with our Host; `headers` are the browser's. */
  function send(call: Call, headers: Record<string, string> = {}, override?: { contentType: string; body: string }) {
    const options: InjectOptions = {
      method: call.method,
      url: call.url,
      remoteAddress: nextAddress(),
      headers: {
        host: HOST,
        ...call.headers,
        ...headers,
        ...(override ? { 'content-type': override.contentType } : {}),
      },
      cookies: {
        [STAFF_SESSION_COOKIE]: call.cookie ?? cookie,
        [CUSTOMER_SESSION_COOKIE]: call.shopper ?? shopper.session,
        ...call.cookies,
      },
    };
    if (override) options.payload = override.body;
    else if (call.payload !== undefined) options.payload = call.payload;
    return t.app.inject(options);
  }

  /** A product of its own, made without browser headers, for a call that deletes or archives it. */
  async function throwawayProduct(): Promise<number> {
    const made = await send({
      method: 'POST',
      url: '/api/admin/products',
      payload: productBody(`csrf-spare-${next()}`),
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().product.id as number;
  }

  const orderBody = () => ({ customer, items: [{ variantId: fixtures.variantId, quantity: 1 }] });

  /** A fresh order awaiting its payment (placed without browser headers): its payment token. */
  async function awaitingPayment(): Promise<string> {
    const placed = await send(await WRITES['POST /api/orders']!.make());
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().paymentToken as string;
  }

  /** A fresh order, paid, shipped and delivered (all without browser headers): its number and its line. */
  async function deliveredLine(): Promise<{ trackingNumber: string; itemId: number }> {
    const placed = await send(await WRITES['POST /api/orders']!.make());
    const { order, paymentToken } = placed.json();
    await send({ method: 'POST', url: `/api/payments/demo/${paymentToken}/pay`, payload: {} });
    for (const payload of [
      { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1ZCSRF01' },
      { status: 'delivered' },
    ])
      await send({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload });
    const itemId = (await send({ method: 'GET', url: `/api/admin/orders/${order.id}` })).json().items[0].id;
    return { trackingNumber: order.trackingNumber, itemId };
  }

  /** A return of a fresh delivered order, moved on to `stage`. */
  async function freshReturn(stage: 'requested' | 'approved' | 'received') {
    const { trackingNumber, itemId } = await deliveredLine();
    const started = await send({
      method: 'POST',
      url: '/api/returns',
      payload: {
        trackingNumber,
        email: customer.email,
        lines: [{ itemId, quantity: 1, reason: 'too_small', outcome: 'refund' }],
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { returnNumber } = started.json();
    const id = (await send({ method: 'GET', url: `/api/admin/returns?q=${returnNumber}` })).json().returns[0].id;
    if (stage !== 'requested') await send({ method: 'POST', url: `/api/admin/returns/${id}/approve`, payload: {} });
    const lineId = (await send({ method: 'GET', url: `/api/admin/returns/${id}` })).json().lines[0].id;
    if (stage === 'received')
      await send({
        method: 'POST',
        url: `/api/admin/returns/${id}/receive`,
        payload: { lines: [{ lineId, restock: false }] },
      });
    return { id: id as number, returnNumber: returnNumber as string, lineId: lineId as number };
  }

  /** A session of a throwaway account, written directly (no login rate limit). */
  async function throwawaySession(): Promise<string> {
    const staff = await createStaff(t.db, {
      username: `throwaway_${next()}`,
      email: `throwaway_${next()}@store.test`,
      password: PASSWORD,
    });
    const { token } = newSession();
    const later = new Date(Date.now() + 3_600_000);
    await t.db
      .insert(staffSessions)
      .values({ sessionId: sessionIdOf(token), staffId: staff.id, expiresAt: later, absoluteExpiresAt: later });
    return token;
  }

  /** A pending invitation written directly: its id and the secret of its link. */
  async function pendingInvitation(): Promise<{ id: number; token: string }> {
    const token = newToken();
    const [row] = await t.db
      .insert(staffTokens)
      .values({
        purpose: 'invite',
        tokenHash: sha256Hex(token),
        email: `invitee_${next()}@store.test`,
        role: 'support',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: staffTokens.id });
    return { id: row!.id, token };
  }

  /** A fresh account with a reset link written directly: its id and the secret of its link. */
  async function pendingReset(): Promise<{ id: number; token: string }> {
    const email = `resetting_${next()}@store.test`;
    const { id } = await createStaff(t.db, { username: `resetting_${next()}`, email, password: PASSWORD });
    const token = newToken();
    await t.db.insert(staffTokens).values({
      purpose: 'reset',
      tokenHash: sha256Hex(token),
      email,
      staffId: id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { id, token };
  }

  /**
   * Per state-changing route: a fresh call that succeeds when the request is allowed
   * (made before the digest is taken), and the status it succeeds with.
   */
  /** The routes that take a file as the body: their refusal names the content type. */
  const UPLOADS = ['POST /api/admin/media', 'POST /api/admin/products/imports', 'POST /api/admin/returns/:id/label'];

  const WRITES: Record<string, { ok: number; make: () => Promise<Call> }> = {
    'POST /api/orders': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(),
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
    'POST /api/shopify/checkout': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/shopify/checkout',
        payload: { items: [{ variantId: fixtures.variantId, quantity: 1 }] },
      }),
    },
    'POST /api/gift-cards': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/gift-cards',
        payload: {
          title: 'Gift',
          amount: '50',
          message: 'Enjoy!',
          senderName: 'Alex',
          senderEmail: 'alex@example.com',
          recipientName: 'Sam',
          recipientEmail: 'sam@example.com',
        },
        cookies: BUYER_COOKIES,
      }),
    },
    'POST /api/newsletter': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `reader_${next()}@example.com` },
      }),
    },
    'POST /api/back-in-stock': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/back-in-stock',
        payload: { variantId: fixtures.soldOutVariantId, email: `waiting_${next()}@example.com` },
      }),
    },
    'POST /api/contact': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada',
          email: 'ada@example.com',
          category: 'general-inquiry',
          subject: 'Hello',
          message: 'A message long enough.',
        },
      }),
    },
    'POST /api/contact/chat': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/contact/chat',
        payload: { email: 'chat@example.com', message: 'Hi there' },
      }),
    },
    'POST /api/promotions/check': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/promotions/check', payload: { code: 'welcome10' } }),
    },
    'POST /api/auth/login': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'csrf_login', password: PASSWORD },
        cookie: '',
      }),
    },
    'POST /api/auth/invitation': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/invitation',
        payload: { token: (await pendingInvitation()).token },
        cookie: '',
      }),
    },
    'POST /api/auth/invitation/accept': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/invitation/accept',
        payload: { token: (await pendingInvitation()).token, username: `invitee_${next()}`, password: PASSWORD },
        cookie: '',
      }),
    },
    'POST /api/admin/staff/invitations': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/staff/invitations',
        payload: { email: `invited_${next()}@store.test`, role: 'fulfillment' },
      }),
    },
    'POST /api/admin/staff/invitations/:id/resend': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/staff/invitations/${(await pendingInvitation()).id}/resend`,
      }),
    },
    'POST /api/admin/staff/invitations/:id/revoke': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/staff/invitations/${(await pendingInvitation()).id}/revoke`,
      }),
    },
    'POST /api/auth/forgot-password': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `forgot_${next()}@store.test` },
        cookie: '',
      }),
    },
    'POST /api/auth/password-reset': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token: (await pendingReset()).token },
        cookie: '',
      }),
    },
    'POST /api/auth/password-reset/complete': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/auth/password-reset/complete',
        payload: { token: (await pendingReset()).token, password: `new csrf passphrase ${next()}` },
        cookie: '',
      }),
    },
    'POST /api/admin/staff/:id/sessions/end': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/admin/staff/${(await pendingReset()).id}/sessions/end` }),
    },
    'POST /api/admin/staff/:id/password-reset': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/admin/staff/${(await pendingReset()).id}/password-reset` }),
    },
    'POST /api/admin/account/sessions/:id/end': {
      ok: 200,
      make: async () => {
        const token = await throwawaySession();
        const [row] = await t.db
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(eq(staffSessions.sessionId, sessionIdOf(token)));
        return { method: 'POST', url: `/api/admin/account/sessions/${row!.id}/end`, cookie: token };
      },
    },
    'POST /api/auth/logout': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/auth/logout', cookie: await throwawaySession() }),
    },
    'POST /api/admin/products': {
      ok: 201,
      make: async () => ({ method: 'POST', url: '/api/admin/products', payload: productBody(`csrf-shirt-${next()}`) }),
    },
    'PUT /api/admin/products/:id': {
      ok: 200,
      make: async () => {
        const [{ version }] = (await t.db
          .select({ version: products.version })
          .from(products)
          .where(eq(products.id, fixtures.productId))) as [{ version: number }];
        return {
          method: 'PUT',
          url: `/api/admin/products/${fixtures.productId}`,
          payload: { ...productBody(fixtures.handle, { name: `Shirt ${next()}` }), version },
        };
      },
    },
    'POST /api/admin/products/:id/duplicate': {
      ok: 201,
      make: async () => ({ method: 'POST', url: `/api/admin/products/${fixtures.productId}/duplicate` }),
    },
    'DELETE /api/admin/products/:id': {
      ok: 200,
      make: async () => ({ method: 'DELETE', url: `/api/admin/products/${await throwawayProduct()}` }),
    },
    'POST /api/admin/products/:id/restore': {
      ok: 200,
      make: async () => {
        const id = await throwawayProduct();
        await t.db.update(products).set({ archivedAt: new Date(), active: false }).where(eq(products.id, id));
        return { method: 'POST', url: `/api/admin/products/${id}/restore` };
      },
    },
    'POST /api/admin/products/:id/stock-adjustments': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/products/${fixtures.productId}/stock-adjustments`,
        payload: { variantId: fixtures.productVariantId, change: 1, reason: 'received' },
      }),
    },
    'PATCH /api/admin/messages/:id': {
      ok: 200,
      make: async () => {
        const [row] = await t.db
          .select({ readAt: contactMessages.readAt })
          .from(contactMessages)
          .where(eq(contactMessages.id, fixtures.messageId));
        return {
          method: 'PATCH',
          url: `/api/admin/messages/${fixtures.messageId}`,
          payload: { read: row!.readAt === null },
        };
      },
    },
    // The shopper's choices on the payment page, each for an order of its own.
    'POST /api/payments/demo/:token/pay': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/payments/demo/${await awaitingPayment()}/pay`, payload: {} }),
    },
    'POST /api/payments/demo/:token/decline': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/payments/demo/${await awaitingPayment()}/decline`, payload: {} }),
    },
    'POST /api/payments/:token/cancel': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/payments/${await awaitingPayment()}/cancel`, payload: {} }),
    },
    'POST /api/admin/orders/:id/status': {
      ok: 200,
      // A paid order: staff move an order on only once its payment is in.
      make: async () => {
        const placed = await send(await WRITES['POST /api/orders']!.make());
        expect(placed.statusCode).toBe(201);
        const paid = await send({
          method: 'POST',
          url: `/api/payments/demo/${placed.json().paymentToken}/pay`,
          payload: {},
        });
        expect(paid.json().status, paid.body).toBe('paid');
        return {
          method: 'POST',
          url: `/api/admin/orders/${placed.json().order.id}/status`,
          payload: { status: 'confirmed' },
        };
      },
    },
    'POST /api/admin/orders/:id/refunds': {
      ok: 200,
      // A dollar back from a paid order.
      make: async () => {
        const placed = await send(await WRITES['POST /api/orders']!.make());
        await send({ method: 'POST', url: `/api/payments/demo/${placed.json().paymentToken}/pay`, payload: {} });
        return {
          method: 'POST',
          url: `/api/admin/orders/${placed.json().order.id}/refunds`,
          payload: { amount: '1.00', reason: 'Goodwill' },
        };
      },
    },
    // Staff's decisions on a payment held for review, each for an order of its own.
    ...Object.fromEntries(
      (['accept', 'refund', 'cancel'] as const).map((action) => [
        `POST /api/admin/orders/:id/review/${action}`,
        {
          ok: 200,
          make: async (): Promise<Call> => {
            const { order } = await placeHeldOrder(t.app, t.db, orderBody());
            return { method: 'POST', url: `/api/admin/orders/${order.id}/review/${action}`, payload: {} };
          },
        },
      ]),
    ),
    // A shopper's return and staff's steps, each on a return of its own.
    'POST /api/returns/eligibility': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/returns/eligibility',
        payload: { trackingNumber: fixtures.trackingNumber, email: customer.email },
      }),
    },
    'POST /api/returns': {
      ok: 201,
      make: async () => {
        const { trackingNumber, itemId } = await deliveredLine();
        return {
          method: 'POST',
          url: '/api/returns',
          payload: {
            trackingNumber,
            email: customer.email,
            lines: [{ itemId, quantity: 1, reason: 'changed_mind', outcome: 'refund' }],
          },
        };
      },
    },
    'POST /api/returns/:returnNumber/sent': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/returns/${(await freshReturn('approved')).returnNumber}/sent`,
        payload: { email: customer.email },
      }),
    },
    'POST /api/returns/:returnNumber/pay': {
      ok: 200,
      // A return made to owe a difference, as a dearer exchange would.
      make: async () => {
        const { id, returnNumber } = await freshReturn('requested');
        await t.db.update(returns).set({ chargeCents: 500 }).where(eq(returns.id, id));
        return { method: 'POST', url: `/api/returns/${returnNumber}/pay`, payload: { email: customer.email } };
      },
    },
    'POST /api/admin/returns/:id/approve': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/returns/${(await freshReturn('requested')).id}/approve`,
        payload: {},
      }),
    },
    'POST /api/admin/returns/:id/label': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/returns/${(await freshReturn('approved')).id}/label`,
        payload: Buffer.from(`%PDF-1.4\n% label ${next()}\n`),
        headers: { 'content-type': 'application/pdf' },
      }),
    },
    'POST /api/admin/returns/:id/reject': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/returns/${(await freshReturn('requested')).id}/reject`,
        payload: { message: 'Worn' },
      }),
    },
    'POST /api/admin/returns/:id/receive': {
      ok: 200,
      make: async () => {
        const { id, lineId } = await freshReturn('approved');
        return {
          method: 'POST',
          url: `/api/admin/returns/${id}/receive`,
          payload: { lines: [{ lineId, restock: true }] },
        };
      },
    },
    'POST /api/admin/returns/:id/refund': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/returns/${(await freshReturn('received')).id}/refund`,
        payload: {},
      }),
    },
    'PUT /api/admin/settings': {
      ok: 200,
      make: async () => ({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...DEFAULT_STORE_SETTINGS, maxUnpaidOrdersPerEmail: 100 },
      }),
    },
    'POST /api/admin/orders/:id/shipments': {
      ok: 200,
      // A paid order ships everything it has in one parcel.
      make: async () => {
        const placed = await send(await WRITES['POST /api/orders']!.make());
        await send({ method: 'POST', url: `/api/payments/demo/${placed.json().paymentToken}/pay`, payload: {} });
        return {
          method: 'POST',
          url: `/api/admin/orders/${placed.json().order.id}/shipments`,
          payload: { carrier: 'UPS' },
        };
      },
    },
    'POST /api/admin/shipments': {
      ok: 200,
      make: async () => {
        const placed = await send(await WRITES['POST /api/orders']!.make());
        await send({ method: 'POST', url: `/api/payments/demo/${placed.json().paymentToken}/pay`, payload: {} });
        return { method: 'POST', url: '/api/admin/shipments', payload: { orderIds: [placed.json().order.id] } };
      },
    },
    // Only a stored email exists here (no mail server): a real request finds none to send.
    'POST /api/admin/outbox/:id/resend': {
      ok: 404,
      make: async () => ({ method: 'POST', url: '/api/admin/outbox/2147483647/resend', payload: {} }),
    },
    'POST /api/admin/orders-seen': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/admin/orders-seen', payload: {} }),
    },
    // The test store runs no job queue, so a real request finds no job: what matters here is
    // that a cross-site one is refused before it is looked at.
    'POST /api/admin/jobs/:id/retry': {
      ok: 404,
      make: async () => ({ method: 'POST', url: `/api/admin/jobs/${randomUUID()}/retry`, payload: {} }),
    },
    'POST /api/admin/products/imports': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/products/imports?name=csrf.csv',
        payload: 'Handle,Title\n',
        headers: { 'content-type': 'text/csv' },
      }),
    },
    // The test store runs no job queue, so a real request is refused (409) once it is looked at.
    'POST /api/admin/products/imports/:id/apply': {
      ok: 409,
      make: async () => {
        const preview = await send({
          method: 'POST',
          url: '/api/admin/products/imports?name=csrf.csv',
          payload: 'Handle,Title\n',
          headers: { 'content-type': 'text/csv' },
        });
        return { method: 'POST', url: `/api/admin/products/imports/${preview.json().id}/apply`, payload: {} };
      },
    },
    'POST /api/admin/discounts': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/discounts',
        payload: {
          title: 'CSRF sale',
          code: `CSRF${next()}`.slice(0, 20),
          rule: { kind: 'order-percent', percent: 5 },
        },
      }),
    },
    'PATCH /api/admin/discounts/:id': {
      ok: 200,
      make: async () => ({
        method: 'PATCH',
        url: `/api/admin/discounts/${fixtures.discountId}`,
        payload: { title: `Welcome ${next()}` },
      }),
    },
    // Each on a discount of its own: ending one twice is refused.
    ...Object.fromEntries(
      (['pause', 'resume', 'end'] as const).map((action) => [
        `POST /api/admin/discounts/:id/${action}`,
        {
          ok: 200,
          make: async () => {
            const [row] = await t.db
              .insert(discounts)
              .values(percentCodes({ code: `CSRF${next()}`.slice(0, 20), percentOff: 5 }))
              .returning();
            return { method: 'POST', url: `/api/admin/discounts/${row!.id}/${action}`, payload: {} };
          },
        },
      ]),
    ),
    'POST /api/admin/sales': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/sales',
        payload: { title: 'CSRF sale', percentOff: 5, productIds: [fixtures.productId], startsAt: tomorrow() },
      }),
    },
    'PATCH /api/admin/sales/:id': {
      ok: 200,
      make: async () => ({
        method: 'PATCH',
        url: `/api/admin/sales/${fixtures.saleId}`,
        payload: { title: `Later ${next()}` },
      }),
    },
    // Each on a sale of its own: ending one twice is refused.
    'POST /api/admin/sales/:id/end': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/admin/sales/${await laterSale()}/end`, payload: {} }),
    },
    'POST /api/admin/categories': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/categories',
        payload: { parentId: 1, name: 'CSRF capes', handle: `csrf-${next()}` },
      }),
    },
    'PATCH /api/admin/categories/:id': {
      ok: 200,
      make: async () => ({
        method: 'PATCH',
        url: `/api/admin/categories/${await freshCategory()}`,
        payload: { description: `Later ${next()}` },
      }),
    },
    'DELETE /api/admin/categories/:id': {
      ok: 200,
      make: async () => ({ method: 'DELETE', url: `/api/admin/categories/${await freshCategory()}` }),
    },
    'POST /api/admin/collections': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/collections',
        payload: { name: 'CSRF resort', handle: `csrf-${next()}` },
      }),
    },
    'PATCH /api/admin/collections/:id': {
      ok: 200,
      make: async () => ({
        method: 'PATCH',
        url: `/api/admin/collections/${await freshCollection()}`,
        payload: { description: `Later ${next()}` },
      }),
    },
    'DELETE /api/admin/collections/:id': {
      ok: 200,
      make: async () => ({ method: 'DELETE', url: `/api/admin/collections/${await freshCollection()}` }),
    },
    'PUT /api/admin/customers/:key/notes': {
      ok: 200,
      make: async () => ({
        method: 'PUT',
        url: `/api/admin/customers/${shopper.customerPageId}/notes`,
        payload: { note: `Called ${next()}`, tags: ['vip'] },
      }),
    },
    'PUT /api/admin/inventory/:id/low-stock': {
      ok: 200,
      make: async () => ({
        method: 'PUT',
        url: `/api/admin/inventory/${fixtures.productVariantId}/low-stock`,
        payload: { lowStockAt: 2 },
      }),
    },
    'POST /api/admin/inventory/:id/adjustments': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: `/api/admin/inventory/${fixtures.productVariantId}/adjustments`,
        payload: { change: 1, reason: 'received' },
      }),
    },
    'POST /api/admin/gift-cards': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/gift-cards',
        payload: {
          title: 'Prize',
          amount: '25',
          message: 'Well done!',
          senderName: 'The store',
          senderEmail: 'store@example.com',
          recipientName: 'Kim',
          recipientEmail: 'kim@example.com',
        },
      }),
    },
    // Stripe's webhook: this store takes payment on the demo page, so it is not served (404); a
    // cross-site form still meets the same refusal first.
    'POST /api/payments/stripe/webhook': {
      ok: 404,
      make: async () => ({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: { id: 'evt_1', type: 'checkout.session.completed' },
      }),
    },
    'POST /api/admin/staff': {
      ok: 201,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/staff',
        payload: {
          username: `hire_${next()}`,
          email: `hire_${next()}@store.test`,
          password: PASSWORD,
          role: 'support',
        },
      }),
    },
    'POST /api/admin/staff/:id/deactivate': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/admin/staff/${fixtures.staffTargetId}/deactivate` }),
    },
    'POST /api/admin/staff/:id/activate': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/admin/staff/${fixtures.staffTargetId}/activate` }),
    },
    'PATCH /api/admin/staff/:id': {
      ok: 200,
      make: async () => ({
        method: 'PATCH',
        url: `/api/admin/staff/${fixtures.staffTargetId}`,
        payload: { role: 'support' },
      }),
    },
    'POST /api/admin/account/password': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/admin/account/password',
        cookie: await throwawaySession(),
        payload: { currentPassword: PASSWORD, newPassword: `new csrf passphrase ${next()}` },
      }),
    },
    // The shopper's account: each call from the fixture shopper unless it ends a session.
    'POST /api/account/code': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/account/code',
        payload: { email: `code_${next()}@example.com` },
      }),
    },
    'POST /api/account/sign-in': {
      ok: 200,
      make: async () => {
        const email = `signin_${next()}@example.com`;
        const asked = await send({ method: 'POST', url: '/api/account/code', payload: { email } });
        const attempt = asked.cookies.find((c) => c.name === CODE_COOKIE)!.value;
        return {
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { code: latestCode(t.mailbox, email) },
          cookies: { [CODE_COOKIE]: attempt },
          shopper: '',
        };
      },
    },
    'POST /api/account/passkey/options': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/account/passkey/options', shopper: '' }),
    },
    'POST /api/account/passkey/sign-in': {
      ok: 200,
      make: async () => {
        const options = await send({ method: 'POST', url: '/api/account/passkey/options', shopper: '' });
        const attempt = options.cookies.find((c) => c.name === 'tj_passkey_attempt')!.value;
        return {
          method: 'POST',
          url: '/api/account/passkey/sign-in',
          payload: { response: shopper.passkey.authenticate(options.json()) },
          cookies: { tj_passkey_attempt: attempt },
          shopper: '',
        };
      },
    },
    'POST /api/account/sign-out': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/account/sign-out', shopper: await throwawayShopper() }),
    },
    'POST /api/account/sign-out-everywhere': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/account/sign-out-everywhere',
        shopper: await throwawayShopper(),
      }),
    },
    'PATCH /api/account/me': {
      ok: 200,
      make: async () => ({ method: 'PATCH', url: '/api/account/me', payload: { name: `Ada ${next()}` } }),
    },
    'DELETE /api/account/me': {
      ok: 200,
      make: async () => {
        const email = `leaver_${next()}@example.com`;
        return {
          method: 'DELETE',
          url: '/api/account/me',
          payload: { email },
          shopper: (await signInAs(t.app, t.mailbox, email)).session,
        };
      },
    },
    'POST /api/account/email/code': {
      ok: 200,
      make: async () => ({
        method: 'POST',
        url: '/api/account/email/code',
        payload: { email: `new_${next()}@example.com` },
      }),
    },
    'POST /api/account/email': {
      ok: 200,
      make: async () => {
        const { session } = await signInAs(t.app, t.mailbox, `mover_${next()}@example.com`);
        const email = `moved_${next()}@example.com`;
        const asked = await send({
          method: 'POST',
          url: '/api/account/email/code',
          payload: { email },
          shopper: session,
        });
        const attempt = asked.cookies.find((c) => c.name === CODE_COOKIE)!.value;
        return {
          method: 'POST',
          url: '/api/account/email',
          payload: { code: latestCode(t.mailbox, email) },
          cookies: { [CODE_COOKIE]: attempt },
          shopper: session,
        };
      },
    },
    'POST /api/account/passkeys/options': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/account/passkeys/options' }),
    },
    'POST /api/account/passkeys': {
      ok: 201,
      make: async () => {
        const options = await send({ method: 'POST', url: '/api/account/passkeys/options' });
        const attempt = options.cookies.find((c) => c.name === 'tj_passkey_attempt')!.value;
        const response = new SoftAuthenticator(HOST, `http://${HOST}`).register(options.json());
        return {
          method: 'POST',
          url: '/api/account/passkeys',
          payload: { response, name: 'Phone' },
          cookies: { tj_passkey_attempt: attempt },
        };
      },
    },
    'DELETE /api/account/passkeys/:id': {
      ok: 200,
      make: async () => {
        const added = await send(await WRITES['POST /api/account/passkeys']!.make());
        return { method: 'DELETE', url: `/api/account/passkeys/${added.json().id}` };
      },
    },
    'POST /api/account/addresses': {
      ok: 201,
      make: async () => ({ method: 'POST', url: '/api/account/addresses', payload: addressBody() }),
    },
    'PUT /api/account/addresses/:id': {
      ok: 200,
      make: async () => ({
        method: 'PUT',
        url: `/api/account/addresses/${shopper.addressId}`,
        payload: { ...addressBody(), city: `City ${next()}` },
      }),
    },
    'DELETE /api/account/addresses/:id': {
      ok: 200,
      make: async () => {
        const added = await send({ method: 'POST', url: '/api/account/addresses', payload: addressBody() });
        return { method: 'DELETE', url: `/api/account/addresses/${added.json().id}` };
      },
    },
    'POST /api/account/orders/:id/buy-again': {
      ok: 200,
      make: async () => ({ method: 'POST', url: `/api/account/orders/${shopper.orderId}/buy-again`, payload: {} }),
    },
    'PUT /api/account/cart': {
      ok: 200,
      make: async () => ({ method: 'PUT', url: '/api/account/cart', payload: { items: [cartLine(1 + (unique % 5))] } }),
    },
    'POST /api/account/cart/merge': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/account/cart/merge', payload: { items: [cartLine(1)] } }),
    },
    'PUT /api/account/wishlist': {
      ok: 200,
      make: async () => ({ method: 'PUT', url: '/api/account/wishlist', payload: { items: [heart(next())] } }),
    },
    'POST /api/account/wishlist/merge': {
      ok: 200,
      make: async () => ({ method: 'POST', url: '/api/account/wishlist/merge', payload: { items: [heart(next())] } }),
    },
    'POST /api/admin/media': {
      ok: 201,
      // Distinct bytes each time, so a success always stores a new image.
      make: async () => ({
        method: 'POST',
        url: '/api/admin/media',
        payload: await freshPng(),
        headers: { 'content-type': 'image/png' },
      }),
    },
  };

  const throwawayShopper = async () => (await signInAs(t.app, t.mailbox, `throwaway_${next()}@example.com`)).session;
  const addressBody = () => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Fort Smith',
    state: 'AR',
    zipCode: '72901',
    country: 'US',
  });
  const heart = (id: string) => ({ productId: id, handle: id, name: id, price: '10.00', imageUrl: '' });
  const cartLine = (quantity: number) => ({
    id: 'line',
    productId: 'gid://local/Product/1',
    name: 'CSRF Dress',
    price: '40.00',
    imageUrl: '',
    size: 'M',
    color: 'Black',
    quantity,
    shopifyId: fixtures.variantId,
  });

  function productBody(handle: string, overrides: Record<string, unknown> = {}) {
    return {
      handle,
      name: 'CSRF Shirt',
      description: '<p>Cotton</p>',
      category: 'men',
      subcategory: 'shirts',
      variants: [{ size: 'M', color: 'White', price: '30.00', stock: 4 }],
      ...overrides,
    };
  }

  beforeAll(async () => {
    await createStaff(t.db, { username: 'csrf_boss', email: 'boss@store.test', password: PASSWORD });
    await createStaff(t.db, { username: 'csrf_login', email: 'login@store.test', password: PASSWORD });
    fixtures.staffTargetId = (
      await createStaff(t.db, { username: 'csrf_target', email: 'target@store.test', password: PASSWORD })
    ).id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'csrf_boss', password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;

    const [welcome] = await t.db
      .insert(discounts)
      .values(percentCodes({ code: 'WELCOME10', percentOff: 10 }))
      .returning();
    fixtures.discountId = welcome!.id;
    const stocked = await insertProduct(t.db, {
      handle: 'csrf-dress',
      name: 'CSRF Dress',
      description: '<p>Linen</p>',
      category: 'women',
      subcategory: 'dresses',
      variants: [
        { size: 'M', color: 'Black', priceCents: 4000, stock: 1000 },
        { size: 'L', color: 'Black', priceCents: 4000, stock: 0 },
      ],
      images: [],
    });
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, stocked));
    const bySize = (size: string) => `gid://local/ProductVariant/${variants.find((v) => v.size === size)!.id}`;
    fixtures.variantId = bySize('M');
    fixtures.soldOutVariantId = bySize('L');

    // One of everything a GET can name, made through the API without browser headers.
    const ok = async (call: Call, status: number) => {
      const res = await send(call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(status);
      return res.json();
    };
    fixtures.handle = `csrf-shirt-${next()}`;
    const madeProduct = await ok(
      { method: 'POST', url: '/api/admin/products', payload: productBody(fixtures.handle) },
      201,
    );
    fixtures.productId = madeProduct.product.id;
    fixtures.saleId = await laterSale();
    fixtures.productVariantId = madeProduct.variants[0].id;
    const media = await ok(await WRITES['POST /api/admin/media']!.make(), 201);
    fixtures.mediaId = Number(media.url.split('/').pop());
    fixtures.productImportId = (await ok(await WRITES['POST /api/admin/products/imports']!.make(), 201)).id;
    const { order, paymentToken } = await ok(await WRITES['POST /api/orders']!.make(), 201);
    fixtures.orderId = order.id;
    fixtures.trackingNumber = order.trackingNumber;
    fixtures.paymentToken = paymentToken;
    // A gift card is issued once its payment is in.
    const bought = await ok(await WRITES['POST /api/gift-cards']!.make(), 201);
    fixtures.giftCardCode = (
      await ok(
        { method: 'POST', url: `/api/payments/demo/${bought.paymentToken}/pay`, payload: {}, cookies: BUYER_COOKIES },
        200,
      )
    ).giftCard.issued.code;
    fixtures.messageId = (await ok(await WRITES['POST /api/contact']!.make(), 201)).id;
    await ok(await WRITES['POST /api/newsletter']!.make(), 201);
    fixtures.outboxId = (await ok({ method: 'GET', url: '/api/admin/outbox' }, 200))[0].id;
    const aReturn = await freshReturn('requested');
    fixtures.returnNumber = aReturn.returnNumber;
    fixtures.returnId = aReturn.id;
    fixtures.labelled = await ok(await WRITES['POST /api/admin/returns/:id/label']!.make(), 200);

    shopper.email = 'csrf.shopper@example.com';
    shopper.session = (await signInAs(t.app, t.mailbox, shopper.email)).session;
    shopper.addressId = (await ok({ method: 'POST', url: '/api/account/addresses', payload: addressBody() }, 201)).id;
    shopper.orderId = (await ok(await WRITES['POST /api/orders']!.make(), 201)).order.id;
    const [customer] = await ok({ method: 'GET', url: `/api/admin/customers?q=${shopper.email}` }, 200);
    shopper.customerPageId = customer.id;
    shopper.passkey = new SoftAuthenticator(HOST, `http://${HOST}`);
    const options = await send({ method: 'POST', url: '/api/account/passkeys/options' });
    const attempt = options.cookies.find((c) => c.name === 'tj_passkey_attempt')!.value;
    await ok(
      {
        method: 'POST',
        url: '/api/account/passkeys',
        payload: { response: shopper.passkey.register(options.json()) },
        cookies: { tj_passkey_attempt: attempt },
      },
      201,
    );
  });

  const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

  it('has a case for every state-changing route the app serves (and reads the routes right)', async () => {
    const routes = servedRoutes(t.app);
    const writes = routes.filter((r) => STATE_CHANGING.has(r.method)).map((r) => `${r.method} ${r.path}`);
    expect(writes.sort()).toEqual(Object.keys(WRITES).sort());
    // Every route in the OpenAPI document is among those read from the tree.
    const { paths } = (await send({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const listed = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        expect(listed, `${method} ${path}`).toContain(
          `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`,
        );
      }
    }
  });

  for (const [route, { ok, make }] of Object.entries(WRITES)) {
    describe(route, () => {
      it('refuses cross-site requests with 403 even with a valid session and body, and changes nothing', async () => {
        const call = await make();
        const before = await digest();
        for (const [what, headers] of CROSS_SITE) {
          const res = await send(call, headers);
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual(REFUSED);
          expect(res.cookies, what).toEqual([]);
        }
        for (const [contentType, body] of FORM_BODIES) {
          const res = await send(
            call,
            { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
            { contentType, body },
          );
          expect(res.statusCode, `cross-site form ${contentType}`).toBe(403);
          expect(res.json()).toEqual(REFUSED);
        }
        expect(await digest()).toEqual(before);
      });

      it('answers a same-origin form content type with 415, unprocessed', async () => {
        const call = await make();
        const before = await digest();
        for (const [contentType, body] of FORM_BODIES) {
          const res = await send(call, SAME_ORIGIN, { contentType, body });
          expect(res.statusCode, `same-origin form ${contentType}: ${res.body}`).toBe(415);
          expect(res.json()).toEqual({
            message: expect.any(String),
            ...(UPLOADS.includes(route) ? { errors: expect.any(Array) } : {}),
          });
        }
        expect(await digest()).toEqual(before);
      });

      it('works same-origin and without browser headers', async () => {
        const sameOrigin = await send(await make(), SAME_ORIGIN);
        expect(sameOrigin.statusCode, sameOrigin.body).toBe(ok);
        const headerless = await send(await make());
        expect(headerless.statusCode, headerless.body).toBe(ok);
      });
    });
  }

  it('answers a GET to a write-only path with 404 and changes nothing', async () => {
    const before = await digest();
    for (const { method, path } of servedRoutes(t.app).filter((r) => STATE_CHANGING.has(r.method))) {
      const url = path.replace(':id', String(fixtures.orderId));
      if (servedRoutes(t.app).some((r) => r.method === 'GET' && r.path === path)) continue;
      const res = await send({ method: 'GET', url }, { 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode, `GET for ${method} ${url}`).toBe(404);
    }
    expect(await digest()).toEqual(before);
    expect((await send({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  describe('GET routes', () => {
    /** Real values for every path parameter, by route. */
    const urlFor = (path: string): string => {
      const values: Record<string, string> = {
        '/media/:id': `/media/${fixtures.mediaId}`,
        '/media/:id/:file': `/media/${fixtures.mediaId}/320.webp`,
        '/og/product/:file': `/og/product/${fixtures.handle}.png`,
        '/sitemaps/:file': '/sitemaps/products-1.xml',
        '/api/catalog/products/:handleOrId': `/api/catalog/products/${fixtures.handle}`,
        '/api/catalog/products/:handleOrId/related': `/api/catalog/products/${fixtures.handle}/related`,
        '/api/shopify/products/:handleOrId': `/api/shopify/products/${fixtures.handle}`,
        '/api/shopify/products/:handleOrId/related': `/api/shopify/products/${fixtures.handle}/related`,
        '/api/products/:handleOrId': `/api/products/${fixtures.handle}`,
        '/api/products/suggest': '/api/products/suggest?q=dress',
        '/api/gift-cards/:code/balance': `/api/gift-cards/${fixtures.giftCardCode}/balance`,
        '/api/orders/track': `/api/orders/track?trackingNumber=${fixtures.trackingNumber}`,
        '/api/orders/track/:trackingNumber': `/api/orders/track/${fixtures.trackingNumber}`,
        '/api/admin/orders/:id': `/api/admin/orders/${fixtures.orderId}`,
        '/api/payments/:token': `/api/payments/${fixtures.paymentToken}`,
        '/api/admin/outbox/:id': `/api/admin/outbox/${fixtures.outboxId}`,
        '/api/admin/emails/:name': '/api/admin/emails/order-confirmation',
        '/api/admin/products/:id': `/api/admin/products/${fixtures.productId}`,
        '/api/admin/products/imports/:id': `/api/admin/products/imports/${fixtures.productImportId}`,
        '/api/admin/discounts/:id': `/api/admin/discounts/${fixtures.discountId}`,
        '/api/admin/sales/:id': `/api/admin/sales/${fixtures.saleId}`,
        '/api/admin/reports/sales': '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&interval=week',
        // Women, and All Collections: the first the store starts with.
        '/api/admin/categories/:id': '/api/admin/categories/1',
        '/api/admin/collections/:id': '/api/admin/collections/1',
        // The signed-in shopper's account is a customer.
        '/api/admin/customers/:key': `/api/admin/customers/${shopper.customerPageId}`,
        '/api/account/orders/:id': `/api/account/orders/${shopper.orderId}`,
        '/api/returns/:returnNumber': `/api/returns/${fixtures.returnNumber}?email=${encodeURIComponent(customer.email)}`,
        '/api/admin/returns/:id': `/api/admin/returns/${fixtures.returnId}`,
        '/api/returns/:returnNumber/label': `/api/returns/${fixtures.labelled.returnNumber}/label?email=${encodeURIComponent(customer.email)}`,
        '/api/admin/returns/:id/label': `/api/admin/returns/${fixtures.labelled.id}/label`,
      };
      const url = values[path] ?? path;
      expect(url, `a value for the parameters of GET ${path}`).not.toContain(':');
      return url;
    };
    const gets = () => servedRoutes(t.app).filter((r) => r.method === 'GET' || r.method === 'HEAD');

    it('answers every GET and HEAD with a staff and a shopper session, and no row in any table changes', async () => {
      expect(gets().length).toBeGreaterThanOrEqual(40);
      const before = await digest();
      for (const { method, path } of gets()) {
        const url = urlFor(path);
        const res = await send({ method: method as HTTPMethods, url });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
        // A top-level cross-site navigation carries a SameSite=Lax cookie: still a read only.
        const navigated = await send(
          { method: method as HTTPMethods, url },
          { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        );
        expect(navigated.statusCode, `${method} ${url} navigated`).toBe(200);
      }
      expect(await digest()).toEqual(before);
    });

    it('writes nothing for GETs dressed as writes: method overrides and write-like query strings', async () => {
      const before = await digest();
      const query = 'status=cancelled&read=true&isActive=false&role=owner&stock=0&_method=POST';
      for (const { method, path } of gets()) {
        const url = urlFor(path);
        const res = await send(
          { method: method as HTTPMethods, url: `${url}${url.includes('?') ? '&' : '?'}${query}` },
          { 'x-http-method-override': 'POST', 'x-http-method': 'DELETE' },
        );
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
      expect(await digest()).toEqual(before);
    });
  });
});

describe('staff sessions across browsers and cookie attributes', () => {
  let address = 0;
  const nextAddress = () => `10.10.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    await createStaff(t.db, { username: 'sess_boss', email: 'sess_boss@store.test', password: PASSWORD });
  });

  const login = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
  const sessionOf = async (username: string) =>
    (await login(username)).cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  const as = (token: string, method: HTTPMethods, url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: token }, ...(payload ? { payload } : {}) });

  it('deactivating an account through the admin API ends its sessions in every other browser, for good', async () => {
    const boss = await sessionOf('sess_boss');
    const leaver = await createStaff(t.db, {
      username: 'sess_leaver',
      email: 'sess_leaver@store.test',
      password: PASSWORD,
    });
    const laptop = await sessionOf('sess_leaver');
    const phone = await sessionOf('sess_leaver');
    for (const token of [laptop, phone]) expect((await as(token, 'GET', '/api/admin/stats')).statusCode).toBe(200);

    expect((await as(boss, 'POST', `/api/admin/staff/${leaver.id}/deactivate`)).statusCode).toBe(200);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, leaver.id))).toEqual([]);
    const before = await digestTables(t.db);
    for (const token of [laptop, phone]) {
      expect((await as(token, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await as(token, 'GET', '/api/admin/stats')).statusCode).toBe(401);
      const write = await as(token, 'POST', '/api/admin/staff', {
        username: 'sneaky',
        email: 'sneaky@store.test',
        password: PASSWORD,
        role: 'support',
      });
      expect(write.statusCode).toBe(401);
    }
    expect(await digestTables(t.db)).toEqual(before);

    // Reactivating lets the person sign in again, but the old browsers stay signed out.
    expect((await as(boss, 'POST', `/api/admin/staff/${leaver.id}/activate`)).statusCode).toBe(200);
    for (const token of [laptop, phone]) expect((await as(token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login('sess_leaver')).statusCode).toBe(200);
    // The boss's own session was never touched.
    expect((await as(boss, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('sets a host-only cookie that lives no longer than the absolute session lifetime', async () => {
    const res = await login('sess_boss');
    const raw = String(res.headers['set-cookie']);
    expect(raw).not.toMatch(/domain=/i);
    const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBe(Math.floor(t.config.session.absoluteMs / 1000));
  });

  it('clears the cookie with the attributes it was set with, on logout and on a stale session', async () => {
    const token = await sessionOf('sess_boss');
    const logout = await as(token, 'POST', '/api/auth/logout');
    expect(logout.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
      value: '',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });

    const stale = await as(token, 'GET', '/api/admin/stats');
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
      value: '',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  describe('served over HTTPS behind a proxy (TRUST_PROXY)', () => {
    let https: TestApp;
    beforeAll(async () => {
      https = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(() => https.close());

    const subscribeFrom = (origin: string, email: string) =>
      https.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { host: HOST, 'x-forwarded-proto': 'https', origin },
        payload: { email },
      });

    it('refuses the same host over HTTP or on another port, and stores nothing', async () => {
      for (const [origin, email] of [
        [`http://${HOST}`, 'plain@example.com'],
        [`https://${HOST}:8443`, 'port@example.com'],
      ] as const) {
        const res = await subscribeFrom(origin, email);
        expect(res.statusCode, origin).toBe(403);
        expect(res.json()).toEqual(REFUSED);
      }
      expect(await https.db.select().from(newsletter)).toEqual([]);
    });

    it('takes its own origin, with or without the default port spelled out', async () => {
      expect((await subscribeFrom(`https://${HOST}`, 'own@example.com')).statusCode).toBe(201);
      expect((await subscribeFrom(`https://${HOST}:443`, 'own443@example.com')).statusCode).toBe(201);
    });
  });

  describe('behind HTTPS (COOKIE_SECURE)', () => {
    let secure: TestApp;
    beforeAll(async () => {
      secure = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
      await createStaff(secure.db, { username: 'secure_boss', email: 'boss@store.test', password: PASSWORD });
    });
    afterAll(() => secure.close());

    it('clears the cookie as Secure too, and sends HSTS', async () => {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'secure_boss', password: PASSWORD },
      });
      const token = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const logout = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [STAFF_SESSION_COOKIE]: token },
      });
      expect(logout.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
        value: '',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    });
  });
});
