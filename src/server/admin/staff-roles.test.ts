// Staff roles on the real server: every admin route as each role, as a shopper and as no one;
// what a packer may and may not do; and the rule that the store keeps an active owner.
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER } from '../../shared/schemas/admin';
import { ROLE_REFUSED, type StaffRole } from '../../shared/staff-roles';
import { adminUsers, refunds, staffSessions } from '../db/schema';
import { signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, placePaidOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { digestTables } from '../test/table-digest';
import { ADMIN_ROUTE_PERMISSIONS, registeredAdminRoutes } from './permissions';
import { CUSTOMER_SESSION_COOKIE } from '../accounts/sessions';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';

// What each role is refused, written out by hand rather than read from the map it checks.
const STAFF_ROUTES = [
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/:id',
  'POST /api/admin/staff/:id/deactivate',
  'POST /api/admin/staff/:id/activate',
  'GET /api/admin/staff/invitations',
  'POST /api/admin/staff/invitations',
  'POST /api/admin/staff/invitations/:id/resend',
  'POST /api/admin/staff/invitations/:id/revoke',
  'POST /api/admin/staff/:id/sessions/end',
  'POST /api/admin/staff/:id/password-reset',
];
const CATALOG_ROUTES = [
  'GET /api/admin/reports/searches',
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'POST /api/admin/products',
  'PUT /api/admin/products/:id',
  'POST /api/admin/products/:id/duplicate',
  'DELETE /api/admin/products/:id',
  'POST /api/admin/products/:id/restore',
  'POST /api/admin/products/:id/stock-adjustments',
  'POST /api/admin/media',
  'GET /api/admin/products/export',
  'POST /api/admin/products/imports',
  'GET /api/admin/products/imports',
  'GET /api/admin/products/imports/:id',
  'POST /api/admin/products/imports/:id/apply',
  'GET /api/admin/inventory',
  'PUT /api/admin/inventory/:id/low-stock',
  'POST /api/admin/inventory/:id/adjustments',
  'GET /api/admin/categories',
  'GET /api/admin/categories/:id',
  'POST /api/admin/categories',
  'PATCH /api/admin/categories/:id',
  'DELETE /api/admin/categories/:id',
  'GET /api/admin/collections',
  'GET /api/admin/collections/:id',
  'POST /api/admin/collections',
  'PATCH /api/admin/collections/:id',
  'DELETE /api/admin/collections/:id',
];
const NEWSLETTER_ROUTES = ['GET /api/admin/newsletter', 'GET /api/admin/newsletter.csv'];
const JOB_ROUTES = ['GET /api/admin/jobs', 'POST /api/admin/jobs/:id/retry'];
const MESSAGE_ROUTES = ['GET /api/admin/messages', 'PATCH /api/admin/messages/:id'];
const MAIL_ROUTES = [
  'GET /api/admin/outbox',
  'GET /api/admin/outbox/:id',
  'POST /api/admin/outbox/:id/resend',
  'GET /api/admin/emails',
  'GET /api/admin/emails/:name',
];
const SHIPPING_ROUTES = [
  'POST /api/admin/orders/:id/status',
  'POST /api/admin/orders/:id/shipments',
  'POST /api/admin/shipments',
];
const AUDIT_ROUTES = ['GET /api/admin/audit', 'GET /api/admin/audit.csv'];
const REFUND = 'POST /api/admin/orders/:id/refunds';
// Returns: the help desk approves or rejects them, a packer takes the parcel in, money refunds them.
const RETURN_DECISIONS = [
  'POST /api/admin/returns/:id/approve',
  'POST /api/admin/returns/:id/reject',
  'POST /api/admin/returns/:id/label',
];
const RETURN_RECEIPT = 'POST /api/admin/returns/:id/receive';
const RETURN_REFUND = 'POST /api/admin/returns/:id/refund';
const GIFT_CARDS = 'POST /api/admin/gift-cards';
const SETTINGS_ROUTES = ['GET /api/admin/settings', 'PUT /api/admin/settings'];
// Discounts and sales decide what the shop charges: only the roles that see money manage them.
const DISCOUNT_ROUTES = [
  'GET /api/admin/discounts',
  'GET /api/admin/discounts/:id',
  'POST /api/admin/discounts',
  'PATCH /api/admin/discounts/:id',
  'POST /api/admin/discounts/:id/pause',
  'POST /api/admin/discounts/:id/resume',
  'POST /api/admin/discounts/:id/end',
  'GET /api/admin/sales',
  'GET /api/admin/sales/:id',
  'POST /api/admin/sales',
  'PATCH /api/admin/sales/:id',
  'POST /api/admin/sales/:id/end',
];
// Reports are all money: only the roles that see money read them.
const REPORT_ROUTES = [
  'GET /api/admin/reports/sales',
  'GET /api/admin/reports/overview',
  'GET /api/admin/reports/products',
  'GET /api/admin/reports/returns',
  'GET /api/admin/reports/discounts',
  'GET /api/admin/reports/gift-cards',
  'GET /api/admin/reports/customers',
];
// A packer reads customers (names, addresses, orders) but keeps no notes on them.
const CUSTOMER_NOTES = 'PUT /api/admin/customers/:key/notes';
// A payment held for review: accepting it or cancelling the order is managing orders; refunding it is money.
const REVIEW_ROUTES = [
  'POST /api/admin/orders/:id/review/accept',
  'POST /api/admin/orders/:id/review/cancel',
  'POST /api/admin/orders/:id/review/refund',
];

const REFUSED: Record<StaffRole, string[]> = {
  admin: [],
  manager: [...STAFF_ROUTES, ...AUDIT_ROUTES, ...SETTINGS_ROUTES],
  fulfillment: [
    ...STAFF_ROUTES,
    ...AUDIT_ROUTES,
    ...CATALOG_ROUTES,
    ...NEWSLETTER_ROUTES,
    ...JOB_ROUTES,
    ...MESSAGE_ROUTES,
    ...MAIL_ROUTES,
    REFUND,
    ...RETURN_DECISIONS,
    RETURN_REFUND,
    GIFT_CARDS,
    ...SETTINGS_ROUTES,
    ...REVIEW_ROUTES,
    ...DISCOUNT_ROUTES,
    ...REPORT_ROUTES,
    CUSTOMER_NOTES,
  ],
  support: [
    ...STAFF_ROUTES,
    ...AUDIT_ROUTES,
    ...CATALOG_ROUTES,
    ...NEWSLETTER_ROUTES,
    ...JOB_ROUTES,
    ...SHIPPING_ROUTES,
    REFUND,
    RETURN_RECEIPT,
    RETURN_REFUND,
    GIFT_CARDS,
    ...SETTINGS_ROUTES,
    ...REVIEW_ROUTES,
    ...DISCOUNT_ROUTES,
    ...REPORT_ROUTES,
  ],
};

describe('staff roles', () => {
  let t: TestApp;
  const as: Record<StaffRole, Record<string, string>> = {} as never;
  let shopper: Record<string, string>;
  let dress: number;
  const idOf = async (username: string) =>
    (await t.db.select().from(adminUsers).where(eq(adminUsers.username, username)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    as.admin = await signedInStaff(t, 'owner', 'admin');
    as.manager = await signedInStaff(t, 'manager', 'manager');
    as.fulfillment = await signedInStaff(t, 'packer', 'fulfillment');
    as.support = await signedInStaff(t, 'helpdesk', 'support');
    shopper = { [CUSTOMER_SESSION_COOKIE]: (await signInAs(t.app, t.mailbox, 'shopper@example.com')).session };
    dress = (
      await addTestProduct(t.db, 'roles-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 100 }])
    ).variants.get('M:Blue')!;
  });
  afterAll(async () => t?.close());

  const send = (cookies: Record<string, string> | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as HTTPMethods,
      url,
      ...(cookies ? { cookies } : {}),
      ...(payload ? { payload } : {}),
    });
  const paidOrder = async (email: string) =>
    (
      await placePaidOrder(t.app, {
        customer: { ...customer, email },
        items: [{ variantId: variantGid(dress), quantity: 1 }],
      })
    ).order;

  it('has a permission for every admin route the app registers, and none for a route it does not', () => {
    const registered = [...registeredAdminRoutes].filter((key) => !key.startsWith('HEAD '));
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((key) => !(key in ADMIN_ROUTE_PERMISSIONS))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((key) => !registeredAdminRoutes.has(key))).toEqual([]);
  });

  it('answers each role on exactly the routes it includes; a shopper and no one get 401; refused calls change nothing', async () => {
    const routes = Object.keys(ADMIN_ROUTE_PERMISSIONS).map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return { key, method, url: path.replace(':id', '999999').replace(':name', 'no-such-email') };
    });
    for (const role of Object.keys(REFUSED) as StaffRole[]) {
      const before = await digestTables(t.db);
      for (const { key, method, url } of routes) {
        // Writes go with an empty body: an allowed call stops at validation or a 404, a refused one at 403.
        const res = await send(as[role], method, url, method === 'GET' ? undefined : {});
        if (REFUSED[role].includes(key)) {
          expect(res.statusCode, `${role}: ${key}`).toBe(403);
          expect(res.json(), `${role}: ${key}`).toEqual({ message: ROLE_REFUSED });
        } else {
          expect([401, 403], `${role}: ${key} answered ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
        }
      }
      if (role === 'fulfillment' || role === 'support') {
        // Only the order list's "seen" mark moves; nothing a refused call asked for.
        const after = await digestTables(t.db);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        expect(
          changed.filter((table) => table !== 'admin_users'),
          role,
        ).toEqual([]);
      }
    }
    for (const cookies of [undefined, shopper]) {
      for (const { key, method, url } of routes) {
        expect((await send(cookies, method, url, method === 'GET' ? undefined : {})).statusCode, key).toBe(401);
      }
    }
  });

  it('lets a packer ship an order, and not refund, cancel, change staff or deactivate the owner', async () => {
    const order = await paidOrder('packer-one@example.com');
    const ownerId = await idOf('owner');
    const before = await digestTables(t.db);
    const refused = [
      await send(as.fulfillment, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: '10.00', reason: 'asked' }),
      await send(as.fulfillment, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' }),
      await send(as.fulfillment, 'POST', `/api/admin/staff/${ownerId}/deactivate`),
      await send(as.fulfillment, 'PATCH', `/api/admin/staff/${await idOf('packer')}`, { role: 'admin' }),
      await send(as.fulfillment, 'POST', '/api/admin/staff', {
        username: 'sneaky',
        email: 'sneaky@store.test',
        password: 'sneaky-password',
        role: 'admin',
      }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await digestTables(t.db)).toEqual(before);
    expect(await t.db.select().from(refunds)).toEqual([]);
    expect((await t.db.select().from(adminUsers).where(eq(adminUsers.id, ownerId)))[0]).toMatchObject({
      isActive: true,
      role: 'admin',
    });
    expect((await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, ownerId))).length).toBeGreaterThan(
      0,
    );

    const parcel = await send(as.fulfillment, 'POST', `/api/admin/orders/${order.id}/shipments`, {
      carrier: 'UPS',
      carrierTrackingNumber: '1ZPARCEL',
    });
    expect(parcel.statusCode, parcel.body).toBe(200);
    expect(parcel.json().order).toMatchObject({ fulfillmentStatus: 'fulfilled' });
    // The packer sees the lines and the address, not the payments and their references.
    expect(parcel.json().payments).toEqual([]);
    expect((await send(as.fulfillment, 'GET', `/api/admin/orders/${order.id}`)).json()).toMatchObject({
      payments: [],
      refunds: [],
      items: [expect.objectContaining({ quantity: 1 })],
    });
    expect((await send(as.manager, 'GET', `/api/admin/orders/${order.id}`)).json().payments).toHaveLength(1);

    const other = await paidOrder('packer-two@example.com');
    const shipped = await send(as.fulfillment, 'POST', `/api/admin/orders/${other.id}/status`, {
      status: 'shipped',
      carrier: 'DHL',
      carrierTrackingNumber: 'JD0001',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ status: 'shipped' });

    // A manager may call an order off, and refund it.
    const third = await paidOrder('manager-cancels@example.com');
    expect(
      (await send(as.manager, 'POST', `/api/admin/orders/${third.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
  });

  it('shows a packer an order as its shipping label does: no email, phone, totals, prices or payments', async () => {
    const order = await paidOrder('label-only@example.com');
    const seen = async (role: keyof typeof as) => {
      const detail = (await send(as[role], 'GET', `/api/admin/orders/${order.id}`)).json();
      const rows = (await send(as[role], 'GET', '/api/admin/orders?q=label-only')).json();
      return { detail, row: rows.find((row: { id: number }) => row.id === order.id) };
    };
    const packer = await seen('fulfillment');
    expect(packer.detail.order).toMatchObject({ email: null, total: null, subtotal: null, tax: null, shipping: null });
    expect(packer.detail.order.customer).toEqual({ firstName: customer.firstName, lastName: customer.lastName });
    expect(packer.detail.order.shippingAddress).toContain(customer.address);
    expect(packer.detail.items.map((item: { price: unknown }) => item.price)).toEqual([null]);
    expect(packer.detail).toMatchObject({ payments: [], refunds: [], refundable: null });
    expect(JSON.stringify(packer.detail)).not.toContain('label-only@example.com');
    // A search by the email finds nothing for the packer, so typing parts of it tells nothing.
    expect(packer.row).toBeUndefined();
    const byName = (
      await send(as.fulfillment, 'GET', `/api/admin/orders?q=${encodeURIComponent(customer.lastName)}`)
    ).json();
    expect(byName.find((row: { id: number }) => row.id === order.id)).toMatchObject({ email: null, total: null });

    const support = await seen('support');
    expect(support.detail.order).toMatchObject({ email: 'label-only@example.com', total: null });
    expect(support.row).toMatchObject({ email: 'label-only@example.com', total: null });
    const manager = await seen('manager');
    expect(manager.detail.order).toMatchObject({
      email: 'label-only@example.com',
      total: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(manager.row.total).toBe(manager.detail.order.total);
    expect(manager.detail.items[0].price).toEqual(expect.stringMatching(/^\d+\.\d{2}$/));
  });

  it('keeps money figures off the dashboard for roles without them, and message and subscriber counts for roles without those', async () => {
    for (const role of ['fulfillment', 'support'] as const) {
      const stats = (await send(as[role], 'GET', '/api/admin/stats')).json();
      expect(stats).toMatchObject({
        totalRevenueCents: null,
        totalRevenue: null,
        totalOrders: expect.any(Number),
        subscribers: null,
      });
    }
    // A packer sees the orders waiting to ship, not the catalogue's low stock nor failed jobs.
    expect((await send(as.fulfillment, 'GET', '/api/admin/stats')).json()).toMatchObject({
      messages: null,
      unreadMessages: null,
      ordersToShip: expect.any(Number),
      lowStockVariants: null,
      failedJobs: null,
    });
    expect((await send(as.support, 'GET', '/api/admin/stats')).json()).toMatchObject({
      messages: expect.any(Number),
      unreadMessages: expect.any(Number),
    });
    for (const role of ['admin', 'manager'] as const) {
      expect((await send(as[role], 'GET', '/api/admin/stats')).json().totalRevenueCents).toEqual(expect.any(Number));
    }
  });

  it('adds staff with a role, lists each role, and refuses an unknown role naming the field', async () => {
    const bad = await send(as.admin, 'POST', '/api/admin/staff', {
      username: 'newbie',
      email: 'newbie@store.test',
      password: 'newbie-password',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'role', message: expect.stringContaining('Role must be one of') }]);
    const missing = await send(as.admin, 'POST', '/api/admin/staff', {
      username: 'newbie',
      email: 'newbie@store.test',
      password: 'newbie-password',
    });
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(['role']);

    const created = await send(as.admin, 'POST', '/api/admin/staff', {
      username: 'newbie',
      email: 'newbie@store.test',
      password: 'newbie-password',
      role: 'support',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'newbie', role: 'support', isActive: true });
    const list = (await send(as.admin, 'GET', '/api/admin/staff')).json() as { username: string; role: string }[];
    expect(Object.fromEntries(list.map((s) => [s.username, s.role]))).toMatchObject({
      owner: 'admin',
      manager: 'manager',
      packer: 'fulfillment',
      helpdesk: 'support',
      newbie: 'support',
    });

    const doc = (await send(undefined, 'GET', '/api/openapi.json')).json();
    const body = JSON.stringify(doc.paths['/api/admin/staff'].post.requestBody);
    expect(body).toContain('"enum":["admin","manager","fulfillment","support"]');
    expect(JSON.stringify(doc.paths['/api/admin/staff/{id}'].patch.requestBody)).toContain('"fulfillment"');
  });

  it('answers the role and its permissions from /api/auth/me, and a role change counts from the next request', async () => {
    const me = (await send(as.fulfillment, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({
      username: 'packer',
      role: 'fulfillment',
      permissions: ['orders.view', 'orders.fulfill', 'customers.view'],
    });
    expect((await send(as.support, 'GET', '/api/admin/staff')).statusCode).toBe(403);

    const helpdesk = await idOf('helpdesk');
    const promoted = await send(as.admin, 'PATCH', `/api/admin/staff/${helpdesk}`, { role: 'manager' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'manager' });
    expect((await send(as.support, 'POST', '/api/admin/gift-cards', {})).statusCode).toBe(400);
    expect((await send(as.support, 'GET', '/api/auth/me')).json().permissions).toContain('orders.refund');

    expect((await send(as.admin, 'PATCH', `/api/admin/staff/${helpdesk}`, { role: 'support' })).statusCode).toBe(200);
    expect((await send(as.support, 'POST', '/api/admin/gift-cards', {})).statusCode).toBe(403);
    expect((await send(as.admin, 'PATCH', '/api/admin/staff/999999', { role: 'support' })).statusCode).toBe(404);
    expect(
      (await send(as.admin, 'PATCH', `/api/admin/staff/${helpdesk}`, { role: 'boss' })).json().errors[0].path,
    ).toBe('role');
  });

  describe('the last active owner', () => {
    it('cannot be demoted or deactivated, also by two owners acting on each other at once', async () => {
      const ownerId = await idOf('owner');
      const alone = await send(as.admin, 'PATCH', `/api/admin/staff/${ownerId}`, { role: 'manager' });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().message).toBe(LAST_OWNER);

      for (const round of [1, 2, 3]) {
        const second = await signedInStaff(t, `co-owner-${round}`, 'admin');
        const secondId = await idOf(`co-owner-${round}`);
        const first = await signedInStaff(t, `first-owner-${round}`, 'admin');
        const firstId = await idOf(`first-owner-${round}`);
        // Only these two are owners now: the others step down first.
        await t.db.update(adminUsers).set({ role: 'manager' }).where(eq(adminUsers.role, 'admin'));
        await t.db.update(adminUsers).set({ role: 'admin' }).where(eq(adminUsers.id, firstId));
        await t.db.update(adminUsers).set({ role: 'admin' }).where(eq(adminUsers.id, secondId));

        const [a, b] =
          round === 2
            ? await Promise.all([
                send(first, 'POST', `/api/admin/staff/${secondId}/deactivate`),
                send(second, 'POST', `/api/admin/staff/${firstId}/deactivate`),
              ])
            : await Promise.all([
                send(first, 'PATCH', `/api/admin/staff/${secondId}`, { role: round === 1 ? 'fulfillment' : 'support' }),
                send(
                  second,
                  round === 1 ? 'PATCH' : 'POST',
                  round === 1 ? `/api/admin/staff/${firstId}` : `/api/admin/staff/${firstId}/deactivate`,
                  round === 1 ? { role: 'manager' } : undefined,
                ),
              ]);
        const statuses = [a!.statusCode, b!.statusCode].sort();
        expect(statuses[0], `round ${round}: ${a!.body} ${b!.body}`).toBe(200);
        expect([403, 409], `round ${round}: ${a!.body} ${b!.body}`).toContain(statuses[1]);
        const owners = await t.db.select().from(adminUsers).where(eq(adminUsers.role, 'admin'));
        expect(owners.filter((o) => o.isActive).length, `round ${round}`).toBe(1);
      }
      // Put the first owner back for the other tests.
      await t.db.update(adminUsers).set({ role: 'admin', isActive: true }).where(eq(adminUsers.id, ownerId));
    });

    it('a staff session of a deactivated or demoted owner is refused at once', async () => {
      const cookie = await signedInStaff(t, 'leaving-owner', 'admin');
      const id = await idOf('leaving-owner');
      expect((await send(cookie, 'GET', '/api/admin/staff')).statusCode).toBe(200);
      expect((await send(as.admin, 'PATCH', `/api/admin/staff/${id}`, { role: 'fulfillment' })).statusCode).toBe(200);
      expect((await send(cookie, 'GET', '/api/admin/staff')).statusCode).toBe(403);
      expect((await send(as.admin, 'POST', `/api/admin/staff/${id}/deactivate`)).statusCode).toBe(200);
      expect((await send(cookie, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect(cookie[STAFF_SESSION_COOKIE]).toBeTruthy();
    });
  });
});
