// Admin > Reports > Sales: a range of days by day, week or month; its figures beside the same
// number of days before it; net sales as a chart with every number in a table beside it; the
// table as a CSV download; and what each figure counts.
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
import { Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { money } from '../format';
import { salesCsvUrl, useSalesReport, type SalesReportAsk } from './api';
import { periodName } from './labels';
import { CONTROL_LABEL, FigureCards, ReportFrame, type Figure } from './ReportParts';
import { SalesChart } from './SalesChart';
import { SalesTable } from './SalesTable';

const INTERVAL_LABELS: Record<SalesInterval, string> = { day: 'By day', week: 'By week', month: 'By month' };

const FIGURES: ReadonlyArray<{ term: string; value: (period: SalesPeriod) => string | number }> = [
  { term: 'Net sales', value: (period) => period.netSales },
  { term: 'Orders', value: (period) => period.orders },
  { term: 'Average order value', value: (period) => period.averageOrderValue },
  { term: 'Gross sales', value: (period) => period.grossSales },
  { term: 'Refunds', value: (period) => period.refunds },
];

/** Each figure of the range beside the days before it. */
function comparison(current: SalesPeriod, previous: SalesPeriod): Figure[] {
  const shown = (value: string | number) => (typeof value === 'number' ? String(value) : money(value));
  return FIGURES.map(({ term, value }) => ({
    term,
    now: shown(value(current)),
    before: shown(value(previous)),
    compare: [value(current), value(previous)] as const,
  }));
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
  return (
    <ReportFrame
      id="sales-report"
      title="Sales"
      lead={
        data
          ? `${periodName(data.current)}, beside ${periodName(data.previous)}`
          : 'Net sales, orders and refunds over the days you choose.'
      }
      range={ask}
      onRange={(range) => setAsk({ ...ask, ...range })}
      csvUrl={complete ? salesCsvUrl(ask) : null}
      error={report.isError ? report.error : null}
      definitions={SALES_DEFINITIONS}
      controls={
        <label className={CONTROL_LABEL}>
          Interval
          <Select value={ask.interval} onChange={(e) => setAsk({ ...ask, interval: e.target.value as SalesInterval })}>
            {SALES_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {INTERVAL_LABELS[interval]}
              </option>
            ))}
          </Select>
        </label>
      }
    >
      {data ? (
        <>
          <FigureCards figures={comparison(data.current, data.previous)} />
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
    </ReportFrame>
  );
}
