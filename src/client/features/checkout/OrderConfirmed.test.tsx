import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import type { ConfirmedOrder } from '../../../shared/schemas/orders';
import type { PaymentProviderName } from '../../../shared/schemas/payments';
import { paymentView } from '../../test/payments';
import CheckoutSuccessPage from '../../pages/CheckoutSuccess';
import { forgetLastOrder, rememberLastOrder } from './last-order';
import { OrderConfirmed } from './OrderConfirmed';

const ORDER: ConfirmedOrder = {
  ...paymentView().order!,
  status: 'pending',
  // Placed on a Friday: business days skip the weekend.
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderConfirmed(order: ConfirmedOrder, provider: PaymentProviderName | null = 'demo') {
  render(
    <Router hook={memoryLocation({ path: '/checkout/success' }).hook}>
      <OrderConfirmed order={order} provider={provider} />
    </Router>,
  );
}

function renderSuccessPage(search: string) {
  render(
    <Router hook={memoryLocation({ path: `/checkout/success?${search}` }).hook}>
      <CheckoutSuccessPage />
    </Router>,
  );
}

afterEach(() => {
  document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  forgetLastOrder();
});

describe('the order confirmation', () => {
  it('shows what was ordered, the totals, the address, the shipping method with its dates and how it was paid', () => {
    renderConfirmed({ ...ORDER, shippingMethod: 'express', shipping: '19.99' });
    const items = screen.getByRole('region', { name: 'What you ordered' });
    expect(within(items).getByText('Classic Tee')).toBeInTheDocument();
    expect(within(items).getByText('M · Black · Qty 2')).toBeInTheDocument();
    expect(within(items).getByText('Shipping (Express)').nextSibling).toHaveTextContent('$19.99');
    expect(within(items).getByText('Total').nextSibling).toHaveTextContent('$84.50');
    const shipping = screen.getByRole('region', { name: 'Shipping to' });
    expect(shipping).toHaveTextContent('12 Analytical Way');
    expect(shipping).toHaveTextContent('Express shipping (1-2 business days): arrives Mon, Nov 23 - Tue, Nov 24');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Demo payment page (no card was charged): $84.50',
    );
  });

  it('promises an order going abroad the international delivery time', () => {
    renderConfirmed({ ...ORDER, shippingMethod: 'express', shipping: '19.99', country: 'JP' });
    expect(screen.getByRole('region', { name: 'Shipping to' })).toHaveTextContent(
      'Express shipping (3-5 business days): arrives Wed, Nov 25 - Fri, Nov 27',
    );
  });

  it('opens with three tiles, Processing, the email and Shipping, above the order in full', () => {
    renderConfirmed({ ...ORDER, emailSent: true });
    const tiles = screen.getByRole('list', { name: 'What happens next' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual([
      'ProcessingYour order is being prepared for shipment.',
      'Email SentWe emailed your confirmation to ada@example.com.',
      'ShippingStandard shipping: arrives Fri, Nov 27 - Tue, Dec 1.',
    ]);
    const items = screen.getByRole('region', { name: 'What you ordered' });
    expect(tiles.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says in its email tile that the email will follow while it has not gone out', () => {
    renderConfirmed(ORDER);
    const tiles = screen.getByRole('list', { name: 'What happens next' });
    expect(within(tiles).getAllByRole('listitem')[1]).toHaveTextContent(
      'Email to FollowYour confirmation email to ada@example.com will follow shortly.',
    );
  });

  it('says the email will follow until the mail server has taken it, then that it was sent', () => {
    renderConfirmed(ORDER);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your confirmation email to ada@example.com will follow shortly.',
    );
    expect(screen.queryByText(/Email Sent/i)).not.toBeInTheDocument();
  });

  it('says the email was sent once it was', () => {
    renderConfirmed({ ...ORDER, emailSent: true });
    expect(screen.getByRole('status')).toHaveTextContent('We emailed your confirmation to ada@example.com.');
  });

  it('names the gift card that paid, by its last four characters', () => {
    renderConfirmed({ ...ORDER, giftCardAmount: '84.50', total: '0.00', giftCardLast4: 'EF56' }, null);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Gift card ending EF56: $84.50');
    expect(screen.getByRole('region', { name: 'Payment' })).not.toHaveTextContent(/demo|Stripe/);
  });
});

describe('the confirmation link of an order a gift card paid in full', () => {
  it('confirms an order this tab kept before orders named their country, as going to the US', () => {
    const { country: _country, ...kept } = ORDER;
    window.sessionStorage.setItem('tj-confirmed-order', JSON.stringify(kept));
    renderSuccessPage(`order=${ORDER.trackingNumber}`);
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping to' })).toHaveTextContent(
      'Standard shipping (5-7 business days)',
    );
  });

  it('confirms the order this tab placed', () => {
    rememberLastOrder(ORDER);
    renderSuccessPage(`order=${ORDER.trackingNumber}`);
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(ORDER.trackingNumber);
  });

  it('confirms nothing for another number, or none', () => {
    rememberLastOrder(ORDER);
    renderSuccessPage('order=TJ-MADE-UP');
    expect(screen.getByRole('heading', { name: 'We cannot show this order here' })).toBeInTheDocument();
    expect(screen.queryByText(/Order Confirmed/)).not.toBeInTheDocument();
  });
});

describe('the account offered after a guest order', () => {
  it("offers an account with the order's email, signing in with it on the account page", () => {
    renderConfirmed({ ...ORDER, email: 'ada+shop@example.com' });
    expect(screen.getByText(/Keep track of this order/)).toHaveTextContent(
      'Keep track of this order: create an account with ada+shop@example.com. No password needed.',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account?email=ada%2Bshop%40example.com',
    );
  });

  it('offers none to a signed-in shopper (the order is in their account already)', () => {
    document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`;
    renderConfirmed(ORDER);
    expect(screen.queryByText(/Keep track of this order/)).not.toBeInTheDocument();
  });
});
