// What the reports beside Sales share: the report's links, its title, the range of days, the CSV
// download, figures beside the period before, tables that scroll on a phone, and what each
// figure counts.
import { useState, type ReactNode } from 'react';
import { addDays, DEFAULT_REPORT_DAYS, utcToday } from '../../../../shared/schemas/reports';
import type { Definition } from '../../../../shared/schemas/reports-money';
import { Skeleton } from '../../../components/ui/skeleton';
import { money } from '../format';
import { periodName } from './labels';
import { rangeCsvUrl, useRangeReport, type RangeReportName, type ReportRange } from './range-api';
import { FigureCards, ReportFrame } from './ReportParts';

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
    <FigureCards
      figures={figures.map((figure) => ({
        term: figure.term,
        now: shown(figure, figure.value(current)),
        before: shown(figure, figure.value(previous)),
        compare: [figure.value(current), figure.value(previous)] as const,
      }))}
    />
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
  name: RangeReportName;
  title: string;
  lead: string;
  definitions: readonly Definition[];
  children: (report: T) => ReactNode;
}) {
  const today = utcToday();
  const [ask, setAsk] = useState<ReportRange>({ from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today });
  const complete = ask.from !== '' && ask.to !== '';
  const report = useRangeReport<T>(name, ask, complete);
  const data = report.data;
  return (
    <ReportFrame
      id={name}
      title={title}
      lead={data ? `${periodName(data.current)}, beside ${periodName(data.previous)}` : lead}
      range={ask}
      onRange={setAsk}
      csvUrl={complete ? rangeCsvUrl(name, ask) : null}
      error={report.isError ? report.error : null}
      definitions={definitions}
    >
      {data ? children(data) : report.isPending && complete ? <Skeleton className="h-64 w-full" /> : null}
    </ReportFrame>
  );
}
