// The order summary's lines (summary-lines.ts) as a list of labels and figures.
import { cx } from '../../lib/cx';
import type { SummaryLine } from './summary-lines';

const TONES: Record<NonNullable<SummaryLine['tone']>, string> = {
  saving: 'text-green-700',
  pending: 'text-gray-600',
  total: 'border-t border-gray-200 pt-3 text-base font-semibold text-gray-900',
};

export function SummaryRows({ lines, className }: { lines: readonly SummaryLine[]; className?: string }) {
  return (
    <dl className={cx('space-y-2 text-sm text-gray-700', className)}>
      {lines.map((line, index) => (
        <div key={`${index}:${line.label}`} className={cx('flex justify-between gap-4', line.tone && TONES[line.tone])}>
          <dt>{line.label}</dt>
          <dd className="shrink-0 text-right font-medium tabular-nums">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
