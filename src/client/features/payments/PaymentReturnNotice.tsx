// A page opened again from a payment page (?payment=<token>) says what became of the payment.
// A shopper who gave up there (&cancelled=1) has it cancelled first, so what it held is given
// back at once. Each page brings its own words; the reading and the open case are shared.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { PaymentStatus, PaymentView } from '../../../shared/schemas/payments';
import { cx } from '../../lib/cx';
import { cancelPayment, fetchPayment, isPaymentToken, paymentKey } from './api';
import { demoPaymentPath } from './paths';

export type EndedPaymentStatus = Exclude<PaymentStatus, 'open' | 'paid'>;

export interface PaymentReturnWords {
  /** What each unpaid end means on this page. */
  ended: Readonly<Record<EndedPaymentStatus, string>>;
  /** What a paid payment leads to (a link, or a component that goes there). */
  paid: (token: string) => ReactNode;
}

function useReturnedPayment(token: string, cancelled: boolean) {
  return useQuery({
    queryKey: [...paymentKey(token), 'returned', cancelled],
    queryFn: async ({ signal }) => {
      // Read afterwards whatever the cancel answered: the payment may have ended already.
      if (cancelled) await cancelPayment(token).catch(() => undefined);
      return fetchPayment(token, signal);
    },
    enabled: isPaymentToken(token),
    // The payment moves on elsewhere: read it again whenever the page opens.
    staleTime: 0,
  });
}

function Message({ payment, words }: { payment: PaymentView; words: PaymentReturnWords }) {
  const { status, provider, token } = payment;
  if (status === 'paid') return <>{words.paid(token)}</>;
  if (status !== 'open') return <>{words.ended[status]}</>;
  // Stripe's page has no address this browser knows; the demo page is the store's own.
  if (provider !== 'demo') return <>Your payment is still open.</>;
  return (
    <>
      Your payment is still open.{' '}
      <Link href={demoPaymentPath(token)} className="font-medium underline">
        Return to payment
      </Link>
    </>
  );
}

export function PaymentReturnNotice(words: PaymentReturnWords) {
  const params = new URLSearchParams(useSearch());
  const { data } = useReturnedPayment(params.get('payment') ?? '', params.get('cancelled') === '1');

  // Nothing to say for an unknown or unreadable payment: the page works as ever.
  if (!data) return null;
  const refused = data.status === 'declined' || data.status === 'failed';
  return (
    <div
      role="status"
      className={cx(
        'mb-6 rounded-md border px-4 py-3 text-sm',
        refused ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Message payment={data} words={words} />
    </div>
  );
}
