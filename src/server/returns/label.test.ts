// The prepaid return label: staff attach the carrier's file to an approved return, the shopper
// is emailed a link to it and downloads it from the return's page with the order's email; only
// PDF, PNG and JPEG files are kept, and only while a parcel is still to be sent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReturnDetail, Return } from '../../shared/schemas/returns';
import { emailOutbox, orderEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper } from '../test/orders-fixtures';
import { deliveredOrder, returnsAddress, staffStep, startReturn, type DeliveredOrder } from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';
import { RETURN_LABEL_MAX_BYTES } from './label';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR rest')]);

describe('the prepaid return label', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let tee: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'label-owner');
    tee = (
      await addTestProduct(t.db, 'label-tee', [{ size: 'M', color: 'Black', priceCents: 2500, stock: 50 }])
    ).variants.get('M:Black')!;
  });
  afterAll(() => t.close());

  /** A delivered order with a return of its tee, the return's number and staff's id for it. */
  async function aReturn(): Promise<{ order: DeliveredOrder; returnNumber: string; id: number }> {
    const order = await deliveredOrder(t.app, owner, [{ variantId: tee, quantity: 1 }], anotherShopper());
    const started = await startReturn(t.app, order, [{ itemId: order.itemIds[0]!, quantity: 1 }]);
    const { returnNumber } = started.json<Return>();
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/returns?q=${returnNumber}`, cookies: owner });
    return { order, returnNumber, id: list.json<{ returns: Array<{ id: number }> }>().returns[0]!.id };
  }

  const attach = (id: number, body: Buffer, type = 'application/pdf', cookies = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/label`,
      cookies,
      headers: { 'content-type': type },
      payload: body,
    });

  const download = (returnNumber: string, email: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/returns/${returnNumber}/label?email=${encodeURIComponent(email)}`,
      remoteAddress: returnsAddress(),
    });

  it('is sent once the return is approved: emailed with a link the shopper downloads the same file from', async () => {
    const { order, returnNumber, id } = await aReturn();
    expect((await attach(id, PDF)).statusCode).toBe(409);
    expect((await staffStep(t.app, owner, id, 'approve')).statusCode).toBe(200);

    const sent = await attach(id, PDF);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<AdminReturnDetail>().label).toMatchObject({ type: 'application/pdf' });
    // A US order: the store's free label is owed.
    expect(sent.json<AdminReturnDetail>().shipsTo).toBe('US');

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your TJ Fashion return label for ${returnNumber}`));
    expect(email!.to).toBe(order.email);
    const link = `http://store.test/api/returns/${returnNumber}/label?email=${encodeURIComponent(order.email)}`;
    expect(email!.text).toContain(link);
    expect(email!.html).toContain(link.replace(/&/g, '&amp;'));

    const got = await download(returnNumber, order.email);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="return-label-${returnNumber}.pdf"`);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.rawPayload.equals(PDF)).toBe(true);

    // The shopper's page says there is one; the order's history says it was sent.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/returns/${returnNumber}?email=${encodeURIComponent(order.email)}`,
      remoteAddress: returnsAddress(),
    });
    expect(page.json<Return>().label).toMatchObject({ type: 'application/pdf' });
    const notes = await t.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'note')));
    expect(notes.map((row) => row.note)).toContain(`Return label sent for return ${returnNumber}`);
  });

  it("is the shopper's only: another email, or a return without a label, is not found", async () => {
    const { order, returnNumber, id } = await aReturn();
    expect((await download(returnNumber, order.email)).statusCode).toBe(404);
    await staffStep(t.app, owner, id, 'approve');
    await attach(id, PDF);
    const stranger = await download(returnNumber, 'someone.else@example.com');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('%PDF');
    // Staff read it from the return's page too.
    const staffCopy = await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}/label`, cookies: owner });
    expect(staffCopy.rawPayload.equals(PDF)).toBe(true);
  });

  it('can be replaced while the parcel is on its way, and not once it arrived', async () => {
    const { order, returnNumber, id } = await aReturn();
    await staffStep(t.app, owner, id, 'approve');
    await attach(id, PDF);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/returns/${returnNumber}/sent`,
      payload: { email: order.email },
      remoteAddress: returnsAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const replaced = await attach(id, PNG, 'image/png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const got = await download(returnNumber, order.email);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="return-label-${returnNumber}.png"`);
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const lineId = replaced.json<AdminReturnDetail>().lines[0]!.id;
    expect((await staffStep(t.app, owner, id, 'receive', { lines: [{ lineId, restock: true }] })).statusCode).toBe(200);
    const late = await attach(id, PDF);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A label can be sent once the return is approved and until it arrives');
  });

  it('keeps only a PDF, PNG or JPEG file, whatever type the upload declares', async () => {
    const { id } = await aReturn();
    await staffStep(t.app, owner, id, 'approve');
    const page = await attach(id, Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf');
    expect(page.statusCode).toBe(415);
    expect(page.json()).toEqual({
      message: 'The label must be a PDF, PNG or JPEG file',
      errors: [{ path: 'label', message: 'The label must be a PDF, PNG or JPEG file' }],
    });
    const empty = await attach(id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const huge = await attach(id, Buffer.concat([PDF, Buffer.alloc(RETURN_LABEL_MAX_BYTES)]));
    expect(huge.statusCode).toBe(413);
    const unknown = await attach(999_999, PDF);
    expect(unknown.statusCode).toBe(404);
    // Nothing was kept: the return has no label.
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, cookies: owner });
    expect(detail.json<AdminReturnDetail>().label).toBeNull();
  });
});
