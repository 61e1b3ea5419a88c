// Admin > Reports > Returns: over a range of days, the returns asked for, their units and refund
// amount by reason, by size and by product, beside the days before; units by reason as bars with
// every number in tables; the groups as a CSV download; and what each figure counts.
import { useMemo, useState } from 'react';
import { RETURN_DEFINITIONS, type ReturnGroup, type ReturnsReport } from '../../../../shared/schemas/product-reports';
import { addDays, DEFAULT_REPORT_DAYS, utcToday } from '../../../../shared/schemas/reports';
import { Skeleton } from '../../../components/ui/skeleton';
import { money } from '../format';
import { BarChart, wholeUnits } from './BarChart';
import { periodName } from './labels';
import { rangeCsvUrl, useRangeReport, type ReportRange } from './range-api';
import { FigureCards, FiguresTable, ReportFrame, type Column } from './ReportParts';

const COLUMNS: ReadonlyArray<Column<ReturnGroup>> = [
  { header: 'Returns', cell: (row) => String(row.returns) },
  { header: 'Units', cell: (row) => String(row.units) },
  { header: 'Refund amount', cell: (row) => money(row.refundAmount) },
];

function GroupTable({ title, caption, rows }: { title: string; caption: string; rows: readonly ReturnGroup[] }) {
  return (
    <section className="space-y-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-semibold text-gray-700">By {title.toLowerCase()}</h3>
      <FiguresTable
        caption={caption}
        first={{ header: title, cell: (row) => row.label }}
        columns={COLUMNS}
        rows={rows}
        keyOf={(row) => row.key}
      />
    </section>
  );
}

export function ReturnsReportScreen() {
  const today = utcToday();
  const [range, setRange] = useState<ReportRange>({ from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today });
  const complete = range.from !== '' && range.to !== '';
  const report = useRangeReport<ReturnsReport>('returns', range, complete);
  const data = report.data;
  const bars = useMemo(() => (data?.byReason ?? []).map((row) => ({ label: row.label, value: row.units })), [data]);
  return (
    <ReportFrame
      id="returns-report"
      title="Returns"
      lead={
        data
          ? `${periodName(data.current)}, beside ${periodName(data.previous)}`
          : 'Why things come back, in which sizes, and which products.'
      }
      range={range}
      onRange={setRange}
      csvUrl={complete ? rangeCsvUrl('returns', range) : null}
      error={report.isError ? report.error : null}
      definitions={RETURN_DEFINITIONS}
    >
      {data ? (
        <>
          <FigureCards
            figures={[
              {
                term: 'Returns',
                now: String(data.current.returns),
                before: String(data.previous.returns),
                compare: [data.current.returns, data.previous.returns],
              },
              {
                term: 'Units',
                now: String(data.current.units),
                before: String(data.previous.units),
                compare: [data.current.units, data.previous.units],
              },
              {
                term: 'Refund amount',
                now: money(data.current.refundAmount),
                before: money(data.previous.refundAmount),
                compare: [data.current.refundAmount, data.previous.refundAmount],
              },
            ]}
          />
          <figure className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <figcaption className="text-sm font-semibold text-gray-700">Units returned by reason</figcaption>
            <BarChart bars={bars} label="Units" value={wholeUnits} />
            <FiguresTable
              caption={`Returns by reason, ${periodName(data.current)}`}
              first={{ header: 'Reason', cell: (row) => row.label }}
              columns={COLUMNS}
              rows={data.byReason}
              keyOf={(row) => row.key}
            />
          </figure>
          <div className="grid gap-4 lg:grid-cols-2">
            <GroupTable title="Size" caption={`Returns by size, ${periodName(data.current)}`} rows={data.bySize} />
            <GroupTable
              title="Product"
              caption={`Returns by product, ${periodName(data.current)}`}
              rows={data.byProduct}
            />
          </div>
        </>
      ) : report.isPending && complete ? (
        <Skeleton className="h-64 w-full" />
      ) : null}
    </ReportFrame>
  );
}
