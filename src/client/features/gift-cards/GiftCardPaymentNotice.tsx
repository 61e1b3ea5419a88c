// The gift page opened again from a gift card's payment page: what became of the payment.
import { Link } from 'wouter';
import { PaymentReturnNotice, successPath, type PaymentReturnWords } from '../payments';

const ENDED: PaymentReturnWords['ended'] = {
  declined: 'Your payment was declined. Nothing was charged.',
  cancelled: 'Payment cancelled. Nothing was charged.',
  expired: 'Your payment page expired. Nothing was charged; please create the gift card again.',
  failed: 'The payment could not be completed. Nothing was charged; please try again.',
  review: 'We received your payment and are checking it. The gift card is emailed once it is confirmed.',
};

function Paid({ token }: { token: string }) {
  return (
    <>
      Your payment was received.{' '}
      <Link href={successPath(token)} className="font-medium underline">
        See your gift card
      </Link>
    </>
  );
}

export function GiftCardPaymentNotice() {
  return <PaymentReturnNotice ended={ENDED} paid={(token) => <Paid token={token} />} />;
}
