// Every change staff make through the admin API, one call each: each leaves exactly one row
// in the activity log, naming who did it, from where, what it changed and each changed field
// before and after. Calls that change nothing leave nothing. A new admin route that changes
// the shop without a row fails the last test here.
import { eq, gt } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PERMISSIONS } from '../admin/permissions';
import { auditLog, contactMessages, emailOutbox, productVariants, products, staffSessions } from '../db/schema';
import { createStaff } from '../staff-auth/service';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, placePaidOrder, variantGid } from '../test/orders-fixtures';
import { makePhoto } from '../test/photos';
import { startSmtpServer } from '../test/smtp';
import { signedInStaff } from '../test/staff';
import { deliveredOrder, startReturn } from '../test/returns-fixtures';

/** Admin routes that write without a row of their own, and why. */
const NOT_WALKED: Record<string, string> = {
  'POST /api/admin/orders-seen':
    "a staff member's own reading mark (which orders are new to them), not a change to the shop",
  'POST /api/admin/jobs/:id/retry': 'needs a job that failed for good, so it is walked in jobs/queue.test.ts',
  'POST /api/admin/orders/:id/review/accept':
    'needs a payment held for review, so it is walked in admin/payment-review.test.ts',
  'POST /api/admin/orders/:id/review/refund':
    'needs a payment held for review, so it is walked in admin/payment-review.test.ts',
  'POST /api/admin/orders/:id/review/cancel':
    'needs a payment held for review, so it is walked in admin/payment-review.test.ts',
  'POST /api/admin/discounts': "walked with the discounts' other changes in admin/discounts.test.ts",
  'PATCH /api/admin/discounts/:id': "walked with the discounts' other changes in admin/discounts.test.ts",
  'POST /api/admin/discounts/:id/pause': "walked with the discounts' other changes in admin/discounts.test.ts",
  'POST /api/admin/discounts/:id/resume': "walked with the discounts' other changes in admin/discounts.test.ts",
  'POST /api/admin/discounts/:id/end': "walked with the discounts' other changes in admin/discounts.test.ts",
  'PUT /api/admin/inventory/:id/low-stock': "walked with the inventory's other changes in inventory/inventory.test.ts",
  'POST /api/admin/inventory/:id/adjustments':
    "walked with the inventory's other changes in inventory/inventory.test.ts",
  'POST /api/admin/products/:id/duplicate': "walked with the product's life in admin/product-lifecycle.test.ts",
  'DELETE /api/admin/products/:id': "walked with the product's life in admin/product-lifecycle.test.ts",
  'POST /api/admin/products/:id/restore': "walked with the product's life in admin/product-lifecycle.test.ts",
  'POST /api/admin/products/imports':
    'a preview keeps the uploaded file and changes nothing in the shop; applying it is what the log records',
  'POST /api/admin/products/imports/:id/apply':
    'needs the job queue, so it is walked with the import in product-csv/product-csv.test.ts',
  'PUT /api/admin/customers/:key/notes': 'walked with the customer pages in customers/customers.test.ts',
  'POST /api/admin/categories':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'PATCH /api/admin/categories/:id':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'DELETE /api/admin/categories/:id':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'POST /api/admin/collections':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'PATCH /api/admin/collections/:id':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'DELETE /api/admin/collections/:id':
    "walked with the categories' and collections' other changes in taxonomy/taxonomy.test.ts",
  'POST /api/admin/sales': "walked with the sales' other changes in sales/sales.test.ts",
  'PATCH /api/admin/sales/:id': "walked with the sales' other changes in sales/sales.test.ts",
  'POST /api/admin/sales/:id/end': "walked with the sales' other changes in sales/sales.test.ts",
};

const ADDRESS = '198.51.100.23';
type AuditRow = typeof auditLog.$inferSelect;

const productBody = (overrides: Record<string, unknown> = {}) => ({
  handle: 'walk-harbour-shirt',
  name: 'Harbour shirt',
  description: '<p>Linen</p>',
  category: 'men',
  subcategory: 'shirts',
  variants: [
    { size: 'S', color: 'White', price: '30.00', stock: 4 },
    { size: 'M', color: 'White', price: '30.00', stock: 6 },
  ],
  images: [{ url: '/media/1', alt: 'Front' }],
  ...overrides,
});

/** The first bytes of a PDF file are all the store reads of it. */
const A_PDF = Buffer.from('%PDF-1.4\n% a return label\n');
describe('the activity log of the admin API', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let owner: Record<string, string>;
  let ownerId: number;
  let dress: number;
  const walked = new Set<string>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    owner = await signedInStaff(t, 'walk-owner', 'admin');
    ownerId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: owner })).json().id;
    dress = (
      await addTestProduct(t.db, 'walk-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 100 }])
    ).variants.get('M:Blue')!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const lastId = async () =>
    (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce((max, row) => Math.max(max, row.id), 0);
  const rowsAfter = (id: number) => t.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

  /**
   * Sends `route` (its key in the permission table) to `url` as the owner from ADDRESS; answers the reply and the rows
   * it added.
   */
  async function call(route: string, url: string, payload?: object, cookies = owner) {
    const since = await lastId();
    const method = route.split(' ')[0] as HTTPMethods;
    // A file (a return's label) goes as it is, under its type.
    const file = Buffer.isBuffer(payload) ? { headers: { 'content-type': 'application/pdf' } } : {};
    const res = await t.app.inject({
      method,
      url,
      cookies,
      remoteAddress: ADDRESS,
      ...file,
      ...(payload ? { payload } : {}),
    });
    return { res, rows: await rowsAfter(since) };
  }

  /** A change that must succeed and leave exactly one row, by the owner from ADDRESS; answers the reply and the row. */
  async function change(route: string, url: string, payload?: object) {
    const { res, rows } = await call(route, url, payload);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    expect(rows, route).toHaveLength(1);
    walked.add(route);
    const row = rows[0]!;
    expect(row, route).toMatchObject({
      actorId: ownerId,
      actorUsername: 'walk-owner',
      actorEmail: 'walk-owner@store.test',
      actorRole: 'admin',
      address: ADDRESS,
    });
    expect(Date.now() - row.at.getTime(), route).toBeLessThan(60_000);
    return { res, row };
  }

  const what = (row: AuditRow) => ({
    kind: row.kind,
    subject: [row.subjectType, row.subjectId, row.subjectLabel],
    before: row.before,
    after: row.after,
  });
  const paidOrder = async (email: string, quantity = 1) =>
    (
      await placePaidOrder(t.app, {
        customer: { ...customer, email },
        items: [{ variantId: variantGid(dress), quantity }],
      })
    ).order.id;

  describe('the catalogue', () => {
    let productId: number;

    it('adding a product: every field it was added with, nothing before', async () => {
      const { res, row } = await change('POST /api/admin/products', '/api/admin/products', productBody());
      productId = res.json().product.id;
      expect(what(row)).toMatchObject({
        kind: 'product.created',
        subject: ['product', String(productId), 'Harbour shirt'],
        before: null,
      });
      expect(row.after).toMatchObject({
        handle: 'walk-harbour-shirt',
        name: 'Harbour shirt',
        active: true,
        'variants.S / White.price': '30.00',
        'variants.S / White.stock': 4,
        'variants.M / White.stock': 6,
        images: [{ url: '/media/1', alt: 'Front', color: null }],
      });
      expect(row.after).not.toHaveProperty('originalPrice');
    });

    const save = async (overrides: Record<string, unknown>) => {
      const [{ version }] = (await t.db
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, productId))) as [{ version: number }];
      return change('PUT /api/admin/products/:id', `/api/admin/products/${productId}`, {
        ...productBody(overrides),
        version,
      });
    };

    it('a price change, a stock change and publishing each read as what they are, with only the fields that moved', async () => {
      const priced = await save({
        variants: [
          { size: 'S', color: 'White', price: '35.00', stock: 4 },
          { size: 'M', color: 'White', price: '30.00', stock: 6 },
        ],
      });
      expect(what(priced.row)).toEqual({
        kind: 'product.price_changed',
        subject: ['product', String(productId), 'Harbour shirt'],
        before: { 'variants.S / White.price': '30.00' },
        after: { 'variants.S / White.price': '35.00' },
      });

      const [medium] = await t.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.sku, `TJ-${productId}-M-WHITE`));
      const stocked = await change(
        'POST /api/admin/products/:id/stock-adjustments',
        `/api/admin/products/${productId}/stock-adjustments`,
        { variantId: medium!.id, change: -4, reason: 'damaged' },
      );
      expect(what(stocked.row)).toEqual({
        kind: 'product.stock_adjusted',
        subject: ['product', String(productId), 'Harbour shirt'],
        before: { 'variants.M / White.stock': 6, change: null, reason: null },
        after: { 'variants.M / White.stock': 2, change: -4, reason: 'Damaged' },
      });

      const current = {
        variants: [
          { size: 'S', color: 'White', price: '35.00', stock: 4 },
          { size: 'M', color: 'White', price: '30.00', stock: 2 },
        ],
      };
      const hidden = await save({ ...current, active: false });
      expect(what(hidden.row)).toMatchObject({
        kind: 'product.unpublished',
        before: { active: true },
        after: { active: false },
      });
      const shown = await save({ ...current, active: true });
      expect(what(shown.row)).toMatchObject({
        kind: 'product.published',
        before: { active: false },
        after: { active: true },
      });

      const marked = {
        name: 'Harbour linen shirt',
        variants: [current.variants[0], { ...current.variants[1], compareAtPrice: '49.00' }],
      };
      const edited = await save(marked);
      expect(what(edited.row)).toEqual({
        kind: 'product.updated',
        subject: ['product', String(productId), 'Harbour linen shirt'],
        before: { name: 'Harbour shirt', 'variants.M / White.compareAtPrice': null },
        after: { name: 'Harbour linen shirt', 'variants.M / White.compareAtPrice': '49.00' },
      });

      // A save that changes nothing is still a save staff made.
      const same = await save(marked);
      expect(what(same.row)).toMatchObject({ kind: 'product.updated', before: {}, after: {} });
    });

    it('uploading a photo', async () => {
      const since = await lastId();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        cookies: owner,
        remoteAddress: ADDRESS,
        headers: { 'content-type': 'image/jpeg' },
        payload: await makePhoto({ format: 'jpeg', width: 320, height: 400 }),
      });
      expect(res.statusCode, res.body).toBe(201);
      walked.add('POST /api/admin/media');
      const rows = await rowsAfter(since);
      expect(rows.map(what)).toEqual([
        {
          kind: 'product.photo_uploaded',
          subject: ['photo', res.json().url.split('/').pop(), res.json().url],
          before: null,
          after: { url: res.json().url, contentType: 'image/jpeg', width: 320, height: 400, bytes: expect.any(Number) },
        },
      ]);
      expect(rows[0]).toMatchObject({ actorId: ownerId, address: ADDRESS });
    });
  });

  it('saving the store settings: the settings that changed, before and after', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: owner })).json().settings;
    const { row } = await change('PUT /api/admin/settings', '/api/admin/settings', {
      ...current,
      maxUnitsPerLine: current.maxUnitsPerLine + 2,
    });
    expect(what(row)).toEqual({
      kind: 'settings.changed',
      subject: ['settings', '1', 'Store settings'],
      before: { maxUnitsPerLine: current.maxUnitsPerLine },
      after: { maxUnitsPerLine: current.maxUnitsPerLine + 2 },
    });
  });

  describe('orders', () => {
    it('each move of an order along its way: the stage before and after', async () => {
      const id = await paidOrder('walk-moves@example.com');
      const confirmed = await change('POST /api/admin/orders/:id/status', `/api/admin/orders/${id}/status`, {
        status: 'confirmed',
        note: 'Checked the address',
      });
      expect(what(confirmed.row)).toEqual({
        kind: 'order.status_changed',
        subject: ['order', String(id), `#${id}`],
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      });

      const shipped = await change('POST /api/admin/orders/:id/status', `/api/admin/orders/${id}/status`, {
        status: 'shipped',
        carrier: 'UPS',
        carrierTrackingNumber: '1ZWALK0001',
      });
      expect(what(shipped.row)).toEqual({
        kind: 'order.parcel_shipped',
        subject: ['order', String(id), `#${id}`],
        before: {
          status: 'confirmed',
          fulfillmentStatus: 'unfulfilled',
          carrier: null,
          carrierTrackingNumber: null,
          parcel: null,
        },
        after: {
          status: 'shipped',
          fulfillmentStatus: 'fulfilled',
          carrier: 'UPS',
          carrierTrackingNumber: '1ZWALK0001',
          parcel: '1 × walk wrap dress',
        },
      });

      const delivered = await change('POST /api/admin/orders/:id/status', `/api/admin/orders/${id}/status`, {
        status: 'delivered',
      });
      expect(what(delivered.row)).toMatchObject({
        before: { status: 'shipped', fulfillmentStatus: 'fulfilled' },
        after: { status: 'delivered', fulfillmentStatus: 'delivered' },
      });
    });

    it('cancelling a paid order: the stage, and the refund it asked for', async () => {
      const id = await paidOrder('walk-cancel@example.com', 2);
      const { row } = await change('POST /api/admin/orders/:id/status', `/api/admin/orders/${id}/status`, {
        status: 'cancelled',
        note: 'Customer asked',
      });
      expect(what(row)).toEqual({
        kind: 'order.status_changed',
        subject: ['order', String(id), `#${id}`],
        before: { status: 'pending', refundAsked: null },
        after: { status: 'cancelled', refundAsked: '100.00' },
      });
    });

    it('a parcel of some lines, and many orders shipped at once (a row for each order)', async () => {
      const id = await paidOrder('walk-parcel@example.com', 3);
      const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies: owner })).json();
      const parcel = await change('POST /api/admin/orders/:id/shipments', `/api/admin/orders/${id}/shipments`, {
        lines: [{ itemId: detail.items[0].id, quantity: 1 }],
        carrier: 'DHL',
        carrierTrackingNumber: 'JD0000WALK',
      });
      expect(what(parcel.row)).toEqual({
        kind: 'order.parcel_shipped',
        subject: ['order', String(id), `#${id}`],
        before: {
          status: 'pending',
          fulfillmentStatus: 'unfulfilled',
          carrier: null,
          carrierTrackingNumber: null,
          parcel: null,
        },
        after: {
          status: 'processing',
          fulfillmentStatus: 'partially_fulfilled',
          carrier: 'DHL',
          carrierTrackingNumber: 'JD0000WALK',
          parcel: '1 × walk wrap dress',
        },
      });

      const other = await paidOrder('walk-bulk@example.com');
      const { res, rows } = await call('POST /api/admin/shipments', '/api/admin/shipments', { orderIds: [id, other] });
      expect(res.json()).toEqual({ shipped: [id, other], refused: [] });
      walked.add('POST /api/admin/shipments');
      expect(
        rows.map((row) => [
          row.kind,
          row.subjectId,
          (row.after as { parcel: string }).parcel,
          row.actorId,
          row.address,
        ]),
      ).toEqual([
        ['order.parcel_shipped', String(id), '2 × walk wrap dress', ownerId, ADDRESS],
        ['order.parcel_shipped', String(other), '1 × walk wrap dress', ownerId, ADDRESS],
      ]);
    });

    it('a refund: how much, why, and what went back on the shelf', async () => {
      const id = await paidOrder('walk-refund@example.com', 2);
      const itemId = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies: owner })).json()
        .items[0].id;
      const { row } = await change('POST /api/admin/orders/:id/refunds', `/api/admin/orders/${id}/refunds`, {
        amount: '50.00',
        reason: 'Arrived torn',
        restock: [{ itemId, quantity: 1 }],
      });
      expect(what(row)).toEqual({
        kind: 'order.refunded',
        subject: ['order', String(id), `#${id}`],
        before: null,
        after: { refund: '50.00', reason: 'Arrived torn', restocked: [{ itemId, quantity: 1 }] },
      });
    });
  });

  it("a return's steps: approved with its message, rejected, received with what went back on sale, refunded", async () => {
    const returnOf = async (email: string) => {
      const order = await deliveredOrder(t.app, owner, [{ variantId: dress, quantity: 2 }], { ...customer, email });
      const started = await startReturn(t.app, order, [{ itemId: order.itemIds[0]!, quantity: 2 }]);
      const { returnNumber } = started.json<{ returnNumber: string }>();
      const list = await t.app.inject({ method: 'GET', url: `/api/admin/returns?q=${returnNumber}`, cookies: owner });
      return { id: list.json<{ returns: Array<{ id: number }> }>().returns[0]!.id as number, returnNumber, order };
    };
    const kept = await returnOf('walk-return@example.com');
    const subject = ['return', String(kept.id), kept.returnNumber];
    const approved = await change('POST /api/admin/returns/:id/approve', `/api/admin/returns/${kept.id}/approve`, {
      message: 'Tags on, please',
    });
    expect(what(approved.row)).toEqual({
      kind: 'return.approved',
      subject,
      before: { status: 'requested', message: null },
      after: { status: 'approved', message: 'Tags on, please' },
    });
    const labelled = await change('POST /api/admin/returns/:id/label', `/api/admin/returns/${kept.id}/label`, A_PDF);
    expect(what(labelled.row)).toEqual({
      kind: 'return.label_added',
      subject,
      before: { label: null, bytes: null },
      after: { label: 'application/pdf', bytes: A_PDF.length },
    });
    const lineId = approved.res.json<{ lines: Array<{ id: number }> }>().lines[0]!.id;
    const received = await change('POST /api/admin/returns/:id/receive', `/api/admin/returns/${kept.id}/receive`, {
      lines: [{ lineId, restock: true }],
    });
    expect(what(received.row)).toEqual({
      kind: 'return.received',
      subject,
      before: { status: 'approved', restocked: null },
      after: { status: 'received', restocked: [{ itemId: kept.order.itemIds[0], quantity: 2 }] },
    });
    const refunded = await change('POST /api/admin/returns/:id/refund', `/api/admin/returns/${kept.id}/refund`, {
      amount: '90.00',
    });
    expect(what(refunded.row)).toEqual({
      kind: 'return.refunded',
      subject,
      before: { status: 'received', refund: null },
      after: { status: 'refunded', refund: '90.00' },
    });

    const refused = await returnOf('walk-return-rejected@example.com');
    const rejected = await change('POST /api/admin/returns/:id/reject', `/api/admin/returns/${refused.id}/reject`, {
      message: 'Bought in store',
    });
    expect(what(rejected.row)).toEqual({
      kind: 'return.rejected',
      subject: ['return', String(refused.id), refused.returnNumber],
      before: { status: 'requested', message: null },
      after: { status: 'rejected', message: 'Bought in store' },
    });
    // Twice: refused, and nothing more in the log.
    const again = await call('POST /api/admin/returns/:id/reject', `/api/admin/returns/${refused.id}/reject`, {
      message: 'Bought in store',
    });
    expect(again.res.statusCode).toBe(409);
    expect(again.rows).toEqual([]);
  });

  it('a gift card issued by hand: its amount and recipient, never its code', async () => {
    const { res, row } = await change('POST /api/admin/gift-cards', '/api/admin/gift-cards', {
      title: 'Sorry for the wait',
      amount: '25',
      message: 'With our apologies',
      senderName: 'The store',
      senderEmail: 'store@example.com',
      recipientName: 'Kim',
      recipientEmail: 'kim@example.com',
    });
    const code: string = res.json().giftCard.code;
    expect(what(row)).toEqual({
      kind: 'gift_card.issued',
      subject: ['gift_card', expect.any(String), `Gift card ending ${code.slice(-4)}`],
      before: null,
      after: { amount: '25.00', title: 'Sorry for the wait', recipientName: 'Kim', recipientEmail: 'kim@example.com' },
    });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('a customer message marked read, then unread', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        category: 'general-inquiry',
        subject: 'Sizing',
        message: 'Does the dress run small?',
      })
      .returning();
    const read = await change('PATCH /api/admin/messages/:id', `/api/admin/messages/${message!.id}`, { read: true });
    expect(what(read.row)).toEqual({
      kind: 'message.marked',
      subject: ['message', String(message!.id), 'Ada: Sizing'],
      before: { read: false },
      after: { read: true },
    });
    const unread = await change('PATCH /api/admin/messages/:id', `/api/admin/messages/${message!.id}`, { read: false });
    expect(what(unread.row)).toMatchObject({ before: { read: true }, after: { read: false } });
  });

  it('an email sent again: the email, its address and the copy', async () => {
    const [failed] = await t.db
      .insert(emailOutbox)
      .values({
        to: 'lee@example.com',
        subject: 'Your order has shipped',
        text: 'On its way',
        status: 'failed',
        attempts: 1,
      })
      .returning();
    const { res, row } = await change('POST /api/admin/outbox/:id/resend', `/api/admin/outbox/${failed!.id}/resend`);
    expect(res.json()).toMatchObject({ to: 'lee@example.com', status: 'sent' });
    expect(what(row)).toEqual({
      kind: 'email.sent_again',
      subject: ['email', String(failed!.id), 'Your order has shipped'],
      before: null,
      after: { to: 'lee@example.com', copy: res.json().id },
    });
    expect(smtp.received.filter((mail) => mail.to.includes('lee@example.com'))).toHaveLength(1);
  });

  describe('staff accounts and sign-ins', () => {
    let hireId: number;

    it('adding an account, changing its role, deactivating and reactivating it', async () => {
      const added = await change('POST /api/admin/staff', '/api/admin/staff', {
        username: 'walk-hire',
        email: 'walk-hire@store.test',
        password: 'walk-hire-password',
        role: 'support',
      });
      hireId = added.res.json().id;
      expect(what(added.row)).toEqual({
        kind: 'staff.created',
        subject: ['staff', String(hireId), 'walk-hire'],
        before: null,
        after: { username: 'walk-hire', email: 'walk-hire@store.test', role: 'support', isActive: true },
      });
      expect(JSON.stringify(added.row)).not.toMatch(/password|argon/i);

      const promoted = await change('PATCH /api/admin/staff/:id', `/api/admin/staff/${hireId}`, {
        role: 'fulfillment',
      });
      expect(what(promoted.row)).toEqual({
        kind: 'staff.role_changed',
        subject: ['staff', String(hireId), 'walk-hire'],
        before: { role: 'support' },
        after: { role: 'fulfillment' },
      });

      const off = await change('POST /api/admin/staff/:id/deactivate', `/api/admin/staff/${hireId}/deactivate`);
      expect(what(off.row)).toMatchObject({
        kind: 'staff.deactivated',
        before: { isActive: true },
        after: { isActive: false },
      });
      const on = await change('POST /api/admin/staff/:id/activate', `/api/admin/staff/${hireId}/activate`);
      expect(what(on.row)).toMatchObject({
        kind: 'staff.activated',
        before: { isActive: false },
        after: { isActive: true },
      });
    });

    const signIn = async (username: string, password: string) => {
      const since = await lastId();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: '203.0.113.50',
      });
      return { res, rows: await rowsAfter(since) };
    };

    it('a sign-in is the account signing in; a refused one names the account tried and why, and no one as its author', async () => {
      const ok = await signIn('walk-hire', 'walk-hire-password');
      expect(ok.res.statusCode).toBe(200);
      expect(
        ok.rows.map((row) => ({
          ...what(row),
          actor: [row.actorId, row.actorUsername, row.actorRole],
          address: row.address,
        })),
      ).toEqual([
        {
          kind: 'staff.signed_in',
          subject: ['staff', String(hireId), 'walk-hire'],
          before: null,
          after: null,
          actor: [hireId, 'walk-hire', 'fulfillment'],
          address: '203.0.113.50',
        },
      ]);

      const wrong = await signIn('walk-hire', 'not-the-password');
      expect(wrong.res.statusCode).toBe(401);
      expect(wrong.rows.map((row) => ({ ...what(row), actorId: row.actorId, address: row.address }))).toEqual([
        {
          kind: 'staff.sign_in_failed',
          subject: ['staff', String(hireId), 'walk-hire'],
          before: null,
          after: { username: 'walk-hire', reason: 'wrong password' },
          actorId: null,
          address: '203.0.113.50',
        },
      ]);

      const nobody = await signIn('walk-nobody', 'whatever-password');
      expect(nobody.rows.map(what)).toEqual([
        {
          kind: 'staff.sign_in_failed',
          subject: [null, null, null],
          before: null,
          after: { username: 'walk-nobody', reason: 'no such account' },
        },
      ]);

      await change('POST /api/admin/staff/:id/deactivate', `/api/admin/staff/${hireId}/deactivate`);
      const gone = await signIn('walk-hire', 'walk-hire-password');
      expect(gone.res.statusCode).toBe(403);
      expect(gone.rows.map(what)).toEqual([
        {
          kind: 'staff.sign_in_failed',
          subject: ['staff', String(hireId), 'walk-hire'],
          before: null,
          after: { username: 'walk-hire', reason: 'account deactivated' },
        },
      ]);
    });
  });

  it('inviting, sending an invitation again and revoking it: the email and role, never the link', async () => {
    const invited = await change('POST /api/admin/staff/invitations', '/api/admin/staff/invitations', {
      email: 'walk-invitee@store.test',
      role: 'fulfillment',
    });
    const first = invited.res.json().id as number;
    expect(what(invited.row)).toEqual({
      kind: 'staff.invited',
      subject: ['staff_invitation', String(first), 'walk-invitee@store.test'],
      before: null,
      after: { email: 'walk-invitee@store.test', role: 'fulfillment', validHours: 72 },
    });
    const again = await change(
      'POST /api/admin/staff/invitations/:id/resend',
      `/api/admin/staff/invitations/${first}/resend`,
    );
    const second = again.res.json().id as number;
    expect(what(again.row)).toMatchObject({
      kind: 'staff.invitation_resent',
      subject: ['staff_invitation', String(second), 'walk-invitee@store.test'],
    });
    const revoked = await change(
      'POST /api/admin/staff/invitations/:id/revoke',
      `/api/admin/staff/invitations/${second}/revoke`,
    );
    expect(what(revoked.row)).toEqual({
      kind: 'staff.invitation_revoked',
      subject: ['staff_invitation', String(second), 'walk-invitee@store.test'],
      before: { email: 'walk-invitee@store.test', role: 'fulfillment' },
      after: null,
    });
    expect(JSON.stringify([invited.row, again.row, revoked.row])).not.toMatch(/invitation#/);
  });

  it("changing one's own password is one row naming the account, never the password", async () => {
    const { res, row } = await change('POST /api/admin/account/password', '/api/admin/account/password', {
      currentPassword: 'walk-owner-password',
      newPassword: 'walk owner changes her password',
    });
    expect(res.json().message).toMatch(/^Password changed/);
    expect(what(row)).toMatchObject({
      kind: 'staff.password_changed',
      subject: ['staff', String(ownerId), 'walk-owner'],
      before: null,
    });
    expect(JSON.stringify(row)).not.toMatch(/walk owner changes|argon/i);
  });

  it('ending sessions and sending a reset link: one row each naming whose, never the link', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const [own] = await t.db
      .insert(staffSessions)
      .values({
        sessionId: 'walk-owner-phone',
        staffId: ownerId,
        expiresAt: later,
        absoluteExpiresAt: later,
        userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/131.0 Mobile Safari/537.36',
        address: '203.0.113.51',
      })
      .returning({ id: staffSessions.id });
    const mine = await change('POST /api/admin/account/sessions/:id/end', `/api/admin/account/sessions/${own!.id}/end`);
    expect(what(mine.row)).toMatchObject({
      kind: 'staff.session_ended',
      subject: ['staff', String(ownerId), 'walk-owner'],
      before: { device: 'Chrome on Android', address: '203.0.113.51' },
      after: null,
    });

    const { id } = await createStaff(
      t.db,
      { username: 'walk-clerk', email: 'walk-clerk@store.test', password: 'walk-clerk-password' },
      'support',
    );
    await t.db
      .insert(staffSessions)
      .values({ sessionId: 'walk-clerk-desk', staffId: id, expiresAt: later, absoluteExpiresAt: later });
    const all = await change('POST /api/admin/staff/:id/sessions/end', `/api/admin/staff/${id}/sessions/end`);
    expect(what(all.row)).toEqual({
      kind: 'staff.sessions_ended',
      subject: ['staff', String(id), 'walk-clerk'],
      before: null,
      after: { sessionsEnded: 1 },
    });

    const reset = await change('POST /api/admin/staff/:id/password-reset', `/api/admin/staff/${id}/password-reset`);
    expect(what(reset.row)).toEqual({
      kind: 'staff.password_reset_sent',
      subject: ['staff', String(id), 'walk-clerk'],
      before: null,
      after: { email: 'walk-clerk@store.test', validMinutes: 60, sessionsEnded: 0 },
    });
    expect(smtp.received.filter((mail) => mail.to.includes('walk-clerk@store.test'))).toHaveLength(1);
  });

  it('a call that changes nothing leaves nothing: refused by role, invalid, unknown, or against the rules', async () => {
    const packer = await signedInStaff(t, 'walk-packer', 'fulfillment');
    const id = await paidOrder('walk-refused@example.com');
    const refused = [
      await call('POST /api/admin/orders/:id/refunds', `/api/admin/orders/${id}/refunds`, { amount: '5.00' }, packer),
      await call('POST /api/admin/products', '/api/admin/products', productBody({ handle: 'walk-sneaky' }), packer),
      await call('POST /api/admin/products', '/api/admin/products', productBody({ variants: [] })),
      await call('PUT /api/admin/products/:id', '/api/admin/products/999999', { ...productBody(), version: 1 }),
      await call('POST /api/admin/products/:id/stock-adjustments', '/api/admin/products/999999/stock-adjustments', {
        variantId: 1,
        change: 1,
        reason: 'received',
      }),
      await call('POST /api/admin/orders/:id/status', `/api/admin/orders/${id}/status`, { status: 'delivered' }),
      await call('POST /api/admin/orders/:id/refunds', `/api/admin/orders/${id}/refunds`, { amount: '9999.00' }),
      await call('PATCH /api/admin/staff/:id', `/api/admin/staff/${ownerId}`, { role: 'support' }),
      await call('POST /api/admin/orders-seen', '/api/admin/orders-seen'),
    ];
    expect(refused.map(({ res }) => res.statusCode)).toEqual([403, 403, 400, 404, 404, 409, 409, 409, 200]);
    expect(refused.flatMap(({ rows }) => rows)).toEqual([]);
  });

  it('has walked every admin route that changes the shop', () => {
    const writes = Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((key) => !key.startsWith('GET '));
    expect(writes.filter((key) => !walked.has(key) && !(key in NOT_WALKED))).toEqual([]);
    expect(Object.keys(NOT_WALKED).filter((key) => !writes.includes(key))).toEqual([]);
  });
});
