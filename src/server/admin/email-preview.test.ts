import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { createTestApp, type TestApp } from '../test/harness';

describe("staff's preview of the store's emails", () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'previewer', email: 'previewer@store.test', password: 'previewer-password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'previewer', password: 'previewer-password' },
    });
    cookies = { [STAFF_SESSION_COOKIE]: res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value };
  });
  afterAll(() => t.close());

  it('is for staff only', async () => {
    for (const url of [
      '/api/admin/emails',
      '/api/admin/emails/order-confirmation',
      '/api/admin/emails/order-confirmation?format=text',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Authentication required');
    }
  });

  it('lists every email with a title, and shows each one as HTML and as text', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/emails', cookies });
    expect(list.statusCode).toBe(200);
    const emails = list.json() as { name: string; title: string }[];
    expect(emails.map((e) => e.name)).toEqual([
      'order-confirmation',
      'order-shipped',
      'order-delivered',
      'order-cancelled',
      'order-refunded',
      'return-started',
      'return-approved',
      'return-label',
      'return-rejected',
      'return-paid',
      'return-received',
      'return-refunded',
      'return-exchanged',
      'new-order',
      'gift-card',
      'gift-card-receipt',
      'contact',
      'low-stock',
      'back-in-stock',
      'sign-in-code',
    ]);
    expect(emails[0]!.title).toBe('Order confirmation');
    for (const { name } of emails) {
      const html = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${name}`, cookies });
      expect(html.statusCode, name).toBe(200);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.body).toMatch(/^<!DOCTYPE html/);
      expect(html.body).toContain('TJ Fashion');
      const text = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${name}?format=text`, cookies });
      expect(text.statusCode, name).toBe(200);
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.body).not.toContain('<table');
    }
  });

  it('shows the sample confirmation with its line totals', async () => {
    const text = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emails/order-confirmation?format=text',
      cookies,
    });
    expect(text.body).toContain('2 × Culottes (M, Black) $71.98');
  });

  it('shows the sample back-in-stock email with the size and color, its link and that it is sent once', async () => {
    const text = await t.app.inject({ method: 'GET', url: '/api/admin/emails/back-in-stock?format=text', cookies });
    expect(text.body).toContain('Culottes (M, Black)');
    expect(text.body).toContain('/product/culottes?size=M&color=Black');
    expect(text.body).toContain('You asked to be told once; we will not email you again about this item.');
  });

  it('answers 404 for an email it does not have, and 400 for a format it does not know', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/emails/no-such-email', cookies });
    expect(unknown.statusCode).toBe(404);
    const format = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emails/order-confirmation?format=pdf',
      cookies,
    });
    expect(format.statusCode).toBe(400);
  });
});
