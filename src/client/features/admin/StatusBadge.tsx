import type { ComponentProps } from 'react';
import { Badge } from '../../components/ui/badge';
import { orderStatusLabel } from '../../lib/order-status';
import type { AdminDiscount } from '../../../shared/schemas/discounts';
import type { AdminSale } from '../../../shared/schemas/sales';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../../shared/schemas/returns';
import { DISCOUNT_STATES } from './discounts/labels';
import { statusTone } from './format';
import { paymentStatusLabel, paymentStatusTone } from './payment-labels';
import { SALE_STATES } from './sales/labels';

export type BadgeTone = NonNullable<ComponentProps<typeof Badge>['tone']>;

export function StatusBadge({ status }: { status: string }) {
  const label = orderStatusLabel(status);
  return (
    <Badge tone={statusTone(status)} className={label ? undefined : 'capitalize'}>
      {label ?? status}
    </Badge>
  );
}

/** An order's stage as staff read it: one whose payment is held for review waits on them, whatever its stage says. */
export function OrderStatusBadge({ order }: { order: { status: string; paymentStatus: string } }) {
  if (order.paymentStatus === 'in_review') return <Badge tone="pink">Needs review</Badge>;
  return <StatusBadge status={order.status} />;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{paymentStatusLabel(status)}</Badge>;
}

/** Scheduled, Active, Paused, Ended or Used up. */
export function DiscountStateBadge({ state }: { state: AdminDiscount['state'] }) {
  const { label, tone } = DISCOUNT_STATES[state];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Scheduled, Running or Ended. */
export function SaleStateBadge({ state }: { state: AdminSale['state'] }) {
  const { label, tone } = SALE_STATES[state];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Waiting on staff (yellow), on its way (blue, purple), done (green) or refused (red). */
const RETURN_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'yellow',
  approved: 'blue',
  in_transit: 'purple',
  received: 'brand',
  refunded: 'green',
  exchanged: 'green',
  rejected: 'red',
};

/** Requested, Approved, On its way back, Received, Refunded, Exchanged or Rejected. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_TONES[status] ?? 'gray'}>{RETURN_STATUS_LABELS[status] ?? status}</Badge>;
}
