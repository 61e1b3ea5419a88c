// Step 3: what comes back and what the shopper gets for it, confirmed once; then the return's
// number, its slip and what happens next.
import { Mail } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'wouter';
import type { Return, ReturnableLine } from '../../../shared/schemas/returns';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { returnHref } from './api';
import { chosenLines, optionLabel, refundCents, type Choices } from './choice';
import {
  card,
  ComingBack,
  money,
  PrintSlipButton,
  returnLinesShown,
  ReturnSlip,
  ReturnStatusBadge,
  StepHeading,
} from './parts';

function RefundTotal({ amount }: { amount: string }) {
  return (
    <dl className="mt-4 flex justify-between border-t border-gray-100 pt-4 text-sm">
      <dt className="font-medium text-gray-900">Refund total</dt>
      <dd className="font-semibold text-gray-900">{amount}</dd>
    </dl>
  );
}

export const ReviewStep = forwardRef<
  HTMLHeadingElement,
  {
    lines: readonly ReturnableLine[];
    choices: Choices;
    pending: boolean;
    failure: string | null;
    onConfirm: () => void;
    onBack: () => void;
  }
>(function ReviewStep({ lines, choices, pending, failure, onConfirm, onBack }, headingRef) {
  const shown = chosenLines(lines, choices).map(({ line, choice }) => {
    const exchange = line.exchangeOptions.find((option) => option.variantId === choice.exchangeVariantId);
    return {
      key: line.itemId,
      name: line.name,
      size: line.size,
      color: line.color,
      price: line.price,
      quantity: choice.quantity,
      reason: choice.reason || 'changed_mind',
      note: choice.note.trim() || null,
      outcome: choice.outcome === 'exchange' && exchange ? `Exchange for ${optionLabel(exchange)}` : 'Refund',
    };
  });
  return (
    <section aria-labelledby="return-review-heading" className={card}>
      <StepHeading ref={headingRef} id="return-review-heading">
        Review your return
      </StepHeading>
      <ComingBack lines={shown} />
      <RefundTotal amount={money(refundCents(lines, choices))} />
      <p className="mt-2 text-xs text-gray-500">
        Refunds go back to your original payment method once we receive the items. Exchanged sizes are held for you.
      </p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner /> : null}
          Confirm return
        </Button>
      </div>
    </section>
  );
});

export const ReturnDone = forwardRef<HTMLHeadingElement, { ret: Return; email: string | undefined }>(
  function ReturnDone({ ret, email }, headingRef) {
    return (
      <div className="space-y-6">
        <section aria-labelledby="return-done-heading" className={`${card} print:hidden`}>
          <StepHeading ref={headingRef} id="return-done-heading">
            Return {ret.returnNumber} started
          </StepHeading>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              Return number <strong className="font-mono text-base">{ret.returnNumber}</strong>
            </span>
            <ReturnStatusBadge status={ret.status} />
          </div>
          <p className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <Mail aria-hidden="true" className="h-4 w-4 text-brand-700" /> We emailed you a copy.
          </p>
          <h3 className="mt-6 font-semibold">What comes back</h3>
          <ComingBack lines={returnLinesShown(ret.lines)} />
          <RefundTotal amount={money(ret.refundAmount)} />
          <h3 className="mt-6 font-semibold">What happens next</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700">
            <li>Print the slip below (or write the return number on a note) and put it in the parcel.</li>
            <li>Send the parcel to the address on the slip, then tell us it is on its way.</li>
            <li>We refund or send your new size once the items arrive.</li>
          </ol>
        </section>
        <ReturnSlip ret={ret} />
        <div className="flex flex-col gap-2 sm:flex-row print:hidden">
          <PrintSlipButton />
          <Link href={returnHref(ret.returnNumber, email)} className={buttonClasses('primary', 'md')}>
            See your return
          </Link>
        </div>
      </div>
    );
  },
);
