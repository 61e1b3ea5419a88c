import { CircleCheck, CircleX } from 'lucide-react';
import { RETURNS } from '../../../shared/store';
import { ELIGIBLE_ITEMS } from './terms';

export function EligibilityLists() {
  return (
    <section aria-labelledby="eligibility-title">
      <h2 id="eligibility-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        What Can Be Returned
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-green-200 bg-green-50 p-6">
          <h3 className="text-lg font-semibold text-green-900">Eligible for return</h3>
          <ul className="mt-4 space-y-3">
            {ELIGIBLE_ITEMS.map((item) => (
              <li key={item} className="flex gap-3 text-sm text-gray-800">
                <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h3 className="text-lg font-semibold text-red-900">Not eligible for return</h3>
          <ul className="mt-4 space-y-3">
            {RETURNS.nonReturnable.map((item) => (
              <li key={item} className="flex gap-3 text-sm text-gray-800">
                <CircleX aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
