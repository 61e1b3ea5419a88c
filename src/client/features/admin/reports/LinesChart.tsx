// Lines over a report's days, drawn by uPlot on a canvas (use-uplot.ts loads it only when
// drawn). Hidden from screen readers: it always stands beside a table of the same numbers.
import { periodLabel } from './labels';
import { CHART_HEIGHT, useUplot } from './use-uplot';

export interface Line {
  label: string;
  color: string;
  /** The area under the line, when it is filled. */
  fill?: string;
  values: number[];
}

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
  const box = useUplot(
    (_UPlot, width) => {
      const labels = days.map((day) => periodLabel({ from: day }));
      return {
        options: {
          width,
          height: CHART_HEIGHT,
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
              // A label every so many points, never crowded: on a phone, about one a week.
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
        data: [days.map((_day, index) => index), ...lines.map((line) => line.values)],
      };
    },
    [days, lines, format],
  );
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: CHART_HEIGHT }} />;
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
