// Which provider takes the store's money, in plain sight: a store left on the demo page (or
// on Stripe's test mode) takes orders but no money.
import { CreditCard } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { useStats } from '../api';
import { paymentProviderLine } from '../payment-labels';

export function PaymentProviderLine() {
  const { data } = useStats();
  if (!data) return null;
  const live = data.paymentProvider.mode === 'live';
  return (
    <p
      className={cx(
        'flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold',
        live ? 'border-green-200 bg-green-50 text-green-800' : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <CreditCard aria-hidden="true" className="h-5 w-5 shrink-0" />
      {paymentProviderLine(data.paymentProvider)}
    </p>
  );
}
