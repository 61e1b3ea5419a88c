// The activity log itself: what a row keeps, that it commits with its change or not at all,
// that nothing can change or remove it, and how the owner reads it: filters, pages, CSV.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';
import { changedFields } from './changes';
import { recordAudit } from './record';

type Row = typeof auditLog.$inferInsert;
const ann = { id: 9001, username: 'ann', email: 'ann@store.test', role: 'manager' };
const bob = { id: 9002, username: 'bob', email: 'bob@store.test', role: 'fulfillment' };
const cy = { id: 9003, username: 'cy', email: 'cy@store.test', role: 'support' };
const at = (iso: string) => new Date(iso);
const entryOf = (actor: typeof ann, kind: string, when: string, label: string): Row => ({
  kind,
  at: at(when),
  actorId: actor.id,
  actorUsername: actor.username,
  actorEmail: actor.email,
  actorRole: actor.role,
  address: '203.0.113.7',
  subjectType: 'product',
  subjectId: '1',
  subjectLabel: label,
  before: { price: '30.00' },
  after: { price: '35.00' },
});

/** The database's own refusal (the driver's error is wrapped in the query's). */
const refusedAsAppendOnly = (error: Error & { cause?: Error }) =>
  /The activity log is append-only/.test(error.cause?.message ?? error.message);

describe('the before and after of a change', () => {
  it('keeps only the fields that differ, nested ones by their dotted name', () => {
    const before = {
      name: 'Wrap dress',
      price: '30.00',
      tags: ['linen'],
      variants: { 'M / Blue': { stock: 5, price: '30.00' }, 'S / Blue': { stock: 2 } },
    };
    const after = {
      name: 'Wrap dress',
      price: '35.00',
      tags: ['linen', 'summer'],
      variants: { 'M / Blue': { stock: 7, price: '30.00' }, 'S / Blue': { stock: 2 } },
    };
    expect(changedFields(before, after)).toEqual({
      before: { price: '30.00', tags: ['linen'], 'variants.M / Blue.stock': 5 },
      after: { price: '35.00', tags: ['linen', 'summer'], 'variants.M / Blue.stock': 7 },
    });
  });

  it('reads a missing field and null alike, and an addition as no before', () => {
    expect(changedFields({ note: null, a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
    expect(changedFields(null, { name: 'Tee', originalPrice: null, variants: { 'S / Red': { stock: 3 } } })).toEqual({
      before: null,
      after: { name: 'Tee', 'variants.S / Red.stock': 3 },
    });
    expect(changedFields({ size: 'M' }, { size: 'L', added: new Date('2026-01-02T03:04:05.000Z') })).toEqual({
      before: { size: 'M', added: null },
      after: { size: 'L', added: '2026-01-02T03:04:05.000Z' },
    });
  });
});

describe('the activity log', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let manager: Record<string, string>;
  const list = (query = '', cookies = owner) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, cookies });
  const rowsNow = async () => (await t.db.select().from(auditLog)).length;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'audit-owner', 'admin');
    manager = await signedInStaff(t, 'audit-manager', 'manager');
    // A month of history written as the store would have written it, oldest first.
    await t.db
      .insert(auditLog)
      .values([
        entryOf(ann, 'product.price_changed', '2026-03-01T09:00:00Z', 'Wrap dress'),
        entryOf(bob, 'order.parcel_shipped', '2026-03-02T09:00:00Z', '#1001'),
        entryOf(ann, 'product.stock_changed', '2026-03-03T23:59:59.999Z', 'Linen shirt'),
        entryOf(bob, 'order.status_changed', '2026-03-04T00:00:00Z', '#1002'),
        entryOf(ann, 'gift_card.issued', '2026-03-05T12:00:00Z', 'Gift card ending 7Q2M'),
      ]);
  });
  afterAll(async () => t?.close());

  it('commits a row with its change, and none when the change rolls back', async () => {
    const before = await rowsNow();
    await t.db.transaction(async (tx) =>
      recordAudit(tx, { kind: 'job.retried', subject: { type: 'job', id: 'j-1', label: 'Send a refund' }, actor: cy }),
    );
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          kind: 'job.retried',
          subject: { type: 'job', id: 'j-2', label: 'Send a refund' },
          actor: cy,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.kind} = 'job.retried'`);
    expect(rows.map((row) => row.subjectId)).toEqual(['j-1']);
    expect(await rowsNow()).toBe(before + 1);
    // Outside a request there is no address; the actor is the one given.
    expect(rows[0]).toMatchObject({
      actorId: cy.id,
      actorUsername: 'cy',
      actorRole: 'support',
      address: null,
      before: null,
      after: null,
    });
  });

  it('refuses to change, remove or empty a row, whoever asks', async () => {
    const before = await t.db.select().from(auditLog).orderBy(auditLog.id);
    for (const statement of [
      sql`update audit_log set actor_username = 'someone else'`,
      sql`delete from audit_log where kind = 'gift_card.issued'`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.db.execute(statement)).rejects.toSatisfy(refusedAsAppendOnly);
    }
    await expect(t.db.update(auditLog).set({ kind: 'x' })).rejects.toSatisfy(refusedAsAppendOnly);
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it('is read by owners only', async () => {
    expect((await list('', manager)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit.csv', cookies: manager })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('filters by person, by kind or group of kinds, and by days (both included, UTC)', async () => {
    const labels = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { subject: { label: string } }[]).map((entry) => entry.subject.label);
    };
    expect(await labels(`?staffId=${ann.id}`)).toEqual(['Gift card ending 7Q2M', 'Linen shirt', 'Wrap dress']);
    expect(await labels(`?staffId=${bob.id}&kind=order.parcel_shipped`)).toEqual(['#1001']);
    expect(await labels('?kind=order')).toEqual(['#1002', '#1001']);
    expect(await labels('?kind=product&from=2026-03-02')).toEqual(['Linen shirt']);
    expect(await labels('?from=2026-03-03&to=2026-03-03')).toEqual(['Linen shirt']);
    expect(await labels('?from=2026-03-04&to=2026-03-05')).toEqual(['Gift card ending 7Q2M', '#1002']);
    expect(await labels('?staffId=424242')).toEqual([]);
  });

  it('answers a row with who, when, from where, what and the fields that changed', async () => {
    const [entry] = (await list('?kind=product.price_changed')).json();
    expect(entry).toEqual({
      id: expect.any(Number),
      at: '2026-03-01T09:00:00.000Z',
      kind: 'product.price_changed',
      actor: { id: ann.id, username: 'ann', email: 'ann@store.test', role: 'manager' },
      address: '203.0.113.7',
      subject: { type: 'product', id: '1', label: 'Wrap dress' },
      before: { price: '30.00' },
      after: { price: '35.00' },
    });
  });

  it('pages newest first through every row, neither skipping nor repeating one that shares a time', async () => {
    // Three rows in one moment: only the id tells them apart.
    const same = '2026-02-01T10:00:00.123456Z';
    await t.db.insert(auditLog).values([1, 2, 3].map((n) => entryOf(bob, 'order.refunded', same, `#20${n}`)));
    const all = (await list('?limit=100')).json() as { id: number }[];
    const seen: number[] = [];
    let url: string | undefined = '/api/admin/audit?limit=2';
    let pages = 0;
    while (url) {
      const res: LightMyRequestResponse = await t.app.inject({ method: 'GET', url, cookies: owner });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(all.length));
      seen.push(...(res.json() as { id: number }[]).map((entry) => entry.id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      pages += 1;
    }
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const pathOf = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      return res.json().errors.map((error: { path: string }) => error.path);
    };
    expect(await pathOf('?kind=product.stolen')).toEqual(['kind']);
    expect(await pathOf('?staffId=ann')).toEqual(['staffId']);
    expect(await pathOf('?from=2026-02-30')).toEqual(['from']);
    expect(await pathOf('?from=2026-03-05&to=2026-03-01')).toEqual(['to']);
    expect(await pathOf('?after=not-a-cursor')).toEqual(['after']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit.csv?kind=nope', cookies: owner })).json().errors[0]
        .path,
    ).toBe('kind');
  });

  it('exports the filtered rows as CSV a spreadsheet opens safely: commas, quotes, line breaks and formulas stay text', async () => {
    const risky = '=HYPERLINK("http://evil.test","Click, please")\nsecond line';
    await t.db.insert(auditLog).values({
      ...entryOf(ann, 'product.updated', '2026-03-06T08:00:00Z', risky),
      before: { name: 'Plain' },
      after: { name: '@SUM(1+1)' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit.csv?staffId=${ann.id}&from=2026-03-05`,
      cookies: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Change,Kind,Staff,Staff email,Role,Staff id,Address,Subject,Subject type,Subject id,Changes,Before,After',
    );
    // The quote doubled, the cell quoted for its comma and line break, and an apostrophe before the formula.
    expect(lines[1]).toBe(
      `2026-03-06T08:00:00.000Z,Product edited,product.updated,ann,ann@store.test,Manager,${ann.id},203.0.113.7,` +
        `"'=HYPERLINK(""http://evil.test"",""Click, please"")\nsecond line",product,1,name: Plain → @SUM(1+1),` +
        `"{""name"":""Plain""}","{""name"":""@SUM(1+1)""}"`,
    );
    expect(lines[2]).toMatch(/^2026-03-05T12:00:00.000Z,Gift card issued,gift_card.issued,ann,/);
    expect(lines.slice(3)).toEqual(['']);
  });

  it('exports every row past one batch, newest first', async () => {
    const many = Array.from({ length: 1_203 }, (_, i) =>
      entryOf(bob, 'order.refunded', new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(), `#bulk-${i}`),
    );
    await t.db.insert(auditLog).values(many);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?from=2025-01-01&to=2025-01-01',
      cookies: owner,
    });
    const subjects = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[8]);
    expect(subjects).toHaveLength(1_203);
    expect(subjects[0]).toBe('#bulk-1202');
    expect(subjects.at(-1)).toBe('#bulk-0');
  });
});
