// Step 2: which lines come back, how many, why, and for each a refund or another size or
// colour; what the refund adds up to. Lines that cannot come back show why.
import { forwardRef, useId } from 'react';
import { Link } from 'wouter';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnableLine,
  type ReturnableOrder,
  type ReturnOutcome,
  type ReturnReason,
} from '../../../shared/schemas/returns';
import { Button } from '../../components/ui/button';
import { Field, FormError, Select, Textarea } from '../../components/ui/field';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { cx } from '../../lib/cx';
import { returnHref } from './api';
import {
  choiceOf,
  exchangeOptionText,
  refundCents,
  type ChoiceErrors,
  type Choices,
  type LineChoice,
  type LineField,
} from './choice';
import { card, formatDate, money, ReturnStatusBadge, StepHeading } from './parts';

const details = (line: Pick<ReturnableLine, 'size' | 'color'>) => [line.size, line.color].filter(Boolean).join(' · ');

function OutcomeChoice({
  line,
  choice,
  error,
  onChange,
}: {
  line: ReturnableLine;
  choice: LineChoice;
  error: string | undefined;
  onChange: (outcome: ReturnOutcome) => void;
}) {
  const name = useId();
  const noExchange = line.exchangeOptions.length === 0;
  const outcomes: Array<{ value: ReturnOutcome; label: string; disabled?: boolean }> = [
    { value: 'refund', label: 'Refund' },
    {
      value: 'exchange',
      label: noExchange ? 'Exchange (no other size or colour)' : 'Exchange for another size or colour',
      disabled: noExchange,
    },
  ];
  return (
    <fieldset aria-invalid={Boolean(error)}>
      <legend className="mb-1 text-sm font-medium text-gray-800">Refund or exchange</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {outcomes.map((outcome) => (
          <label
            key={outcome.value}
            className={cx('flex items-center gap-2 text-sm', outcome.disabled && 'text-gray-400')}
          >
            <input
              type="radio"
              name={name}
              value={outcome.value}
              checked={choice.outcome === outcome.value}
              disabled={outcome.disabled}
              onChange={() => onChange(outcome.value)}
              className="h-4 w-4 accent-brand-700"
            />
            {outcome.label}
          </label>
        ))}
      </div>
      <FormError message={error} />
    </fieldset>
  );
}

function LineChoiceCard({
  line,
  choice,
  errors,
  onChange,
}: {
  line: ReturnableLine;
  choice: LineChoice;
  errors: Partial<Record<LineField, string>>;
  onChange: (next: Partial<LineChoice>) => void;
}) {
  const legendId = useId();
  const whyNotId = useId();
  const closed = line.returnable <= 0;
  return (
    <li>
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={closed && line.notReturnableReason ? whyNotId : undefined}
        disabled={closed}
        className={cx('rounded-lg border p-4', choice.chosen ? 'border-brand-600 bg-brand-50/40' : 'border-gray-200')}
      >
        <div className="flex gap-3">
          {line.imageUrl ? (
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={80}
              loading="lazy"
              className={cx('h-20 w-16 shrink-0 rounded object-cover', closed && 'opacity-50')}
            />
          ) : (
            <div aria-hidden="true" className="h-20 w-16 shrink-0 rounded bg-gray-100" />
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p id={legendId} className={cx('font-medium', closed ? 'text-gray-500' : 'text-gray-900')}>
              {line.name}
            </p>
            {details(line) ? <p className="text-gray-600">{details(line)}</p> : null}
            <p className="text-gray-600">
              {money(line.price)}
              {line.bought > 1 ? ` each · bought ${line.bought}` : ''}
            </p>
            {closed ? (
              <p id={whyNotId} className="mt-1 font-medium text-gray-700">
                {line.notReturnableReason ?? "This item can't be returned"}
              </p>
            ) : (
              <label className="mt-2 inline-flex items-center gap-2 font-medium text-gray-900">
                <input
                  type="checkbox"
                  checked={choice.chosen}
                  onChange={(event) => onChange({ chosen: event.target.checked })}
                  aria-label={`Return this item: ${line.name}`}
                  className="h-4 w-4 accent-brand-700"
                />
                Return this item
              </label>
            )}
          </div>
        </div>
        {choice.chosen && !closed ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {line.returnable > 1 ? (
              <div className="space-y-1">
                <p className="text-sm font-medium text-gray-800">How many</p>
                <QuantityStepper
                  label={line.name}
                  value={choice.quantity}
                  max={line.returnable}
                  maxReason={`${line.returnable} can be returned`}
                  onChange={(quantity) => onChange({ quantity })}
                />
                <FormError message={errors.quantity} />
              </div>
            ) : null}
            <Field label="Reason" error={errors.reason}>
              {(ids) => (
                <Select
                  {...ids}
                  value={choice.reason}
                  onChange={(event) => onChange({ reason: event.target.value as ReturnReason | '' })}
                >
                  <option value="">Choose a reason</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {RETURN_REASON_LABELS[reason]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="sm:col-span-2">
              <OutcomeChoice
                line={line}
                choice={choice}
                error={errors.outcome}
                onChange={(outcome) => onChange({ outcome })}
              />
            </div>
            {choice.outcome === 'exchange' ? (
              <Field label="New size or colour" error={errors.exchangeVariantId}>
                {(ids) => (
                  <Select
                    {...ids}
                    value={choice.exchangeVariantId}
                    onChange={(event) => onChange({ exchangeVariantId: event.target.value })}
                  >
                    <option value="">Choose a size or colour</option>
                    {line.exchangeOptions.map((option) => (
                      <option key={option.variantId} value={option.variantId} disabled={!option.inStock}>
                        {exchangeOptionText(option, line.price)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
            <Field label="Note (optional)" error={errors.note} className="sm:col-span-2">
              {(ids) => (
                <Textarea
                  {...ids}
                  rows={2}
                  maxLength={500}
                  value={choice.note}
                  onChange={(event) => onChange({ note: event.target.value })}
                />
              )}
            </Field>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** Returns already started from the order, each linked to its page. */
function EarlierReturns({ order, email }: { order: ReturnableOrder; email: string | undefined }) {
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="earlier-returns" className="mb-6 rounded-lg bg-gray-50 p-4 text-sm">
      <h3 id="earlier-returns" className="mb-2 font-semibold">
        Returns already started from this order
      </h3>
      <ul className="space-y-1">
        {order.returns.map((ret) => (
          <li key={ret.returnNumber} className="flex flex-wrap items-center gap-2">
            <Link href={returnHref(ret.returnNumber, email)} className="font-medium text-brand-700 underline">
              {ret.returnNumber}
            </Link>
            <ReturnStatusBadge status={ret.status} />
            <span className="text-gray-600">started {formatDate(ret.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ChooseItemsStep = forwardRef<
  HTMLHeadingElement,
  {
    order: ReturnableOrder;
    email: string | undefined;
    choices: Choices;
    errors: ChoiceErrors;
    onChange: (itemId: number, next: Partial<LineChoice>) => void;
    onContinue: () => void;
    onBack: () => void;
  }
>(function ChooseItemsStep({ order, email, choices, errors, onChange, onContinue, onBack }, headingRef) {
  const refund = refundCents(order.lines, choices);
  const open = order.closedReason === null && order.lines.some((line) => line.returnable > 0);
  return (
    <section aria-labelledby="return-choose-heading" className={card}>
      <StepHeading ref={headingRef} id="return-choose-heading">
        Choose what to return
      </StepHeading>
      <p className="mb-4 text-sm text-gray-600">
        Order <span className="font-medium text-gray-900">{order.trackingNumber}</span>
        {order.returnBy && open ? <> · Return by {formatDate(order.returnBy)}</> : null}
      </p>
      <EarlierReturns order={order} email={email} />
      {!open ? (
        <div role="alert" className="rounded-xl border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900">
          <h3 className="font-semibold">Nothing from this order can be returned now</h3>
          <p>{order.closedReason ?? 'Every item of this order is already returned or cannot be returned.'}</p>
        </div>
      ) : (
        <form
          noValidate
          aria-labelledby="return-choose-heading"
          onSubmit={(event) => {
            event.preventDefault();
            onContinue();
          }}
        >
          <ul className="space-y-4">
            {order.lines.map((line) => (
              <LineChoiceCard
                key={line.itemId}
                line={line}
                choice={choiceOf(choices, line.itemId)}
                errors={errors.lines[line.itemId] ?? {}}
                onChange={(next) => onChange(line.itemId, next)}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-4 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <dl aria-live="polite" className="text-sm">
              <div className="flex gap-2">
                <dt className="text-gray-600">Refund total</dt>
                <dd className="font-semibold text-gray-900">{money(refund)}</dd>
              </div>
            </dl>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={onBack}>
                Back
              </Button>
              <Button type="submit">Continue to review</Button>
            </div>
          </div>
          <div className="mt-2">
            <FormError message={errors.form} />
          </div>
        </form>
      )}
      {!open ? (
        <div className="mt-4">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        </div>
      ) : null}
    </section>
  );
});
