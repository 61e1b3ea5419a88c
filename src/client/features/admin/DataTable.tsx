// A plain table with a header row, an empty message, and a skeleton while loading.
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

export interface Column<T> {
  /** The column's name, and its heading unless `heading` is given. */
  header: string;
  /** A heading other than the name (a select-all checkbox). */
  heading?: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T extends { id: number | string }>({
  caption,
  columns,
  rows,
  loading,
  empty,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  empty: string;
}) {
  if (loading) {
    return (
      <div className="space-y-2 p-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (!rows?.length) return <p className="px-4 py-10 text-center text-gray-500">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 text-left font-semibold text-gray-700"
              >
                {column.heading ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-50">
              {columns.map((column) => (
                <td key={column.header} className={column.className ?? 'px-4 py-3 text-gray-800'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
