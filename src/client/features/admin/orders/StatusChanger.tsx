// Status controls: only the transitions the server allows. Shipping opens the parcel form
// (ShipForm); cancelling asks for confirmation, and says what it gives back when the order was
// paid (the server refunds the rest with the cancel). The server's 400/409 text shows inline.
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { OrderStatusChangeSchema } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import type { AdminOrderItem } from '../../../../shared/schemas/admin';
import { Field, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { money } from '../format';
import { errorText } from '../http';
import { useChangeStatus } from './api';
import { canRefund } from './refund-amounts';
import { ShipForm } from './ShipForm';

const LABELS: Record<string, string> = {
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Ship items',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

const ConfirmActionDialog = lazy(() => import('./ConfirmActionDialog'));

/** An order still waiting for its payment: what happens next, and cancelling it for staff who may. */
function UnpaidOrderControls({
  orderId,
  mayCancel,
  onCancelled,
}: {
  orderId: string;
  mayCancel: boolean;
  onCancelled: ((outcome: string) => void) | undefined;
}) {
  const change = useChangeStatus(orderId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click before the first answer arrives sends nothing.
  const sending = useRef(false);
  const cancel = (note: string) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    // A promise rather than mutate's callbacks: the cancelled order no longer shows these
    // controls, and callbacks of a component gone before the lists refresh would never run.
    change
      .mutateAsync({
        status: 'cancelled',
        note: note || undefined,
        carrier: undefined,
        carrierTrackingNumber: undefined,
      })
      .then(
        () => {
          setConfirming(false);
          notify({
            title: 'Order cancelled',
            description: `Order #${orderId} is cancelled and its stock is for sale again.`,
          });
          onCancelled?.('The unpaid order is cancelled: its stock is for sale again and its payment page is closed.');
        },
        (failure: unknown) => setError(errorText(failure)),
      )
      .finally(() => {
        sending.current = false;
      });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        Awaiting payment. The order is confirmed once its payment arrives, and cancelled if the payment ends unpaid.
      </p>
      {mayCancel ? (
        <>
          <p className="text-sm text-gray-600">
            Cancelling it now releases the stock it holds at once, so others can buy it.
          </p>
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={change.isPending}>
            Cancel unpaid order
          </Button>
        </>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmActionDialog
            title="Cancel this unpaid order?"
            description="Its stock is released for sale at once, with any gift card amount and promotion it holds, and its payment page is closed. The shopper is emailed that the order was cancelled. This cannot be undone."
            confirmLabel="Yes, cancel unpaid order"
            pending={change.isPending}
            error={error}
            onConfirm={cancel}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function StatusChanger({
  orderId,
  status,
  allowed,
  refundable,
  items,
  onDone,
}: {
  orderId: string;
  status: string;
  /** Said once a move went through, beside the controls. */
  onDone?: ((outcome: string) => void) | undefined;
  allowed: readonly string[];
  /** The order's lines, with how much of each has shipped. */
  items: readonly AdminOrderItem[];
  /** What cancelling would give back, decimal string. */
  refundable: string;
}) {
  const change = useChangeStatus(orderId);
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (status === 'awaiting_payment') {
    // Its payment confirms the order, or releases it if it ends unpaid; staff who manage
    // orders may call it off sooner (a hoard of stock, a shopper who asked).
    return <UnpaidOrderControls orderId={orderId} mayCancel={allowed.includes('cancelled')} onCancelled={onDone} />;
  }
  if (!allowed.length) return <p className="text-sm text-gray-600">This order has reached its final status.</p>;

  const reset = () => {
    setTarget(null);
    setNote('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrderStatusChangeSchema.safeParse({ status: target, note });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        notify({ title: 'Order updated', description: `Order #${orderId} is now ${parsed.data.status}.` });
        // Staff who picked another step while this one was saving (Ship items) keep it open.
        setTarget((current) => (current === parsed.data.status ? null : current));
        setNote('');
        setErrors({});
      },
      onError: (error) => setErrors({ form: errorText(error) }),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {allowed.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'destructive' : target === status ? 'primary' : 'outline'}
            aria-pressed={target === status}
            onClick={() => {
              setErrors({});
              setTarget(status);
            }}
          >
            {status === 'shipped' && items.some((item) => item.shipped > 0)
              ? 'Ship the rest'
              : (LABELS[status] ?? status)}
          </Button>
        ))}
      </div>
      {allowed.includes('cancelled') && canRefund(refundable) ? (
        <p className="text-sm text-gray-600">
          Cancelling refunds {money(refundable)} to the customer's card and returns any gift card amount to the card.
        </p>
      ) : null}
      {target === 'shipped' ? (
        <ShipForm key={items.map((item) => item.shipped).join()} orderId={orderId} items={items} onDone={reset} />
      ) : null}
      {target && target !== 'shipped' ? (
        <form
          onSubmit={submit}
          noValidate
          className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
          aria-label="Change status"
        >
          {target === 'cancelled' ? (
            <p className="text-sm font-medium text-red-700">
              Cancel this order? Its stock is returned and this cannot be undone.
            </p>
          ) : null}
          <Field label="Note (optional)" error={errors.note}>
            {(ids) => <Textarea {...ids} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          {errors.form || errors.status ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.form ?? errors.status}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button
              type="submit"
              variant={target === 'cancelled' ? 'destructive' : 'primary'}
              disabled={change.isPending}
            >
              {change.isPending ? <Spinner /> : null}
              {target === 'cancelled' ? 'Yes, cancel order' : `Save: ${target}`}
            </Button>
            <Button variant="ghost" onClick={reset}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
