// Lines over a report's days, drawn by uPlot on a canvas, as the sales chart is (and loaded the
// same way, only when drawn). Hidden from screen readers: it always stands beside a table of
// the same numbers.
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { periodLabel } from './labels';

const HEIGHT = 200;

export interface Line {
  label: string;
  color: string;
  /** The area under the line, when it is filled. */
  fill?: string;
  values: number[];
}

const canDraw = () => typeof window.matchMedia === 'function' && typeof ResizeObserver !== 'undefined';

const loadUplot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

export function LinesChart({
  days,
  lines,
  format,
}: {
  /** The first day of each point, oldest first. */
  days: readonly string[];
  /** Drawn again whenever a new array is given: keep it the same while the numbers are (useMemo). */
  lines: readonly Line[];
  /** The y axis's labels: short, so the chart fits a phone. */
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let plot: uPlot | undefined;
    let watch: ResizeObserver | undefined;
    let gone = false;
    void loadUplot().then((UPlot) => {
      if (gone) return;
      const labels = days.map((day) => periodLabel({ from: day }));
      const drawn = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          series: [
            {},
            ...lines.map((line) => ({
              label: line.label,
              stroke: line.color,
              ...(line.fill ? { fill: line.fill } : {}),
              width: 2,
              points: { show: days.length <= 31 },
            })),
          ],
          axes: [
            {
              stroke: '#4b5563',
              space: 56,
              incrs: [1, 2, 3, 7, 14, 30, 91, 182, 365],
              values: (_plot, splits) => splits.map((index) => labels[index] ?? ''),
              grid: { show: false },
            },
            {
              stroke: '#4b5563',
              size: 56,
              values: (_plot, splits) => splits.map(format),
              grid: { stroke: '#e5e7eb', width: 1 },
            },
          ],
        },
        [days.map((_day, index) => index), ...lines.map((line) => line.values)],
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
  }, [days, lines, format]);
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: HEIGHT }} />;
}

/** A legend in words for the chart's lines (the chart itself is hidden from screen readers). */
export function LinesLegend({ lines }: { lines: readonly Pick<Line, 'label' | 'color'>[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-3 text-xs text-gray-700">
      {lines.map((line) => (
        <li key={line.label} className="flex items-center gap-1">
          <span className="inline-block h-2 w-4 rounded" style={{ backgroundColor: line.color }} />
          {line.label}
        </li>
      ))}
    </ul>
  );
}
