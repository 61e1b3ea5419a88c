// "How is today going": today's and the last 7 days' net sales, orders and average order value,
// each beside the period before, and the last 30 days' net sales as a chart with its numbers in
// a table. Only for a role that sees money (dashboard.money); others see the work counts alone.
import { Link } from 'wouter';
import type { SalesComparison } from '../../../../shared/schemas/reports';
import { Skeleton } from '../../../components/ui/skeleton';
import { money } from '../format';
import { errorText } from '../http';
import { useCan } from '../permissions';
import { useSalesOverview } from '../reports/api';
import { changeFrom } from '../reports/labels';
import { SalesChart } from '../reports/SalesChart';
import { SalesTable } from '../reports/SalesTable';

function PeriodFigures({ title, before, figures }: { title: string; before: string; figures: SalesComparison }) {
  const { current, previous } = figures;
  const rows = [
    {
      term: 'Net sales',
      now: money(current.netSales),
      was: money(previous.netSales),
      change: changeFrom(current.netSales, previous.netSales),
    },
    {
      term: 'Orders',
      now: String(current.orders),
      was: String(previous.orders),
      change: changeFrom(current.orders, previous.orders),
    },
    {
      term: 'Average order value',
      now: money(current.averageOrderValue),
      was: money(previous.averageOrderValue),
      change: changeFrom(current.averageOrderValue, previous.averageOrderValue),
    },
  ];
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-sm font-semibold text-gray-700">{title}</h3>
      <dl className="mt-2 space-y-3">
        {rows.map((row) => (
          <div key={row.term} data-testid={`${title}: ${row.term}`}>
            <dt className="text-xs text-gray-500">{row.term}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xl font-bold text-gray-900">{row.now}</span>
              <span className="text-xs text-gray-600">
                {before}: {row.was} ({row.change})
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SalesToday() {
  const seesMoney = useCan('dashboard.money');
  const overview = useSalesOverview(seesMoney);
  if (!seesMoney) return null;
  const { data } = overview;
  return (
    <section aria-labelledby="sales-today-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-today-title" className="font-display text-xl font-bold text-gray-900">
          How today is going
        </h2>
        <Link href="/reports/sales" className="text-sm font-medium text-brand-700 underline">
          Sales report and how each figure is counted
        </Link>
      </div>
      {overview.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(overview.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <PeriodFigures title="Today (UTC)" before="Yesterday" figures={data.today} />
            <PeriodFigures title="Last 7 days" before="7 days before" figures={data.last7Days} />
          </div>
          <figure className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <figcaption className="mb-2 text-sm font-semibold text-gray-700">Net sales, last 30 days</figcaption>
            <SalesChart rows={data.last30Days} />
            <SalesTable
              caption="Net sales and orders, each of the last 30 days"
              rows={data.last30Days}
              only={['Orders', 'Net sales']}
              className="sr-only"
            />
          </figure>
        </>
      ) : overview.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : null}
    </section>
  );
}
