import { CheckCircle2, Circle, Clock, MapPin, Package, Undo2 } from 'lucide-react';
import { Link } from 'wouter';
import type { TrackingResponse } from '../../../shared/schemas/tracking';
import { formatMoney, toCents } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { shopperOrderStatus } from '../../lib/order-status';
import { buildTimeline } from './timeline';
import { TrackingParcels } from './TrackingParcels';
import { isDelivered, startReturnHref } from '../returns';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `email`: the order's email as the shopper typed it, carried to the return so they need not type it again. */
export function TrackingResult({ data, email }: { data: TrackingResponse; email?: string }) {
  const { order, items } = data;
  const { steps, known } = buildTimeline(order);
  const shown = shopperOrderStatus(order);
  return (
    <div className="space-y-6">
      <section className="rounded-xl border p-6" aria-labelledby="order-heading">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="order-heading" className="text-xl font-semibold">
              Order {order.trackingNumber}
            </h2>
            <p className="text-sm text-gray-600">Placed {dateTime(order.createdAt)}</p>
          </div>
          <div className="text-right">
            <Badge tone={shown.tone}>{shown.label}</Badge>
            <p className="mt-1 font-semibold">{formatMoney(toCents(order.total))}</p>
          </div>
        </div>
        <TrackingParcels parcels={order.parcels} />
        {isDelivered(order) ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-brand-50 px-4 py-3 text-sm">
            <p className="flex-1">Something not quite right? Return it for a refund or another size.</p>
            <Link
              href={startReturnHref(order.trackingNumber, email)}
              className={buttonClasses('outline', 'sm')}
              aria-label={`Return an item from order ${order.trackingNumber}`}
            >
              <Undo2 aria-hidden="true" className="h-4 w-4" /> Return an item
            </Link>
          </div>
        ) : null}
        {!known ? (
          <p role="status" className="mt-4 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-700">
            This order is <strong>{order.status}</strong>.
          </p>
        ) : null}
        <ol className="mt-6 space-y-4" aria-label="Order progress">
          {steps.map((step) => {
            // Current but not done: the order is waiting at this step (for its payment).
            const waiting = step.current && known && !step.done;
            return (
              <li key={step.label} className="flex gap-3" aria-current={step.current && known ? 'step' : undefined}>
                {step.done ? (
                  <CheckCircle2 className="h-6 w-6 shrink-0 text-green-600" aria-hidden="true" />
                ) : waiting ? (
                  <Clock className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
                ) : (
                  <Circle
                    className={cx('h-6 w-6 shrink-0', known ? 'text-gray-300' : 'text-gray-400')}
                    aria-hidden="true"
                  />
                )}
                <div>
                  <p className={cx('font-medium', !step.done && !waiting && 'text-gray-500')}>
                    {step.label}
                    <span className="sr-only">{step.done ? ' (done)' : waiting ? ' (now)' : ' (not yet)'}</span>
                  </p>
                  <p className="text-sm text-gray-600">{step.text}</p>
                  {step.at ? <p className="text-xs text-gray-500">{dateTime(step.at)}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border p-6" aria-labelledby="address-heading">
          <h2 id="address-heading" className="mb-2 flex items-center gap-2 font-semibold">
            <MapPin className="h-5 w-5 text-brand-700" aria-hidden="true" /> Shipping address
          </h2>
          <p className="whitespace-pre-line text-sm text-gray-700">{order.shippingAddress}</p>
          {order.fullAddress ? null : (
            <p className="mt-2 text-xs text-gray-500">
              Enter the order's email with the tracking number to see the full address.
            </p>
          )}
        </section>
        <section className="rounded-xl border p-6" aria-labelledby="items-heading">
          <h2 id="items-heading" className="mb-2 flex items-center gap-2 font-semibold">
            <Package className="h-5 w-5 text-brand-700" aria-hidden="true" /> Items
          </h2>
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3 py-2">
                {item.product.imageUrl ? (
                  <img
                    src={item.product.imageUrl}
                    alt=""
                    width={48}
                    height={60}
                    className="h-[60px] w-12 rounded object-cover"
                  />
                ) : null}
                <div className="flex-1 text-sm">
                  <p className="font-medium">{item.product.name}</p>
                  <p className="text-gray-600">
                    {[item.size, item.color, `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <p className="text-sm">{formatMoney(toCents(item.price) * item.quantity)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
