// Admin > Reports > Sales through the API: today's figures after two paid orders, a declined
// one, one never paid and a part refund; the period before; weeks and months; the CSV download;
// a 400 naming the field for a bad range; and no figures at all for a packer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../shared/staff-roles';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addTestProduct,
  anotherShopper,
  choosePayment,
  placePaidOrder,
  postOrder,
  variantGid,
} from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStaff(t, 'reports-owner', 'admin');
  packer = await signedInStaff(t, 'reports-packer', 'fulfillment');
  const dress = (
    await addTestProduct(t.db, 'reports-dress', [{ size: 'M', color: 'Red', priceCents: 4000, stock: 100 }])
  ).variants.get('M:Red')!;
  // In Arkansas: no tax. $40.00 and $80.00 of items, shipping $9.99 on the first only (free over $50).
  const order = (quantity: number) => ({
    customer: anotherShopper(),
    items: [{ variantId: variantGid(dress), quantity }],
  });
  const first = (await placePaidOrder(t.app, order(1))).order;
  await placePaidOrder(t.app, order(2));
  const declined = (await postOrder(t.app, order(1))).json<{ paymentToken: string }>();
  await choosePayment(t.app, declined.paymentToken, 'decline');
  await postOrder(t.app, order(3));
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${first.id}/refunds`,
    cookies: owner,
    payload: { amount: '15.50' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
});
afterAll(async () => t?.close());

const report = (query: string, cookies = owner) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/sales?${query}`, cookies });

describe('GET /api/admin/reports/sales', () => {
  it("answers today's sales: paid orders only, less the refund", async () => {
    const res = await report(`from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().current).toEqual({
      from: today,
      to: today,
      orders: 2,
      grossSales: '120.00',
      discounts: '0.00',
      refunds: '15.50',
      tax: '0.00',
      shipping: '9.99',
      netSales: '114.49',
      averageOrderValue: '60.00',
    });
    expect(res.json().previous).toMatchObject({ orders: 0, netSales: '0.00' });
  });

  it('compares with the same number of days just before, and cuts weeks and months to the range', async () => {
    const res = await report('from=2026-01-07&to=2026-02-10&interval=week');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.previous).toMatchObject({ from: '2025-12-03', to: '2026-01-06' });
    expect(body.series.at(0)).toMatchObject({ from: '2026-01-07', to: '2026-01-11' });
    expect(body.series.at(1)).toMatchObject({ from: '2026-01-12', to: '2026-01-18' });
    expect(body.series.at(-1)).toMatchObject({ from: '2026-02-09', to: '2026-02-10' });
    const months = (await report('from=2026-01-15&to=2026-03-02&interval=month')).json().series;
    expect(months.map((row: { from: string; to: string }) => [row.from, row.to])).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-02'],
    ]);
  });

  it('covers the last 30 days when asked no range', async () => {
    const body = (await report('')).json();
    expect(body.series).toHaveLength(30);
    expect(body.current.to).toBe(today);
    expect(body.current.netSales).toBe('114.49');
  });

  it('sends the rows as a CSV download, with the total last', async () => {
    const res = await report(`from=${today}&to=${today}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-${today}-to-${today}-by-day.csv"`);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'From,To,Orders,Gross sales,Discounts,Refunds,Tax,Shipping,Net sales,Average order value',
      `${today},${today},2,120.00,0.00,15.50,0.00,9.99,114.49,60.00`,
      'Total,,2,120.00,0.00,15.50,0.00,9.99,114.49,60.00',
      '',
    ]);
  });

  it.each([
    ['from=2026-13-01&to=2026-12-31', 'from'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-03-01&to=yesterday', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=2020-01-01&to=2026-03-01', 'from'],
    ['from=2020-01-01', 'from'],
    ['interval=year', 'interval'],
    ['format=xlsx', 'format'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await report(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(new Set(res.json().errors.map((error: { path: string }) => error.path))).toEqual(new Set([field]));
  });

  it("answers the dashboard's today, last 7 days and 30 days, each beside the period before", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/overview', cookies: owner });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.today.current).toMatchObject({ from: today, to: today, orders: 2, netSales: '114.49' });
    expect(body.today.previous).toMatchObject({ orders: 0, netSales: '0.00' });
    expect(body.last7Days.current).toMatchObject({ to: today, orders: 2, averageOrderValue: '60.00' });
    expect(body.last30Days).toHaveLength(30);
    expect(body.last30Days.at(-1)).toMatchObject({ from: today, netSales: '114.49' });
  });

  it('shows a packer no figures', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports/overview', cookies: packer })).statusCode,
    ).toBe(403);
    const res = await report(`from=${today}&to=${today}`, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ROLE_REFUSED });
    expect((await report('format=csv', packer)).statusCode).toBe(403);
  });
});
