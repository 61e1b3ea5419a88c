// One order: its lines, the money, where it went and its timeline, with Track and Buy again.
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { AccountOrderDetail } from '../../../shared/schemas/account';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { shopperStageLabel } from '../../lib/order-status';
import { ACCOUNT_HOME, errorMessage } from './api';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderLines } from '../../components/OrderLines';
import { useOrder } from './orders-api';
import { ReturnItemLink, trackingHref } from './OrdersScreen';
import { card, FormFailure, formatDate, formatDateTime, StatusBadge } from './parts';
import { OrderTotals } from '../../components/OrderTotals';
import { SHIPPING } from '../../../shared/store';

function BackToOrders() {
  return (
    <Link
      href={ACCOUNT_HOME}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to orders
    </Link>
  );
}

function Timeline({ events }: { events: AccountOrderDetail['events'] }) {
  if (events.length === 0) return <p className="text-sm text-gray-600">No updates yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Order timeline">
      {events.map((event, index) => (
        <li key={index} className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-600" />
          <div className="text-sm">
            <p className="font-medium">{shopperStageLabel(event.status)}</p>
            {event.note ? <p className="text-gray-600">{event.note}</p> : null}
            <p className="text-xs text-gray-500">{formatDateTime(event.createdAt)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function OrderDetailScreen({ id }: { id: string }) {
  const order = useOrder(id);
  if (order.isPending) return <Skeleton className="h-96 w-full" />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <div className="space-y-4">
        <BackToOrders />
        <FormFailure message={notFound ? 'We could not find that order in your account.' : errorMessage(order.error)} />
      </div>
    );
  }
  const detail = order.data;
  return (
    <article aria-labelledby="account-order-heading" className="space-y-6">
      <BackToOrders />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="account-order-heading" className="text-xl font-semibold text-gray-900">
            Order {detail.trackingNumber}
          </h2>
          <p className="text-sm text-gray-600">Placed {formatDate(detail.createdAt)}</p>
        </div>
        <StatusBadge order={detail} />
      </div>
      <div className="flex flex-wrap gap-2">
        <BuyAgainButton orderId={detail.id} orderNumber={detail.trackingNumber} />
        <Link
          href={trackingHref(detail.trackingNumber)}
          aria-label={`Track order ${detail.trackingNumber}`}
          className={buttonClasses('outline', 'sm')}
        >
          Track
        </Link>
        <ReturnItemLink order={detail} />
      </div>
      <section aria-labelledby="account-order-items" className={card}>
        <h3 id="account-order-items" className="mb-2 font-semibold">
          Items
        </h3>
        <OrderLines lines={detail.items} withPrices />
        <div className="mt-4 border-t border-gray-100 pt-4">
          <OrderTotals order={detail} />
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="account-order-address" className={card}>
          <h3 id="account-order-address" className="mb-2 font-semibold">
            Shipping address
          </h3>
          <p className="whitespace-pre-line text-sm text-gray-700">{detail.shippingAddress}</p>
          <p className="mt-2 text-sm text-gray-700">{SHIPPING.methods[detail.shippingMethod].label} shipping</p>
        </section>
        <section aria-labelledby="account-order-timeline" className={card}>
          <h3 id="account-order-timeline" className="mb-2 font-semibold">
            Timeline
          </h3>
          <Timeline events={detail.events} />
        </section>
      </div>
    </article>
  );
}
