// Pieces the return screens share: the three steps' progress, the printable slip, what comes
// back line by line, the status badge and the return's timeline.
import { Check, Printer } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { formatMoney, toCents } from '../../../shared/money';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Return,
  type ReturnLine,
  type ReturnStatus,
} from '../../../shared/schemas/returns';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { optionLabel } from './choice';

export const card = 'rounded-xl border border-gray-200 bg-white p-5 sm:p-6';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
export const money = (amount: string | number) => formatMoney(typeof amount === 'number' ? amount : toCents(amount));

export const RETURN_STEPS = ['Find your order', 'Choose items', 'Review and confirm'] as const;

/** Where the shopper is among the three steps: read out as it changes. */
export function StepProgress({ current }: { current: 0 | 1 | 2 | 3 }) {
  const done = current === 3;
  return (
    <div className="mb-8">
      <p role="status" className="mb-3 text-sm font-medium text-gray-700">
        {done ? 'Return started' : `Step ${current + 1} of ${RETURN_STEPS.length}: ${RETURN_STEPS[current]}`}
      </p>
      <ol aria-label="Return steps" className="grid grid-cols-3 gap-2">
        {RETURN_STEPS.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'now' : 'next';
          return (
            <li
              key={label}
              aria-current={state === 'now' ? 'step' : undefined}
              className={cx(
                'flex items-center gap-2 border-t-4 pt-2 text-xs font-medium sm:text-sm',
                state === 'next' ? 'border-gray-200 text-gray-500' : 'border-brand-700 text-gray-900',
              )}
            >
              {state === 'done' ? <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" /> : null}
              {label}
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'now' ? ' (now)' : ' (not yet)'}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const STATUS_TONES: Record<ReturnStatus, Parameters<typeof Badge>[0]['tone']> = {
  requested: 'yellow',
  approved: 'green',
  in_transit: 'blue',
  received: 'purple',
  refunded: 'gray',
  exchanged: 'gray',
  rejected: 'red',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}

/** "Refund" or "Exchange for L · Black" */
export const outcomeText = (line: Pick<ReturnLine, 'outcome' | 'exchange'>) =>
  line.outcome === 'exchange'
    ? `Exchange for ${line.exchange ? optionLabel(line.exchange) : 'another size'}`
    : 'Refund';

/** A line going back: what it is, how many, why and what the shopper gets for it. */
export function ComingBack({
  lines,
}: {
  lines: ReadonlyArray<
    Pick<ReturnLine, 'name' | 'size' | 'color' | 'quantity' | 'price' | 'reason' | 'note'> & {
      key: number;
      outcome: string;
    }
  >;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{line.name}</p>
            <p className="text-gray-600">
              {[line.size, line.color, `Qty ${line.quantity}`].filter(Boolean).join(' · ')}
            </p>
            <p className="text-gray-600">Reason: {RETURN_REASON_LABELS[line.reason]}</p>
            {line.note ? <p className="text-gray-600">Note: {line.note}</p> : null}
          </div>
          <div className="shrink-0 sm:text-right">
            <p className="font-medium">{line.outcome}</p>
            <p className="text-gray-600">{money(toCents(line.price) * line.quantity)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export const returnLinesShown = (lines: readonly ReturnLine[]) =>
  lines.map((line) => ({ ...line, key: line.id, outcome: outcomeText(line) }));

/**
 * The slip to put in the parcel, with where to send it. Printing the page prints the slip
 * alone (styles.css: .return-slip).
 */
export function ReturnSlip({ ret }: { ret: Return }) {
  const headingId = `slip-${ret.returnNumber}`;
  return (
    <section aria-labelledby={headingId} className={cx(card, 'return-slip border-2 border-dashed border-gray-400')}>
      <h2 id={headingId} className="font-display text-xl font-bold">
        Return slip
      </h2>
      <p className="mt-1 text-sm text-gray-600">Put this slip in the parcel with the items.</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">Return number</dt>
          <dd className="font-mono text-2xl font-bold">{ret.returnNumber}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">Order number</dt>
          <dd className="font-mono text-lg">{ret.trackingNumber}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-500">Send to</dt>
          <dd>
            <address className="text-base not-italic">
              {ret.sendTo.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold">In this parcel</h3>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {ret.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name}
            {line.size || line.color ? ` (${[line.size, line.color].filter(Boolean).join(' · ')})` : ''} —{' '}
            {outcomeText(line)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PrintSlipButton() {
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" className="h-4 w-4" /> Print slip
    </Button>
  );
}

export function ReturnTimeline({ events }: { events: Return['events'] }) {
  if (events.length === 0) return <p className="text-sm text-gray-600">No updates yet.</p>;
  return (
    <ol aria-label="Return timeline" className="space-y-3">
      {events.map((event, index) => (
        <li key={index} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cx(
              'mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full',
              event.status === 'rejected' ? 'bg-red-600' : 'bg-brand-700',
            )}
          />
          <div className="text-sm">
            <p className="font-medium">{RETURN_STATUS_LABELS[event.status]}</p>
            {event.message ? <p className="whitespace-pre-line text-gray-700">{event.message}</p> : null}
            <p className="text-xs text-gray-500">{formatDateTime(event.createdAt)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A step's heading: focused when the step shows, so a screen reader starts there. */
export const StepHeading = forwardRef<HTMLHeadingElement, { id: string; children: ReactNode }>(function StepHeading(
  { id, children },
  ref,
) {
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="mb-4 text-xl font-semibold text-gray-900 focus:outline-none">
      {children}
    </h2>
  );
});
