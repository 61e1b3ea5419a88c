// A return's own page: where it is, what staff said, what comes back, the difference owed for a
// dearer size and its Pay button, the prepaid label staff sent, the slip to print, and "I've
// sent it" once the parcel is on its way. A guest's address carries the order's email. Back from the payment page
// (?payment=<token>), it says what became of the payment and reads the return again.
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Printer, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { EmailSchema } from '../../../shared/schemas/fields';
import {
  LABEL_STATUSES,
  MarkReturnSentSchema,
  type MarkReturnSent,
  type Return,
} from '../../../shared/schemas/returns';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field, FormError, Input } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { showRefusal } from '../../lib/form-errors';
import { PaymentReturnNotice, usePaymentRedirect, type PaymentReturnWords } from '../payments';
import { returnHref, returnLabelHref, useMarkReturnSent, usePayReturn, useRefreshReturn, useReturn } from './api';
import {
  card,
  ComingBack,
  formatDate,
  money,
  PrintSlipButton,
  returnLinesShown,
  ReturnSlip,
  ReturnStatusBadge,
  ReturnTimeline,
} from './parts';

/** The parcel can still be sent (and said to be) until it is on its way. */
const SENDABLE = new Set<Return['status']>(['approved']);
/** The slip is worth printing until the items are back. */
const SLIP_SHOWN = new Set<Return['status']>(['requested', 'approved', 'in_transit']);

/** The prepaid label staff sent: one tap to download and print it. */
function LabelSection({ ret, email }: { ret: Return; email: string | undefined }) {
  return (
    <section aria-labelledby="return-label-heading" className={`${card} print:hidden`}>
      <h2 id="return-label-heading" className="mb-1 flex items-center gap-2 font-semibold">
        <Printer aria-hidden="true" className="h-5 w-5 text-brand-700" /> Your prepaid return label
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Print it and stick it on your parcel: sending it back costs you nothing. We emailed it to you too.
      </p>
      <a href={returnLabelHref(ret.returnNumber, email)} download className={buttonClasses('primary', 'md')}>
        Download your return label
      </a>
    </section>
  );
}

/** What staff said when they turned the return down. */
const rejectionOf = (ret: Return) =>
  ret.events.findLast((event) => event.status === 'rejected')?.message ?? 'Contact us to find out why.';

function SentForm({ ret, email, onSent }: { ret: Return; email: string | undefined; onSent: () => void }) {
  const sent = useMarkReturnSent(ret.returnNumber, email);
  const { register, handleSubmit, formState, setError } = useForm<MarkReturnSent>({
    resolver: zodResolver(MarkReturnSentSchema),
  });
  return (
    <section aria-labelledby="return-sent-heading" className={`${card} print:hidden`}>
      <h2 id="return-sent-heading" className="mb-1 flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="h-5 w-5 text-brand-700" /> Sent it back?
      </h2>
      <p className="mb-4 text-sm text-gray-600">Tell us once the parcel is on its way, so we look out for it.</p>
      <form
        noValidate
        aria-labelledby="return-sent-heading"
        onSubmit={handleSubmit(({ carrierTrackingNumber }) =>
          sent.mutate(
            { ...(email ? { email } : {}), ...(carrierTrackingNumber ? { carrierTrackingNumber } : {}) },
            {
              onSuccess: onSent,
              onError: (error) =>
                showRefusal(
                  error,
                  setError,
                  { fields: ['carrierTrackingNumber'] },
                  error instanceof ApiRequestError ? error.userMessage : 'Please try again.',
                ),
            },
          ),
        )}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          label="Carrier tracking number (optional)"
          error={formState.errors.carrierTrackingNumber?.message}
          className="flex-1"
        >
          {(ids) => <Input autoComplete="off" {...ids} {...register('carrierTrackingNumber')} />}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={sent.isPending}>
          {sent.isPending ? <Spinner /> : null}
          I&apos;ve sent it
        </Button>
      </form>
      <div className="mt-2">
        <FormError message={formState.errors.root?.message} />
      </div>
    </section>
  );
}

/** What the shopper reads back from the payment page; a paid one reads the return again. */
function PaidNotice({ onPaid }: { onPaid: () => void }) {
  useEffect(() => onPaid(), [onPaid]);
  return <>Thanks: your payment went through.</>;
}

const paymentWords = (onPaid: () => void): PaymentReturnWords => ({
  ended: {
    declined: 'Your payment was declined, so the difference is still owed. You can try again.',
    cancelled: 'You cancelled the payment, so the difference is still owed. You can pay it whenever you are ready.',
    expired: 'The payment page timed out, so the difference is still owed. You can try again.',
    failed: 'The payment did not go through, so the difference is still owed. You can try again.',
    review: 'We received a different amount than the difference; we are checking it and will email you.',
  },
  paid: () => <PaidNotice onPaid={onPaid} />,
});

/** What a dearer size costs more, kept apart from the refund: the Pay button while it is owed. */
function ChargeSection({ ret, email }: { ret: Return; email: string | undefined }) {
  const pay = usePayReturn(ret.returnNumber, email);
  const { goToPayment, leaving } = usePaymentRedirect();
  const [error, setError] = useState<string | undefined>();
  const charge = ret.charge!;
  const amount = money(charge.amount);
  if (charge.paid)
    return (
      <section aria-labelledby="return-charge-heading" className={`${card} print:hidden`}>
        <h2 id="return-charge-heading" className="mb-1 flex items-center gap-2 font-semibold">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-brand-700" /> Difference paid
        </h2>
        <p className="text-sm text-gray-700">
          Paid: the {amount} difference for your exchange. We send your new size once your parcel is back with us.
        </p>
      </section>
    );
  if (ret.status === 'rejected') return null;
  return (
    <section aria-labelledby="return-charge-heading" className={`${card} print:hidden`}>
      <h2 id="return-charge-heading" className="mb-1 flex items-center gap-2 font-semibold">
        <CreditCard aria-hidden="true" className="h-5 w-5 text-brand-700" /> {amount} to pay
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        The size or color you chose costs {amount} more than you paid. We send it once the difference is paid.
      </p>
      <Button
        disabled={pay.isPending || leaving}
        onClick={() => {
          setError(undefined);
          pay.mutate(undefined, {
            onSuccess: ({ paymentUrl }) => goToPayment(paymentUrl),
            onError: (failure) =>
              setError(failure instanceof ApiRequestError ? failure.userMessage : 'Please try again.'),
          });
        }}
      >
        {pay.isPending || leaving ? <Spinner /> : null}
        Pay the {amount} difference
      </Button>
      <div className="mt-2">
        <FormError message={error} />
      </div>
    </section>
  );
}

const EmailFormSchema = z.object({ email: EmailSchema });

/** A guest who opened the page without the order's email gives it here. */
function AskEmail({ returnNumber }: { returnNumber: string }) {
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(EmailFormSchema),
  });
  return (
    <form
      noValidate
      aria-label="Find your return"
      onSubmit={handleSubmit(({ email }) => navigate(returnHref(returnNumber, email)))}
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field label="Order email" error={formState.errors.email?.message} className="flex-1">
        {(ids) => <Input type="email" autoComplete="email" {...ids} {...register('email')} />}
      </Field>
      <Button type="submit" className="sm:mt-6">
        Show my return
      </Button>
    </form>
  );
}

export function ReturnStatusView({ returnNumber, email }: { returnNumber: string; email: string | undefined }) {
  const found = useReturn(returnNumber, email);
  const [justSent, setJustSent] = useState(false);
  const refresh = useRefreshReturn(returnNumber, email);
  const [words] = useState(() => paymentWords(() => void refresh()));

  if (found.isPending) {
    return (
      <div role="status">
        <p className="sr-only">Loading your return…</p>
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (found.isError) {
    const missing = found.error instanceof ApiRequestError && [400, 401, 403, 404].includes(found.error.status);
    return (
      <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="mb-1 text-lg font-semibold text-red-800">
          {missing ? 'Return not found' : 'Something went wrong'}
        </h2>
        <p className="text-red-800">
          {missing
            ? email
              ? `We couldn't find return ${returnNumber} for that email. Check both against the email we sent you.`
              : 'Enter the email you placed the order with to see this return.'
            : found.error instanceof ApiRequestError
              ? found.error.userMessage
              : 'Please try again.'}
        </p>
        {missing && !email ? <AskEmail returnNumber={returnNumber} /> : null}
      </section>
    );
  }

  const ret = found.data;
  return (
    <div className="space-y-6">
      <PaymentReturnNotice {...words} />
      <section aria-labelledby="return-heading" className={`${card} print:hidden`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="return-heading" className="text-xl font-semibold">
              Return {ret.returnNumber}
            </h2>
            <p className="text-sm text-gray-600">
              From order {ret.trackingNumber} · started {formatDate(ret.createdAt)}
            </p>
          </div>
          <p role="status" className="flex items-center gap-2 text-sm">
            <span className="sr-only">Status: </span>
            <ReturnStatusBadge status={ret.status} />
          </p>
        </div>
        {ret.status === 'rejected' ? (
          <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <h3 className="font-semibold">We can&apos;t accept this return</h3>
            <p className="whitespace-pre-line">{rejectionOf(ret)}</p>
          </div>
        ) : null}
        <div role="status">
          {justSent ? (
            <p className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
              Thanks for sending it. We&apos;ll let you know when it arrives.
            </p>
          ) : null}
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 font-semibold">What comes back</h3>
            <ComingBack lines={returnLinesShown(ret.lines)} />
            <dl className="mt-2 border-t border-gray-100 pt-2 text-sm">
              <div className="flex justify-between">
                <dt className="font-medium">Refund total</dt>
                <dd className="font-semibold">{money(ret.refundAmount)}</dd>
              </div>
              {ret.charge ? (
                <div className="flex justify-between">
                  <dt className="font-medium">Difference to pay</dt>
                  <dd className="font-semibold">
                    {money(ret.charge.amount)}
                    <span className="font-normal text-gray-600">{ret.charge.paid ? ' · Paid' : ' · Not paid yet'}</span>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div>
            <h3 className="mb-2 font-semibold">Timeline</h3>
            <ReturnTimeline events={ret.events} />
          </div>
        </div>
      </section>
      {ret.charge ? <ChargeSection ret={ret} email={email} /> : null}
      {ret.label && LABEL_STATUSES.has(ret.status) ? <LabelSection ret={ret} email={email} /> : null}
      {SENDABLE.has(ret.status) ? <SentForm ret={ret} email={email} onSent={() => setJustSent(true)} /> : null}
      {ret.status === 'requested' ? (
        <p role="note" className={`${card} text-sm text-gray-700 print:hidden`}>
          We&rsquo;re checking your return. We&rsquo;ll email you once it&rsquo;s approved: then send the parcel with
          this slip.
        </p>
      ) : null}
      {SLIP_SHOWN.has(ret.status) ? (
        <>
          <ReturnSlip ret={ret} />
          <PrintSlipButton />
        </>
      ) : null}
    </div>
  );
}
