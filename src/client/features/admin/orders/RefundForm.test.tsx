import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AdminOrderDetail } from '../../../../shared/schemas/admin';
import { orderDetail, orderLine, refund } from '../../../test/admin-orders';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { OrderDetailScreen } from './OrderDetailScreen';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const ITEMS = [orderLine(1, 'Classic Tee', '35.00', 2), orderLine(2, 'Snapback Cap', '14.50', 1)];
const REFUNDS = '/api/admin/orders/7/refunds';

async function renderOrder(answer: AdminOrderDetail, routes: Parameters<typeof fakeServer>[0] = {}) {
  const fetchMock = fakeServer({ 'GET /api/admin/orders/7': () => json(answer), ...routes });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: '/orders/7' }).hook}>
        <OrderDetailScreen id="7" />
      </Router>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Payment' });
  return { fetchMock, user: userEvent.setup() };
}

const amountField = () => within(screen.getByRole('form', { name: 'Refund' })).getByLabelText('Amount ($)');

afterEach(() => vi.unstubAllGlobals());

describe('refunding part of an order', () => {
  it('offers what is left to refund, prefilled', async () => {
    await renderOrder(orderDetail({ items: ITEMS, refundable: '60.00' }));
    expect(amountField()).toHaveValue('60.00');
    expect(screen.getByRole('button', { name: 'Refund $60.00' })).toBeInTheDocument();
    expect(screen.getByText('No refunds yet.')).toBeInTheDocument();
  });

  it("fills in a line's price × quantity, never more than is left", async () => {
    const { user } = await renderOrder(orderDetail({ items: ITEMS, refundable: '60.00' }));
    await user.click(screen.getByRole('button', { name: 'Refund this line: Snapback Cap' }));
    expect(amountField()).toHaveValue('14.50');
    expect(amountField()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Refund this line: Classic Tee' }));
    expect(amountField()).toHaveValue('60.00');
  });

  it('sends nothing until staff confirm, then shows the refund the answer lists', async () => {
    const after = orderDetail({
      items: ITEMS,
      refundable: '45.50',
      refunds: [refund({ amount: '14.50', reason: 'Arrived damaged' })],
    });
    const { fetchMock, user } = await renderOrder(orderDetail({ items: ITEMS, refundable: '60.00' }), {
      [`POST ${REFUNDS}`]: () => json(after),
    });
    await user.click(screen.getByRole('button', { name: 'Refund this line: Snapback Cap' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Arrived damaged');
    await user.click(screen.getByRole('button', { name: 'Refund $14.50' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund $14.50 to the customer?' });
    expect(requestsOf(fetchMock)).not.toContain(`POST ${REFUNDS}`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refund $14.50' }));

    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('$14.50');
    expect(within(refunds).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunds).getByText('Arrived damaged')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === REFUNDS) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '14.50', reason: 'Arrived damaged' });
    expect(amountField()).toHaveValue('45.50');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts a refunded line's units back in stock only when staff tick it", async () => {
    const { fetchMock, user } = await renderOrder(orderDetail({ items: ITEMS, refundable: '60.00' }), {
      [`POST ${REFUNDS}`]: () => json(orderDetail({ items: ITEMS, refundable: '25.00' })),
    });
    expect(screen.queryByRole('checkbox', { name: /back in stock/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund this line: Classic Tee' }));
    const restock = screen.getByRole('checkbox', { name: 'Put 2 × Classic Tee back in stock' });
    expect(restock).not.toBeChecked();
    await user.click(restock);
    await user.click(screen.getByRole('button', { name: 'Refund $60.00' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, refund $60.00' }));

    await screen.findByText('Up to $25.00 can still be refunded.');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === REFUNDS) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ amount: '60.00', restock: [{ itemId: 1, quantity: 2 }] });
  });

  it("shows the server's refusal of more than is left under the amount", async () => {
    const refusal = { message: 'Only 12.34 is left to refund', errors: [{ path: 'amount', message: 'At most 12.34' }] };
    const { user } = await renderOrder(orderDetail({ items: ITEMS, refundable: '60.00' }), {
      [`POST ${REFUNDS}`]: () => json(refusal, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Refund $60.00' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, refund $60.00' }));

    expect(await screen.findByText('At most 12.34')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no refund when nothing is left to give back', async () => {
    await renderOrder(orderDetail({ items: ITEMS, refundable: '0.00', refunds: [refund({ amount: '84.50' })] }));
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund this line/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Refunds' })).toHaveTextContent('$84.50');
  });
});
