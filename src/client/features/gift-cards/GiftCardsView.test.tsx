import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentStatus } from '../../../shared/schemas/payments';
import { notify } from '../../lib/toast';
import { fakeServer, giftCardPaymentView, json, PAYMENT_TOKEN, requestsOf } from '../../test/payments';
import { GiftCardsView } from './GiftCardsView';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const PAYMENT = `/api/payments/${PAYMENT_TOKEN}`;

function renderPage(path = '/gift-cards') {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <GiftCardsView />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

async function fillAndCreate(recipientEmail = 'sam@example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Gift card title'), 'Birthday');
  await user.type(screen.getByLabelText('Amount ($)'), '50');
  await user.type(screen.getByLabelText('Your name'), 'Alex');
  await user.type(screen.getByLabelText('Your email'), 'alex@example.com');
  await user.type(screen.getByLabelText("Recipient's name"), 'Sam');
  await user.type(screen.getByLabelText("Recipient's email"), recipientEmail);
  await user.type(screen.getByLabelText('Personal message'), 'Happy birthday!');
  await user.click(screen.getByRole('button', { name: 'Create Gift Card' }));
}

/** POST /api/gift-cards's answer: a payment to make; the card comes once it is paid. */
const paymentStarted = (paymentUrl: string) => () =>
  json({ giftCard: null, emailSent: false, paymentUrl, paymentToken: PAYMENT_TOKEN }, 201);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('gift page form', () => {
  it('sells from $5 to $1,000, as the home creator does', () => {
    fakeServer({});
    renderPage();
    expect(screen.getByText('Between $5 and $1,000')).toBeInTheDocument();
  });

  it('goes on to the payment page, showing no card: it is issued once paid', async () => {
    const fetchMock = fakeServer({ 'POST /api/gift-cards': paymentStarted(`/checkout/pay/${PAYMENT_TOKEN}`) });
    const location = renderPage();
    await fillAndCreate();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/pay/${PAYMENT_TOKEN}`));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      title: 'Birthday',
      amount: '50.00',
      recipientEmail: 'sam@example.com',
    });
    expect(screen.queryByTestId('gift-card-code')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it("goes to Stripe's page by a full page load, and stays busy meanwhile", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeServer({ 'POST /api/gift-cards': paymentStarted('https://checkout.stripe.com/c/pay/cs_test_1') });
    renderPage();
    await fillAndCreate();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(screen.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
  });

  it("shows the server's refusal under the field it names, with the error toast", async () => {
    const refusal = {
      message: 'Recipient email domain does not accept mail',
      errors: [{ path: 'recipientEmail', message: 'Recipient email domain does not accept mail' }],
    };
    fakeServer({ 'POST /api/gift-cards': () => json(refusal, 400) });
    renderPage();
    await fillAndCreate('sam@example.invalid');

    expect(await screen.findByText('Recipient email domain does not accept mail')).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's email")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'false');
    expect(notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Recipient email domain does not accept mail',
      variant: 'destructive',
    });
  });
});

describe('gift page after a payment page', () => {
  it.each([
    ['declined', 'Your payment was declined. Nothing was charged.'],
    ['cancelled', 'Payment cancelled. Nothing was charged.'],
    ['expired', 'Your payment page expired. Nothing was charged; please create the gift card again.'],
    ['failed', 'The payment could not be completed. Nothing was charged; please try again.'],
  ] as const)('says a %s payment charged nothing, and the form still works', async (status: PaymentStatus, message) => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(giftCardPaymentView({ status })) });
    renderPage(`/gift-cards?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create Gift Card' })).toBeEnabled();
  });

  it('cancels the payment first when the shopper cancelled on the payment page', async () => {
    const fetchMock = fakeServer({
      [`POST ${PAYMENT}/cancel`]: () => json(giftCardPaymentView({ status: 'cancelled' })),
      [`GET ${PAYMENT}`]: () => json(giftCardPaymentView({ status: 'cancelled' })),
    });
    renderPage(`/gift-cards?payment=${PAYMENT_TOKEN}&cancelled=1`);
    expect(await screen.findByRole('status')).toHaveTextContent('Payment cancelled. Nothing was charged.');
    expect(requestsOf(fetchMock)).toEqual([`POST ${PAYMENT}/cancel`, `GET ${PAYMENT}`]);
  });

  it('links to the card when the payment was paid after all', async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(giftCardPaymentView({ status: 'paid' })) });
    renderPage(`/gift-cards?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment was received.');
    expect(screen.getByRole('link', { name: 'See your gift card' })).toHaveAttribute(
      'href',
      `/checkout/success?payment=${PAYMENT_TOKEN}`,
    );
  });

  it('offers the way back to an open demo payment', async () => {
    fakeServer({ [`GET ${PAYMENT}`]: () => json(giftCardPaymentView()) });
    renderPage(`/gift-cards?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment is still open.');
    expect(screen.getByRole('link', { name: 'Return to payment' })).toHaveAttribute(
      'href',
      `/checkout/pay/${PAYMENT_TOKEN}`,
    );
  });

  it('says nothing without a payment', () => {
    const fetchMock = fakeServer({});
    renderPage();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
