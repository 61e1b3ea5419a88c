// Net sales as a line over the report's days, weeks or months (LinesChart draws it with uPlot).
// The chart is hidden from screen readers: every chart stands beside a table of its numbers
// (SalesTable).
import { useMemo } from 'react';
import type { SalesPeriod } from '../../../../shared/schemas/reports';
import { LinesChart } from './LinesChart';

/** $1.2k, $15k, $850: the y axis stays narrow on a 390 px phone. */
export function compactDollars(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${+(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000) return `${sign}$${+(abs / 1000).toFixed(1)}k`;
  return `${sign}$${+abs.toFixed(0)}`;
}

export function SalesChart({ rows }: { rows: readonly SalesPeriod[] }) {
  const days = useMemo(() => rows.map((row) => row.from), [rows]);
  const lines = useMemo(
    () => [
      {
        label: 'Net sales',
        color: '#7c3aed',
        fill: 'rgba(124, 58, 237, 0.1)',
        values: rows.map((row) => Number(row.netSales)),
      },
    ],
    [rows],
  );
  return <LinesChart days={days} lines={lines} format={compactDollars} />;
}
