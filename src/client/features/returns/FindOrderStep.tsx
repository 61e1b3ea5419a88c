// Step 1: the order's number and the email it was placed with (a signed-in shopper's own
// order needs no email).
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { forwardRef } from 'react';
import { useForm } from 'react-hook-form';
import { ReturnOrderLookupSchema, type ReturnOrderLookup } from '../../../shared/schemas/returns';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { card, StepHeading } from './parts';

/** An empty email is none: a signed-in shopper leaves it out. */
const noneIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export interface LookupFailure {
  title: string;
  message: string;
}

export const FindOrderStep = forwardRef<
  HTMLHeadingElement,
  {
    initial: { trackingNumber: string; email: string };
    pending: boolean;
    failure: LookupFailure | null;
    /** Said above the form when the order's number came with the address but more is needed. */
    notice?: string | null;
    onFind: (lookup: ReturnOrderLookup) => void;
  }
>(function FindOrderStep({ initial, pending, failure, notice, onFind }, headingRef) {
  const { register, handleSubmit, formState } = useForm<ReturnOrderLookup>({
    resolver: zodResolver(ReturnOrderLookupSchema),
    defaultValues: { trackingNumber: initial.trackingNumber, email: initial.email || undefined },
  });
  return (
    <section aria-labelledby="return-find-heading" className={card}>
      <StepHeading ref={headingRef} id="return-find-heading">
        Find your order
      </StepHeading>
      <p className="mb-4 text-sm text-gray-600">
        Enter the order number from your confirmation email and the email you placed the order with.
      </p>
      {notice ? <p className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">{notice}</p> : null}
      <form
        noValidate
        aria-labelledby="return-find-heading"
        onSubmit={handleSubmit((lookup) => onFind(lookup))}
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <Field label="Order number" error={formState.errors.trackingNumber?.message} className="flex-1">
          {(ids) => <Input placeholder="TJ…" autoComplete="off" {...ids} {...register('trackingNumber')} />}
        </Field>
        <Field label="Order email" error={formState.errors.email?.message} className="flex-1">
          {(ids) => (
            <Input type="email" autoComplete="email" {...ids} {...register('email', { setValueAs: noneIfEmpty })} />
          )}
        </Field>
        <Button type="submit" size="lg" className="sm:mt-6" disabled={pending}>
          {pending ? <Spinner /> : <Search className="h-4 w-4" aria-hidden="true" />} Find order
        </Button>
      </form>
      {failure ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-800">{failure.title}</h3>
          <p className="text-sm text-red-800">{failure.message}</p>
        </div>
      ) : null}
    </section>
  );
});
