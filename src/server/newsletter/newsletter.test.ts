import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletter } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });

  it('subscribes an address, stored trimmed and lowercased', async () => {
    const res = await subscribe({ email: '  Shopper@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Subscribed' });
    const rows = await t.db.select().from(newsletter);
    expect(rows.map((r) => r.email)).toEqual(['shopper@example.com']);
  });

  it('answers a repeated address exactly like a new one and stores it once', async () => {
    const first = await subscribe({ email: 'twice@example.com' }, '10.1.0.2');
    const again = await subscribe({ email: 'TWICE@example.com' }, '10.1.0.2');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await t.db.select().from(newsletter);
    expect(rows.filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['not an address', { email: 'not-an-email' }],
  ])('refuses an email that is %s', async (_case, payload) => {
    const res = await subscribe(payload, '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email',
      errors: [{ path: 'email', message: 'Please enter a valid email' }],
    });
  });

  it('limits how often one address may subscribe', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await subscribe({ email: `flood${i}@example.com` }, '10.1.0.4'));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().message).toMatch(/^Too many requests/);
    const flood = (await t.db.select().from(newsletter)).filter((r) => r.email.startsWith('flood'));
    expect(flood).toHaveLength(10);
  });
});
