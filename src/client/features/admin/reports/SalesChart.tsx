// Net sales as a line over the report's days, weeks or months, drawn by uPlot on a canvas. uPlot
// and its styles are loaded when a chart is first drawn, in a file of their own, so they reach
// only the staff who open a chart and never the storefront. The chart is hidden from screen
// readers: every chart stands beside a table of its numbers (SalesTable).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { SalesPeriod } from '../../../../shared/schemas/reports';
import { periodLabel } from './labels';

const HEIGHT = 200;
const BRAND = '#7c3aed';

/** $1.2k, $15k, $850: the y axis stays narrow on a 390 px phone. */
function compactDollars(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${+(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000) return `${sign}$${+(abs / 1000).toFixed(1)}k`;
  return `${sign}$${+abs.toFixed(0)}`;
}

/** uPlot needs both to follow the screen's pixel density and the chart's width. */
const canDraw = () => typeof window.matchMedia === 'function' && typeof ResizeObserver !== 'undefined';

const loadUplot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

export function SalesChart({ rows }: { rows: readonly SalesPeriod[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let plot: uPlot | undefined;
    let watch: ResizeObserver | undefined;
    let gone = false;
    void loadUplot().then((UPlot) => {
      if (gone) return;
      const labels = rows.map((row) => periodLabel(row));
      const drawn = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
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
        [rows.map((_row, index) => index), rows.map((row) => Number(row.netSales))],
        element,
      );
      plot = drawn;
      watch = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: HEIGHT }));
      watch.observe(element);
    });
    return () => {
      gone = true;
      watch?.disconnect();
      plot?.destroy();
    };
  }, [rows]);
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: HEIGHT }} />;
}
