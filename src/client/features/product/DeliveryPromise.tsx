// When the product arrives and how it goes back: the shipping methods' delivery windows (the
// dates checkout promises too) and the returns promise. The dates are today's in the
// shopper's browser: the server's HTML and the first render show the business days, in the
// same one line the dates then take, so nothing moves and hydration matches. What cannot be
// bought promises no dates: the shopper is told it is out of stock instead.
import { Ban, RotateCcw, Truck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { deliveryWindow, formatBusinessDays, formatDeliveryWindow } from '../../../shared/delivery';
import { formatMoney } from '../../../shared/money';
import { RETURNS, SHIPPING, type ShippingMethod } from '../../../shared/store';
import { useBrowserStateKnown } from '../../lib/browser-state';

function Row({ icon, title, detail }: { icon: ReactNode; title: ReactNode; detail: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0 text-sm leading-6">
        <p className="font-medium text-gray-900">{title}</p>
        <p className="whitespace-nowrap text-gray-600">{detail}</p>
      </div>
    </li>
  );
}

/**
 * `spendCents`: what this choice costs, to say when standard delivery is free for it alone.
 * `soldOut`: why it cannot be bought ("Out of stock"), or null.
 */
export function DeliveryPromise({ spendCents, soldOut }: { spendCents: number; soldOut: string | null }) {
  const known = useBrowserStateKnown();
  const arrives = (method: ShippingMethod) =>
    known
      ? `Arrives ${formatDeliveryWindow(deliveryWindow(method, new Date()))}`
      : `Arrives in ${formatBusinessDays(method)}`;
  const { standard, express } = SHIPPING.methods;
  const threshold = formatMoney(SHIPPING.freeThresholdCents);
  const standardCost =
    spendCents >= SHIPPING.freeThresholdCents ? 'free' : `${formatMoney(standard.rateCents)}, free over ${threshold}`;
  return (
    <ul aria-label="Delivery and returns" className="space-y-3 rounded-lg border border-gray-200 p-4">
      {soldOut ? (
        <Row
          icon={<Ban className="h-5 w-5" aria-hidden="true" />}
          title={soldOut}
          detail="No delivery date until it is restocked"
        />
      ) : (
        <>
          <Row
            icon={<Truck className="h-5 w-5" aria-hidden="true" />}
            title={`${standard.label} delivery: ${standardCost}`}
            detail={<span data-testid="standard-delivery">{arrives('standard')}</span>}
          />
          <Row
            icon={<Zap className="h-5 w-5" aria-hidden="true" />}
            title={`${express.label} delivery: ${formatMoney(express.rateCents)}`}
            detail={<span data-testid="express-delivery">{arrives('express')}</span>}
          />
        </>
      )}
      <Row
        icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />}
        title={
          <Link href="/return-policy" className="text-brand-700 underline underline-offset-2">
            Free {RETURNS.windowDays}-day returns
          </Link>
        }
        detail={`Send it back ${RETURNS.condition}`}
      />
    </ul>
  );
}
