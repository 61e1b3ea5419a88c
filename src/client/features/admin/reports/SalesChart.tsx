// Net sales as a line over the report's days, weeks or months, drawn by uPlot on a canvas. uPlot
// and its styles are loaded when a chart is first drawn, in a file of their own, so they reach
// only the staff who open a chart and never the storefront. The chart is hidden from screen
// readers: every chart stands beside a table of its numbers (SalesTable).
import type { SalesPeriod } from '../../../../shared/schemas/reports';
import { periodLabel } from './labels';
import { CHART_HEIGHT, useUplot } from './use-uplot';

const BRAND = '#7c3aed';

/** $1.2k, $15k, $850: the y axis stays narrow on a 390 px phone. */
export function compactDollars(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${+(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000) return `${sign}$${+(abs / 1000).toFixed(1)}k`;
  return `${sign}$${+abs.toFixed(0)}`;
}

export function SalesChart({ rows }: { rows: readonly SalesPeriod[] }) {
  const box = useUplot(
    (_UPlot, width) => {
      const labels = rows.map((row) => periodLabel(row));
      return {
        options: {
          width,
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          series: [
            {},
            {
              label: 'Net sales',
              stroke: BRAND,
              fill: 'rgba(124, 58, 237, 0.1)',
              width: 2,
              points: { show: rows.length <= 31 },
            },
          ],
          axes: [
            {
              stroke: '#4b5563',
              // A label every so many points, never crowded: on a phone, about one a week.
              space: 56,
              incrs: [1, 2, 3, 7, 14, 30, 91, 182, 365],
              values: (_plot, splits) => splits.map((index) => labels[index] ?? ''),
              grid: { show: false },
            },
            {
              stroke: '#4b5563',
              size: 56,
              values: (_plot, splits) => splits.map(compactDollars),
              grid: { stroke: '#e5e7eb', width: 1 },
            },
          ],
        },
        data: [rows.map((_row, index) => index), rows.map((row) => Number(row.netSales))],
      };
    },
    [rows],
  );
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: CHART_HEIGHT }} />;
}
