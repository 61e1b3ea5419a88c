import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { HelpCircle, Search } from 'lucide-react';
import { TrackingRequestSchema, type TrackingRequest } from '../../shared/schemas/tracking';
import { STORE } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { Button } from '../components/ui/button';
import { Field, Input } from '../components/ui/field';
import { Skeleton } from '../components/ui/skeleton';
import { ApiRequestError } from '../lib/api';
import { useTracking, TrackingResult } from '../features/tracking';

export default function TrackPage() {
  const initial = new URLSearchParams(useSearch()).get('number')?.trim() || null;
  const [submitted, setSubmitted] = useState<string | null>(initial);
  const [email, setEmail] = useState('');
  const { register, handleSubmit, formState } = useForm<TrackingRequest>({
    resolver: zodResolver(TrackingRequestSchema),
    defaultValues: { trackingNumber: initial ?? '', email: '' },
  });
  const tracking = useTracking(submitted, email);
  const notFound = tracking.error instanceof ApiRequestError && tracking.error.status === 404;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle {...PAGE_META.Track} />
      <h1 className="mb-2 font-display text-3xl font-bold">Track Your Order</h1>
      <p className="mb-6 text-gray-600">Enter the tracking number from your confirmation email.</p>
      <form
        noValidate
        onSubmit={handleSubmit(({ trackingNumber, email: typed }) => {
          setSubmitted(trackingNumber.trim());
          setEmail(typed?.trim() ?? '');
        })}
        className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field label="Tracking number" error={formState.errors.trackingNumber?.message} className="flex-1">
          {(ids) => <Input placeholder="TJ…" autoComplete="off" {...ids} {...register('trackingNumber')} />}
        </Field>
        <Field
          label="Order email (optional)"
          hint="Shows the full shipping address"
          error={formState.errors.email?.message}
          className="flex-1"
        >
          {(ids) => <Input type="email" autoComplete="email" {...ids} {...register('email')} />}
        </Field>
        <Button type="submit" size="lg" className="sm:mt-6" disabled={tracking.isFetching}>
          <Search className="h-4 w-4" aria-hidden="true" /> Track
        </Button>
      </form>

      {tracking.isFetching ? <Skeleton className="h-64 w-full" /> : null}
      {!tracking.isFetching && tracking.data ? <TrackingResult data={tracking.data} email={email} /> : null}
      {!tracking.isFetching && tracking.error ? (
        <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 className="mb-1 text-lg font-semibold text-red-800">
            {notFound ? 'Order Not Found' : 'Something went wrong'}
          </h2>
          <p className="mb-3 text-red-800">
            {notFound
              ? "We couldn't find an order with that tracking number. Please check the number and try again."
              : tracking.error instanceof ApiRequestError
                ? tracking.error.userMessage
                : 'Please try again.'}
          </p>
          {notFound ? (
            <ul className="list-disc pl-5 text-sm text-red-900">
              <li>Enter the complete tracking number, including the TJ at the start.</li>
              <li>Check your confirmation email for the number.</li>
              <li>New orders may take up to 24 hours to appear.</li>
            </ul>
          ) : null}
        </section>
      ) : null}

      <aside className="mt-10 flex gap-4 rounded-xl bg-brand-50 p-6">
        <HelpCircle className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="text-sm">
          <h2 className="mb-1 font-semibold">Need help with your order?</h2>
          <p>
            Our team is here {STORE.contact.supportHours}:{' '}
            <a className="text-brand-700 underline" href={`mailto:${STORE.contact.email}`}>
              {STORE.contact.email}
            </a>{' '}
            or {STORE.contact.phone}. You can also{' '}
            <Link href="/contact" className="text-brand-700 underline">
              send us a message
            </Link>
            .
          </p>
        </div>
      </aside>
    </div>
  );
}
