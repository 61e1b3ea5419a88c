// What every report shows: its links, title, range and CSV link above, its figures beside the
// period before, a table of a group's numbers, and what each figure counts.
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { DayRange } from '../DayRange';
import { errorText } from '../http';
import { changeFrom } from './labels';
import type { ReportRange } from './range-api';
import { ReportsNav } from './ReportsNav';

/** A report control's label, above its field. */
export const CONTROL_LABEL = 'block text-xs font-medium text-gray-700';

/** "25.0%", or "–" when there is nothing to divide by. */
export const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

export function ReportFrame({
  id,
  title,
  lead,
  range,
  onRange,
  csvUrl,
  error,
  children,
  definitions,
  controls,
}: {
  id: string;
  title: string;
  lead: string;
  range: ReportRange;
  onRange: (range: ReportRange) => void;
  csvUrl: string | null;
  error: unknown;
  children: ReactNode;
  definitions: ReadonlyArray<{ term: string; meaning: string }>;
  /** What else the report is asked beside its days (the sales report's interval). */
  controls?: ReactNode;
}) {
  return (
    <section className="space-y-6" aria-labelledby={`${id}-title`}>
      <ReportsNav />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-600">{lead}</p>
        </div>
        {csvUrl ? (
          <a href={csvUrl} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <DayRange from={range.from} to={range.to} onChange={onRange} labelClassName={CONTROL_LABEL} />
        {controls}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(error)}
        </p>
      ) : null}
      {children}
      <Definitions id={id} definitions={definitions} />
    </section>
  );
}

/** What each figure counts, in the words of the report's definitions. */
export function Definitions({
  id,
  definitions,
}: {
  id: string;
  definitions: ReadonlyArray<{ term: string; meaning: string }>;
}) {
  return (
    <section aria-labelledby={`${id}-definitions-title`} className="rounded-xl border border-gray-200 bg-white p-4">
      <h3 id={`${id}-definitions-title`} className="text-sm font-semibold text-gray-900">
        How each figure is counted
      </h3>
      <dl className="mt-2 space-y-1 text-sm text-gray-700">
        {definitions.map(({ term, meaning }) => (
          <div key={term}>
            <dt className="inline font-medium text-gray-900">{term}: </dt>
            <dd className="inline">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface Figure {
  term: string;
  /** As shown, now and before, and the raw values compared. */
  now: string;
  before?: string | undefined;
  compare?: readonly [string | number, string | number] | undefined;
}

export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${figures.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {figures.map(({ term, now, before, compare }) => (
        <div
          key={term}
          data-testid={`figure: ${term}`}
          className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <dt className="text-xs font-medium text-gray-600">{term}</dt>
          <dd className="text-xl font-bold text-gray-900">{now}</dd>
          {before !== undefined ? (
            <dd className="text-xs text-gray-600">
              Before: {before}
              {compare ? ` (${changeFrom(compare[0], compare[1])})` : ''}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => string;
}

/** A group's numbers: the first column names each row; `sub` rows (a product's variants) follow theirs. */
export function FiguresTable<Row>({
  caption,
  first,
  columns,
  rows,
  keyOf,
  sub,
}: {
  caption: string;
  first: Column<Row>;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  sub?: (row: Row) => ReadonlyArray<{ key: string; name: string; row: Row }>;
}) {
  const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  const line = (name: string, row: Row, key: string, indented = false) => (
    <tr key={key} className={indented ? 'bg-gray-50/50' : undefined}>
      <th
        scope="row"
        className={`px-3 py-2 text-left ${indented ? 'pl-6 font-normal text-gray-700' : 'font-medium text-gray-900'}`}
      >
        {name}
      </th>
      {columns.map((column) => (
        <td key={column.header} className={`${cell} text-gray-800`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-gray-700">
              {first.header}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cell} font-semibold text-gray-700`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-4 text-center text-gray-600">
                Nothing in these days.
              </td>
            </tr>
          ) : (
            rows.flatMap((row) => [
              line(first.cell(row), row, keyOf(row)),
              ...(sub?.(row) ?? []).map((child) => line(child.name, child.row, child.key, true)),
            ])
          )}
        </tbody>
      </table>
    </div>
  );
}
