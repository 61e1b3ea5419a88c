import { RETURNS } from '../../../shared/store';
import { RETURN_SHIPPING_TERMS } from './terms';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';
const td = 'px-4 py-3 text-sm text-gray-700';

export function ExchangeTable() {
  return (
    <section aria-labelledby="exchange-title">
      <h2 id="exchange-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        Exchanges and Return Shipping
      </h2>
      <div
        className="mt-6 overflow-x-auto rounded-xl border border-gray-200"
        role="region"
        aria-labelledby="exchange-title"
        tabIndex={0}
      >
        <table className="min-w-full divide-y divide-gray-200">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                Service
              </th>
              <th scope="col" className={th}>
                Cost
              </th>
              <th scope="col" className={th}>
                Details
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {RETURN_SHIPPING_TERMS.map((term) => (
              <tr key={term.service}>
                <th scope="row" className="px-4 py-3 text-left text-sm font-semibold text-gray-900">
                  {term.service}
                </th>
                <td className={`${td} whitespace-nowrap font-medium`}>{term.cost}</td>
                <td className={td}>{term.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function RefundTimelines() {
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        Refund Timelines
      </h2>
      <p className="mt-2 text-gray-600">
        We process returns within {RETURNS.processingDays} of receiving them. Your refund then reaches your original
        payment method within:
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {RETURNS.refundTimelines.map((timeline) => (
          <div
            key={timeline.method}
            className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 text-center"
          >
            <dt className="text-sm font-medium text-gray-600">{timeline.method}</dt>
            <dd className="order-first font-display text-2xl font-bold text-brand-800">{timeline.days}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
