// A discount's page: where it stands (state, uses, what it took off, dates) with Pause, Resume
// and End, and its form; or the form for a new one.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../http';
import { DiscountStateBadge } from '../StatusBadge';
import { useDiscount } from './api';
import { DiscountActions } from './DiscountActions';
import { DiscountForm } from './DiscountForm';
import { DiscountCode } from './DiscountsScreen';
import { toFormValues } from './form-values';
import { datesText, savedText, usageText } from './labels';

function DiscountOverview({ discount }: { discount: AdminDiscount }) {
  const facts: [string, ReactNode][] = [
    ['Status', <DiscountStateBadge key="state" state={discount.state} />],
    ['Code', <DiscountCode key="code" code={discount.code} />],
    ['Rule', discount.description],
    ['Used', `${usageText(discount)}, ${savedText(discount)}`],
    ['Dates', datesText(discount).join(' · ')],
  ];
  return (
    <section aria-label="Overview" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-600">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DiscountEditScreen({ id }: { id?: string }) {
  const query = useDiscount(id);
  const [, navigate] = useLocation();
  const discount = query.data;
  return (
    <section className="space-y-4" aria-labelledby="discount-edit-title">
      <Link href="/discounts" className="text-sm font-medium text-brand-700 hover:underline">
        ← All discounts
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="discount-edit-title" className="font-display text-2xl font-bold text-gray-900">
          {id === undefined ? 'New discount' : (discount?.title ?? 'Discount')}
        </h2>
        {discount ? <DiscountActions discount={discount} /> : null}
      </div>
      {discount ? <DiscountOverview discount={discount} /> : null}
      {id === undefined ? (
        <DiscountForm onSaved={(created) => navigate(`/discounts/${created.id}`, { replace: true })} />
      ) : discount ? (
        // A fresh form when a field it shows changed (a save, End), not when Pause or Resume did.
        <DiscountForm key={JSON.stringify(toFormValues(discount))} stored={discount} onSaved={() => undefined} />
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-gray-600">
          {errorText(query.error, 'Discount not found')}
        </p>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </section>
  );
}
