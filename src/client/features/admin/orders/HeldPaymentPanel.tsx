// An order whose payment is held for review: money arrived that is not what the order asked
// (another amount or currency), so the order waits, holding its stock, for staff to decide.
// The panel says what was paid against what was due, and offers the three decisions the
// server takes, each to the roles that may and each confirmed: accept it as paid (the order is
// confirmed), refund it and cancel, or cancel keeping the money to settle with the shopper.
import { lazy, Suspense, useRef, useState } from 'react';
import type { AdminOrderDetail, HeldPaymentAction } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { errorText } from '../http';
import { useCan } from '../permissions';
import { useHeldPaymentDecision } from './api';

const ConfirmActionDialog = lazy(() => import('./ConfirmActionDialog'));

/** "$85.50 USD", "€85.50 EUR"; a code Intl does not know shows as "85.50 XYZ". */
export function amountIn(amount: string, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return `${new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(Number(amount))} ${code}`;
  } catch {
    return `${amount} ${code}`;
  }
}

interface Decision {
  action: HeldPaymentAction;
  label: string;
  /** What it does, beside its button. */
  explain: (paid: string) => string;
  title: string;
  confirm: string;
  /** Said once the server took it. */
  done: string;
}

const DECISIONS: readonly Decision[] = [
  {
    action: 'accept',
    label: 'Accept as paid',
    explain: (paid) =>
      `Keep the ${paid} and confirm the order as paid. The shopper gets the order confirmation, and the order goes on to be shipped.`,
    title: 'Accept this payment as paid?',
    confirm: 'Yes, accept as paid',
    done: 'Payment accepted: the order is confirmed as paid.',
  },
  {
    action: 'refund',
    label: 'Refund and cancel',
    explain: (paid) =>
      `Give the ${paid} back to the shopper's card and cancel the order. Its stock goes back on sale and the shopper is told.`,
    title: 'Refund the payment and cancel the order?',
    confirm: 'Yes, refund and cancel',
    done: 'The order is cancelled and its payment is being refunded.',
  },
  {
    action: 'cancel',
    label: 'Cancel, keep the money',
    explain: (paid) =>
      `Cancel the order and put its stock back on sale, keeping the ${paid} to settle with the shopper (refund it later from the order's refund form, or note a refund made in the payment provider's dashboard). The shopper is told the store will contact them.`,
    title: 'Cancel the order and keep the payment?',
    confirm: 'Yes, cancel and keep the money',
    done: 'The order is cancelled; its payment is kept, to be settled with the shopper.',
  },
];

export function HeldPaymentPanel({
  orderId,
  detail,
  onDecided,
}: {
  orderId: string;
  detail: AdminOrderDetail;
  onDecided: (outcome: string) => void;
}) {
  const mayManage = useCan('orders.manage');
  const mayRefund = useCan('orders.refund');
  const decide = useHeldPaymentDecision(orderId);
  const [open, setOpen] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A second click before the first answer arrives sends nothing.
  const sending = useRef(false);

  const held = detail.payments.find((payment) => payment.status === 'review');
  const paid = held ? amountIn(held.received?.amount ?? held.amount, held.received?.currency ?? held.currency) : null;
  const due = held ? amountIn(held.amount, held.currency) : null;
  const offered = DECISIONS.filter((decision) => mayManage && (decision.action !== 'refund' || mayRefund));

  const send = (decision: Decision, note: string) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    decide.mutate(
      { action: decision.action, note: note || undefined },
      {
        onSuccess: () => {
          setOpen(null);
          onDecided(decision.done);
        },
        onError: (failure) => setError(errorText(failure)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="held-payment-title"
      className="space-y-3 rounded-lg border border-pink-200 bg-pink-50 p-4"
    >
      <h4 id="held-payment-title" className="font-semibold text-gray-900">
        Payment held for review
      </h4>
      {paid && due ? (
        <p className="text-sm text-gray-800">
          The shopper paid <strong>{paid}</strong>, but the order asked for <strong>{due}</strong>
          {held?.received && held.received.currency.toLowerCase() !== held.currency.toLowerCase()
            ? ' (another currency)'
            : ''}
          . The money is in, and the order keeps its stock until someone decides what happens to it.
        </p>
      ) : (
        <p className="text-sm text-gray-800">
          Its payment brought another amount or currency than the order asked for. The order keeps its stock until
          someone who manages orders decides.
        </p>
      )}
      {offered.length ? (
        <ul className="space-y-3">
          {offered.map((decision) => (
            <li key={decision.action} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
              <Button
                className="shrink-0"
                variant={decision.action === 'accept' ? 'primary' : 'destructive'}
                disabled={decide.isPending}
                onClick={() => {
                  setError(null);
                  setOpen(decision);
                }}
              >
                {decision.label}
              </Button>
              <p className="text-sm text-gray-700">{decision.explain(paid ?? 'payment')}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">Your role cannot decide on it: an owner or a manager can.</p>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ConfirmActionDialog
            title={open.title}
            description={open.explain(paid ?? 'payment')}
            confirmLabel={open.confirm}
            pending={decide.isPending}
            error={error}
            onConfirm={(note) => send(open, note)}
            onCancel={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
