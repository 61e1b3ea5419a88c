import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../shared/staff-roles';
import { auditLog, discounts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('/api/admin/discounts', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let tee = '';
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookies = owner) =>
    t.app.inject({ method, url: `/api/admin${url}`, payload, cookies });
  const auditKinds = async (id: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)))
    )
      .filter((row) => row.subjectType === 'discount')
      .map((row) => row.kind);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'discount-owner');
    const { variants } = await addTestProduct(t.db, 'discount-tee', [
      { size: 'M', color: 'Black', priceCents: 5000, stock: 50 },
    ]);
    tee = variantGid(variants.get('M:Black')!);
  });
  afterAll(() => t.close());

  it('adds a code, which shoppers then get, and lists it with its uses and what they cost', async () => {
    const created = await call('POST', '/discounts', {
      title: 'Spring',
      code: ' spring5 ',
      rule: { kind: 'order-amount', amountCents: 500 },
      usageLimit: 10,
    });
    expect(created.statusCode).toBe(201);
    const discount = created.json();
    expect(discount).toMatchObject({
      title: 'Spring',
      code: 'SPRING5',
      description: '$5 off your order',
      state: 'active',
      usedCount: 0,
      savedCents: 0,
      paused: false,
      perCustomerLimit: null,
    });

    const order = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'spring5',
    });
    expect(order.json().order).toMatchObject({ discount: '5.00' });

    const listed = await call('GET', '/discounts');
    expect(listed.json().find((d: { id: number }) => d.id === discount.id)).toMatchObject({
      usedCount: 1,
      savedCents: 500,
    });
    expect((await call('GET', `/discounts/${discount.id}`)).json()).toMatchObject({
      code: 'SPRING5',
      usedCount: 1,
      savedCents: 500,
    });
    expect(await auditKinds(discount.id)).toEqual(['discount.created']);
  });

  it('pauses, resumes, edits and ends a discount, each in the activity log', async () => {
    const { id } = (
      await call('POST', '/discounts', {
        title: 'Autumn',
        code: 'AUTUMN',
        rule: { kind: 'order-percent', percent: 15 },
      })
    ).json();
    expect((await call('POST', `/discounts/${id}/pause`)).json()).toMatchObject({ paused: true, state: 'paused' });
    const refused = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'AUTUMN',
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('POST', `/discounts/${id}/resume`)).json()).toMatchObject({ paused: false, state: 'active' });
    expect(
      (
        await call('PATCH', `/discounts/${id}`, {
          title: 'Autumn sale',
          perCustomerLimit: 1,
        })
      ).json(),
    ).toMatchObject({ title: 'Autumn sale', perCustomerLimit: 1 });
    const ended = await call('POST', `/discounts/${id}/end`);
    expect(ended.json().state).toBe('ended');
    expect((await call('POST', `/discounts/${id}/end`)).statusCode).toBe(409);
    expect(await auditKinds(id)).toEqual([
      'discount.created',
      'discount.paused',
      'discount.resumed',
      'discount.updated',
      'discount.ended',
    ]);
  });

  it('answers bad input with a 400 naming the field, a taken code with a 409, and stores nothing', async () => {
    const before = await t.db.select().from(discounts);
    const cases: [object, string][] = [
      [{ code: 'NOTITLE', rule: { kind: 'order-percent', percent: 10 } }, 'title'],
      [
        {
          title: 'Too much',
          code: 'MUCH',
          rule: { kind: 'order-percent', percent: 150 },
        },
        'rule.percent',
      ],
      [{ title: 'Odd', code: 'ODD', rule: { kind: 'half-price' } }, 'rule.kind'],
      [
        {
          title: 'Bad code',
          code: 'no spaces!',
          rule: { kind: 'free-shipping' },
        },
        'code',
      ],
      [{ title: 'No tiers', rule: { kind: 'tiered', tiers: [] } }, 'rule.tiers'],
      [
        {
          title: 'Backwards',
          rule: { kind: 'free-shipping' },
          startsAt: '2026-06-02T00:00:00Z',
          endsAt: '2026-06-01T00:00:00Z',
        },
        'endsAt',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/discounts', body);
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const taken = await call('POST', '/discounts', {
      title: 'Again',
      code: 'spring5',
      rule: { kind: 'free-shipping' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'code', message: 'Another discount has this code' }]);
    expect(await t.db.select().from(discounts)).toEqual(before);

    const [spring] = before.filter((d) => d.code === 'SPRING5');
    const below = await call('PATCH', `/discounts/${spring!.id}`, {
      usageLimit: 0,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors[0].path).toBe('usageLimit');
    expect((await call('GET', '/discounts/999999')).statusCode).toBe(404);
  });

  it('is refused to roles that do not see money', async () => {
    for (const role of ['fulfillment', 'support'] as const) {
      const cookies = await signedInStaff(t, `discount-${role}`, role);
      const res = await call(
        'POST',
        '/discounts',
        {
          title: 'Sneaky',
          code: 'SNEAKY',
          rule: { kind: 'order-percent', percent: 100 },
        },
        cookies,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ROLE_REFUSED });
      expect((await call('GET', '/discounts', undefined, cookies)).statusCode).toBe(403);
    }
    const manager = await signedInStaff(t, 'discount-manager', 'manager');
    expect((await call('GET', '/discounts', undefined, manager)).statusCode).toBe(200);
  });
});
