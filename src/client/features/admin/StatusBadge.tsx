import type { ComponentProps } from 'react';
import { Badge } from '../../components/ui/badge';
import { orderStatusLabel } from '../../lib/order-status';
import { statusTone } from './format';
import { paymentStatusLabel, paymentStatusTone } from './payment-labels';

export type BadgeTone = NonNullable<ComponentProps<typeof Badge>['tone']>;

export function StatusBadge({ status }: { status: string }) {
  const label = orderStatusLabel(status);
  return (
    <Badge tone={statusTone(status)} className={label ? undefined : 'capitalize'}>
      {label ?? status}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{paymentStatusLabel(status)}</Badge>;
}
