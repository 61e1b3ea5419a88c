// A report's numbers as a table: beside every chart, for anyone who reads numbers rather than
// lines, screen readers included.
import type { SalesPeriod } from '../../../../shared/schemas/reports';
import { money } from '../format';
import { periodName } from './labels';

const COLUMNS: ReadonlyArray<{ header: string; cell: (row: SalesPeriod) => string }> = [
  { header: 'Orders', cell: (row) => String(row.orders) },
  { header: 'Gross sales', cell: (row) => money(row.grossSales) },
  { header: 'Discounts', cell: (row) => money(row.discounts) },
  { header: 'Refunds', cell: (row) => money(row.refunds) },
  { header: 'Tax', cell: (row) => money(row.tax) },
  { header: 'Shipping', cell: (row) => money(row.shipping) },
  { header: 'Net sales', cell: (row) => money(row.netSales) },
  { header: 'Average order value', cell: (row) => money(row.averageOrderValue) },
];

/** Only these columns, when the table stands beside a small chart. */
export type SalesColumn = (typeof COLUMNS)[number]['header'];

export function SalesTable({
  caption,
  rows,
  total,
  only,
  className = '',
}: {
  caption: string;
  rows: readonly SalesPeriod[];
  /** The range's figures, in a last row. */
  total?: SalesPeriod | undefined;
  only?: readonly SalesColumn[];
  className?: string;
}) {
  const columns = only ? COLUMNS.filter((column) => only.includes(column.header)) : COLUMNS;
  const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  return (
    // A table only for screen readers does not scroll (a scrolling region must take focus).
    <div className={className || 'overflow-x-auto'}>
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-left font-semibold text-gray-700">
              Period
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cell} font-semibold text-gray-700`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row) => (
            <tr key={row.from}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal text-gray-800">
                {periodName(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={`${cell} text-gray-800`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot className="border-t border-gray-300 bg-gray-50 font-semibold">
            <tr>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left text-gray-900">
                Total
              </th>
              {columns.map((column) => (
                <td key={column.header} className={`${cell} text-gray-900`}>
                  {column.cell(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
