// What staff see and do on an order still waiting for its payment, and on one whose payment is
// held for review: the controls their role includes, the confirmation, one request however
// often they click, and the order as it stands after.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AdminOrderDetail, AdminPayment } from '../../../../shared/schemas/admin';
import type { StaffRole } from '../../../../shared/staff-roles';
import { orderDetail, orderLine, refund } from '../../../test/admin-orders';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { StaffProvider } from '../permissions';
import { OrderDetailScreen } from './OrderDetailScreen';
import { staffAs } from '../../../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

/** Opens order 7 as `role`; `answers` are the server's other routes, each given the order as it stands. */
async function open(
  role: StaffRole,
  first: AdminOrderDetail,
  answers: Record<string, () => AdminOrderDetail | Response> = {},
) {
  let current = first;
  const routes = Object.fromEntries(
    Object.entries(answers).map(([route, answer]) => [
      route,
      () => {
        const result = answer();
        if (result instanceof Response) return result;
        current = result;
        return json(result);
      },
    ]),
  );
  const server = fakeServer({ 'GET /api/admin/orders/7': () => json(current), ...routes });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: '/orders/7' }).hook}>
        <StaffProvider staff={staffAs(role)}>
          <OrderDetailScreen id="7" />
        </StaffProvider>
      </Router>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Order #7' });
  return server;
}

const statusCard = () => within(screen.getByRole('heading', { name: 'Status' }).closest('section') as HTMLElement);

describe('an order awaiting payment', () => {
  const unpaid = orderDetail({
    order: { status: 'awaiting_payment', paymentStatus: 'unpaid' },
    items: [orderLine(1, 'Wrap dress', '50.00', 2)],
    allowedTransitions: ['cancelled'],
    payments: [],
  });
  const cancelled = orderDetail({ ...unpaid, order: { ...unpaid.order, status: 'cancelled' }, allowedTransitions: [] });

  it('lets an owner cancel it once, after a confirmation saying its stock is released, and shows it cancelled', async () => {
    const user = userEvent.setup();
    const server = await open('admin', unpaid, { 'POST /api/admin/orders/7/status': () => cancelled });
    await user.click(screen.getByRole('button', { name: 'Cancel unpaid order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this unpaid order?' });
    expect(dialog).toHaveTextContent('Its stock is released for sale at once');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for staff (optional)' }), 'Hoarding sizes');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel unpaid order' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The unpaid order is cancelled: its stock is for sale again',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^cancelled$/i).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel unpaid order' })).not.toBeInTheDocument();
    const posts = server.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && url === '/api/admin/orders/7/status',
    );
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toMatchObject({ status: 'cancelled', note: 'Hoarding sizes' });
  });

  it('keeps the order as it was when staff go back from the confirmation', async () => {
    const user = userEvent.setup();
    const server = await open('manager', unpaid);
    await user.click(screen.getByRole('button', { name: 'Cancel unpaid order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsOf(server).filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('shows the server refusing beside the button', async () => {
    const user = userEvent.setup();
    await open('admin', unpaid, {
      'POST /api/admin/orders/7/status': () =>
        json({ message: 'Cannot change an order from cancelled to cancelled' }, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel unpaid order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel unpaid order' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Cannot change an order from cancelled to cancelled',
    );
  });

  it('offers a packer and support no cancelling, only what happens next', async () => {
    await open('fulfillment', unpaid);
    expect(
      statusCard().getByText(/Awaiting payment\. The order is confirmed once its payment arrives/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel unpaid order' })).not.toBeInTheDocument();
  });
});

describe('an order whose payment is held for review', () => {
  const held: AdminPayment = {
    provider: 'stripe',
    status: 'review',
    amount: '86.50',
    currency: 'usd',
    received: { amount: '84.50', currency: 'usd' },
    providerSessionId: 'cs_test_held',
    providerPaymentId: 'pi_held',
    createdAt: '2026-11-20T10:05:00.000Z',
    settledAt: '2026-11-20T10:06:00.000Z',
  };
  const inReview = orderDetail({
    order: { status: 'awaiting_payment', paymentStatus: 'in_review', total: '86.50' },
    items: [orderLine(1, 'Wrap dress', '50.00', 1)],
    payments: [held],
    refundable: '0.00',
  });
  const after = (order: Partial<AdminOrderDetail['order']>, rest: Partial<AdminOrderDetail> = {}) =>
    orderDetail({
      ...inReview,
      order: { ...inReview.order, ...order },
      payments: [{ ...held, status: 'paid' }],
      ...rest,
    });

  it('says what was paid against what was due, and offers an owner the three decisions', async () => {
    await open('admin', inReview);
    const panel = within(screen.getByRole('region', { name: 'Payment held for review' }));
    expect(panel.getByText(/The shopper paid/).textContent).toBe(
      'The shopper paid $84.50 USD, but the order asked for $86.50 USD. The money is in, and the order keeps its stock until someone decides what happens to it.',
    );
    expect(panel.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept as paid',
      'Refund and cancel',
      'Cancel, keep the money',
    ]);
    expect(
      panel.getByText(/Give the \$84\.50 USD back to the shopper's card and cancel the order/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Needs review').length).toBeGreaterThan(0);
  });

  it('names another currency when the money came in one', async () => {
    await open(
      'admin',
      orderDetail({ ...inReview, payments: [{ ...held, received: { amount: '80.00', currency: 'eur' } }] }),
    );
    expect(screen.getByText(/The shopper paid/)).toHaveTextContent(
      'The shopper paid €80.00 EUR, but the order asked for $86.50 USD (another currency).',
    );
  });

  it('refunds and cancels once after the confirmation, and shows the order cancelled, refunded, with its refund', async () => {
    const user = userEvent.setup();
    const server = await open('manager', inReview, {
      'POST /api/admin/orders/7/review/refund': () =>
        after(
          { status: 'cancelled', paymentStatus: 'refunded' },
          { refunds: [refund({ amount: '84.50', reason: 'Payment held for review, refunded with the cancel' })] },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Refund and cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment and cancel the order?' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, refund and cancel' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The order is cancelled and its payment is being refunded.',
    );
    expect(screen.queryByRole('region', { name: 'Payment held for review' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^cancelled$/i).length).toBeGreaterThan(0);
    const refunds = within(screen.getByRole('heading', { name: 'Refunds' }).parentElement as HTMLElement);
    expect(refunds.getByText(/\$84\.50/)).toBeInTheDocument();
    expect(requestsOf(server).filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/admin/orders/7/review/refund',
    ]);
  });

  it('accepts as paid and shows the order confirmed and paid', async () => {
    const user = userEvent.setup();
    const server = await open('admin', inReview, {
      'POST /api/admin/orders/7/review/accept': () =>
        after(
          { status: 'pending', paymentStatus: 'paid' },
          { allowedTransitions: ['confirmed', 'processing', 'shipped', 'cancelled'], refundable: '84.50' },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Accept as paid' }));
    await user.type(
      within(await screen.findByRole('dialog')).getByRole('textbox'),
      'Shopper paid less by mistake; fine',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, accept as paid' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment accepted: the order is confirmed as paid.');
    expect(screen.getByRole('button', { name: 'Ship items' })).toBeInTheDocument();
    const post = server.mock.calls.find(([url]) => url === '/api/admin/orders/7/review/accept')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ note: 'Shopper paid less by mistake; fine' });
  });

  it('cancels keeping the money, saying the shopper will be contacted', async () => {
    const user = userEvent.setup();
    await open('admin', inReview, {
      'POST /api/admin/orders/7/review/cancel': () =>
        after({ status: 'cancelled', paymentStatus: 'paid' }, { refundable: '84.50' }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel, keep the money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order and keep the payment?' });
    expect(dialog).toHaveTextContent('The shopper is told the store will contact them.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel and keep the money' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The order is cancelled; its payment is kept, to be settled with the shopper.',
    );
    // The money can still go back from the refund form.
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
  });

  it('shows the server refusing a decision another staff member already made', async () => {
    const user = userEvent.setup();
    await open('admin', inReview, {
      'POST /api/admin/orders/7/review/accept': () =>
        json({ message: 'This order has no payment waiting for review' }, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Accept as paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, accept as paid' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        'This order has no payment waiting for review',
      ),
    );
  });

  it('tells a packer it is held, and offers no decision', async () => {
    await open('fulfillment', { ...inReview, payments: [], refundable: null });
    const panel = within(screen.getByRole('region', { name: 'Payment held for review' }));
    expect(panel.getByText(/brought another amount or currency than the order asked for/)).toBeInTheDocument();
    expect(panel.queryAllByRole('button')).toEqual([]);
    expect(panel.getByText('Your role cannot decide on it: an owner or a manager can.')).toBeInTheDocument();
  });
});
