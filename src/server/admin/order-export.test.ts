// The order list as a CSV download: what the books need of each order, with the list's filters,
// and without customers' contact details for a role that may not see them.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, placePaidOrder, postOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('orders export', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let paidId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'bookkeeper');
    const dress = (
      await addTestProduct(t.db, 'export-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 2500, stock: 100 }])
    ).variants.get('M:Blue')!;
    const order = { customer, items: [{ variantId: variantGid(dress), quantity: 2 }] };
    paidId = (await placePaidOrder(t.app, order)).order.id;
    await postOrder(t.app, order);
  });
  afterAll(() => t?.close());

  const exported = async (query: string, cookies = owner) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/export${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    return parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
  };

  it('lists each placed order with its lines, money in dollars and the address', async () => {
    const rows = await exported('');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Order: `#${paidId}`,
      'Customer email': 'shopper@example.com',
      'Payment status': 'paid',
      Items: '2 x export wrap dress (M / Blue)',
      Subtotal: '50.00',
      Discount: '0.00',
      Shipping: '9.99',
    });
    expect(rows[0]!.Total).toMatch(/^\d+\.\d\d$/);
    expect(rows[0]!['Shipping address']).toContain('1 Main St');
  });

  it('takes the list filters, and a bad one is refused naming it', async () => {
    expect(await exported('?view=abandoned')).toHaveLength(1);
    expect(await exported('?payment=refunded')).toHaveLength(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export?payment=soon', cookies: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('payment');
  });

  it('leaves out emails and addresses for a role that may not contact customers', async () => {
    const packer = await signedInStaff(t, 'export-packer', 'fulfillment');
    const [row] = await exported('', packer);
    expect(row).toMatchObject({ Order: `#${paidId}`, 'Customer email': '', 'Shipping address': '' });
  });
});
