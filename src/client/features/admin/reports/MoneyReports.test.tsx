import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, utcToday } from '../../../../shared/schemas/reports';
import type {
  CustomersReport,
  DiscountsReport,
  GiftCardsReport,
  SearchesReport,
} from '../../../../shared/schemas/reports-money';
import { renderAdminScreen } from '../../../test/render-admin';
import { CustomersReportScreen } from './CustomersReportScreen';
import { DiscountsReportScreen } from './DiscountsReportScreen';
import { GiftCardsReportScreen } from './GiftCardsReportScreen';
import { SearchesReportScreen } from './SearchesReportScreen';

const range = { from: '2026-11-02', to: '2026-11-03' };
const before = { from: '2026-10-31', to: '2026-11-01' };

const discounts: DiscountsReport = {
  current: { ...range, uses: 3, revenue: '240.50', cost: '26.00' },
  previous: { ...before, uses: 2, revenue: '100.00', cost: '20.00' },
  rows: [
    { discountId: 4, name: 'WELCOME10', code: true, uses: 2, revenue: '160.50', cost: '18.00' },
    { discountId: 7, name: 'Big basket', code: false, uses: 1, revenue: '80.00', cost: '8.00' },
  ],
};

const giftCards: GiftCardsReport = {
  current: { ...range, soldCount: 2, soldValue: '75.00', issuedCount: 1, issuedValue: '20.00', redeemed: '31.25' },
  previous: { ...before, soldCount: 0, soldValue: '0.00', issuedCount: 0, issuedValue: '0.00', redeemed: '0.00' },
  series: [
    {
      from: '2026-11-02',
      to: '2026-11-02',
      soldCount: 2,
      soldValue: '75.00',
      issuedCount: 0,
      issuedValue: '0.00',
      redeemed: '0.00',
    },
    {
      from: '2026-11-03',
      to: '2026-11-03',
      soldCount: 0,
      soldValue: '0.00',
      issuedCount: 1,
      issuedValue: '20.00',
      redeemed: '31.25',
    },
  ],
  outstanding: '1043.75',
  outstandingCards: 12,
};

const customers: CustomersReport = {
  current: {
    ...range,
    new: { customers: 2, orders: 2, netSales: '150.00' },
    returning: { customers: 1, orders: 3, netSales: '310.20' },
  },
  previous: {
    ...before,
    new: { customers: 1, orders: 1, netSales: '50.00' },
    returning: { customers: 1, orders: 1, netSales: '310.20' },
  },
  series: [
    { day: '2026-11-02', newCustomers: 2, returningCustomers: 0 },
    { day: '2026-11-03', newCustomers: 0, returningCustomers: 1 },
  ],
  top: [
    { pageId: 'a1b2c3d4e5f6a1b2c3d4e5f6', name: 'Ann Tester', new: false, orders: 3, netSales: '310.20' },
    { pageId: 'ffeeddccbbaaffeeddccbbaa', name: null, new: true, orders: 1, netSales: '90.00' },
  ],
};

const searches: SearchesReport = {
  current: { ...range, searches: 40, foundNothing: 6, terms: 9 },
  previous: { ...before, searches: 20, foundNothing: 6, terms: 5 },
  top: [
    { term: 'linen dress', searches: 12, foundNothing: 0 },
    { term: 'zebra velvet', searches: 4, foundNothing: 4 },
  ],
  foundNothing: [{ term: 'zebra velvet', searches: 4, foundNothing: 4 }],
};

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admin > Reports beside Sales', () => {
  it("Discounts reads each discount's uses, revenue and cost, and offers the last 30 days as a CSV", async () => {
    const fetchMock = answer(discounts);
    renderAdminScreen(<DiscountsReportScreen />, '/reports/discounts');
    expect(await screen.findByTestId('figure: Cost')).toHaveTextContent('$26.00Before: $20.00 (+30%)');
    const today = utcToday();
    const from = addDays(today, -29);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/admin/reports/discounts?from=${from}&to=${today}`]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/discounts?from=${from}&to=${today}&format=csv`,
    );
    expect(rowsOf('Discounts used, the costliest first')).toEqual([
      'DiscountKindUsesRevenueCost',
      'WELCOME10Code2$160.50$18.00',
      'Big basketAutomatic1$80.00$8.00',
      'Total3$240.50$26.00',
    ]);
    expect(screen.getByText('What the discount took off those orders: their items and their shipping.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Searches' })).toHaveAttribute('href', '/reports/searches');
  });

  it('Gift cards reads sold and redeemed by day, and what the shop owes now', async () => {
    answer(giftCards);
    renderAdminScreen(<GiftCardsReportScreen />, '/reports/gift-cards');
    expect(await screen.findByTestId('figure: Outstanding')).toHaveTextContent(
      '$1,043.75On 12 cards that have not expired',
    );
    expect(screen.getByTestId('figure: Redeemed')).toHaveTextContent('$31.25Before: $0.00 (new)');
    expect(rowsOf('Gift cards by day, Nov 2 – Nov 3, 2026')).toEqual([
      'DaySoldSold valueIssued by staffIssued valueRedeemed',
      'Nov 2, 20262$75.000$0.00$0.00',
      'Nov 3, 20260$0.001$20.00$31.25',
      'Total2$75.001$20.00$31.25',
    ]);
  });

  it('Customers reads new and returning customers, and links the top ones to their page', async () => {
    answer(customers);
    renderAdminScreen(<CustomersReportScreen />, '/reports/customers');
    expect(await screen.findByTestId('figure: New customers')).toHaveTextContent('2Before: 1 (+100%)');
    expect(screen.getByTestId('figure: Net sales from returning')).toHaveTextContent(
      '$310.20Before: $310.20 (no change)',
    );
    expect(rowsOf('Top customers by net sales')).toEqual([
      'CustomerNew or returningOrdersNet sales',
      'Ann TesterReturning3$310.20',
      'Customer without a nameNew1$90.00',
    ]);
    expect(screen.getByRole('link', { name: 'Ann Tester' })).toHaveAttribute(
      'href',
      '/customers/a1b2c3d4e5f6a1b2c3d4e5f6',
    );
    expect(rowsOf('Customers by day, Nov 2 – Nov 3, 2026').at(-1)).toBe('Total21');
  });

  it('Searches reads the top searches and those that found nothing', async () => {
    answer(searches);
    renderAdminScreen(<SearchesReportScreen />, '/reports/searches');
    expect(await screen.findByTestId('figure: Searches')).toHaveTextContent('40Before: 20 (+100%)');
    expect(rowsOf('Top searches')).toEqual(['SearchSearchesFound nothing', 'linen dress120', 'zebra velvet44']);
    expect(rowsOf('Searches that found nothing')).toEqual(['SearchSearchesFound nothing', 'zebra velvet44']);
    expect(screen.getByText('Searches that showed no product.')).toBeVisible();
  });
});
