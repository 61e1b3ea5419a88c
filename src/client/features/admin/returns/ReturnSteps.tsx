// What staff may do with a return now, by its status and their role: approve it (with an optional
// message to the shopper, and for an exchange whether the new size goes out before the parcel
// comes back) or reject it (the shopper is told why); say it arrived and, per line, whether it
// goes back on sale; and refund it, the amount prefilled and confirmed before money moves. The
// server's refusals show beside their field, or above the button.
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { toCents } from '../../../../shared/money';
import {
  RefundReturnSchema,
  RejectReturnSchema,
  type AdminReturnDetail,
  type ReturnLine,
} from '../../../../shared/schemas/returns';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorMap } from '../../../lib/form-errors';
import { money } from '../format';
import { errorText } from '../http';
import { useCan } from '../permissions';
import { useReturnStep, useStepSending, type ReturnStep } from './api';
import { variantText } from './labels';

const RefundConfirmDialog = lazy(() => import('../orders/RefundConfirmDialog'));

type Detail = AdminReturnDetail;

/** Which steps the return's status allows; the role decides which of them show. */
export function stepsOf(detail: Detail): ReturnStep[] {
  switch (detail.status) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
    case 'in_transit':
      return ['receive'];
    case 'received':
      return detail.refundId === null && toCents(detail.refundAmount) > 0 ? ['refund'] : [];
    default:
      return [];
  }
}

/** The server's refusal: on the fields it names, else as one message. */
function useRefusal<F extends string>(error: unknown, fields: readonly F[]) {
  const byField = fieldErrorMap(error, fields);
  const general = error && Object.keys(byField).length === 0 ? errorText(error) : undefined;
  return { byField, general };
}

function StepForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
      className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h4 className="text-sm font-semibold text-gray-900">{title}</h4>
      {children}
    </form>
  );
}

function SendButton({
  id,
  variant,
  children,
}: {
  id: string;
  variant?: 'primary' | 'destructive';
  children: ReactNode;
}) {
  const sending = useStepSending(id);
  return (
    <Button type="submit" variant={variant} disabled={sending}>
      {sending ? <Spinner /> : null}
      {children}
    </Button>
  );
}

function ApproveForm({ id, detail, onDone }: { id: string; detail: Detail; onDone: (said: string) => void }) {
  const approve = useReturnStep(id, 'approve', () => onDone(`Return ${detail.returnNumber} approved.`));
  const [message, setMessage] = useState('');
  const [shipNow, setShipNow] = useState(false);
  const exchanges = detail.lines.some((line) => line.outcome === 'exchange');
  const owed = detail.charge !== null && !detail.charge.paid;
  const refusal = useRefusal(approve.error, ['message', 'shipExchangeNow'] as const);
  const send = () =>
    approve.mutate({
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(exchanges && !owed ? { shipExchangeNow: shipNow } : {}),
    });
  return (
    <StepForm title="Approve" onSubmit={send}>
      <Field label="Message to the shopper (optional)" error={refusal.byField.message}>
        {(ids) => (
          <Textarea {...ids} rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
        )}
      </Field>
      {exchanges && owed ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Awaiting payment of {money(detail.charge!.amount)}: the new size can be sent once the shopper has paid the
          difference.
        </p>
      ) : exchanges ? (
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-gray-300"
            checked={shipNow}
            onChange={(e) => setShipNow(e.target.checked)}
          />
          <span>
            Send the new size now
            <span className="block text-xs text-gray-600">Instead of when the return arrives.</span>
          </span>
        </label>
      ) : null}
      <FormError message={refusal.byField.shipExchangeNow ?? refusal.general} />
      <SendButton id={id}>Approve return</SendButton>
    </StepForm>
  );
}

function RejectForm({ id, detail, onDone }: { id: string; detail: Detail; onDone: (said: string) => void }) {
  const reject = useReturnStep(id, 'reject', () => onDone(`Return ${detail.returnNumber} rejected.`));
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const refusal = useRefusal(reject.error, ['message'] as const);
  const send = () => {
    const checked = RejectReturnSchema.safeParse({ message });
    if (!checked.success) {
      setMissing(checked.error.issues[0]?.message);
      return;
    }
    setMissing(undefined);
    reject.mutate(checked.data);
  };
  return (
    <StepForm title="Reject" onSubmit={send}>
      <Field label="Why (sent to the shopper)" error={missing ?? refusal.byField.message}>
        {(ids) => (
          <Textarea {...ids} rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
        )}
      </Field>
      <FormError message={refusal.general} />
      <SendButton id={id} variant="destructive">
        Reject return
      </SendButton>
    </StepForm>
  );
}

/** Damaged goods stay off sale unless staff say otherwise; anything else goes back. */
const restocksByDefault = (line: ReturnLine) => line.reason !== 'damaged';

const lineName = (line: ReturnLine) => [line.name, variantText(line)].filter(Boolean).join(', ');

function ReceiveForm({ id, detail, onDone }: { id: string; detail: Detail; onDone: (said: string) => void }) {
  const receive = useReturnStep(id, 'receive', () => onDone(`Return ${detail.returnNumber} marked received.`));
  const [restock, setRestock] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(detail.lines.map((line) => [line.id, restocksByDefault(line)])),
  );
  const refusal = useRefusal(receive.error, ['lines'] as const);
  const send = () =>
    receive.mutate({
      lines: detail.lines.map((line) => ({ lineId: line.id, restock: restock[line.id] ?? false })),
    });
  return (
    <StepForm title="Mark received" onSubmit={send}>
      <ul className="space-y-2 text-sm">
        {detail.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {line.quantity} × {lineName(line)}
            </span>
            <label className="flex items-center gap-2 text-gray-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-gray-300"
                aria-label={`Put back on sale: ${line.quantity} × ${lineName(line)}`}
                checked={restock[line.id] ?? false}
                onChange={(e) => setRestock({ ...restock, [line.id]: e.target.checked })}
              />
              Put back on sale
            </label>
          </li>
        ))}
      </ul>
      <FormError message={refusal.byField.lines ?? refusal.general} />
      <SendButton id={id}>Mark received</SendButton>
    </StepForm>
  );
}

function RefundForm({ id, detail, onDone }: { id: string; detail: Detail; onDone: (said: string) => void }) {
  const refund = useReturnStep(id, 'refund', (_, body) =>
    onDone(`${money(body.amount ?? detail.refundAmount)} refunded for return ${detail.returnNumber}.`),
  );
  const [amount, setAmount] = useState(detail.refundAmount);
  const [invalid, setInvalid] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const refusal = useRefusal(refund.error, ['amount'] as const);
  const check = () => {
    const checked = RefundReturnSchema.safeParse({ amount: amount.trim() });
    setInvalid(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) setConfirming(checked.data.amount ?? detail.refundAmount);
  };
  const send = (sum: string) => refund.mutate({ amount: sum }, { onSettled: () => setConfirming(null) });
  return (
    <StepForm title="Refund" onSubmit={check}>
      <p className="text-xs text-gray-600">
        The lines to refund come to {money(detail.refundAmount)}; give back less for a worn item.
      </p>
      <Field label="Amount ($)" error={invalid ?? refusal.byField.amount}>
        {(ids) => (
          <Input
            {...ids}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <FormError message={refusal.general} />
      <SendButton id={id} variant="destructive">
        Refund
      </SendButton>
      {confirming !== null ? (
        <Suspense fallback={null}>
          <RefundConfirmDialog
            amount={money(confirming)}
            pending={refund.isPending}
            onConfirm={() => send(confirming)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}
    </StepForm>
  );
}

const FORMS = { approve: ApproveForm, reject: RejectForm, receive: ReceiveForm, refund: RefundForm } as const;

/** The steps the status allows and the role includes, side by side; nothing when there are none. */
export function ReturnSteps({ id, detail }: { id: string; detail: Detail }) {
  const [said, setSaid] = useState<string | null>(null);
  const may: Record<ReturnStep, boolean> = {
    approve: useCan('returns.manage'),
    reject: useCan('returns.manage'),
    receive: useCan('orders.fulfill'),
    refund: useCan('orders.refund'),
  };
  const steps = stepsOf(detail).filter((step) => may[step]);
  if (!steps.length && !said) return null;
  return (
    <section
      aria-label="Next steps"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 className="font-display text-lg font-semibold text-gray-900">Next steps</h3>
      {said ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
          {said}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {steps.map((step) => {
          const Form = FORMS[step];
          // A new status starts each form afresh.
          return <Form key={`${step}-${detail.status}`} id={id} detail={detail} onDone={setSaid} />;
        })}
      </div>
    </section>
  );
}
