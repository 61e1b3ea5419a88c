// What the owner reads above the order list and beside its views in a large store: counts
// past the cap read "10,000+" (a search's "1,000+"), and smaller ones exactly.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/render-admin';
import type { AdminOrder, AdminOrderCounts } from '../../../../shared/schemas/admin';
import { OrdersScreen } from './OrdersScreen';

const order = (id: number): AdminOrder => ({
  id,
  trackingNumber: `TRK-${id}`,
  email: `buyer${id}@example.com`,
  customerName: 'Ada Lovelace',
  status: 'pending',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  itemCount: 1,
  total: '35.99',
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The server's answers: totals as X-Total-Count sends them, each search's own. */
function answer(totals: Record<string, number>, counts: AdminOrderCounts) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/admin/orders/counts' || pathname === '/api/admin/orders-seen') {
        return new Response(JSON.stringify(counts), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const total = totals[searchParams.get('q') ?? ''] ?? 0;
      const rows = Array.from({ length: Math.min(total, Number(searchParams.get('limit'))) }, (_, i) => order(i + 1));
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });
    }),
  );
}

const renderScreen = () => renderAdminScreen(<OrdersScreen />, '/orders');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrdersScreen counts', () => {
  it('shows "10,000+" past the cap, "1,000+" for a broad search, and exact figures below', async () => {
    answer({ '': 10_001, culottes: 1_001, lovelace: 3 }, { toShip: 10_001, inReview: 0, awaitingPayment: 1_234, newSinceLastVisit: 10_001 });
    const user = renderScreen();

    expect(await screen.findByText('Showing 25 of 10,000+')).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'Order views' });
    expect(await screen.findByRole('button', { name: 'To ship 10,000+' })).toBeInTheDocument();
    expect(views).toHaveTextContent('All orders10,000+ new');
    expect(screen.getByRole('button', { name: 'Abandoned checkouts 1,234' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox');
    await user.type(search, 'culottes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 25 of 1,000+')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'lovelace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();
  });
});
