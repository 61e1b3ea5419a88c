// Admin > Customers on the real server: one row per mailbox from accounts and guest orders,
// spend net of refunds to the cent, the filters and sort, what each role reads, staff notes in
// the activity log, and emails listed without a sign-in code.
import { eq, like } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, toDecimal } from '../../shared/money';
import { ROLE_REFUSED } from '../../shared/staff-roles';
import { auditLog, emailOutbox, newsletter, orders } from '../db/schema';
import { asShopper, latestCode, signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, placePaidOrder, postOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('admin customers', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let packer: Record<string, string>;
  let helpdesk: Record<string, string>;
  let dress: number;
  const totals: Record<string, number> = {};
  const ids: Record<string, number> = {};
  let signInCode = '';

  const send = (cookies: Record<string, string>, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as HTTPMethods, url, cookies, ...(payload ? { payload } : {}) });
  const list = async (query = '', cookies = owner) => {
    const res = await send(cookies, 'GET', `/api/admin/customers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Array<Record<string, unknown>>>();
  };
  /** The customer's page address, as the list links to it. */
  const pageOf = async (email: string) => (await list(`?q=${encodeURIComponent(email)}`))[0]!.id as string;
  const order = (email: string, firstName: string, quantity = 1) =>
    placePaidOrder(t.app, {
      customer: { ...customer, email, firstName, lastName: 'Tester' },
      items: [{ variantId: variantGid(dress), quantity }],
    });

  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    owner = await signedInStaff(t, 'owner', 'admin');
    packer = await signedInStaff(t, 'packer', 'fulfillment');
    helpdesk = await signedInStaff(t, 'helpdesk', 'support');
    dress = (
      await addTestProduct(t.db, 'customers-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 100 }])
    ).variants.get('M:Blue')!;

    // One Gmail inbox written two ways: one customer, with both orders.
    for (const [name, email] of [
      ['first', 'a.b+x@gmail.com'],
      ['second', 'ab@gmail.com'],
    ] as const) {
      const placed = await order(email, 'Ann', 2);
      totals[name] = toCents(placed.order.total);
      ids[name] = placed.order.id;
    }
    // A partial refund comes off what Ann spent.
    const refunded = await send(owner, 'POST', `/api/admin/orders/${ids.second}/refunds`, {
      amount: '12.34',
      reason: 'Loose thread',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // An abandoned checkout is not an order.
    expect((await postOrder(t.app, { customer: { ...customer, email: 'ab@gmail.com' }, items: [] })).statusCode).toBe(
      400,
    );

    // An account holder who subscribed, and ordered signed in.
    const { session } = await signInAs(t.app, t.mailbox, 'cleo@example.com');
    signInCode = latestCode(t.mailbox, 'cleo@example.com');
    await asShopper(t.app, session)('PATCH', '/api/account/me', { name: 'Cleo Account' });
    await t.db.insert(newsletter).values({ email: 'cleo@example.com' });
    totals.cleo = toCents((await order('cleo@example.com', 'Cleo', 1)).order.total);

    // An account that is then deleted: its order (joined at sign-in) stays, naming nobody.
    await order('gone@example.com', 'Gone', 1);
    const gone = await signInAs(t.app, t.mailbox, 'gone@example.com');
    const left = await asShopper(t.app, gone.session)('DELETE', '/api/account/me', { email: 'gone@example.com' });
    expect(left.statusCode, left.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('lists one row per inbox, with its placed orders and what it spent less refunds, to the cent', async () => {
    const rows = await list('?sort=name');
    const ann = rows.filter((row) => row.name === 'Ann Tester');
    expect(ann).toHaveLength(1);
    expect(ann[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      kind: 'guest',
      orders: 2,
      spent: toDecimal(totals.first! + totals.second! - 1234),
      subscribed: false,
    });
    expect(rows.find((row) => row.email === 'cleo@example.com')).toMatchObject({
      kind: 'account',
      name: 'Cleo Account',
      orders: 1,
      spent: toDecimal(totals.cleo!),
      subscribed: true,
    });
  });

  it("shows a deleted account's orders without a name or email", async () => {
    const rows = await list();
    const deleted = rows.filter((row) => row.kind === 'deleted');
    expect(deleted).toEqual([expect.objectContaining({ name: null, email: null, orders: 1 })]);
    expect(JSON.stringify(rows)).not.toContain('gone@example.com');
    expect((await list('?q=gone')).length).toBe(0);
  });

  it('finds by part of a name or email, or by the address as written, and filters and sorts', async () => {
    expect((await list('?q=a.b%2Bx%40gmail.com')).map((row) => row.name)).toEqual(['Ann Tester']);
    expect((await list('?q=cleo')).map((row) => row.email)).toEqual(['cleo@example.com']);
    expect((await list('?account=true')).map((row) => row.email)).toEqual(['cleo@example.com']);
    expect((await list('?account=false')).map((row) => row.name)).toEqual(expect.arrayContaining(['Ann Tester']));
    expect((await list('?subscribed=true')).map((row) => row.email)).toEqual(['cleo@example.com']);
    const over = toDecimal(totals.cleo! + 1);
    expect((await list(`?spentOver=${over}`)).map((row) => row.name)).toEqual(['Ann Tester']);
    expect((await list('?orderedSince=2999-01-01')).length).toBe(0);
    expect((await list('?sort=spent'))[0]).toMatchObject({ name: 'Ann Tester' });
    expect((await list('?sort=orders'))[0]).toMatchObject({ name: 'Ann Tester', orders: 2 });

    const first = await send(owner, 'GET', '/api/admin/customers?limit=1&sort=name');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers.link).toContain('after=1');

    const bad = await send(owner, 'GET', '/api/admin/customers?spentOver=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('spentOver');
  });

  it('exports the list as CSV', async () => {
    const res = await send(owner, 'GET', '/api/admin/customers/export?sort=spent');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Customer,Orders,Spent,Last order (UTC),Newsletter');
    expect(lines[1]).toMatch(new RegExp(`^Ann Tester,a\\.b\\+x@gmail\\.com|ab@gmail\\.com,guest,2,`));
    expect(lines).toHaveLength(4);
  });

  it("shows a customer's orders, gift cards, and the emails sent without any sign-in code", async () => {
    const res = await send(owner, 'GET', `/api/admin/customers/${await pageOf('cleo@example.com')}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.customer).toMatchObject({ name: 'Cleo Account', kind: 'account', email: 'cleo@example.com' });
    expect(detail.orders).toEqual([expect.objectContaining({ paymentStatus: 'paid', total: toDecimal(totals.cleo!) })]);
    const subjects = detail.emails.map((email: { subject: string }) => email.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    expect(subjects).toContain('Sign-in code');
    // The code itself was only ever in the mail handed to SMTP.
    expect(res.body).not.toContain(signInCode);
    const stored = await t.db.select().from(emailOutbox).where(eq(emailOutbox.secret, true));
    expect(stored.length).toBeGreaterThan(0);

    expect((await send(owner, 'GET', '/api/admin/customers/not-a-customer')).statusCode).toBe(404);
  });

  it("links an order to its customer's page: an account's, a deleted account's anonymous one, none for an unpaid guest", async () => {
    const pageOfOrder = async (id: number) => {
      const res = await send(owner, 'GET', `/api/admin/orders/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order.customerPageId as string | null;
    };
    expect(await pageOfOrder(ids.first!)).toBe(await pageOf('ab@gmail.com'));
    const deleted = (await list()).find((row) => row.kind === 'deleted')!;
    const [goneOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.email, 'deleted-customer-%'));
    expect(await pageOfOrder(goneOrder!.id)).toBe(deleted.id);
    const page = await send(owner, 'GET', `/api/admin/customers/${String(deleted.id)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().customer).toMatchObject({ kind: 'deleted', name: null, email: null, orders: 1 });

    const unpaid = await postOrder(t.app, {
      customer: { ...customer, email: 'window.shopper@example.com' },
      items: [{ variantId: variantGid(dress), quantity: 1 }],
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    expect(await pageOfOrder(unpaid.json().order.id)).toBeNull();
  });

  it('saves notes and tags with an activity log entry, and only for roles that keep notes', async () => {
    const url = `/api/admin/customers/${await pageOf('ab@gmail.com')}/notes`;
    const saved = await send(helpdesk, 'PUT', url, { note: 'Prefers express shipping', tags: ['vip', 'vip', 'press'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ note: 'Prefers express shipping', tags: ['vip', 'press'] });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'customer.notes_changed'));
    expect(entry).toMatchObject({
      actorUsername: 'helpdesk',
      subjectType: 'customer',
      subjectLabel: 'Ann Tester',
      before: { note: '', tags: [] },
      after: { note: 'Prefers express shipping', tags: ['vip', 'press'] },
    });
    // The same again changes nothing and writes nothing.
    await send(helpdesk, 'PUT', url, { note: 'Prefers express shipping', tags: ['vip', 'press'] });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.kind, 'customer.notes_changed'))).toHaveLength(1);

    const refused = await send(packer, 'PUT', url, { note: 'x', tags: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ROLE_REFUSED });
    const tooMany = await send(owner, 'PUT', url, { note: 'x', tags: 'vip' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('tags');
  });

  it('shows a packer names, addresses and orders, without spend, emails or notes; support without spend', async () => {
    const rows = await list('?sort=name', packer);
    expect(rows.find((row) => row.name === 'Ann Tester')).toMatchObject({ spent: null, email: null, orders: 2 });
    // Nothing a packer reads spells an email out, the page addresses included.
    for (const row of rows) expect(Buffer.from(String(row.id), 'base64url').toString('latin1')).not.toContain('@');
    expect(JSON.stringify(rows)).not.toMatch(/gmail|example\.com/);
    expect((await list('?q=gmail', packer)).length).toBe(0);
    const detail = (await send(packer, 'GET', `/api/admin/customers/${await pageOf('ab@gmail.com')}`)).json();
    expect(detail).toMatchObject({ emails: null, notes: null });
    expect(detail.orders[0]).toMatchObject({ total: null, paymentStatus: expect.any(String) });

    const support = (await send(helpdesk, 'GET', `/api/admin/customers/${await pageOf('ab@gmail.com')}`)).json();
    expect(support.customer).toMatchObject({ spent: null, email: expect.stringContaining('gmail.com') });
    expect(support.notes).toMatchObject({ tags: ['vip', 'press'] });
    for (const query of ['?sort=spent', '?spentOver=10']) {
      const res = await send(helpdesk, 'GET', `/api/admin/customers${query}`);
      expect(res.statusCode, query).toBe(403);
    }
  });
});
