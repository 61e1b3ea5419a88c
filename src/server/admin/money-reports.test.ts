// Admin > Reports beside Sales, through the API: a paid order with a promo code in the discounts,
// gift-card and customers reports and their CSV downloads; the shop's searches counted without
// who searched, the ones that found nothing listed apart; a 400 naming the field for a bad range;
// and a packer refused the money reports, a catalogue-less role the searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../shared/staff-roles';
import { discounts, searchTermsByDay } from '../db/schema';
import { searchLogFor } from '../reports/searches';
import { percentCodes } from '../test/discount-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addGiftCard, addTestProduct, anotherShopper, placePaidOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;
let support: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStaff(t, 'money-reports-owner', 'admin');
  packer = await signedInStaff(t, 'money-reports-packer', 'fulfillment');
  support = await signedInStaff(t, 'money-reports-support', 'support');
  await t.db.insert(discounts).values(percentCodes({ code: 'TENOFF', percentOff: 10 }));
  const dress = (
    await addTestProduct(t.db, 'linen-wrap-dress', [{ size: 'M', color: 'Red', priceCents: 4000, stock: 100 }])
  ).variants.get('M:Red')!;
  const card = await addGiftCard(t.db, 'TJ-MONY-REPT-CARD', '10.00');
  // In Arkansas: no tax. $80.00 of items, 10% off, free shipping over $50; $10.00 of it on a gift card.
  await placePaidOrder(t.app, {
    customer: { ...anotherShopper(), firstName: '=Ada', lastName: 'Byron' },
    items: [{ variantId: variantGid(dress), quantity: 2 }],
    promoCode: 'TENOFF',
    giftCardCode: card.code,
  });
});
afterAll(async () => t?.close());

const get = (url: string, cookies = owner) => t.app.inject({ method: 'GET', url, cookies });
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

describe('GET /api/admin/reports/discounts', () => {
  it("answers each discount's uses, its orders' net and its cost, beside the days before", async () => {
    const res = await get(`/api/admin/reports/discounts?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      current: { from: today, to: today, uses: 1, revenue: '72.00', cost: '8.00' },
      previous: expect.objectContaining({ uses: 0, revenue: '0.00', cost: '0.00' }),
      rows: [{ discountId: expect.any(Number), name: 'TENOFF', code: true, uses: 1, revenue: '72.00', cost: '8.00' }],
    });
    const csv = await get(`/api/admin/reports/discounts?from=${today}&to=${today}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="discounts-${today}-to-${today}.csv"`);
    expect(csvLines(csv.body)).toEqual([
      'Discount,Kind,Uses,Revenue,Cost',
      'TENOFF,Code,1,72.00,8.00',
      'Total,,1,72.00,8.00',
      '',
    ]);
  });
});

describe('GET /api/admin/reports/gift-cards', () => {
  it('answers what was redeemed in the range and what the shop owes now', async () => {
    const res = await get(`/api/admin/reports/gift-cards?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.current).toEqual({
      from: today,
      to: today,
      soldCount: 0,
      soldValue: '0.00',
      issuedCount: 0,
      issuedValue: '0.00',
      redeemed: '10.00',
    });
    expect(body.outstanding).toBe('0.00');
    expect(body.series).toHaveLength(1);
    const csv = await get(`/api/admin/reports/gift-cards?from=${today}&to=${today}&format=csv`);
    expect(csvLines(csv.body)).toEqual([
      'From,To,Sold,Sold value,Issued by staff,Issued value,Redeemed',
      `${today},${today},0,0.00,0,0.00,10.00`,
      'Total,,0,0.00,0,0.00,10.00',
      'Outstanding now,,,0.00,,,',
      '',
    ]);
  });
});

describe('GET /api/admin/reports/customers', () => {
  it('answers new and returning customers and the top customers by their page, never an internal id', async () => {
    const res = await get(`/api/admin/reports/customers?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.current.new).toEqual({ customers: 1, orders: 1, netSales: '72.00' });
    expect(body.current.returning).toEqual({ customers: 0, orders: 0, netSales: '0.00' });
    expect(body.series).toEqual([{ day: today, newCustomers: 1, returningCustomers: 0 }]);
    expect(body.top).toEqual([
      { pageId: expect.stringMatching(/^[0-9a-f]{24}$/), name: '=Ada Byron', new: true, orders: 1, netSales: '72.00' },
    ]);
    // The page id opens the customer's page.
    expect((await get(`/api/admin/customers/${body.top[0].pageId}`)).statusCode).toBe(200);
    const csv = await get(`/api/admin/reports/customers?from=${today}&to=${today}&format=csv`);
    expect(csvLines(csv.body)).toEqual([
      'Customer,Customer page,New or returning,Orders,Net sales',
      // A name that a spreadsheet would run as a formula stays text.
      `'=Ada Byron,/admin/customers/${body.top[0].pageId},New,1,72.00`,
      'All new customers: 1,,New,1,72.00',
      'All returning customers: 0,,Returning,0,0.00',
      '',
    ]);
  });
});

describe('GET /api/admin/reports/searches', () => {
  it("counts the shop's searches by their words, apart the ones that found nothing, and keeps no shopper", async () => {
    const search = (query: string, extra = '') =>
      t.app.inject({ method: 'GET', url: `/api/catalog/products?query=${encodeURIComponent(query)}${extra}` });
    expect((await search('Linen  DRESS')).json().totalCount).toBe(1);
    // The same again, answered from the cache, still counts.
    await search('Linen  DRESS');
    await search('linen dress');
    await search('zebra velvet');
    await search('zebra velvet');
    // Not kept: an email address, a phone number, and a further page of results.
    await search('ada@example.com');
    await search('555 123 4567');
    await search('linen dress', '&page=2');
    await searchLogFor(t.db).flush();

    const rows = await t.db.select().from(searchTermsByDay);
    expect(
      rows
        .map(({ term, searches, zeroResults }) => ({ term, searches, zeroResults }))
        .sort((a, b) => a.term.localeCompare(b.term)),
    ).toEqual([
      { term: 'linen dress', searches: 3, zeroResults: 0 },
      { term: 'zebra velvet', searches: 2, zeroResults: 2 },
    ]);

    const res = await get(`/api/admin/reports/searches?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      current: { from: today, to: today, searches: 5, foundNothing: 2, terms: 2 },
      previous: expect.objectContaining({ searches: 0 }),
      top: [
        { term: 'linen dress', searches: 3, foundNothing: 0 },
        { term: 'zebra velvet', searches: 2, foundNothing: 2 },
      ],
      foundNothing: [{ term: 'zebra velvet', searches: 2, foundNothing: 2 }],
    });
    const csv = await get(`/api/admin/reports/searches?from=${today}&to=${today}&format=csv`);
    expect(csvLines(csv.body)).toEqual([
      'List,Search,Searches,Found nothing',
      'Top searches,linen dress,3,0',
      'Top searches,zebra velvet,2,2',
      'Found nothing,zebra velvet,2,2',
      '',
    ]);
  });
});

describe('the reports beside Sales', () => {
  const REPORTS = ['discounts', 'gift-cards', 'customers', 'searches'];

  it.each(
    REPORTS.flatMap((report) => [
      [report, 'from=2026-13-01&to=2026-12-31', 'from'],
      [report, 'from=2026-03-01&to=yesterday', 'to'],
      [report, 'from=2026-03-02&to=2026-03-01', 'to'],
      [report, 'from=2020-01-01', 'from'],
      [report, 'format=xlsx', 'format'],
    ]),
  )('%s refuses %s with a 400 naming %s', async (report, query, field) => {
    const res = await get(`/api/admin/reports/${report}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(new Set(res.json().errors.map((error: { path: string }) => error.path))).toEqual(new Set([field]));
  });

  it('cover the last 30 days when asked no range', async () => {
    expect((await get('/api/admin/reports/gift-cards')).json().series).toHaveLength(30);
    expect((await get('/api/admin/reports/customers')).json().current.to).toBe(today);
  });

  it('show a packer no money and no searches, and the help desk no searches', async () => {
    for (const report of REPORTS) {
      for (const format of ['json', 'csv']) {
        const res = await get(`/api/admin/reports/${report}?format=${format}`, packer);
        expect(res.statusCode, report).toBe(403);
        expect(res.json()).toEqual({ message: ROLE_REFUSED });
      }
    }
    expect((await get('/api/admin/reports/searches', support)).statusCode).toBe(403);
  });
});
