// The confirmation of a placed order: its number, what happens next, where to track it, and
// for a guest, an account to keep track of it.
import { Link } from 'wouter';
import { CheckCircle2, Mail, Package, Truck } from 'lucide-react';
import { STORE } from '../../../shared/store';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/button';
import { AccountOffer } from './AccountOffer';

const TILES = [
  { icon: Package, title: 'Processing', text: 'We are preparing your order.' },
  { icon: Mail, title: 'Email Sent', text: 'Your confirmation and tracking number are on their way.' },
  { icon: Truck, title: 'Shipping', text: 'Standard delivery in 3-7 business days.' },
] as const;

export function OrderConfirmed({
  orderNumber,
  paymentReceived = false,
  email = null,
}: {
  orderNumber: string | null;
  paymentReceived?: boolean;
  /** The order's email, when known: a guest is offered an account with it. */
  email?: string | null;
}) {
  const trackHref = orderNumber ? `/track?number=${encodeURIComponent(orderNumber)}` : '/track';
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle name="Order Confirmed" />
      <CheckCircle2 className="mx-auto mb-4 h-16 w-16 text-green-600" aria-hidden="true" />
      <h1 className="mb-2 font-display text-4xl font-bold">Order Confirmed!</h1>
      <p className="mb-2 text-gray-600">Thank you for shopping with {STORE.name}.</p>
      {paymentReceived ? <p className="mb-2 font-medium text-green-700">Payment received</p> : null}
      {orderNumber ? (
        <p className="mb-8 text-lg">
          Order number: <strong data-testid="order-number">{orderNumber}</strong>
        </p>
      ) : null}
      <div className="mb-10 grid gap-4 sm:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border p-5">
            <Icon className="mx-auto mb-2 h-7 w-7 text-brand-700" aria-hidden="true" />
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-gray-600">{text}</p>
          </div>
        ))}
      </div>
      {email ? <AccountOffer email={email} /> : null}
      <div className="mb-8 flex flex-wrap justify-center gap-3">
        <Link href="/shop" className={buttonClasses('outline', 'lg')}>
          Continue Shopping
        </Link>
        <Link href={trackHref} className={buttonClasses('primary', 'lg')}>
          Track Your Order
        </Link>
      </div>
      <p className="text-sm text-gray-600">
        Questions? <Link href="/contact" className="text-brand-700 underline">Contact support</Link> or email{' '}
        <a href={`mailto:${STORE.contact.email}`} className="text-brand-700 underline">
          {STORE.contact.email}
        </a>
        .
      </p>
    </div>
  );
}
