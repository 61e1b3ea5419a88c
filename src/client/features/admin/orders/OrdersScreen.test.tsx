// What the owner reads above the order list and beside its views in a large store: counts
// past the cap read "10,000+" (a search's "1,000+"), and smaller ones exactly.
import { cleanup, screen, waitFor } from '@testing-library/react';
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
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
      });
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
    answer(
      { '': 10_001, culottes: 1_001, lovelace: 3 },
      { toShip: 10_001, inReview: 0, awaitingPayment: 1_234, newSinceLastVisit: 10_001 },
    );
    const user = renderScreen();

    expect(await screen.findByText('Showing 25 of 10,000+')).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'Order views' });
    expect(await screen.findByRole('button', { name: 'To ship 10,000+' })).toBeInTheDocument();
    expect(views).toHaveTextContent('All orders10,000+ new');
    expect(screen.getByRole('button', { name: 'Awaiting payment 1,234' })).toBeInTheDocument();

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

describe('OrdersScreen views of orders waiting on staff or on a payment', () => {
  /** Answers each list request with rows as the server would for its filters, and records the filters asked. */
  function answerByView() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { pathname, searchParams } = new URL(url, 'http://x');
        const reply = (body: unknown, total = 0) =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
          });
        if (pathname === '/api/admin/orders/counts' || pathname === '/api/admin/orders-seen') {
          return reply({ toShip: 4, inReview: 1, awaitingPayment: 2, newSinceLastVisit: 0 });
        }
        searchParams.delete('limit');
        asked.push(searchParams.toString());
        if (searchParams.get('payment') === 'in_review')
          return reply([{ ...order(31), status: 'awaiting_payment', paymentStatus: 'in_review' }], 1);
        if (searchParams.get('status') === 'awaiting_payment')
          return reply(
            [
              { ...order(32), status: 'awaiting_payment', paymentStatus: 'unpaid' },
              { ...order(33), status: 'awaiting_payment', paymentStatus: 'unpaid' },
            ],
            2,
          );
        return reply([order(30)], 1);
      }),
    );
    return asked;
  }

  /** What the table's Status column reads, row by row. */
  const statusCells = () => {
    const [head, ...rows] = screen.getAllByRole('row');
    const column = [...head!.querySelectorAll('th')].findIndex((cell) => cell.textContent === 'Status');
    return rows.map((row) => row.querySelectorAll('td, th')[column]?.textContent);
  };

  it('lists the orders whose payment needs review, reading "Needs review", with their count on the tab', async () => {
    const asked = answerByView();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Needs review 1' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs review 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)).toBe('view=orders&payment=in_review&sort=newest');
    expect(statusCells()).toEqual(['Needs review']);
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Payment in review');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('lists the orders still awaiting payment apart from the abandoned checkouts, reading "Awaiting payment"', async () => {
    const asked = answerByView();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Awaiting payment 2' }));
    expect(await screen.findByText('Showing 2 of 2')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('view=abandoned&status=awaiting_payment&sort=newest');
    expect(statusCells()).toEqual(['Awaiting payment', 'Awaiting payment']);

    await user.click(screen.getByRole('button', { name: 'Abandoned checkouts' }));
    await waitFor(() => expect(asked.at(-1)).toBe('view=abandoned&sort=newest'));
  });
});
