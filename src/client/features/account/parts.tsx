// Small pieces the account pages share: dates, money, the status badge, a refused form's
// message, and the inline "are you sure?" step before removing something.
import type { ReactNode } from 'react';
import { formatMoney, toCents } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { shopperOrderStatus } from '../../lib/order-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const money = (amount: string) => formatMoney(toCents(amount));

export const linkButton =
  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';

export const card = 'rounded-xl border border-gray-200 bg-white p-5';

/** The order's status as the shopper reads it, the same as on the tracking page. */
export function StatusBadge({ order }: { order: Parameters<typeof shopperOrderStatus>[0] }) {
  const shown = shopperOrderStatus(order);
  return <Badge tone={shown.tone}>{shown.label}</Badge>;
}

export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** Asks once more before something is removed for good. */
export function ConfirmStep({
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
  className,
}: {
  question: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Confirm"
      className={cx('flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900', className)}
    >
      <p className="mr-auto">{question}</p>
      <Button variant="destructive" size="sm" onClick={onConfirm} disabled={pending}>
        {pending ? <Spinner /> : null}
        {confirmLabel}
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}
