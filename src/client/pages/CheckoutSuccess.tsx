import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { forgetLastOrder, OrderConfirmed, PaymentConfirmation, peekLastOrder, peekLastOrderEmail } from '../features/checkout';

/** An order confirmed when it was placed (a gift card paid it all): its number is known already. */
function PlacedOrder({ number }: { number: string | null }) {
  const [orderNumber] = useState(() => number ?? peekLastOrder());
  const [email] = useState(() => peekLastOrderEmail(orderNumber));

  useEffect(() => {
    // The number is shown now; the stored copy is not needed again.
    forgetLastOrder();
  }, []);

  return <OrderConfirmed orderNumber={orderNumber} email={email} />;
}

export default function CheckoutSuccessPage() {
  const params = new URLSearchParams(useSearch());
  const payment = params.get('payment');
  return payment ? <PaymentConfirmation token={payment} /> : <PlacedOrder number={params.get('order')} />;
}
