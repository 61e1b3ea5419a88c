import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/render-admin';
import type { AdminOrder, AdminStats } from '../../../../shared/schemas/admin';
import { Dashboard } from './Dashboard';

const stats: AdminStats = {
  totalOrders: 0,
  totalRevenueCents: 0,
  totalRevenue: '0.00',
  messages: 0,
  unreadMessages: 0,
  subscribers: 0,
  paymentProvider: { provider: 'demo', mode: 'demo' },
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
    const body = path === '/api/admin/stats' ? statsBody : (lists[path.replace('/api/admin/', '')] ?? []);
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
