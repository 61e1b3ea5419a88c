// Admin > Reports > Sales: a range of days by day, week or month; its figures beside the same
// number of days before it; net sales as a chart with every number in a table beside it; the
// table as a CSV download; and what each figure counts.
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  addDays,
  DEFAULT_REPORT_DAYS,
  SALES_DEFINITIONS,
  SALES_INTERVALS,
  utcToday,
  type SalesInterval,
  type SalesPeriod,
} from '../../../../shared/schemas/reports';
import { buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { DayRange } from '../DayRange';
import { money } from '../format';
import { errorText } from '../http';
import { salesCsvUrl, useSalesReport, type SalesReportAsk } from './api';
import { changeFrom, periodName } from './labels';
import { Definitions } from './ReportParts';
import { SalesChart } from './SalesChart';
import { SalesTable } from './SalesTable';
import { ReportsNav } from './ReportsNav';

const INTERVAL_LABELS: Record<SalesInterval, string> = { day: 'By day', week: 'By week', month: 'By month' };

const FIGURES: ReadonlyArray<{ term: string; value: (period: SalesPeriod) => string | number }> = [
  { term: 'Net sales', value: (period) => period.netSales },
  { term: 'Orders', value: (period) => period.orders },
  { term: 'Average order value', value: (period) => period.averageOrderValue },
  { term: 'Gross sales', value: (period) => period.grossSales },
  { term: 'Refunds', value: (period) => period.refunds },
];

function Comparison({ current, previous }: { current: SalesPeriod; previous: SalesPeriod }) {
  const shown = (value: string | number) => (typeof value === 'number' ? String(value) : money(value));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {FIGURES.map(({ term, value }) => (
        <div
          key={term}
          data-testid={`figure: ${term}`}
          className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <dt className="text-xs font-medium text-gray-600">{term}</dt>
          <dd className="text-xl font-bold text-gray-900">{shown(value(current))}</dd>
          <dd className="text-xs text-gray-600">
            Before: {shown(value(previous))} ({changeFrom(value(current), value(previous))})
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SalesReportScreen() {
  const today = utcToday();
  const [ask, setAsk] = useState<SalesReportAsk>({
    from: addDays(today, 1 - DEFAULT_REPORT_DAYS),
    to: today,
    interval: 'day',
  });
  const complete = ask.from !== '' && ask.to !== '';
  const report = useSalesReport(ask, complete);
  const data = report.data;
  const label = 'block text-xs font-medium text-gray-700';
  return (
    <section className="space-y-6" aria-labelledby="sales-report-title">
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sales-report-title" className="font-display text-2xl font-bold text-gray-900">
            Sales
          </h2>
          <p className="text-sm text-gray-600">
            {data
              ? `${periodName(data.current)}, beside ${periodName(data.previous)}`
              : 'Net sales, orders and refunds over the days you choose.'}
          </p>
        </div>
        {complete ? (
          <a href={salesCsvUrl(ask)} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <DayRange
          from={ask.from}
          to={ask.to}
          onChange={(range) => setAsk({ ...ask, ...range })}
          labelClassName={label}
        />
        <label className={label}>
          Interval
          <Select value={ask.interval} onChange={(e) => setAsk({ ...ask, interval: e.target.value as SalesInterval })}>
            {SALES_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {INTERVAL_LABELS[interval]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {report.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(report.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <Comparison current={data.current} previous={data.previous} />
          <figure className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <figcaption className="text-sm font-semibold text-gray-700">
              Net sales {INTERVAL_LABELS[data.interval].toLowerCase()}
            </figcaption>
            <SalesChart rows={data.series} />
            <SalesTable
              caption={`Sales ${INTERVAL_LABELS[data.interval].toLowerCase()}, ${periodName(data.current)}`}
              rows={data.series}
              total={data.current}
            />
          </figure>
        </>
      ) : report.isPending && complete ? (
        <Skeleton className="h-64 w-full" />
      ) : null}
      <Definitions id="sales" definitions={SALES_DEFINITIONS} />
    </section>
  );
}
