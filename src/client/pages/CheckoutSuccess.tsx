import { useState } from 'react';
import { useSearch } from 'wouter';
import { OrderConfirmed, OrderNotFound, PaymentConfirmation, peekLastOrder } from '../features/checkout';

/**
 * An order a gift card paid in full, confirmed when it was placed: shown from the copy this
 * tab kept of the server's answer. Any other number confirms nothing.
 */
function PlacedOrder({ number }: { number: string | null }) {
  const [order] = useState(() => peekLastOrder(number));
  return order ? <OrderConfirmed order={order} /> : <OrderNotFound />;
}

export default function CheckoutSuccessPage() {
  const params = new URLSearchParams(useSearch());
  const payment = params.get('payment');
  return payment ? <PaymentConfirmation token={payment} /> : <PlacedOrder number={params.get('order')} />;
}
