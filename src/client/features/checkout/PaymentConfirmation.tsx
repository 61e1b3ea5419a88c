// The confirmation page after a payment page (?payment=<token>), for an order or a gift card
// (a return's difference goes back to the return's own page).
// The payment page's answer may reach the server after the shopper does (Stripe tells it
// separately), so the page asks every second, for a minute, until the payment is paid or
// ends unpaid (back to where it started, which says why). Only a paid order empties the
// cart and forgets what was entered at checkout: a gift card is bought on its own.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PaymentView } from '../../../shared/schemas/payments';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { clearCart, clearPromo } from '../cart';
import { GiftCardPaid } from '../gift-cards';
import { isPaymentToken, pathAfter, paymentQuery, returnPath } from '../payments';
import { forgetCheckoutDraft } from './checkout-draft';
import { OrderConfirmed } from './OrderConfirmed';

export const PAYMENT_POLL = { everyMs: 1000, forMs: 60_000 } as const;

/**
 * Not settled yet: still open, a gift card paid for whose card is not issued yet, or a paid
 * order whose confirmation email has not gone out yet (the page then says so when it does).
 */
const settling = (view: PaymentView | undefined) =>
  view?.status === 'open' ||
  (view?.status === 'paid' &&
    !view.withheld &&
    (view.kind === 'gift-card' ? !view.giftCard?.issued : view.kind === 'order' && !view.order?.emailSent));

function usePaymentOutcome(token: string) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), PAYMENT_POLL.forMs);
    return () => window.clearTimeout(timer);
  }, []);
  const query = useQuery({
    ...paymentQuery(token),
    refetchInterval: (q) => (!gaveUp && settling(q.state.data) ? PAYMENT_POLL.everyMs : false),
  });
  return { ...query, gaveUp };
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle name="Confirming Payment" />
      {children}
    </div>
  );
}

/** What the email will bring once a late payment arrives. */
const awaitedByEmail = (view: PaymentView) =>
  view.giftCard
    ? `The gift card will be emailed to ${view.giftCard.recipientEmail} once the payment arrives.`
    : view.kind === 'gift-card'
      ? 'The gift card will be emailed once the payment arrives.'
      : 'Your order will be confirmed by email once the payment arrives.';

/** A paid payment opened in a browser that may not read it: no names, addresses or items, and where to find them. */
function PaidElsewhere({ kind }: { kind: PaymentView['kind'] }) {
  return (
    <Waiting>
      <h1 className="mb-3 font-display text-3xl font-bold">Payment received</h1>
      <p className="mb-6 text-gray-600">
        {kind === 'gift-card'
          ? 'The gift card has been paid for. Its details were sent by email.'
          : kind === 'return'
            ? 'The difference on this return is paid. The return page in our email shows it, with what happens next.'
            : 'This order is paid. Its details are in the confirmation email, in your account if you were signed in, and on the tracking page with the order number and email.'}
      </p>
      <Link
        href={kind === 'gift-card' ? '/' : kind === 'return' ? '/returns' : '/track-order'}
        className={buttonClasses('primary', 'lg')}
      >
        {kind === 'gift-card' ? 'Continue Shopping' : kind === 'return' ? 'Returns' : 'Track an Order'}
      </Link>
    </Waiting>
  );
}

export function PaymentConfirmation({ token }: { token: string }) {
  const payment = usePaymentOutcome(token);
  const [, navigate] = useLocation();
  const { data } = payment;
  const status = data?.status;
  const kind = data?.kind;
  const withheld = data?.withheld;
  const returnHref = data?.exchange?.href;

  useEffect(() => {
    // A return's difference: its own page says how it stands.
    if (kind === 'return' && returnHref && status && status !== 'open') {
      navigate(pathAfter(token, status, kind, returnHref), { replace: true });
    } else if (status === 'paid') {
      // Another browser's order leaves this browser's cart alone.
      if (kind !== 'order' || withheld) return;
      clearCart();
      clearPromo();
      forgetCheckoutDraft();
    } else if (status && kind && status !== 'open') {
      navigate(returnPath(token, kind), { replace: true });
    }
  }, [status, kind, withheld, returnHref, token, navigate]);

  if (data?.status === 'paid') {
    if (data.withheld) return <PaidElsewhere kind={data.kind} />;
    if (data.giftCard) return <GiftCardPaid giftCard={data.giftCard} />;
    if (data.order) return <OrderConfirmed order={data.order} provider={data.provider} />;
  }

  const unknown = !isPaymentToken(token) || (payment.error instanceof ApiRequestError && payment.error.status === 404);
  if (unknown || (payment.isError && !data)) {
    return (
      <Waiting>
        <h1 className="mb-3 font-display text-3xl font-bold">
          {unknown ? 'Payment not found' : 'We could not check your payment'}
        </h1>
        <p className="mb-6 text-gray-600">
          {unknown ? 'This payment link is not valid.' : 'Please reload the page in a moment.'} If you paid, you will
          hear from us by email.
        </p>
        <Link href="/cart" className={buttonClasses('primary', 'lg')}>
          Back to Cart
        </Link>
      </Waiting>
    );
  }

  if (payment.gaveUp && data?.status === 'open') {
    return (
      <Waiting>
        <p role="status" className="text-lg text-gray-700">
          We have not heard back from the payment page yet. {awaitedByEmail(data)}
        </p>
      </Waiting>
    );
  }

  return (
    <Waiting>
      <p role="status" className="flex items-center justify-center gap-2 text-lg text-gray-700">
        <Spinner className="h-5 w-5" /> Confirming your payment…
      </p>
    </Waiting>
  );
}
