// The confirmation of a placed order, from the order as the server recorded it: its number,
// what was ordered and charged, where and how it travels and when it should arrive, how it
// was paid, and whether the confirmation email has gone out or is still to follow.
import { Link } from 'wouter';
import { CheckCircle2, Mail, Package, Truck } from 'lucide-react';
import { deliveryWindow, destinationOf, formatBusinessDays, formatDeliveryWindow } from '../../../shared/delivery';
import { formatMoney, toCents } from '../../../shared/money';
import type { PaymentProviderName } from '../../../shared/schemas/payments';
import type { ConfirmedOrder } from '../../../shared/schemas/orders';
import { SHIPPING, STORE } from '../../../shared/store';
import { OrderLines } from '../../components/OrderLines';
import { OrderTotals } from '../../components/OrderTotals';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/button';
import { AccountOffer } from './AccountOffer';
import { EmailAddress } from '../../components/EmailAddress';

const card = 'rounded-xl border border-gray-200 p-5 text-left';

/** How the order was paid, in the shopper's words. */
export function paidWith(order: ConfirmedOrder, provider: PaymentProviderName | null): string[] {
  const ways: string[] = [];
  const giftCardCents = toCents(order.giftCardAmount);
  if (giftCardCents > 0)
    ways.push(`Gift card${order.giftCardLast4 ? ` ending ${order.giftCardLast4}` : ''}: ${formatMoney(giftCardCents)}`);
  if (toCents(order.total) > 0) {
    const amount = formatMoney(toCents(order.total));
    ways.push(
      provider === 'stripe' ? `Card, through Stripe: ${amount}` : `Demo payment page (no card was charged): ${amount}`,
    );
  }
  return ways;
}

/**
 * What happens next, in three tiles: the order is prepared, the confirmation email (said to be
 * sent only once the mail server took it, else that it will follow) and when it arrives.
 */
function NextSteps({ order, method, arrives }: { order: ConfirmedOrder; method: string; arrives: string }) {
  const email = (
    <strong>
      <EmailAddress email={order.email} />
    </strong>
  );
  // Keyed by what each tile is about: the email's tile stays the same live region when its news changes.
  const tiles = [
    { key: 'processing', icon: Package, title: 'Processing', text: 'Your order is being prepared for shipment.' },
    order.emailSent
      ? { key: 'email', icon: Mail, title: 'Email Sent', text: <>We emailed your confirmation to {email}.</> }
      : {
          key: 'email',
          icon: Mail,
          title: 'Email to Follow',
          text: <>Your confirmation email to {email} will follow shortly.</>,
        },
    { key: 'shipping', icon: Truck, title: 'Shipping', text: `${method} shipping: arrives ${arrives}.` },
  ];
  return (
    <ul aria-label="What happens next" className="mb-8 grid gap-4 sm:grid-cols-3">
      {tiles.map(({ key, icon: Icon, title, text }) => (
        <li key={key} className="rounded-xl border border-gray-200 p-5 text-center">
          <Icon className="mx-auto mb-2 h-7 w-7 text-brand-700" aria-hidden="true" />
          <h2 className="font-semibold">{title}</h2>
          <p role={key === 'email' ? 'status' : undefined} className="text-sm text-gray-600">
            {text}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderConfirmed({
  order,
  provider = null,
  offerAccount = true,
}: {
  order: ConfirmedOrder;
  provider?: PaymentProviderName | null;
  offerAccount?: boolean;
}) {
  const trackHref = `/track?number=${encodeURIComponent(order.trackingNumber)}`;
  const method = SHIPPING.methods[order.shippingMethod];
  const destination = destinationOf(order.country);
  const arrives = formatDeliveryWindow(deliveryWindow(order.shippingMethod, new Date(order.createdAt), destination));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle name="Order Confirmed" />
      <div className="text-center">
        <CheckCircle2 className="mx-auto mb-4 h-16 w-16 text-green-600" aria-hidden="true" />
        <h1 className="mb-2 font-display text-4xl font-bold">Order Confirmed!</h1>
        <p className="mb-2 text-gray-600">Thank you for shopping with {STORE.name}.</p>
        <p className="mb-8 text-lg">
          Order number: <strong data-testid="order-number">{order.trackingNumber}</strong>
        </p>
      </div>
      <NextSteps order={order} method={method.label} arrives={arrives} />
      <div className="mb-8 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="confirmed-items" className={`${card} md:col-span-2`}>
          <h2 id="confirmed-items" className="mb-2 font-semibold">
            What you ordered
          </h2>
          <OrderLines lines={order.items} withPrices />
          <OrderTotals order={order} className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm" />
        </section>
        <section aria-labelledby="confirmed-shipping" className={card}>
          <h2 id="confirmed-shipping" className="mb-2 font-semibold">
            Shipping to
          </h2>
          <p className="whitespace-pre-line text-sm text-gray-700">{order.shippingAddress}</p>
          <p className="mt-3 text-sm">
            <span className="font-medium">{method.label} shipping</span> (
            {formatBusinessDays(order.shippingMethod, destination)}): arrives {arrives}
          </p>
        </section>
        <section aria-labelledby="confirmed-payment" className={card}>
          <h2 id="confirmed-payment" className="mb-2 font-semibold">
            Payment
          </h2>
          {provider ? <p className="mb-1 font-medium text-green-700">Payment received</p> : null}
          <ul className="space-y-1 text-sm text-gray-700">
            {paidWith(order, provider).map((way) => (
              <li key={way}>{way}</li>
            ))}
          </ul>
        </section>
      </div>
      {offerAccount ? <AccountOffer email={order.email} /> : null}
      <div className="mb-8 flex flex-wrap justify-center gap-3">
        <Link href="/shop" className={buttonClasses('outline', 'lg')}>
          Continue Shopping
        </Link>
        <Link href={trackHref} className={buttonClasses('primary', 'lg')}>
          Track Your Order
        </Link>
      </div>
      <p className="text-center text-sm text-gray-600">
        Questions?{' '}
        <Link href="/contact" className="text-brand-700 underline">
          Contact support
        </Link>{' '}
        or email{' '}
        <a href={`mailto:${STORE.contact.email}`} className="text-brand-700 underline">
          {STORE.contact.email}
        </a>
        .
      </p>
    </div>
  );
}

/** A confirmation link whose order this browser cannot show: nothing is confirmed. */
export function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle name="Order Not Found" />
      <h1 className="mb-3 font-display text-3xl font-bold">We cannot show this order here</h1>
      <p className="mb-6 text-gray-600">
        This confirmation link does not match an order placed in this browser. If you placed an order, its confirmation
        email has its tracking number, and you can follow it on the tracking page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/track" className={buttonClasses('primary', 'lg')}>
          Track an Order
        </Link>
        <Link href="/shop" className={buttonClasses('outline', 'lg')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
