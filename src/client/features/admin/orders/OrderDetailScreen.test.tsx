import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AdminOrderDetail, AdminPayment } from '../../../../shared/schemas/admin';
import { orderDetail, PAID_PAYMENT as PAID } from '../../../test/admin-orders';
import { fakeServer, json } from '../../../test/payments';
import { returnSummary } from '../../../test/admin-returns';
import { renderAdminScreen } from '../../../test/render-admin';
import { OrderDetailScreen } from './OrderDetailScreen';

const DECLINED: AdminPayment = {
  provider: 'demo',
  status: 'declined',
  amount: '84.50',
  currency: 'usd',
  providerSessionId: null,
  providerPaymentId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  settledAt: '2026-11-20T10:02:00.000Z',
};

const detail = (status: string, payments: AdminPayment[]) => orderDetail({ order: { status }, payments });

async function paymentSection(answer: AdminOrderDetail) {
  fakeServer({ 'GET /api/admin/orders/7': () => json(answer) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: '/orders/7' }).hook}>
        <OrderDetailScreen id="7" />
      </Router>
    </QueryClientProvider>,
  );
  const heading = await screen.findByRole('heading', { name: 'Payment' });
  return within(heading.closest('section') as HTMLElement);
}

afterEach(() => vi.unstubAllGlobals());

describe('order detail payment', () => {
  it('lists each payment, oldest first, with its provider, status, amount, references and dates', async () => {
    const section = await paymentSection(detail('confirmed', [DECLINED, PAID]));
    const [first, second] = section.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Demo page');
    expect(first).toHaveTextContent('Declined');
    expect(first).not.toHaveTextContent('Session');
    expect(within(second).getByText('Stripe')).toBeInTheDocument();
    expect(within(second).getByText('Paid')).toBeInTheDocument();
    expect(second).toHaveTextContent('$84.50 USD');
    expect(within(second).getByText('cs_test_a1b2c3')).toHaveClass('font-mono');
    expect(within(second).getByText('pi_3Nx9')).toHaveClass('font-mono');
    expect(second).toHaveTextContent(/Started.*Nov 20, 2026/);
    expect(second).toHaveTextContent(/Settled.*Nov 20, 2026/);
  });

  it('says a gift card paid an order with no payment', async () => {
    const section = await paymentSection(detail('confirmed', []));
    expect(section.getByText('Paid in full by gift card')).toBeInTheDocument();
  });

  it('does not credit a gift card while the order still awaits its payment', async () => {
    const section = await paymentSection(detail('awaiting_payment', []));
    expect(section.queryByText('Paid in full by gift card')).not.toBeInTheDocument();
    expect(section.getByText('No payment started yet.')).toBeInTheDocument();
  });
});

describe('order detail returns', () => {
  it("lists the order's returns, each linking to its page, and none of another order the search also finds", async () => {
    fakeServer({
      'GET /api/admin/orders/7': () => json(orderDetail()),
      'GET /api/admin/returns?q=TJ0123456789ABCDEF&limit=50': () =>
        json({
          returns: [
            returnSummary({ id: 5, returnNumber: 'R-7F3K9Q', status: 'approved' }),
            returnSummary({ id: 6, returnNumber: 'R-OTHER1', trackingNumber: 'TJ0123456789ABCDEF2' }),
          ],
          counts: {},
        }),
    });
    renderAdminScreen(<OrderDetailScreen id="7" />, '/orders/7');
    const returns = within(await screen.findByRole('table', { name: 'Returns of this order' }));
    const row = returns.getByRole('link', { name: 'R-7F3K9Q' }).closest('tr')!;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/returns/5');
    expect(row).toHaveTextContent('Approved');
    expect(returns.queryByText('R-OTHER1')).not.toBeInTheDocument();
  });
});
