// What the demo payment page charges for: an order and its items, the gift card being
// bought and who it is for, or the difference a return owes for a dearer size.
import type { ReactNode } from 'react';
import { formatMoney, toCents } from '../../../shared/money';
import type { PaymentView } from '../../../shared/schemas/payments';
import { STORE } from '../../../shared/store';

type Order = NonNullable<PaymentView['order']>;
type GiftCard = NonNullable<PaymentView['giftCard']>;

function Summary({ heading, amount, children }: { heading: string; amount: string; children: ReactNode }) {
  return (
    <section aria-labelledby="payment-items" className="rounded-xl border border-gray-200 p-5">
      <h2 id="payment-items" className="mb-2 font-semibold">
        {heading}
      </h2>
      <ul className="divide-y divide-gray-100 text-sm">{children}</ul>
      <dl className="mt-3 flex justify-between border-t border-gray-200 pt-3 text-lg font-semibold">
        <dt>Amount to pay</dt>
        <dd className="tabular-nums">{amount}</dd>
      </dl>
    </section>
  );
}

function OrderSummary({ order, amount }: { order: Order; amount: string }) {
  return (
    <Summary heading="Items" amount={amount}>
      {order.items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="flex justify-between gap-3 py-2">
          <span>
            {item.name}
            <span className="text-gray-600">
              {' '}
              · {[item.size, item.color, `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
            </span>
          </span>
          <span className="tabular-nums">{formatMoney(toCents(item.price) * item.quantity)}</span>
        </li>
      ))}
    </Summary>
  );
}

function GiftCardSummary({ giftCard, amount }: { giftCard: GiftCard; amount: string }) {
  return (
    <Summary heading={`Gift card for ${giftCard.recipientName}`} amount={amount}>
      <li className="flex justify-between gap-3 py-2">
        <span>
          {giftCard.title}
          <span className="text-gray-600"> · from {giftCard.senderName}</span>
        </span>
        <span className="tabular-nums">{formatMoney(toCents(giftCard.amount))}</span>
      </li>
    </Summary>
  );
}

function Heading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="text-center">
      <p className="text-sm font-medium text-gray-600">{STORE.name}</p>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-gray-700">{children}</p>
    </header>
  );
}

export function PaidFor({ payment, amount }: { payment: PaymentView; amount: string }) {
  const { order, giftCard, exchange } = payment;
  if (exchange) {
    return (
      <>
        <Heading title="Pay the difference">
          Return <strong>{exchange.returnNumber}</strong> from order {exchange.trackingNumber}
        </Heading>
        <Summary heading="Your exchange" amount={amount}>
          <li className="flex justify-between gap-3 py-2">
            <span>The new size or color costs more than you paid</span>
            <span className="tabular-nums">{formatMoney(toCents(exchange.amount))}</span>
          </li>
        </Summary>
      </>
    );
  }
  if (giftCard) {
    return (
      <>
        <Heading title="Pay for your gift card">It is emailed to {giftCard.recipientEmail} once paid.</Heading>
        <GiftCardSummary giftCard={giftCard} amount={amount} />
      </>
    );
  }
  // Opened in a browser other than the one that placed it: only what it charges.
  if (!order) {
    return (
      <>
        <Heading
          title={
            payment.kind === 'gift-card'
              ? 'Pay for a gift card'
              : payment.kind === 'return'
                ? 'Pay the difference on a return'
                : 'Pay for an order'
          }
        >
          What it is for is shown only in the browser it was placed in.
        </Heading>
        <Summary heading="To pay" amount={amount}>
          {null}
        </Summary>
      </>
    );
  }
  return (
    <>
      <Heading title="Pay for your order">
        Order number <strong>{order.trackingNumber}</strong>
      </Heading>
      <OrderSummary order={order} amount={amount} />
    </>
  );
}
