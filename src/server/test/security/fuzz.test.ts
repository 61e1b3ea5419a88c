// Fuzzing: requests generated with fast-check from the OpenAPI document (which
// @fastify/swagger writes from the shared zod schemas: the one source of truth for both
// the generated requests and the promised answers) across every route the app answers,
// public and staff-only, read from its route tree (a route the document leaves out gets
// bare string parameters). No answer may be a 5xx, and every answer to a documented
// operation must be one the document promises: a documented status, the documented
// content type, and a JSON body the documented schema (checked with ajv) accepts.
import { and, eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../../../shared/schemas/admin';
import { createStaff } from '../../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../../staff-auth/sessions';
import { CUSTOMER_SESSION_COOKIE } from '../../accounts/sessions';
import { signInAs } from '../account-fixtures';

/**
 * Account routes fuzzed without the shopper's session: those used before signing in, and
 * those that would end it (every later account request would then only meet a 401).
 * Deleting the account takes the account's email, which the fuzzer does not know.
 */
const SESSIONLESS_ACCOUNT_ROUTES = new Set([
  'POST /api/account/code',
  'POST /api/account/sign-in',
  'POST /api/account/passkey/options',
  'POST /api/account/passkey/sign-in',
  'POST /api/account/sign-out',
  'POST /api/account/sign-out-everywhere',
]);
import { giftCards, products, productVariants, discounts } from '../../db/schema';
import { DESIGN_COLORS, DESIGNER_PRODUCTS } from '../../../shared/store';
import { insertProduct } from '../../catalog/write';
import { FIXTURE_PRODUCTS, seedCatalogFixtures } from '../catalog-fixtures';
import { createTestApp, type TestApp } from '../harness';
import { storeHints, type KnownRecords } from '../fuzz/hints';
import { createAnswerChecker, type OpenApiDocument, type Operation } from '../fuzz/openapi';
import {
  describeRequest,
  fieldProbes,
  requestArbitrary,
  type FuzzRequest,
  type RequestContext,
} from '../fuzz/requests';
import { listRoutes, routeOperations, type RouteOperation } from '../fuzz/routes';
import { LONE_SURROGATE_MESSAGE } from '../../http/unicode';
import { percentCodes } from '../discount-fixtures';

/** Fixed so a failure reproduces; FUZZ_SEED=<n> tries another sequence. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
const TOTAL = 10_050;
const CONCURRENCY = 8;
const LIMITED_ADDRESS = '203.0.113.9';
/** Operations that hash a password (argon2, ~20 MiB and tens of ms each) get fewer requests. */
const HASHING = new Set(['POST /api/auth/login', 'POST /api/admin/staff']);
/** Put alone into each text field of each route: the halves of a surrogate pair, bare, reversed and cut off. */
const LONE_SURROGATES = ['\ud800', '\udc00', '\udc00\ud800', 'Zoë 🤖\ud83d'];

/** Routes whose body is read as bytes, not parsed as JSON text. */
const RAW_BODY_ROUTES = ['/api/payments/stripe/webhook'];

interface Mismatch {
  request: FuzzRequest;
  status: number;
  body: string;
  problems: string[];
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let operations: RouteOperation[];
  let known: KnownRecords;
  let staffCookie: string;
  let shopperCookie: string;
  let context: RequestContext;

  beforeAll(async () => {
    const setupStarted = Date.now();
    // inject's own address (127.0.0.1) is exempt from rate limits so the floods reach the
    // handlers; every tenth request comes from LIMITED_ADDRESS instead, which is not, so the
    // rate-limited routes answer 429 too and those answers are checked like any other.
    t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' }, smtp: true });
    const ids = await seedCatalogFixtures(t.db);
    // Stock enough for every order the fuzzer places (the fixtures hold 2 to 8 of each), and a
    // designer garment in the wizard's colours, so well-formed orders can succeed to the end.
    const plentiful = await insertProduct(t.db, {
      handle: 'fuzz-plentiful-tee',
      name: 'Plentiful Tee',
      description: '',
      category: 'women',
      subcategory: 't-shirts',
      variants: ['S', 'M'].map((size) => ({ size, color: 'Black', priceCents: 1500, stock: 1_000_000 })),
      images: [],
    });
    await insertProduct(t.db, {
      handle: DESIGNER_PRODUCTS[1].handle,
      name: DESIGNER_PRODUCTS[1].name,
      description: '',
      category: 'custom',
      subcategory: 'hoodies',
      variants: DESIGNER_PRODUCTS[1].sizes.flatMap((size) =>
        DESIGN_COLORS.map((color) => ({ size, color: color.name, priceCents: 4999, stock: 1_000_000 })),
      ),
      images: [],
    });
    // Variants a shopper can order: of published products that are not designer base garments.
    const variants = await t.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.active, true), ne(products.category, 'custom')));

    await createStaff(t.db, {
      username: 'fuzz-admin',
      email: 'fuzz-admin@store.test',
      password: 'fuzz-admin-password',
    });
    const login = { username: 'fuzz-login', password: 'fuzz-login-password' };
    await createStaff(t.db, { ...login, email: 'fuzz-login@store.test' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'fuzz-admin', password: 'fuzz-admin-password' },
    });
    staffCookie = `${STAFF_SESSION_COOKIE}=${signIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value}`;
    // A signed-in shopper for the account's own routes.
    shopperCookie = `${CUSTOMER_SESSION_COOKIE}=${(await signInAs(t.app, t.mailbox, 'fuzz.shopper@example.com')).session}`;

    // A few real orders, gift cards, messages, subscribers and an image for the lookups.
    const trackingNumbers: string[] = [];
    const paymentTokens: string[] = [];
    const pay = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/payments/demo/${token}/pay`, payload: {} });
    for (const [i, variant] of variants.slice(0, 3).entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { 'idempotency-key': `fuzz-setup-order-${i}-0000` },
        payload: {
          customer: {
            email: 'setup@example.com',
            firstName: 'Ada',
            lastName: 'Lovelace',
            address: '1 Main St',
            city: 'Fort Smith',
            state: 'AR',
            zipCode: '72901',
          },
          items: [{ variantId: `gid://local/ProductVariant/${variant.id}`, quantity: 1 }],
        },
      });
      if (res.statusCode === 201) {
        trackingNumbers.push(res.json().order.trackingNumber);
        paymentTokens.push(res.json().paymentToken);
      }
    }
    // The first order paid (so staff can move it on), the others awaiting their payment.
    if (paymentTokens[0]) await pay(paymentTokens[0]);
    const giftCardCodes: string[] = [];
    for (const amount of ['50', '100']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/',
        payload: {
          title: 'Thanks',
          amount,
          message: 'Enjoy',
          senderName: 'Ann',
          senderEmail: 'ann@example.com',
          recipientName: 'Bo',
          recipientEmail: 'bo@example.com',
        },
      });
      // A gift card is issued once its payment is in.
      if (res.statusCode === 201) {
        paymentTokens.push(res.json().paymentToken);
        const issued = (await pay(res.json().paymentToken)).json().giftCard?.issued;
        if (issued) giftCardCodes.push(issued.code);
      }
    }
    // A card that outlasts every order that spends from it.
    const deepCard = 'TJ-FUZZ-DEEP-CARD';
    await t.db.insert(giftCards).values({
      code: deepCard,
      title: 'Fuzz',
      amount: '99999.00',
      balance: '99999.00',
      senderName: 'A',
      senderEmail: 'a@example.com',
      recipientName: 'B',
      recipientEmail: 'b@example.com',
    });
    giftCardCodes.push(deepCard);
    await t.db.insert(discounts).values(
      percentCodes([
        { code: 'FUZZ10', percentOff: 10 },
        { code: 'FUZZONCE', percentOff: 20, usageLimit: 1 },
      ]),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'Hal',
        email: 'hal@example.com',
        category: 'general-inquiry',
        subject: 'Hello',
        message: 'Where is my order please?',
      },
    });
    await t.app.inject({ method: 'POST', url: '/api/newsletter/', payload: { email: 'reader@example.com' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: staffCookie, 'content-type': 'image/svg+xml' },
      payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });

    const catalogCursors: string[] = [];
    const page = await t.app.inject({ method: 'GET', url: '/api/shopify/products?first=2' });
    const endCursor = page.json().products?.pageInfo?.endCursor;
    if (endCursor) catalogCursors.push(endCursor);
    const adminCursors: string[] = [];
    for (const url of ['/api/products?first=3', '/api/admin/orders?limit=1', '/api/admin/products?limit=2']) {
      const link = String(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: staffCookie } })).headers.link ?? '',
      );
      const after = /[?&]after=([^&>]+)/.exec(link)?.[1];
      if (after) (url.startsWith('/api/admin/') ? adminCursors : catalogCursors).push(decodeURIComponent(after));
    }
    const unique = (values: string[]) => [...new Set(values)];
    known = {
      handles: [...ids.keys()],
      productIds: [...ids.values()],
      variantGids: variants.map((v) => `gid://local/ProductVariant/${v.id}`),
      plentifulVariantGids: variants
        .filter((v) => v.productId === plentiful)
        .map((v) => `gid://local/ProductVariant/${v.id}`),
      trackingNumbers,
      paymentTokens,
      giftCardCodes,
      promoCodes: ['FUZZ10', 'fuzz10 ', 'FUZZONCE'],
      catalogCursors,
      adminCursors,
      rowIds: [1, 2, 3, 4],
      login,
      sizes: unique(FIXTURE_PRODUCTS.flatMap((p) => p.variants.map((v) => v.size))),
      colors: unique(FIXTURE_PRODUCTS.flatMap((p) => p.variants.map((v) => v.color))),
      subcategories: unique(FIXTURE_PRODUCTS.map((p) => p.subcategory)),
      materials: unique(FIXTURE_PRODUCTS.flatMap((p) => p.materials ?? [])),
    };
    expect(trackingNumbers.length, 'setup orders').toBeGreaterThan(0);
    expect(paymentTokens.length, 'setup payments').toBeGreaterThan(1);
    expect(giftCardCodes.length, 'setup gift cards').toBeGreaterThan(0);
    expect(catalogCursors.length * adminCursors.length, 'setup cursors').toBeGreaterThan(0);

    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // From the app's own routes, so a route the document leaves out is fuzzed too.
    operations = routeOperations(listRoutes(t.app), doc);
    context = {
      hints: storeHints(known),
      staffCookie,
      staffOnly: (op: Operation) => op.path.startsWith('/api/admin/') || op.key === 'GET /api/auth/me',
      shopperCookie,
      shopperOnly: (op: Operation) => op.path.startsWith('/api/account/') && !SESSIONLESS_ACCOUNT_ROUTES.has(op.key),
      rawBodies: {
        'POST /api/admin/media': fc.record({
          contentType: fc.constantFrom(...MEDIA_TYPES, 'image/gif', 'IMAGE/PNG; charset=binary'),
          payload: fc.uint8Array({ minLength: 0, maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
        }),
      },
    };
    console.info(
      `fuzz: setup (app, catalogue, staff, orders, gift cards) took ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
  });
  afterAll(() => t?.close());

  const send = (request: FuzzRequest) =>
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    });

  // Before the random requests, which change the store (products, staff) under the probes.
  it(
    'refuses half a surrogate pair in every text field of every route with 400 naming the field',
    { timeout: 120_000 },
    async () => {
      const check = createAnswerChecker(doc);
      const failures: string[] = [];
      const probed = new Set<string>();
      for (const [index, op] of operations.entries()) {
        for (const { field, text, request } of fieldProbes(op, context, LONE_SURROGATES, SEED + index)) {
          const path = field.location === 'header' ? String(field.path[0]).toLowerCase() : field.path.join('.');
          // Stripe's webhook takes the bytes Stripe signed, not text: its body is judged by its signature.
          if (field.location === 'body' && RAW_BODY_ROUTES.includes(op.path)) continue;
          probed.add(`${op.key} ${field.location} ${path}`);
          const res = await send(request);
          const problems = op.documented
            ? check(op, { statusCode: res.statusCode, headers: res.headers, body: res.body })
            : res.statusCode >= 500
              ? [`server error ${res.statusCode}`]
              : [];
          // A URL cannot carry half a pair (UTF-8 has no form for it): the path and query get the
          // bytes a lax encoder writes, which do not decode, and must only be answered as documented.
          if (field.location === 'body' || field.location === 'header') {
            const named = { message: LONE_SURROGATE_MESSAGE, errors: [{ path, message: LONE_SURROGATE_MESSAGE }] };
            if (res.statusCode !== 400) problems.push(`status ${res.statusCode}, not 400`);
            else if (op.method !== 'HEAD' && JSON.stringify(res.json()) !== JSON.stringify(named))
              problems.push(`does not name ${path}`);
          }
          if (problems.length)
            failures.push(
              `${op.key} ${field.location} ${path} = ${JSON.stringify(text)}: ${problems.join('; ')}\n    → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
        }
      }
      console.info(
        `fuzz: ${probed.size} text fields over ${operations.length} routes probed with ${LONE_SURROGATES.length} lone surrogates each`,
      );
      expect(probed.size, 'text fields probed').toBeGreaterThan(200);
      expect(failures.length, failures.slice(0, 20).join('\n')).toBe(0);
    },
  );

  it(
    `answers ${TOTAL} generated requests without a 5xx and as the OpenAPI document says (seed ${SEED})`,
    { timeout: 240_000 },
    async () => {
      expect(operations.filter((op) => op.documented).length).toBeGreaterThan(30);

      // Requests per operation: an even share, less for the password-hashing ones and for the
      // routes the document leaves out (HEAD, /healthz), whose answers are only checked for 5xx.
      const weight = (op: RouteOperation) => (HASHING.has(op.key) ? 0.3 : op.documented ? 1 : 0.25);
      const totalWeight = operations.reduce((sum, op) => sum + weight(op), 0);
      const perOperation = operations.map((op, index) =>
        fc.sample(requestArbitrary(op, context), {
          seed: SEED + index,
          numRuns: Math.ceil((TOTAL * weight(op)) / totalWeight),
        }),
      );
      // Interleaved, so every operation runs against a store the others are changing.
      const requests: FuzzRequest[] = [];
      for (let i = 0; perOperation.some((list) => i < list.length); i++) {
        for (const list of perOperation)
          if (i < list.length) requests.push(i % 10 === 9 ? { ...list[i]!, remoteAddress: LIMITED_ADDRESS } : list[i]!);
      }

      const check = createAnswerChecker(doc);
      const byKey = new Map(operations.map((op) => [op.key, op]));
      const mismatches: Mismatch[] = [];
      const stats = new Map<string, { sent: number; valid: number; ms: number; statuses: Map<number, number> }>();
      const started = Date.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            const request = requests[next++]!;
            const op = byKey.get(request.op)!;
            const sentAt = performance.now();
            const res = await send(request);
            const entry = stats.get(op.key) ?? { sent: 0, valid: 0, ms: 0, statuses: new Map<number, number>() };
            entry.sent++;
            entry.ms += performance.now() - sentAt;
            if (request.valid) entry.valid++;
            entry.statuses.set(res.statusCode, (entry.statuses.get(res.statusCode) ?? 0) + 1);
            stats.set(op.key, entry);
            const problems = op.documented
              ? check(op, { statusCode: res.statusCode, headers: res.headers, body: res.body })
              : res.statusCode >= 500
                ? [`server error ${res.statusCode}`]
                : [];
            if (problems.length) mismatches.push({ request, status: res.statusCode, body: res.body, problems });
          }
        }),
      );

      const sent = [...stats.values()].reduce((sum, s) => sum + s.sent, 0);
      const valid = [...stats.values()].reduce((sum, s) => sum + s.valid, 0);
      const allStatuses = new Map<number, number>();
      for (const s of stats.values())
        for (const [status, n] of s.statuses) allStatuses.set(status, (allStatuses.get(status) ?? 0) + n);
      const histogram = (m: Map<number, number>) =>
        [...m]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
      console.info(
        [
          `fuzz: ${sent} requests over ${stats.size} operations in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); ` +
            `${valid} well formed (${Math.round((100 * valid) / sent)}%), ${sent - valid} broken on purpose; statuses ${histogram(allStatuses)}`,
          ...operations.map((op) => {
            const s = stats.get(op.key);
            const ms = s ? ` ${(s.ms / s.sent).toFixed(0).padStart(4)} ms` : '';
            return `  ${op.key.padEnd(44)} ${String(s?.sent ?? 0).padStart(5)} sent, ${String(s?.valid ?? 0).padStart(4)} valid,${ms}: ${s ? histogram(s.statuses) : '-'}`;
          }),
        ].join('\n'),
      );

      expect(stats.size, 'every operation was fuzzed').toBe(operations.length);
      expect(sent).toBeGreaterThanOrEqual(10_000);
      expect(mismatches.length, report(mismatches)).toBe(0);
    },
  );
});

/** Mismatches grouped by operation, status and problem, a few requests each. */
function report(mismatches: Mismatch[]): string {
  const groups = new Map<string, Mismatch[]>();
  for (const m of mismatches) {
    const key = `${m.request.op} -> ${m.status}: ${m.problems[0]!.replace(/"[^"]*"/g, '"…"').slice(0, 160)}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
  const lines = [`${mismatches.length} answers break the contract (seed ${SEED}; rerun with FUZZ_SEED=${SEED}):`];
  for (const [key, list] of groups) {
    lines.push(`\n● ${key}  (${list.length}×)`);
    for (const m of list.slice(0, 3)) {
      lines.push(
        `  - ${describeRequest(m.request)}`,
        `    → ${m.status} ${clip(m.body, 400)}`,
        ...m.problems.map((p) => `    ! ${clip(p, 600)}`),
      );
    }
  }
  return lines.join('\n');
}
