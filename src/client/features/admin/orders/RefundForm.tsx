// Staff give back part of a paid order: all that is left (the prefill), one line's worth, or
// any sum up to it, with an optional reason. A line's refund may also put its units back in
// stock, when staff tick it (a returned item in good condition). Nothing is sent before staff
// confirm the sum; the server's refusal (more than is left, a malformed amount) shows under its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AdminRefundRequestSchema, type AdminRefundRequest } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input } from '../../../components/ui/field';
import { showRefusal } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { money } from '../format';
import { errorText } from '../http';
import { useRefund } from './api';
import { refundLabel } from './refund-amounts';

const RefundConfirmDialog = lazy(() => import('./RefundConfirmDialog'));
const FIELDS = ['amount', 'reason'] as const;

/** An amount to put in the form: a new object each time, so the same line can fill it again. */
export interface RefundFill {
  amount: string;
  /** The line refunded, and how many of its units can still go back to stock. */
  line?: { itemId: number; name: string; quantity: number } | undefined;
}

export function RefundForm({
  orderId,
  refundable,
  fill,
}: {
  orderId: string;
  refundable: string;
  fill: RefundFill | null;
}) {
  const refund = useRefund(orderId);
  const [confirming, setConfirming] = useState<AdminRefundRequest | null>(null);
  // Ticked for this fill only: another line's button starts unticked.
  const [restockedFill, setRestockedFill] = useState<RefundFill | null>(null);
  const restock = fill !== null && restockedFill === fill;
  const line = fill?.line;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AdminRefundRequest, unknown, AdminRefundRequest>({
    resolver: zodResolver(AdminRefundRequestSchema),
    defaultValues: { amount: refundable, reason: '' },
  });

  const amount = useWatch({ control, name: 'amount' });

  useEffect(() => {
    if (!fill) return;
    setValue('amount', fill.amount);
    clearErrors('amount');
    setFocus('amount');
  }, [fill, setValue, clearErrors, setFocus]);

  const send = async (request: AdminRefundRequest) => {
    try {
      const back = restock && line ? [{ itemId: line.itemId, quantity: line.quantity }] : undefined;
      const detail = await refund.mutateAsync({
        amount: request.amount,
        reason: request.reason || undefined,
        restock: back,
      });
      const stock = back ? ` ${line!.quantity} × ${line!.name} is back in stock.` : '';
      notify({ title: 'Refund recorded', description: `${money(request.amount)} goes back to the customer.${stock}` });
      reset({ amount: detail.refundable ?? '', reason: '' });
      setRestockedFill(null);
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, errorText(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(setConfirming)}
        aria-labelledby="refund-title"
        className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
      >
        <h4 id="refund-title" className="text-sm font-semibold text-gray-900">
          Refund
        </h4>
        <p className="text-xs text-gray-600">Up to {money(refundable)} can still be refunded.</p>
        <Field label="Amount ($)" error={errors.amount?.message}>
          {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" {...register('amount')} />}
        </Field>
        <Field label="Reason (optional)" error={errors.reason?.message}>
          {(ids) => <Input {...ids} autoComplete="off" {...register('reason')} />}
        </Field>
        {line && line.quantity > 0 ? (
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-gray-300"
              checked={restock}
              onChange={(e) => setRestockedFill(e.target.checked ? fill : null)}
            />
            Put {line.quantity} × {line.name} back in stock
          </label>
        ) : null}
        <FormError message={errors.root?.message} />
        <Button type="submit" variant="destructive" disabled={refund.isPending}>
          {refundLabel(amount)}
        </Button>
      </form>
      {confirming ? (
        <Suspense fallback={null}>
          <RefundConfirmDialog
            amount={money(confirming.amount)}
            pending={refund.isPending}
            onConfirm={() => void send(confirming)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
