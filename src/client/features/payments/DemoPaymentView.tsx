// The store's own payment page, used when no card provider is set up: it takes no card. It
// charges for an order, a gift card or a return's difference. The shopper pays, declines (to see the declined path)
// or cancels; the server answers each, and the page then goes where the payment's new state
// leads: the confirmation, or back to the checkout or the gift page.
import { FlaskConical } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney, toCents } from '../../../shared/money';
import type { PaymentView } from '../../../shared/schemas/payments';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { isPaymentToken, useDemoPaymentAction, usePayment, type DemoPaymentAction } from './api';
import { pathAfter } from './paths';
import { PaidFor } from './PaymentSummary';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

const failureText = (error: unknown) =>
  error instanceof ApiRequestError ? error.userMessage : 'Please check your connection and try again.';

function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="mb-3 font-display text-3xl font-bold">Payment not found</h1>
      <p className="mb-6 text-gray-600">This payment link is not valid. Your cart is where you left it.</p>
      <Link href="/cart" className={buttonClasses('primary', 'lg')}>
        Back to Cart
      </Link>
    </div>
  );
}

function OpenPayment({ payment, token }: { payment: PaymentView; token: string }) {
  const action = useDemoPaymentAction(token);
  const busy = action.isPending || action.isSuccess;
  const amount = formatMoney(toCents(payment.amount));

  // The answer replaces the payment kept for this token, and the page follows it (below).
  const answer = (choice: DemoPaymentAction) =>
    action.mutate(choice, {
      onError: (error) =>
        notify({ title: 'Payment not completed', description: failureText(error), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <p className="flex items-center justify-center gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
        Demo payment: no card is charged
      </p>
      <PaidFor payment={payment} amount={amount} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="flex-1" disabled={busy} onClick={() => answer('pay')}>
          {action.isPending && action.variables === 'pay' ? <Spinner /> : null}
          Pay {amount}
        </Button>
        <Button size="lg" variant="outline" disabled={busy} onClick={() => answer('decline')}>
          Decline
        </Button>
        <Button size="lg" variant="ghost" disabled={busy} onClick={() => answer('cancel')}>
          Cancel
        </Button>
      </div>
      <p className="text-center text-xs text-gray-500">
        Decline shows what a refused card does. This page takes payment until{' '}
        {timeFormat.format(new Date(payment.expiresAt))}.
      </p>
    </div>
  );
}

export function DemoPaymentView({ token }: { token: string }) {
  const payment = usePayment(token);
  const [, navigate] = useLocation();
  const status = payment.data?.status;
  const kind = payment.data?.kind;
  const returnHref = payment.data?.exchange?.href;

  // Paid, declined or cancelled here, or found ended (opened again, or refused as no longer
  // open): go where that leads. Replaced, not pushed: Back skips a payment page that is done.
  useEffect(() => {
    if (status && kind && status !== 'open') navigate(pathAfter(token, status, kind, returnHref), { replace: true });
  }, [status, kind, returnHref, token, navigate]);

  const unknown = !isPaymentToken(token) || (payment.error instanceof ApiRequestError && payment.error.status === 404);
  // A Stripe payment is paid on Stripe's page, never here.
  if (unknown || (payment.data && payment.data.provider !== 'demo')) return <NotFound />;
  if (payment.data?.status === 'open') return <OpenPayment payment={payment.data} token={token} />;
  if (payment.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="mb-3 font-display text-3xl font-bold">We could not load this payment</h1>
        <p className="mb-6 text-gray-600">{failureText(payment.error)}</p>
        <Button onClick={() => void payment.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your payment…
      </p>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
