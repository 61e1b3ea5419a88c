// Returning an item in three steps: find the order (skipped when the address already names
// it: ?order=TJ…&email=…, or ?order=TJ… from the signed-in account), choose what comes back
// and why, review and confirm; then the return's number and slip.
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { Return, ReturnOrderLookup } from '../../../shared/schemas/returns';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { useCreateReturn, useReturnableOrder } from './api';
import {
  checkChoices,
  choiceOf,
  hasErrors,
  NO_ERRORS,
  refusalErrors,
  returnRequest,
  type ChoiceErrors,
  type Choices,
  type LineChoice,
} from './choice';
import { ChooseItemsStep } from './ChooseItemsStep';
import { FindOrderStep, type LookupFailure } from './FindOrderStep';
import { StepProgress } from './parts';
import { ReturnDone, ReviewStep } from './ReviewStep';

type Stage = 'choose' | 'review' | 'done';

interface Asked extends ReturnOrderLookup {
  /** Named by the address the shopper came with, not typed here. */
  fromAddress: boolean;
}

const SOLD_OUT = 'That size or colour has just sold out. Choose another, or a refund.';

function lookupFailure(error: unknown): LookupFailure {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
    return {
      title: 'Order not found',
      message: error.body?.message ?? 'We could not find an order with that number and email.',
    };
  return {
    title: 'Something went wrong',
    message: error instanceof ApiRequestError ? error.userMessage : 'Please try again.',
  };
}

function askedFromAddress(search: string): Asked | null {
  const params = new URLSearchParams(search);
  const trackingNumber = params.get('order')?.trim();
  const email = params.get('email')?.trim();
  return trackingNumber ? { trackingNumber, ...(email ? { email } : {}), fromAddress: true } : null;
}

export function ReturnStart() {
  const search = useSearch();
  const [asked, setAsked] = useState<Asked | null>(() => askedFromAddress(search));
  const [stage, setStage] = useState<Stage>('choose');
  const [choices, setChoices] = useState<Choices>({});
  const [errors, setErrors] = useState<ChoiceErrors>(NO_ERRORS);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Return | null>(null);
  // What the find form shows: the order last looked up, when the shopper goes back to it.
  const [typed, setTyped] = useState({ trackingNumber: asked?.trackingNumber ?? '', email: asked?.email ?? '' });
  const lookup: ReturnOrderLookup | null = asked && { trackingNumber: asked.trackingNumber, email: asked.email };
  const eligibility = useReturnableOrder(lookup);
  const create = useCreateReturn();

  const order = eligibility.data;
  const finding = asked !== null && eligibility.isPending;
  // Came with the number alone and the server did not know the shopper: their email is all that is missing.
  const onlyEmailMissing = Boolean(asked?.fromAddress && !asked.email && eligibility.isError);
  const step = !asked || eligibility.isError ? 0 : stage === 'choose' ? 1 : stage === 'review' ? 2 : 3;

  // Each step's heading takes the focus when the step changes (not on arrival).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current && !finding) heading.current?.focus();
  }, [step, finding]);
  const go = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };

  function find(entered: ReturnOrderLookup) {
    moved.current = true;
    setChoices({});
    setErrors(NO_ERRORS);
    setStage('choose');
    setTyped({ trackingNumber: entered.trackingNumber, email: entered.email ?? '' });
    setAsked({ ...entered, fromAddress: false });
    if (asked?.trackingNumber === entered.trackingNumber && asked.email === entered.email) void eligibility.refetch();
  }

  function change(itemId: number, next: Partial<LineChoice>) {
    setChoices((all) => ({ ...all, [itemId]: { ...choiceOf(all, itemId), ...next } }));
    setErrors((all) => {
      const { [itemId]: _cleared, ...rest } = all.lines;
      return { lines: rest };
    });
  }

  function toReview() {
    if (!order || !lookup) return;
    const found = checkChoices(lookup, order.lines, choices);
    setErrors(found);
    if (!hasErrors(found)) {
      setConfirmFailure(null);
      go('review');
    }
  }

  function confirm() {
    if (!order || !lookup) return;
    const request = returnRequest(lookup, order.lines, choices);
    setConfirmFailure(null);
    create.mutate(request, {
      onSuccess: (ret) => {
        setCreated(ret);
        go('done');
      },
      onError: (error) => {
        const status = error instanceof ApiRequestError ? error.status : 0;
        if (status === 400 || status === 409) {
          // Back to the choices, each error beside the field it names; a sold-out size shows the sizes as they are now.
          const said = error instanceof ApiRequestError ? error.body?.message : undefined;
          const fallback = said ?? (status === 409 ? SOLD_OUT : 'Please check your choices.');
          setErrors(refusalErrors(error, request, fallback));
          if (status === 409) void eligibility.refetch();
          go('choose');
        } else {
          setConfirmFailure(error instanceof ApiRequestError ? error.userMessage : 'Please try again.');
        }
      },
    });
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-2 font-display text-3xl font-bold print:hidden">Return an Item</h1>
      <p className="mb-6 text-gray-600 print:hidden">
        Send back something that didn&apos;t work out, for a refund or another size or colour.
      </p>
      <div className="print:hidden">
        <StepProgress current={step} />
      </div>
      {finding ? (
        <div role="status">
          <p className="sr-only">Finding your order…</p>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : step === 0 ? (
        <FindOrderStep
          ref={heading}
          initial={typed}
          pending={eligibility.isFetching}
          failure={eligibility.isError && !onlyEmailMissing ? lookupFailure(eligibility.error) : null}
          notice={onlyEmailMissing ? 'Enter the email you placed the order with to continue.' : null}
          onFind={find}
        />
      ) : step === 1 && order ? (
        <ChooseItemsStep
          ref={heading}
          order={order}
          email={asked?.email}
          choices={choices}
          errors={errors}
          onChange={change}
          onContinue={toReview}
          onBack={() => {
            moved.current = true;
            setAsked(null);
          }}
        />
      ) : step === 2 && order ? (
        <ReviewStep
          ref={heading}
          lines={order.lines}
          choices={choices}
          pending={create.isPending}
          failure={confirmFailure}
          onConfirm={confirm}
          onBack={() => go('choose')}
        />
      ) : created ? (
        <ReturnDone ref={heading} ret={created} email={asked?.email} />
      ) : null}
    </div>
  );
}
