import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentStatus, PaymentView } from '../../../shared/schemas/payments';
import {
  fakeServer,
  giftCardPaymentView,
  ISSUED_GIFT_CARD,
  json,
  PAYMENT_TOKEN,
  paymentView,
} from '../../test/payments';
import { cartStore } from '../cart';
import { keepCheckoutDraft, readCheckoutDraft } from './checkout-draft';
import { PAYMENT_POLL, PaymentConfirmation } from './PaymentConfirmation';
import { GRACE_DRAFT, markShopperSignedIn, startWithTwoTees } from '../../test/checkout';

const PAYMENT = `/api/payments/${PAYMENT_TOKEN}`;

function renderConfirmation() {
  const location = memoryLocation({ path: `/checkout/success?payment=${PAYMENT_TOKEN}`, record: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={location.hook}>
        <PaymentConfirmation token={PAYMENT_TOKEN} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

/** The payment's answers in turn, the last one repeated. */
function answersInTurn(...views: PaymentView[]) {
  let asked = 0;
  return fakeServer({ [`GET ${PAYMENT}`]: () => json(views[Math.min(asked++, views.length - 1)]) });
}

const paymentAnswers = (...statuses: PaymentStatus[]) =>
  answersInTurn(...statuses.map((status) => paymentView({ status })));

/**
 * Moves the clock on, then lets the answers asked for meanwhile arrive (reading a body is not
 * on the clock) and show (TanStack Query tells the page on a timer, so the clock moves a
 * millisecond more each round).
 */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 3; round++) {
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

beforeEach(() => {
  // Time moves only when a test moves it, so a minute of polling takes no real time. (Only
  // the clocks: reading a response's body runs on its own.)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  startWithTwoTees();
});

afterEach(() => {
  cleanup();
  markShopperSignedIn(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('confirmation after a payment page', () => {
  it('asks every second while the payment is open, then confirms the order, empties the cart and forgets what was entered at checkout', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    const paid = paymentView({ status: 'paid' });
    const fetchMock = answersInTurn(paymentView({ status: 'open' }), paymentView({ status: 'open' }), paid, {
      ...paid,
      order: { ...paid.order!, emailSent: true },
    });
    renderConfirmation();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(cartStore.get()).toHaveLength(1);
    expect(readCheckoutDraft()).toEqual(GRACE_DRAFT);

    await advance(PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');

    await advance(PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('TJ0123456789ABCDEF');
    expect(cartStore.get()).toEqual([]);
    expect(readCheckoutDraft()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your confirmation email to ada@example.com will follow shortly.',
    );

    // It asks on until the confirmation email has gone out, and says so.
    await advance(PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('status')).toHaveTextContent('We emailed your confirmation to ada@example.com.');
    await advance(5 * PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("offers a guest an account with the order's email", async () => {
    paymentAnswers('paid');
    renderConfirmation();
    await advance(0);
    expect(screen.getByText(/Keep track of this order/)).toHaveTextContent(
      'Keep track of this order: create an account with ada@example.com. No password needed.',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account?email=ada%40example.com',
    );
  });

  it('offers no account to a signed-in shopper', async () => {
    markShopperSignedIn(true);
    paymentAnswers('paid');
    renderConfirmation();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(/Keep track of this order/)).not.toBeInTheDocument();
  });

  it('goes back to the checkout when the payment ends unpaid, keeping the cart and what was entered', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    paymentAnswers('open', 'declined');
    const location = renderConfirmation();
    await advance(PAYMENT_POLL.everyMs);
    expect(location.history.at(-1)).toBe(`/checkout?payment=${PAYMENT_TOKEN}`);
    expect(cartStore.get()).toHaveLength(1);
    expect(readCheckoutDraft()).toEqual(GRACE_DRAFT);
  });

  it("opened in a browser that did not place the order, says it is paid and where to see it, shows nothing of the shopper, and keeps this browser's cart", async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    const fetchMock = answersInTurn(paymentView({ status: 'paid', order: null, withheld: true }));
    renderConfirmation();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/This order is paid\. Its details are in the confirmation email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an Order' })).toHaveAttribute('href', '/track-order');
    expect(document.body).not.toHaveTextContent('ada@example.com');
    expect(cartStore.get()).toHaveLength(1);
    expect(readCheckoutDraft()).toEqual(GRACE_DRAFT);
    // Nothing more will come to this browser: it stops asking.
    await advance(5 * PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops asking after a minute and says the email will confirm the order', async () => {
    const fetchMock = paymentAnswers('open');
    renderConfirmation();
    await advance(PAYMENT_POLL.forMs);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have not heard back from the payment page yet. Your order will be confirmed by email once the payment arrives.',
    );
    const asked = fetchMock.mock.calls.length;
    expect(asked).toBeGreaterThan(50);
    await advance(10 * PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(asked);
    expect(cartStore.get()).toHaveLength(1);
  });
});

describe('confirmation after a gift card payment page', () => {
  it('shows the card issued, with its code, amount and where it was emailed, and keeps the cart and what was entered at checkout', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    const fetchMock = answersInTurn(giftCardPaymentView(), giftCardPaymentView({ status: 'paid' }, ISSUED_GIFT_CARD));
    renderConfirmation();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');

    await advance(PAYMENT_POLL.everyMs);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Gift Card Is Ready!' })).toBeInTheDocument();
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('gift-card-code')).toHaveTextContent('TJ-AB12-CD34-EF56');
    expect(screen.getByRole('heading', { name: '$50.00 gift card for Sam' })).toBeInTheDocument();
    expect(screen.getByText('“Birthday Special”')).toBeInTheDocument();
    expect(screen.getByText('We emailed the gift card to sam@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
    // A gift card is bought on its own: the cart waits for its own checkout.
    expect(cartStore.get()).toHaveLength(1);
    expect(readCheckoutDraft()).toEqual(GRACE_DRAFT);

    await advance(5 * PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps asking while a paid card is being issued', async () => {
    const fetchMock = answersInTurn(
      giftCardPaymentView({ status: 'paid' }),
      giftCardPaymentView({ status: 'paid' }, ISSUED_GIFT_CARD),
    );
    renderConfirmation();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are issuing your gift card and will email it to sam@example.com.',
    );
    await advance(PAYMENT_POLL.everyMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('gift-card-code')).toHaveTextContent('TJ-AB12-CD34-EF56');
  });

  it('goes back to the gift page when the payment ends unpaid', async () => {
    answersInTurn(giftCardPaymentView(), giftCardPaymentView({ status: 'declined' }));
    const location = renderConfirmation();
    await advance(PAYMENT_POLL.everyMs);
    expect(location.history.at(-1)).toBe(`/gift-cards?payment=${PAYMENT_TOKEN}`);
    expect(cartStore.get()).toHaveLength(1);
  });

  it('says the card will be emailed once a late payment arrives', async () => {
    answersInTurn(giftCardPaymentView());
    renderConfirmation();
    await advance(PAYMENT_POLL.forMs);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have not heard back from the payment page yet. The gift card will be emailed to sam@example.com once the payment arrives.',
    );
  });
});
