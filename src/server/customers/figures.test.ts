// The customer list's figures are kept where orders, refunds and accounts change: after a mix of
// orders paid, refunded, cancelled, abandoned and paid by gift card, accounts made, renamed and
// deleted, the list reads what a fresh count of every order says, to the cent.
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, toDecimal } from '../../shared/money';
import { customerFigures, orders } from '../db/schema';
import { asShopper, signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addGiftCard, addTestProduct, customer, placePaidOrder, postOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { rebuildCustomerFigures } from './figures';

describe('customer figures', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let dress: number;
  const spent: Record<string, number> = {};

  const send = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as HTTPMethods, url, cookies: owner, ...(payload ? { payload } : {}) });
  const body = (email: string, extra: object = {}) => ({
    customer: { ...customer, email, firstName: email.split(/[@+]/)[0]!, lastName: 'Guest' },
    items: [{ variantId: variantGid(dress), quantity: 1 }],
    ...extra,
  });
  const paid = async (email: string, extra: object = {}) => (await placePaidOrder(t.app, body(email, extra))).order;
  const ok = async (method: string, url: string, payload?: object) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const storedFigures = () => t.db.select().from(customerFigures).orderBy(customerFigures.customerKey);

  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    owner = await signedInStaff(t, 'owner', 'admin');
    dress = (
      await addTestProduct(t.db, 'figures-dress', [{ size: 'M', color: 'Red', priceCents: 4000, stock: 100 }])
    ).variants.get('M:Red')!;

    // Mia as a guest: one order kept, one partly refunded, one cancelled, one abandoned at the
    // payment page, and one a gift card paid in full.
    const kept = await paid('mia@example.com');
    const refunded = await paid('mia@example.com');
    await ok('POST', `/api/admin/orders/${refunded.id}/refunds`, { amount: '10.00', reason: 'Late' });
    const cancelled = await paid('mia@example.com');
    await ok('POST', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect((await postOrder(t.app, body('mia@example.com'))).statusCode).toBe(201);
    await addGiftCard(t.db, 'TJ-FIGS-CARD-0001', '500.00');
    const byCard = await paid('Mia+shoes@example.com', { giftCardCode: 'TJ-FIGS-CARD-0001' });
    const [card] = await t.db.select().from(orders).where(eq(orders.id, byCard.id));
    spent.mia = toCents(kept.total) + toCents(refunded.total) - 1000 + toCents(card!.giftCardAmount);

    // Then she makes an account (her guest orders join it) and gives her name.
    const mia = await signInAs(t.app, t.mailbox, 'mia@example.com');
    await asShopper(t.app, mia.session)('PATCH', '/api/account/me', { name: 'Mia Account' });

    // Noah's only order is refunded in full; Zoe has an account and no order; Gus deletes his.
    const noah = await paid('noah@example.com');
    await ok('POST', `/api/admin/orders/${noah.id}/refunds`, { amount: noah.total, reason: 'Returned' });
    await signInAs(t.app, t.mailbox, 'zoe@example.com');
    await paid('gus@example.com');
    const gus = await signInAs(t.app, t.mailbox, 'gus@example.com');
    await asShopper(t.app, gus.session)('DELETE', '/api/account/me', { email: 'gus@example.com' });
  });

  afterAll(() => t?.close());

  it('lists each customer with their placed orders and what they spent less refunds', async () => {
    const res = await send('GET', '/api/admin/customers?sort=name');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<Array<Record<string, unknown>>>().map(({ name, kind, orders, spent: cents }) => ({
      name,
      kind,
      orders,
      spent: cents,
    }));
    expect(rows).toEqual([
      { name: 'Mia Account', kind: 'account', orders: 4, spent: toDecimal(spent.mia!) },
      { name: 'noah Guest', kind: 'guest', orders: 1, spent: '0.00' },
      { name: null, kind: 'deleted', orders: 1, spent: expect.any(String) },
      { name: null, kind: 'account', orders: 0, spent: '0.00' },
    ]);
  });

  it('keeps the same figures as working them out again from every order', async () => {
    const kept = await storedFigures();
    await t.db.transaction((tx) => rebuildCustomerFigures(tx));
    expect(await storedFigures()).toEqual(kept);
    expect(kept.map((row) => row.customerKey)).toEqual([
      expect.stringMatching(/^deleted-account-\d+@invalid$/),
      'mia@example.com',
      'noah@example.com',
      'zoe@example.com',
    ]);
  });
});
