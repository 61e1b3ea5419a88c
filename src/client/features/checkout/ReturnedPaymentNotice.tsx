// The checkout opened again from a payment page: what became of the order's payment. The cart
// is untouched either way: only a paid payment empties it, on the confirmation page.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PaymentReturnNotice, successPath, type PaymentReturnWords } from '../payments';

const ENDED: PaymentReturnWords['ended'] = {
  declined: 'Your payment was declined. Nothing was charged, and your cart is still here.',
  cancelled: 'Payment cancelled. Nothing was charged, and your cart is still here.',
  expired: 'Your payment page expired. Nothing was charged; please place the order again.',
  failed: 'The payment could not be completed. Nothing was charged; please try again.',
  review: 'We received your payment and are checking it. We will email you once your order is confirmed.',
};

/** Paid after all: on to the confirmation, which empties the cart. */
function TakingYouToYourOrder({ token }: { token: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(successPath(token), { replace: true });
  }, [token, navigate]);
  return <>Your payment was received. Taking you to your order…</>;
}

export function ReturnedPaymentNotice() {
  return <PaymentReturnNotice ended={ENDED} paid={(token) => <TakingYouToYourOrder token={token} />} />;
}
