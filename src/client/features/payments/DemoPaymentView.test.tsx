import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { notify } from '../../lib/toast';
import { fakeServer, giftCardPaymentView, json, PAYMENT_TOKEN, paymentView, requestsOf } from '../../test/payments';
import { DemoPaymentView } from './DemoPaymentView';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const PAYMENT = `/api/payments/${PAYMENT_TOKEN}`;

function renderPage(token = PAYMENT_TOKEN) {
  const location = memoryLocation({ path: `/checkout/pay/${token}`, record: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={location.hook}>
        <DemoPaymentView token={token} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('demo payment page', () => {
  it('says no card is charged and shows the store, the order, its items and the amount', async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(paymentView()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(screen.getByText('Demo payment: no card is charged')).toBeInTheDocument();
    expect(screen.getByText('TJ Fashion')).toBeInTheDocument();
    expect(screen.getByText('TJ0123456789ABCDEF')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByRole('listitem')).toHaveTextContent('Classic Tee · M · Black · Qty 2$70.00');
    expect(items.getByText('Amount to pay').nextElementSibling).toHaveTextContent('$84.50');
    for (const name of ['Pay $84.50', 'Decline', 'Cancel']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('pays, then goes to the confirmation', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = fakeServer({
      [`GET ${PAYMENT}`]: () => json(paymentView()),
      [`POST /api/payments/demo/${PAYMENT_TOKEN}/pay`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $84.50' }));
    // One answer at a time: every button waits for the server.
    for (const name of ['Pay $84.50', 'Decline', 'Cancel']) expect(screen.getByRole('button', { name })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({});
    answer(json(paymentView({ status: 'paid' })));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/success?payment=${PAYMENT_TOKEN}`));
  });

  it.each([
    ['Decline', `POST /api/payments/demo/${PAYMENT_TOKEN}/decline`, 'declined'],
    ['Cancel', `POST ${PAYMENT}/cancel`, 'cancelled'],
  ] as const)('%s goes back to the checkout, which says what happened', async (button, request, status) => {
    const fetchMock = fakeServer({
      [`GET ${PAYMENT}`]: () => json(paymentView()),
      [request]: () => json(paymentView({ status })),
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout?payment=${PAYMENT_TOKEN}`));
    expect(requestsOf(fetchMock)).toEqual([`GET ${PAYMENT}`, request]);
  });

  it('shows a gift card instead of items: who it is for, its title and amount', async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(giftCardPaymentView()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your gift card' })).toBeInTheDocument();
    expect(screen.getByText('Demo payment: no card is charged')).toBeInTheDocument();
    expect(screen.getByText('It is emailed to sam@example.com once paid.')).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Gift card for Sam' }));
    expect(card.getByRole('listitem')).toHaveTextContent('Birthday Special · from Alex$50.00');
    expect(card.getByText('Amount to pay').nextElementSibling).toHaveTextContent('$50.00');
    expect(screen.queryByRole('region', { name: 'Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled();
  });

  it('pays for a gift card, then goes to the confirmation', async () => {
    fakeServer({
      [`GET ${PAYMENT}`]: () => json(giftCardPaymentView()),
      [`POST /api/payments/demo/${PAYMENT_TOKEN}/pay`]: () => json(giftCardPaymentView({ status: 'paid' })),
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/success?payment=${PAYMENT_TOKEN}`));
  });

  it.each([
    ['Decline', `POST /api/payments/demo/${PAYMENT_TOKEN}/decline`, 'declined'],
    ['Cancel', `POST ${PAYMENT}/cancel`, 'cancelled'],
  ] as const)('%s on a gift card goes back to the gift page, not the checkout', async (button, request, status) => {
    fakeServer({
      [`GET ${PAYMENT}`]: () => json(giftCardPaymentView()),
      [request]: () => json(giftCardPaymentView({ status })),
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/gift-cards?payment=${PAYMENT_TOKEN}`));
  });

  it("shows the server's refusal and follows the payment where it went", async () => {
    let expired = false;
    fakeServer({
      [`GET ${PAYMENT}`]: () => json(paymentView({ status: expired ? 'expired' : 'open' })),
      [`POST /api/payments/demo/${PAYMENT_TOKEN}/pay`]: () => {
        expired = true;
        return json({ message: 'This payment page has expired.' }, 409);
      },
    });
    const location = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $84.50' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Payment not completed',
        description: 'This payment page has expired.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout?payment=${PAYMENT_TOKEN}`));
  });

  it('goes straight on for a payment that is no longer open', async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(paymentView({ status: 'paid' })) });
    const location = renderPage();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/success?payment=${PAYMENT_TOKEN}`));
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says an unknown payment is not found, with the way back to the cart', async () => {
    fakeServer({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it("takes no Stripe payment: Stripe's own page does", async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(paymentView({ provider: 'stripe' })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('asks nothing for a token that cannot be one', () => {
    const fetchMock = fakeServer({});
    renderPage('nope');
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
