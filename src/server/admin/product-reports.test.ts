// Admin > Reports > Products and Returns through the API: an order of a dress in two sizes, paid,
// delivered, one size sent back as too small and refunded; the figures it makes in both reports,
// the period before, the CSV downloads, a 400 naming the field for a bad range, and no figures
// at all for a packer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schemas/reports';
import { ROLE_REFUSED } from '../../shared/staff-roles';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper } from '../test/orders-fixtures';
import { deliveredOrder, startReturn, staffStep } from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);
const yesterday = addDays(today, -1);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStaff(t, 'product-reports-owner', 'admin');
  packer = await signedInStaff(t, 'product-reports-packer', 'fulfillment');
  const dress = await addTestProduct(t.db, 'report linen dress', [
    { size: 'S', color: 'Red', priceCents: 4000, stock: 10 },
    { size: 'M', color: 'Red', priceCents: 4000, stock: 6 },
  ]);
  // Arkansas: no tax. 2 × S and 1 × M at $40.00: $120.00 of items.
  const order = await deliveredOrder(
    t.app,
    owner,
    [
      { variantId: dress.variants.get('S:Red')!, quantity: 2 },
      { variantId: dress.variants.get('M:Red')!, quantity: 1 },
    ],
    { ...anotherShopper(), state: 'AR' },
  );
  const started = await startReturn(t.app, order, [{ itemId: order.itemIds[0]!, quantity: 1, reason: 'too_small' }]);
  expect(started.statusCode, started.body).toBe(201);
  const [found] = (
    (await t.db.execute(
      sql`select id from returns where return_number = ${started.json().returnNumber}`,
    )) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  const id = found!.id;
  expect((await staffStep(t.app, owner, id, 'approve', {})).statusCode).toBe(200);
  const [line] = (
    (await t.db.execute(sql`select id from return_lines where return_id = ${id}`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  expect(
    (await staffStep(t.app, owner, id, 'receive', { lines: [{ lineId: line!.id, restock: true }] })).statusCode,
  ).toBe(200);
  expect((await staffStep(t.app, owner, id, 'refund', {})).statusCode).toBe(200);
});
afterAll(async () => t?.close());

const call = (report: string, query: string, cookies = owner) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/${report}?${query}`, cookies });

describe('GET /api/admin/reports/products', () => {
  it("answers today's units, net sales, sell-through and returns rate per product and variant", async () => {
    const res = await call('products', `from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 3 sold, 1 back for $40.00; stock now: S 10 − 2 + 1 = 9, M 6 − 1 = 5.
    expect(body.current).toEqual({
      from: today,
      to: today,
      unitsSold: 3,
      sales: '120.00',
      refunds: '40.00',
      netSales: '80.00',
      unitsReturned: 1,
      stockNow: 14,
      sellThrough: 0.1765,
      returnsRate: 0.3333,
    });
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      name: 'report linen dress',
      category: 'women',
      unitsSold: 3,
      netSales: '80.00',
      previous: { unitsSold: 0, netSales: '0.00' },
    });
    expect(
      body.products[0].variants.map((v: Record<string, unknown>) => [v.size, v.unitsSold, v.netSales, v.returnsRate]),
    ).toEqual([
      ['S', 2, '40.00', 0.5],
      ['M', 1, '40.00', 0],
    ]);
    expect(
      body.bySize.map((g: Record<string, unknown>) => [g.key, g.unitsSold, g.unitsReturned, g.sellThrough]),
    ).toEqual([
      ['M', 1, 0, 0.1667],
      ['S', 2, 1, 0.1818],
    ]);
    expect(body.byCategory.map((g: Record<string, unknown>) => [g.key, g.netSales])).toEqual([['women', '80.00']]);
    expect(body.byColor.map((g: Record<string, unknown>) => g.key)).toEqual(['Red']);
    expect(body.previous).toMatchObject({ from: yesterday, to: yesterday, unitsSold: 0, netSales: '0.00' });
  });

  it('sends a row per variant as a CSV download', async () => {
    const res = await call('products', `from=${today}&to=${today}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="products-${today}-to-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Product,SKU,Category,Collection,Size,Colour,Units sold,Sales,Refunds,Net sales,Units returned,Stock now,Sell-through,Returns rate',
    );
    expect(lines.slice(1).map((row) => row.split(',').slice(4))).toEqual([
      ['S', 'Red', '2', '80.00', '40.00', '40.00', '1', '9', '0.1818', '0.5000'],
      ['M', 'Red', '1', '40.00', '0.00', '40.00', '0', '5', '0.1667', '0.0000'],
      [],
    ]);
  });
});

describe('GET /api/admin/reports/returns', () => {
  it("answers today's returns by reason, size and product", async () => {
    const res = await call('returns', `from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.current).toEqual({ from: today, to: today, returns: 1, units: 1, refundAmount: '40.00' });
    expect(body.byReason.map((g: Record<string, unknown>) => [g.label, g.units, g.refundAmount])).toEqual([
      ['Too small', 1, '40.00'],
      ['Too large', 0, '0.00'],
      ['Not as pictured', 0, '0.00'],
      ['Damaged or faulty', 0, '0.00'],
      ['Changed my mind', 0, '0.00'],
    ]);
    expect(body.bySize).toEqual([{ key: 'S', label: 'S', returns: 1, units: 1, refundAmount: '40.00' }]);
    expect(body.byProduct.map((g: Record<string, unknown>) => [g.label, g.units])).toEqual([['report linen dress', 1]]);
    expect(body.previous).toEqual({ from: yesterday, to: yesterday, returns: 0, units: 0, refundAmount: '0.00' });
  });

  it('sends its groups as a CSV download, with the total last', async () => {
    const res = await call('returns', `from=${today}&to=${today}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="returns-${today}-to-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Group,Name,Returns,Units,Refund amount');
    expect(lines[1]).toBe('Reason,Too small,1,1,40.00');
    expect(lines.slice(-3)).toEqual(['Product,report linen dress,1,1,40.00', 'Total,,1,1,40.00', '']);
  });
});

describe('both reports', () => {
  it.each(['products', 'returns'])('%s: refuses a bad range with a 400 naming the field', async (report) => {
    for (const [query, field] of [
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=yesterday', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['from=2020-01-01&to=2026-03-01', 'from'],
      ['format=xlsx', 'format'],
    ]) {
      const res = await call(report, query!);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(new Set(res.json().errors.map((error: { path: string }) => error.path))).toEqual(new Set([field]));
    }
  });

  it.each(['products', 'returns'])('%s: shows a packer no figures', async (report) => {
    const res = await call(report, `from=${today}&to=${today}`, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ROLE_REFUSED });
    expect((await call(report, 'format=csv', packer)).statusCode).toBe(403);
  });
});
