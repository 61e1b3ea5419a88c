import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { forgetLastOrder, peekLastOrderEmail, rememberLastOrder } from './last-order';
import { OrderConfirmed } from './OrderConfirmed';

const ORDER = 'TJ0123456789ABCDEF';

function renderConfirmed(email: string | null) {
  render(
    <Router hook={memoryLocation({ path: '/checkout/success' }).hook}>
      <OrderConfirmed orderNumber={ORDER} email={email} />
    </Router>,
  );
}

afterEach(() => {
  document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  forgetLastOrder();
});

describe('the account offered after a guest order', () => {
  it("offers an account with the order's email, signing in with it on the account page", () => {
    renderConfirmed('ada+shop@example.com');
    expect(screen.getByText(/Keep track of this order/)).toHaveTextContent('Keep track of this order: create an account with ada+shop@example.com. No password needed.');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/account?email=ada%2Bshop%40example.com');
  });

  it('offers none to a signed-in shopper (the order is in their account already)', () => {
    document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`;
    renderConfirmed('ada@example.com');
    expect(screen.queryByText(/Keep track of this order/)).not.toBeInTheDocument();
  });

  it('offers none without the email', () => {
    renderConfirmed(null);
    expect(screen.queryByText(/Keep track of this order/)).not.toBeInTheDocument();
  });

  it('keeps the email of an order confirmed at once for its confirmation, and only for that order', () => {
    rememberLastOrder(ORDER, 'ada@example.com');
    expect(peekLastOrderEmail(ORDER)).toBe('ada@example.com');
    expect(peekLastOrderEmail('TJ0000000000000000')).toBeNull();
    forgetLastOrder();
    expect(peekLastOrderEmail(ORDER)).toBeNull();
  });
});
