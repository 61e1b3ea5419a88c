// The order list as staff read it: each row's payment and fulfillment status for orders paid,
// declined, left unpaid, refunded and shipped; abandoned checkouts apart; the filters, search
// and counts; and the revenue card after refunds.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../shared/catalog/counts';
import { ORDER_SEARCH_COUNT_CAP } from '../../shared/schemas/admin';
import { productVariants } from '../db/schema';
import { insertProduct } from '../catalog/write';
import { createTestApp, type TestApp } from '../test/harness';
import { addGiftCard, choosePayment, placePaidOrder, postOrder } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

interface Row {
  id: number;
  trackingNumber: string;
  customerName: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  status: string;
  itemCount: number;
  total: string;
}

const shopper = (firstName: string, lastName: string, email: string) => ({
  email,
  firstName,
  lastName,
  address: '1 Main St',
  city: 'Fort Smith',
  state: 'AR',
  zipCode: '72901',
  country: 'US',
});

describe('the order list', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let variantId: number;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  const body = (who: ReturnType<typeof shopper>, quantity = 1, extra: Record<string, unknown> = {}) => ({
    customer: who,
    items: [{ variantId: `gid://local/ProductVariant/${variantId}`, quantity }],
    ...extra,
  });
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?limit=100${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row[]>();
  };
  const rowOf = (rows: Row[], name: string) => rows.find((r) => r.id === ids[name]);
  const staffPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, cookies, payload });

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'lister');
    const productId = await insertProduct(t.db, {
      handle: 'linen-culottes',
      name: 'Linen culottes',
      description: '<p>Airy</p>',
      category: 'women',
      subcategory: 'bottoms',
      variants: [{ size: 'M', color: 'Black', priceCents: 3599, stock: 100, sku: 'CUL-M-BLK' }],
      images: [{ url: '/media/1', alt: 'culottes', width: 800, height: 1000 }],
    });
    variantId = (await t.db.select().from(productVariants).where(eq(productVariants.productId, productId)))[0]!.id;
    await addGiftCard(t.db, 'TJ-LIST-CARD-0001', '500.00');

    const paid = await placePaidOrder(t.app, body(shopper('Grace', 'Hopper', 'grace@example.com'), 2));
    ids.paid = paid.order.id;
    numbers.paid = paid.order.trackingNumber;

    // One purchase with two declines and then a payment: one order, two abandoned checkouts.
    for (const name of ['declined1', 'declined2']) {
      const placed = (await postOrder(t.app, body(shopper('Alan', 'Turing', 'alan@example.com')))).json();
      ids[name] = placed.order.id;
      expect((await choosePayment(t.app, placed.paymentToken, 'decline')).json().status).toBe('declined');
    }
    ids.alanPaid = (await placePaidOrder(t.app, body(shopper('Alan', 'Turing', 'alan@example.com')))).order.id;

    const unpaid = (await postOrder(t.app, body(shopper('Ada', 'Lovelace', 'ada@example.com')))).json();
    ids.unpaid = unpaid.order.id;

    ids.giftCard = (
      await placePaidOrder(
        t.app,
        body(shopper('Katherine', 'Johnson', 'kj@example.com'), 1, { giftCardCode: 'TJ-LIST-CARD-0001' }),
      )
    ).order.id;

    ids.refunded = (await placePaidOrder(t.app, body(shopper('Edsger', 'Dijkstra', 'ed@example.com')))).order.id;
    expect(
      (
        await staffPost(`/api/admin/orders/${ids.refunded}/status`, {
          status: 'cancelled',
          note: 'customer emailed asking to cancel',
        })
      ).statusCode,
    ).toBe(200);

    ids.partly = (await placePaidOrder(t.app, body(shopper('Barbara', 'Liskov', 'bl@example.com'), 2))).order.id;
    expect(
      (await staffPost(`/api/admin/orders/${ids.partly}/refunds`, { amount: '10.00', reason: 'Loose thread' }))
        .statusCode,
    ).toBe(200);

    ids.shipped = (await placePaidOrder(t.app, body(shopper('Linus', 'Torvalds', 'lt@example.com')))).order.id;
    expect(
      (
        await staffPost(`/api/admin/orders/${ids.shipped}/status`, {
          status: 'shipped',
          carrier: 'UPS',
          carrierTrackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('shows each order with the payment status and fulfillment status it really has', async () => {
    const rows = await list();
    const read = (name: string) => {
      const row = rowOf(rows, name);
      return row && [row.paymentStatus, row.fulfillmentStatus, row.status];
    };
    expect(read('paid')).toEqual(['paid', 'unfulfilled', 'pending']);
    expect(read('alanPaid')).toEqual(['paid', 'unfulfilled', 'pending']);
    expect(read('giftCard')).toEqual(['paid', 'unfulfilled', 'pending']);
    expect(read('refunded')).toEqual(['refunded', 'unfulfilled', 'cancelled']);
    expect(read('partly')).toEqual(['partially_refunded', 'unfulfilled', 'pending']);
    expect(read('shipped')).toEqual(['paid', 'fulfilled', 'shipped']);
    expect(rowOf(rows, 'paid')).toMatchObject({ customerName: 'Grace Hopper', itemCount: 2, total: '71.98' });
  });

  it('keeps checkouts whose payment never succeeded out of the orders, and lists them as abandoned', async () => {
    const rows = await list();
    for (const name of ['declined1', 'declined2', 'unpaid']) expect(rowOf(rows, name), name).toBeUndefined();
    const abandoned = await list('&view=abandoned');
    expect(abandoned.map((r) => r.id).sort()).toEqual([ids.declined1, ids.declined2, ids.unpaid].sort());
    expect(abandoned.every((r) => r.paymentStatus === 'unpaid')).toBe(true);
    // Those still awaiting their payment (holding stock), apart from the ones released.
    expect((await list('&view=abandoned&status=awaiting_payment')).map((r) => r.id)).toEqual([ids.unpaid]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=lost', cookies });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ path: 'status', message: 'Unknown order status' }),
    ]);

    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', cookies })).json();
    expect(stats.totalOrders).toBe(6);
  });

  it('counts revenue as what paid orders brought in, less refunds', async () => {
    // Two orders of 2 x 35.99 (free shipping), one of them refunded 10.00; three of 35.99 + 9.99
    // shipping, the gift card's too; the cancelled one counts nothing. Tax is 0 in Arkansas.
    const expected = 2 * 7198 - 1000 + 3 * (3599 + 999);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', cookies })).json();
    expect(stats.totalRevenueCents).toBe(expected);
  });

  it('filters by payment status, fulfillment status, work to do and days', async () => {
    expect((await list('&payment=partially_refunded')).map((r) => r.id)).toEqual([ids.partly]);
    expect((await list('&fulfillment=fulfilled')).map((r) => r.id)).toEqual([ids.shipped]);
    expect((await list('&toShip=true')).map((r) => r.id).sort()).toEqual(
      [ids.paid, ids.alanPaid, ids.giftCard, ids.partly].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`&from=${today}&to=${today}`)).toHaveLength(6);
    expect(await list('&to=2020-01-01')).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/orders?from=yesterday', cookies });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'from', message: 'from must be a date like 2026-11-29' });
  });

  it("finds an order by its number, the customer's name, email, product, SKU and carrier's number", async () => {
    const found = async (q: string) => (await list(`&q=${encodeURIComponent(q)}`)).map((r) => r.id).sort();
    expect(await found(`#${ids.shipped}`)).toEqual([ids.shipped]);
    expect(await found(numbers.paid!.toLowerCase())).toEqual([ids.paid]);
    expect(await found('grace hop')).toEqual([ids.paid]);
    expect(await found('Turing')).toEqual([ids.alanPaid]);
    expect(await found('bl@example')).toEqual([ids.partly]);
    expect(await found('1z999aa')).toEqual([ids.shipped]);
    expect(await found('culottes')).toHaveLength(6);
    expect(await found('CUL-M-BLK')).toHaveLength(6);
  });

  it('pages oldest first with a cursor, every order once', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=4&sort=oldest', cookies });
    const next = /<[^>]*[?&]after=([^&>]+)[^>]*>; rel="next"/.exec(first.headers.link as string)![1]!;
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?limit=4&sort=oldest&after=${next}`,
      cookies,
    });
    const order = [...first.json<Row[]>(), ...second.json<Row[]>()].map((r) => r.id);
    expect(order).toEqual([ids.paid, ids.alanPaid, ids.giftCard, ids.refunded, ids.partly, ids.shipped]);
    expect(first.headers['x-total-count']).toBe('6');
  });

  it('counts the orders to ship, and the new ones since the list was last opened', async () => {
    const counts = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts', cookies })).json();
    expect(await counts()).toEqual({ toShip: 4, inReview: 0, awaitingPayment: 1, newSinceLastVisit: 6 });
    const other = await signedInStaff(t, 'newcomer');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts', cookies: other });
    expect(theirs.json().newSinceLastVisit).toBe(6);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/orders-seen', cookies: other })).json().newSinceLastVisit,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts', cookies: other })).json().newSinceLastVisit,
    ).toBe(0);
    await placePaidOrder(t.app, body(shopper('New', 'Buyer', 'new@example.com')));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts', cookies: other })).json(),
    ).toMatchObject({ toShip: 5, newSinceLastVisit: 1 });
  });

  it("keeps staff notes out of the shopper's tracking page, and puts refunds in the order's history", async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${ids.refunded}`, cookies })).json();
    const tracked = (
      await t.app.inject({ method: 'GET', url: `/api/orders/track/${detail.order.trackingNumber}` })
    ).json();
    expect(JSON.stringify(tracked)).not.toContain('customer emailed');
    expect(tracked.order.events.map((e: { status: string; note: string | null }) => [e.status, e.note])).toEqual([
      ['awaiting_payment', 'Order placed; awaiting payment'],
      ['pending', 'Payment received'],
      ['cancelled', null],
    ]);
    const history = detail.events.map(
      (e: { kind: string; status: string; note: string | null; adminUsername: string | null }) => [
        e.kind,
        e.status,
        e.note,
        e.adminUsername,
      ],
    );
    expect(history).toEqual([
      ['status', 'awaiting_payment', 'Order placed; awaiting payment', null],
      ['status', 'pending', 'Payment received', null],
      ['payment', 'paid', null, null],
      ['status', 'cancelled', 'customer emailed asking to cancel', 'lister'],
      ['payment', 'paid', 'Refund of $45.98 asked for: customer emailed asking to cancel', 'lister'],
      ['payment', 'refunded', 'Refunded $45.98: customer emailed asking to cancel', 'lister'],
    ]);
    const partly = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${ids.partly}`, cookies })).json();
    expect(partly.order.paymentStatus).toBe('partially_refunded');
    expect(partly.events.at(-1)).toMatchObject({
      kind: 'payment',
      status: 'partially_refunded',
      note: 'Refunded $10.00: Loose thread',
      adminUsername: 'lister',
    });
  });
});

describe('the order list in a large store', () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'counter');
    // 10,050 paid orders to ship, each of a pair of culottes: written in one statement each.
    await t.db.execute(sql`
      insert into orders (email, status, payment_status, fulfillment_status, total, shipping_address, tracking_number, customer, created_at)
      select 'buyer' || n || '@example.com', 'pending', 'paid', 'unfulfilled', 71.98, 'Ada Lovelace', 'TJ-BULK-' || n,
        jsonb_build_object('firstName', 'Ada', 'lastName', 'Lovelace ' || n), timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, ${COUNT_CAP + 50}) n`);
    await t.db.execute(
      sql`insert into order_items (order_id, name, sku, quantity, price) select id, 'Linen culottes', 'CUL-' || id, 2, 35.99 from orders`,
    );
    await t.db.execute(sql`insert into sold_item_names (name, sku) select distinct name, sku from order_items`);
  }, 180_000);
  afterAll(() => t.close());

  const listed = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?limit=25${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json<Row[]>(), total: res.headers['x-total-count'] };
  };

  it('answers totals past the cap as the cap + 1 (a search counts to its own cap), and exact ones below', async () => {
    const all = await listed('');
    expect(all.rows).toHaveLength(25);
    expect(all.total).toBe(String(COUNT_CAP + 1));
    expect((await listed('&toShip=true')).total).toBe(String(COUNT_CAP + 1));
    expect((await listed('&q=culottes')).total).toBe(String(ORDER_SEARCH_COUNT_CAP + 1));
    const lovelace100 = Array.from({ length: COUNT_CAP + 50 }, (_, i) => String(i + 1)).filter((n) =>
      n.startsWith('100'),
    ).length;
    expect((await listed('&q=Lovelace%20100')).total).toBe(String(lovelace100));
    const one = await listed('&q=buyer4242%40');
    expect(one.rows.map((r) => r.customerName)).toEqual(['Ada Lovelace 4242']);
    expect(one.total).toBe('1');
  });

  it('caps the counts beside the views the same way', async () => {
    const counts = (await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts', cookies })).json();
    expect(counts).toEqual({
      toShip: COUNT_CAP + 1,
      inReview: 0,
      awaitingPayment: 0,
      newSinceLastVisit: COUNT_CAP + 1,
    });
  });
});
