// How the shopper will pay, named from the server's provider, so no page promises a
// provider the store does not use: until it is known, the notes stay general.
import { Lock } from 'lucide-react';
import type { PaymentProviderName } from '../../../shared/schemas/payments';
import { QueryScope } from '../../lib/query-scope';
import { usePaymentProvider } from './api';

const CHECKOUT_NOTES: Record<PaymentProviderName, string> = {
  demo: 'Demo payment: no card is charged. You will confirm on the next page.',
  stripe: "You will pay securely on Stripe's payment page.",
};

const CART_NOTES: Record<PaymentProviderName, string> = {
  demo: 'Demo payments: no card is charged',
  stripe: 'Secure checkout with Stripe',
};

/** Above the checkout's Place Order button. */
export function CheckoutPaymentNote() {
  const { data } = usePaymentProvider();
  if (!data) return null;
  return <p className="rounded-md bg-white px-3 py-2 text-sm text-gray-700">{CHECKOUT_NOTES[data.provider]}</p>;
}

function CartNoteText() {
  const { data } = usePaymentProvider();
  return <>{data ? CART_NOTES[data.provider] : 'Secure checkout'}</>;
}

/**
 * The slide-out cart's footnote. The cart is part of the app shell, outside any page's query
 * cache, so the note brings its own (and asks only once the cart shows it).
 */
export function CartPaymentNote() {
  return (
    <p className="flex items-center justify-center gap-1 text-xs text-gray-500">
      <Lock className="h-3 w-3" aria-hidden="true" />
      <QueryScope>
        <CartNoteText />
      </QueryScope>
    </p>
  );
}
