// What the reports beside Sales share: the report's links, its title, the range of days, the CSV
// download, figures beside the period before, tables that scroll on a phone, and what each
// figure counts.
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { addDays, DEFAULT_REPORT_DAYS, utcToday } from '../../../../shared/schemas/reports';
import type { Definition } from '../../../../shared/schemas/reports-money';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { DayRange } from '../DayRange';
import { money } from '../format';
import { errorText } from '../http';
import { changeFrom, periodName } from './labels';
import { rangeCsvUrl, useRangeReport, type MoneyReportName, type RangeAsk } from './money-api';
import { Definitions } from './ReportParts';
import { ReportsNav } from './ReportsNav';

export interface Figure<P> {
  term: string;
  value: (period: P) => string | number;
  /** A count, not money. */
  count?: boolean;
}

/** Each figure of the range beside the same figure of the days just before it. */
export function Comparison<P>({ figures, current, previous }: { figures: Figure<P>[]; current: P; previous: P }) {
  const shown = (figure: Figure<P>, value: string | number) => (figure.count ? String(value) : money(String(value)));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.term}
          data-testid={`figure: ${figure.term}`}
          className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <dt className="text-xs font-medium text-gray-600">{figure.term}</dt>
          <dd className="text-xl font-bold text-gray-900">{shown(figure, figure.value(current))}</dd>
          <dd className="text-xs text-gray-600">
            Before: {shown(figure, figure.value(previous))} ({changeFrom(figure.value(current), figure.value(previous))}
            )
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Left-aligned text rather than a number. */
  text?: boolean;
}

/** A report's rows; a table that scrolls sideways on a narrow screen, and says when it is empty. */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  total,
}: {
  caption: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  empty: string;
  total?: ReactNode[];
}) {
  const cell = (text?: boolean) => `whitespace-nowrap px-3 py-2 ${text ? 'text-left' : 'text-right tabular-nums'}`;
  return (
    <div
      className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cell(column.text)} font-semibold text-gray-700`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.header} scope="row" className={`${cell(column.text)} font-normal text-gray-800`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={`${cell(column.text)} text-gray-800`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {total ? (
          <tfoot className="border-t border-gray-300 bg-gray-50 font-semibold">
            <tr>
              {total.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`${cell(true)} text-gray-900`}>
                    {value}
                  </th>
                ) : (
                  <td key={index} className={`${cell(columns[index]?.text)} text-gray-900`}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A report over a range of days: the last 30 to start with. */
export function RangeReport<
  T extends { current: { from: string; to: string }; previous: { from: string; to: string } },
>({
  name,
  title,
  lead,
  definitions,
  children,
}: {
  name: MoneyReportName;
  title: string;
  lead: string;
  definitions: readonly Definition[];
  children: (report: T) => ReactNode;
}) {
  const today = utcToday();
  const [ask, setAsk] = useState<RangeAsk>({ from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today });
  const complete = ask.from !== '' && ask.to !== '';
  const report = useRangeReport<T>(name, ask, complete);
  const data = report.data;
  const titleId = `${name}-report-title`;
  return (
    <section className="space-y-6" aria-labelledby={titleId}>
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-display text-2xl font-bold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-600">
            {data ? `${periodName(data.current)}, beside ${periodName(data.previous)}` : lead}
          </p>
        </div>
        {complete ? (
          <a href={rangeCsvUrl(name, ask)} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <DayRange
          from={ask.from}
          to={ask.to}
          onChange={(range) => setAsk(range)}
          labelClassName="block text-xs font-medium text-gray-700"
        />
      </div>
      {report.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(report.error)}
        </p>
      ) : null}
      {data ? children(data) : report.isPending && complete ? <Skeleton className="h-64 w-full" /> : null}
      <Definitions id={name} definitions={definitions} />
    </section>
  );
}

/** What each figure of a report counts, once, in the words of its definitions. */
