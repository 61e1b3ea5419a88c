// A report's groups as bars (net sales by category, units by reason), drawn by uPlot on a canvas,
// loaded with its styles on first draw as the sales chart is. Hidden from screen readers: every
// chart stands beside a table of its numbers.
import { CHART_HEIGHT, useUplot } from './use-uplot';

const BRAND = '#7c3aed';

/** "Not as pictured" stays readable under a narrow bar: cut to a few letters. */
const short = (label: string, room: number) => (label.length > room ? `${label.slice(0, room - 1)}…` : label);

export function BarChart({
  bars,
  label,
  value,
}: {
  bars: ReadonlyArray<{ label: string; value: number }>;
  /** What the bars measure (their series' name). */
  label: string;
  /** How an axis writes a value: $1.2k, 12. */
  value: (n: number) => string;
}) {
  const box = useUplot(
    (UPlot, width) => {
      if (bars.length === 0) return null;
      const room = Math.max(4, Math.floor(width / bars.length / 8));
      return {
        options: {
          width,
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: {
            x: { time: false, range: [-0.5, bars.length - 0.5] },
            y: { range: (_u, _min, max) => [0, max || 1] },
          },
          series: [
            {},
            {
              label,
              stroke: BRAND,
              fill: 'rgba(124, 58, 237, 0.6)',
              paths: UPlot.paths.bars!({ size: [0.7, 64] }),
              points: { show: false },
            },
          ],
          axes: [
            {
              stroke: '#4b5563',
              space: 24,
              incrs: [1],
              values: (_plot, splits) => splits.map((index) => short(bars[index]?.label ?? '', room)),
              grid: { show: false },
            },
            {
              stroke: '#4b5563',
              size: 56,
              values: (_plot, splits) => splits.map(value),
              grid: { stroke: '#e5e7eb', width: 1 },
            },
          ],
        },
        data: [bars.map((_bar, index) => index), bars.map((bar) => bar.value)],
      };
    },
    [bars, label, value],
  );
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: CHART_HEIGHT }} />;
}

/** Whole units on an axis: fractions of a unit are left blank. */
export const wholeUnits = (value: number) => (Number.isInteger(value) ? String(value) : '');
