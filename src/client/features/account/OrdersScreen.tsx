// Orders, newest first: each with its date, status, total and lines, the tracking page,
// the order's own page and Buy again.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import type { AccountOrder } from '../../../shared/schemas/account';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from './api';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderLines } from '../../components/OrderLines';
import { useOrders } from './orders-api';
import { isDelivered, startReturnHref } from '../returns';
import { card, FormFailure, formatDate, money, StatusBadge } from './parts';

/** The public tracking page for an order (outside the account's nested routes). */
export const trackingHref = (trackingNumber: string) => `~/track?number=${encodeURIComponent(trackingNumber)}`;

/** A delivered order's "Return an item": the account's session stands for the order's email. */
export function ReturnItemLink({ order }: { order: AccountOrder }) {
  if (!isDelivered(order)) return null;
  return (
    <Link
      href={`~${startReturnHref(order.trackingNumber)}`}
      aria-label={`Return an item from order ${order.trackingNumber}`}
      className={buttonClasses('outline', 'sm')}
    >
      Return an item
    </Link>
  );
}

const newestFirst = (orders: readonly AccountOrder[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

function OrderCard({ order }: { order: AccountOrder }) {
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-gray-900">
            Order {order.trackingNumber}
          </h3>
          <p className="text-sm text-gray-600">Placed {formatDate(order.createdAt)}</p>
        </div>
        {/* On a phone the status and total sit side by side under the order's name. */}
        <div className="flex w-full items-center justify-between gap-3 sm:block sm:w-auto sm:text-right">
          <StatusBadge order={order} />
          <p className="font-semibold sm:mt-1">{money(order.total)}</p>
        </div>
      </div>
      <div className="mt-3">
        <OrderLines lines={order.items} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          href={`/orders/${order.id}`}
          aria-label={`View order ${order.trackingNumber}`}
          className={buttonClasses('outline', 'sm')}
        >
          View order
        </Link>
        <Link
          href={trackingHref(order.trackingNumber)}
          aria-label={`Track order ${order.trackingNumber}`}
          className={buttonClasses('outline', 'sm')}
        >
          Track
        </Link>
        <BuyAgainButton orderId={order.id} orderNumber={order.trackingNumber} />
        <ReturnItemLink order={order} />
      </div>
    </article>
  );
}

export function OrdersScreen() {
  const orders = useOrders();
  return (
    <section aria-labelledby="account-orders-heading" className="space-y-4">
      <h2 id="account-orders-heading" className="text-xl font-semibold text-gray-900">
        Orders
      </h2>
      {orders.isPending ? (
        <>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </>
      ) : orders.isError ? (
        <FormFailure message={errorMessage(orders.error, 'Your orders could not be loaded. Please try again.')} />
      ) : orders.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center">
          <ShoppingBag aria-hidden="true" className="mx-auto h-10 w-10 text-gray-400" />
          <p className="mt-3 font-semibold text-gray-900">No orders yet</p>
          <p className="mt-1 text-sm text-gray-600">When you place an order, it shows here.</p>
          <Link href="~/shop" className={buttonClasses('primary', 'md', 'mt-4')}>
            Start shopping
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {newestFirst(orders.data).map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
