import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/render-admin';
import type { AdminOrder, AdminStats } from '../../../../shared/schemas/admin';
import { NO_SALES, type SalesOverview, type SalesPeriod } from '../../../../shared/schemas/reports';
import { Dashboard } from './Dashboard';

const stats: AdminStats = {
  totalOrders: 0,
  totalRevenueCents: 0,
  totalRevenue: '0.00',
  messages: 0,
  unreadMessages: 0,
  subscribers: 0,
  paymentProvider: { provider: 'demo', mode: 'demo' },
  ordersToShip: 0,
  lowStockVariants: 0,
  failedJobs: 0,
};

const figures = (from: string, to: string, values: Partial<SalesPeriod> = {}): SalesPeriod => ({
  from,
  to,
  ...NO_SALES,
  ...values,
});
const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const overview: SalesOverview = {
  today: {
    current: figures('2026-11-30', '2026-11-30', { orders: 2, netSales: '114.49', averageOrderValue: '60.00' }),
    previous: figures('2026-11-29', '2026-11-29', { orders: 1, netSales: '91.59', averageOrderValue: '80.00' }),
  },
  last7Days: {
    current: figures('2026-11-24', '2026-11-30', { orders: 3, netSales: '206.08', averageOrderValue: '66.67' }),
    previous: figures('2026-11-17', '2026-11-23'),
  },
  last30Days: days.map((day) =>
    day === '2026-11-30'
      ? figures(day, day, { orders: 2, netSales: '114.49' })
      : day === '2026-11-29'
        ? figures(day, day, { orders: 1, netSales: '91.59' })
        : figures(day, day),
  ),
};
const order: AdminOrder = {
  id: 7,
  trackingNumber: 'TRK-1',
  email: 'ada@example.com',
  customerName: 'Ada Lovelace',
  status: 'shipped',
  paymentStatus: 'paid',
  fulfillmentStatus: 'fulfilled',
  itemCount: 2,
  total: '1234.50',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function answer(lists: Record<string, unknown[]>, statsBody = stats) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    const body =
      path === '/api/admin/stats'
        ? statsBody
        : path === '/api/admin/reports/overview'
          ? overview
          : (lists[path.replace('/api/admin/', '')] ?? []);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': '0' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderDashboard = () => renderAdminScreen(<Dashboard />, '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dashboard', () => {
  it('shows the empty state of each tab and zero cards', async () => {
    const fetchMock = answer({});
    const user = renderDashboard();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    for (const title of ['Total Orders', 'Messages', 'Newsletter Subscribers']) {
      expect(within(screen.getByRole('region', { name: title })).getByTestId('stat-value').textContent).toBe('0');
    }
    expect(within(screen.getByRole('region', { name: 'Total Revenue' })).getByTestId('stat-value').textContent).toBe(
      '$0.00',
    );

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    expect(await screen.findByText('No subscribers yet')).toBeTruthy();

    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/admin/orders?limit=5',
        '/api/admin/messages?limit=5',
        '/api/admin/newsletter?limit=5',
      ]),
    );
  });

  it('lists orders with a coloured status, the total and the revenue card', async () => {
    answer({ orders: [order] }, { ...stats, totalOrders: 1, totalRevenueCents: 123450, totalRevenue: '1234.50' });
    renderDashboard();
    const row = (await screen.findByText('#7')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('Fulfilled')).toBeTruthy();
    expect(within(row).getByText('shipped').className).toContain('bg-blue-100');
    expect(within(row).getByText('$1,234.50')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Total Revenue' })).findByText('$1,234.50')).toBeTruthy();
  });

  it("says how today is going: net sales, orders and average order value beside yesterday's, and the last 7 days", async () => {
    answer({});
    renderDashboard();
    const today = await screen.findByRole('region', { name: 'Today (UTC)' });
    expect(within(today).getByTestId('Today (UTC): Net sales')).toHaveTextContent(
      'Net sales$114.49Yesterday: $91.59 (+25%)',
    );
    expect(within(today).getByTestId('Today (UTC): Orders')).toHaveTextContent('Orders2Yesterday: 1 (+100%)');
    expect(within(today).getByTestId('Today (UTC): Average order value')).toHaveTextContent(
      'Average order value$60.00Yesterday: $80.00 (−25%)',
    );
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    expect(within(week).getByTestId('Last 7 days: Net sales')).toHaveTextContent(
      'Net sales$206.087 days before: $0.00 (new)',
    );
    // The chart's numbers, for a screen reader: each of the 30 days.
    const table = screen.getByRole('table', { name: 'Net sales and orders, each of the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Nov 30, 2026 2 $114.49' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Orders to ship' })).getByTestId('stat-value').textContent).toBe(
      '0',
    );
  });

  it.each([
    [{ provider: 'stripe', mode: 'live' }, 'Payments: Stripe (live)'],
    [{ provider: 'stripe', mode: 'test' }, 'Payments: Stripe (test mode)'],
    [{ provider: 'demo', mode: 'demo' }, 'Payments: demo page, no card is charged'],
  ] as const)('says which provider takes the money (%o)', async (paymentProvider, line) => {
    answer({}, { ...stats, paymentProvider });
    renderDashboard();
    expect(await screen.findByText(line)).toBeTruthy();
  });
});
